import LegiblePolicy

/// Everything a scan produced: the files it read and the findings, as every writer receives it.
public struct ScanReport: Sendable, Codable {
    public struct Summary: Sendable, Codable, Equatable {
        public var files = 0
        public var unreadable = 0
        public var pass = 0
        public var review = 0
        public var fail = 0
        public var text = 0
        public var graphics = 0
        /// Failing or review findings a baseline knew of; not counted in `fail` or `review`.
        public var suppressed = 0
        /// Findings in the configuration's ignored regions; not counted in `fail`, `review` or `pass`.
        public var ignored = 0
        /// With variant pairs: runs whose variant broke its promise (counted as failing), and runs only one
        /// screenshot of a pair has.
        public var variantFlagged: Int?
        public var variantUnmatched: Int?

        /// Counts one finding: by kind, and by verdict unless ignored or suppressed.
        public mutating func count(_ finding: Finding) {
            if finding.kind == .text { text += 1 }
            if finding.kind == .graphic { graphics += 1 }
            if finding.ignoredBy != nil {
                ignored += 1
            } else if finding.suppressed == true {
                suppressed += 1
            } else {
                switch finding.verdict {
                case .pass: pass += 1
                case .review: review += 1
                case .fail: fail += 1
                case nil: break
                }
            }
        }
    }

    public let tool: String
    public let policy: ContrastPolicy
    public let level: ConformanceLevel
    public let files: [ScannedFile]
    public let findings: [Finding]
    public let summary: Summary
    /// The variant pairs whose runs were matched, when there were any.
    public let variantPairs: [VariantPair]?

    /// The policy and level the findings were judged by.
    public var requirement: ContrastRequirement { ContrastRequirement(policy: policy, level: level) }

    public init(requirement: ContrastRequirement, files: [ScannedFile], findings: [Finding], variantPairs: [VariantPair]? = nil) {
        tool = "legible"
        policy = requirement.policy
        level = requirement.level
        self.files = files
        self.findings = findings
        self.variantPairs = variantPairs
        var summary = Summary()
        if variantPairs != nil {
            let counted = findings.filter { $0.suppressed != true }
            summary.variantFlagged = counted.filter { $0.brokenVariant != nil }.count
            summary.variantUnmatched = counted.filter { $0.variants?.contains { $0.flag == .unmatched } == true }.count
        }
        summary.files = files.count
        summary.unreadable = files.filter { $0.error != nil }.count
        for finding in findings { summary.count(finding) }
        self.summary = summary
    }

    /// `report` holding other files and findings, its summary kept: for writing a report in parts.
    package init(_ report: ScanReport, files: [ScannedFile], findings: [Finding]) {
        tool = report.tool
        policy = report.policy
        level = report.level
        self.files = files
        self.findings = findings
        summary = report.summary
        variantPairs = report.variantPairs
    }

    /// A report of no files or findings that says `summary`: the frame the streamed findings.json fills.
    package init(requirement: ContrastRequirement, summary: Summary, variantPairs: [VariantPair]?) {
        tool = "legible"
        policy = requirement.policy
        level = requirement.level
        files = []
        findings = []
        self.summary = summary
        self.variantPairs = variantPairs
    }
}

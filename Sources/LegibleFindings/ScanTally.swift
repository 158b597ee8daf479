import LegiblePolicy

/// What a scan's reports say of the whole batch, counted a file at a time so that no finding need be
/// kept: the summary, which optional columns the findings need, the worst files, and what the run
/// prints at its end. Its size grows with the files it names (the worst, the unreadable), never with
/// the findings.
public struct ScanTally: Sendable {
    /// A file among the worst: the most failing, then the most review findings that no baseline or
    /// ignored region hides.
    public struct RankedFile: Sendable, Equatable {
        public var file: String
        /// The file's place in the batch; ties keep the batch's order.
        public var order: Int
        public var preview: String?
        public var width: Int?
        public var height: Int?
        public var fail: Int
        public var review: Int
        public var lowestRatio: Double?
    }

    /// What a file comes to, for the HTML report's table of files.
    public enum FileVerdict: String, Sendable, CaseIterable {
        case fail, review, pass, unreadable
    }

    /// How many of the worst files are kept.
    public static let worstCount = 10

    public var summary = ScanReport.Summary()
    /// Whether any finding carries colour-vision ratios (`--cvd`), a baseline's mark, an ignored region.
    public var hasColorVision = false
    public var hasBaselineMark = false
    public var hasIgnored = false
    /// Whether a finding is suppressed by the baseline outside an ignored region.
    public var hasBaselineSuppression = false
    /// Findings a run fails on under `.review` (broken variants count); under `.fail`, the files with one
    /// (`filesFailingUnderFail`) say as much.
    public var failingUnderReview = 0
    /// Error findings (unreadable inputs, previews that could not be written).
    public var errors = 0
    /// Files with a finding that fails under `.fail`, and files with an error finding: JUnit's failing and
    /// erring test cases.
    public var filesFailingUnderFail = 0
    public var filesWithErrors = 0
    /// The scan time of every file, summed.
    public var seconds = 0.0
    /// Per kind of finding, the count of each of `kindColumns`.
    public var byKind: [Finding.Kind: [Int]] = [:]
    /// Files by what they come to.
    public var fileVerdicts: [FileVerdict: Int] = [:]
    /// The worst files, worst first, at most `worstCount`.
    public private(set) var worst: [RankedFile] = []
    /// Files whose scale is a guess: how many, and the first in batch order.
    public var guessedScales = 0
    public private(set) var firstGuessedScale: (file: String, order: Int)?
    /// What each error finding says, with its file's place in the batch, to tell the user in batch order.
    public private(set) var errorMessages: [(order: Int, message: String)] = []

    /// The columns of the HTML report's table of findings by kind.
    public static let kindColumns: [(name: String, counts: @Sendable (Finding) -> Bool)] = [
        ("fail", { $0.standingVerdict == .fail }),
        ("review", { $0.standingVerdict == .review }),
        ("pass", { $0.verdict == .pass && $0.ignoredBy == nil }),
        ("suppressed", { $0.suppressed == true && $0.ignoredBy == nil }),
        ("ignored", { $0.ignoredBy != nil }),
    ]

    public init() {}

    /// The tally of a whole report, as if its files had come one by one with the findings naming them.
    public init(report: ScanReport) {
        var byFile: [String: [Finding]] = [:]
        for finding in report.findings { byFile[finding.file, default: []].append(finding) }
        var counted = Set<String>()
        for (order, file) in report.files.enumerated() {
            add(file, findings: counted.insert(file.file).inserted ? byFile[file.file] ?? [] : [], order: order)
        }
        // Findings of no listed file still count.
        for finding in report.findings where !counted.contains(finding.file) { addFindings([finding], order: Int.max) }
        if report.variantPairs != nil { countVariants(report.findings) }
    }

    /// What a file comes to: failing when an open problem fails (or breaks its variant's promise), review
    /// when one needs review, unreadable when the file could not be read, else pass.
    public static func verdict(of file: ScannedFile, findings: [Finding]) -> FileVerdict {
        let open = findings.filter(\.isOpenProblem)
        if open.contains(where: { $0.verdict == .fail || $0.brokenVariant != nil }) { return .fail }
        if !open.isEmpty { return .review }
        return file.error != nil ? .unreadable : .pass
    }

    /// Counts one file and its findings; `order` is its place in the batch.
    public mutating func add(_ file: ScannedFile, findings: [Finding], order: Int) {
        summary.files += 1
        if file.error != nil { summary.unreadable += 1 }
        seconds += file.seconds
        if file.scale?.isWeak == true {
            guessedScales += 1
            if firstGuessedScale.map({ order < $0.order }) ?? true { firstGuessedScale = (file.file, order) }
        }
        fileVerdicts[Self.verdict(of: file, findings: findings), default: 0] += 1
        if findings.contains(where: { $0.fails(under: .fail) }) { filesFailingUnderFail += 1 }
        if findings.contains(where: { $0.kind == .error }) { filesWithErrors += 1 }
        addFindings(findings, order: order)
        rank(file, findings: findings, order: order)
    }

    private mutating func addFindings(_ findings: [Finding], order: Int) {
        for finding in findings {
            summary.count(finding)
            if finding.colorVision != nil { hasColorVision = true }
            if finding.suppressed != nil { hasBaselineMark = true }
            if finding.suppressed == true && finding.ignoredBy == nil { hasBaselineSuppression = true }
            if finding.fails(under: .review) { failingUnderReview += 1 }
            if finding.kind == .error {
                errors += 1
                errorMessages.append((order, finding.message ?? "\(finding.file): unreadable"))
            }
            var counts = byKind[finding.kind] ?? Array(repeating: 0, count: Self.kindColumns.count)
            for (column, test) in Self.kindColumns.map(\.counts).enumerated() where test(finding) { counts[column] += 1 }
            byKind[finding.kind] = counts
            if finding.ignoredBy != nil { hasIgnored = true }
        }
    }

    /// Counts the variant pairs' flagged and unmatched runs among `findings` (those of paired files),
    /// as `ScanReport` does; call once the pairs are compared, with pairs given even when none matched.
    public mutating func countVariants(_ findings: [Finding]) {
        let counted = findings.filter { $0.suppressed != true }
        summary.variantFlagged = (summary.variantFlagged ?? 0) + counted.filter { $0.brokenVariant != nil }.count
        summary.variantUnmatched = (summary.variantUnmatched ?? 0) + counted.filter { $0.variants?.contains { $0.flag == .unmatched } == true }.count
    }

    /// Whether a run with `threshold` fails on the findings counted.
    public func fails(under threshold: FailureThreshold) -> Bool {
        switch threshold {
        case .fail: filesFailingUnderFail > 0
        case .review: failingUnderReview > 0
        case .never: false
        }
    }

    /// The error messages in batch order.
    public var errorsInOrder: [String] {
        errorMessages.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(\.element.message)
    }

    private mutating func rank(_ file: ScannedFile, findings: [Finding], order: Int) {
        let open = findings.filter(\.isOpenProblem)
        guard !open.isEmpty else { return }
        let entry = RankedFile(file: file.file, order: order, preview: file.preview, width: file.width, height: file.height,
                               fail: open.filter { $0.verdict == .fail }.count, review: open.filter { $0.verdict == .review }.count,
                               lowestRatio: open.compactMap(\.ratio).min())
        func before(_ a: RankedFile, _ b: RankedFile) -> Bool {
            (a.fail, a.review) != (b.fail, b.review) ? (a.fail, a.review) > (b.fail, b.review) : a.order < b.order
        }
        guard worst.count < Self.worstCount || before(entry, worst[worst.count - 1]) else { return }
        worst.insert(entry, at: worst.firstIndex { before(entry, $0) } ?? worst.endIndex)
        if worst.count > Self.worstCount { worst.removeLast() }
    }
}

import Foundation

/// Where and how a scan's reports go, and what the run then says: shared by `scan` and `merge`, whose
/// reports must be the same.
public struct ScanReportOutput: Sendable {
    /// The report folder.
    public var directory: String
    public var formats: [ReportFormat]
    public var failOn: FailureThreshold

    public init(directory: String, formats: [ReportFormat], failOn: FailureThreshold) {
        self.directory = directory
        self.formats = formats
        self.failOn = failOn
    }

    /// Tells `notify` of each unreadable input, writes the reports, and sums the run up: a line of
    /// counts and the files written (`alsoWritten` first written elsewhere), exit status by `failOn`.
    public func deliver(_ report: ScanReport, alsoWritten: [String] = [], notify: (String) -> Void) throws -> JobOutcome {
        for finding in report.findings where finding.kind == .error {
            notify(finding.message ?? "\(finding.file): unreadable")
        }
        // The formats are rendered side by side (rendering is most of the time, and they do not depend on
        // one another): the longest, the JSON, on this thread and the others on another, each free to
        // spread its own parts over the cores. Under one parallel map of the formats the JSON's chunks ran
        // one after another (libdispatch does not widen an apply nested in another) and kept one core busy
        // alone at the end.
        let longest: [ReportFormat] = [.json, .html]
        let formats = longest.filter(formats.contains) + formats.filter { !longest.contains($0) }
        let rest = Array(formats.dropFirst())
        let others = BackgroundTask {
            try parallelMap(count: rest.count, jobs: ProcessInfo.processInfo.activeProcessorCount) { index in
                Result { try rest[index].writer.write(report, into: directory) }
            }.map { try $0.get() }
        }
        let first = Result { try formats.first.map { try $0.writer.write(report, into: directory) } }
        let otherPaths = Result { try others.value() }  // every writer finished before any error is thrown
        let paths = try [first.get()].compactMap { $0 } + otherPaths.get()
        let written = self.formats.map { paths[formats.firstIndex(of: $0)!] } + alsoWritten
        let s = report.summary
        var line = "Scanned \(s.files) file\(s.files == 1 ? "" : "s"): \(s.fail) fail, \(s.review) review, \(s.pass) pass"
        line += " (\(s.text) text, \(s.graphics) graphics)"
        if s.suppressed > 0 { line += ", \(s.suppressed) suppressed by the baseline" }
        if s.ignored > 0 { line += ", \(s.ignored) in ignored regions" }
        if let pairs = report.variantPairs, !pairs.isEmpty {
            line += ", \(pairs.count) variant pair\(pairs.count == 1 ? "" : "s"): \(s.variantFlagged ?? 0) flagged, \(s.variantUnmatched ?? 0) unmatched"
        }
        if s.unreadable > 0 { line += ", \(s.unreadable) unreadable" }
        let failing = report.findings.contains { $0.fails(under: failOn) }
        return JobOutcome(lines: [line] + Self.guessedScales(report.files) + written.map { "  " + $0 },
                          status: ExitStatus(unreadable: s.unreadable > 0, failing: failing))
    }

    /// A warning when some files' scale is a guess: text sizes, and so which threshold applies, rest on it.
    private static func guessedScales(_ files: [ScannedFile]) -> [String] {
        let guessed = files.filter { $0.scale?.isWeak == true }
        guard let first = guessed.first else { return [] }
        let named = guessed.count == 1 ? first.file : "\(guessed.count) files (\(first.file), …)"
        return ["Warning: the scale of \(named) is a guess (too little text to measure): text sizes may be wrong; "
                + "give --scale or name the files @2x/@3x. findings.json has each file's scale and how it was found."]
    }
}

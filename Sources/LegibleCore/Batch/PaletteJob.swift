import Foundation

/// `legible palette`: finds and reads the palettes, checks each in every appearance it has, and writes
/// the reports; a palette that cannot be read is reported and the others are still checked.
public struct PaletteJob: Sendable {
    public var paths: [String]
    public var checker: PaletteChecker
    /// What `--appearance` maps to appearances.
    public var names: AppearanceNames
    /// The report folder.
    public var directory: String
    public var formats: [ReportFormat]
    public var failOn: FailureThreshold
    /// `--timings`: sum up where the time went.
    public var timings: Bool

    public init(paths: [String], checker: PaletteChecker, names: AppearanceNames, directory: String, formats: [ReportFormat],
                failOn: FailureThreshold, timings: Bool = false) {
        self.paths = paths
        self.checker = checker
        self.names = names
        self.directory = directory
        self.formats = formats
        self.failOn = failOn
        self.timings = timings
    }

    /// Reads, checks and writes; `notify` hears of unreadable palettes and of formats palettes do not have.
    /// Throws when there is no palette to check or a report cannot be written.
    public func run(notify: (String) -> Void) throws -> JobOutcome {
        var clock = Stopwatch()
        let inputs = PaletteDiscovery.discover(paths)
        guard !inputs.isEmpty else {
            throw JobError.noInputs(
                "no palette files found in \(paths.joined(separator: ", ")) "
                    + "(folders are searched for .palette.json, .tokens.json, .tokens, .gpl, .xcassets and Android values/colors.xml; name a .csv palette as a file)")
        }
        var palettes: [Palette] = []
        var failures: [PaletteReport.Failure] = []
        for input in inputs {
            switch input {
            case .problem(let path, let reason):
                failures.append(.init(source: path, message: "\(path): \(reason)"))
            case .file(let path):
                do {
                    palettes.append(try PaletteLoader.load(path, names: names))
                } catch {
                    failures.append(.init(source: path, message: error.localizedDescription))
                }
            }
        }
        let readSeconds = clock.lap()
        let results = palettes.map(checker.check)
        let checkSeconds = clock.lap()
        let report = PaletteReport(requirement: checker.requirement, results: results, failures: failures)
        failures.forEach { notify($0.message) }
        for format in formats {
            if let writer = format.paletteWriter {
                try writer.write(report, into: directory)
            } else {
                notify("\(format.rawValue) is written by scan only; skipped")
            }
        }
        let writeSeconds = clock.lap()
        var lines: [String] = []
        for result in results {
            let fails = result.pairs.filter { $0.verdict == .fail }.count
            let reviews = result.pairs.filter { $0.verdict == .review }.count
            lines.append("\(result.palette.source): \(result.pairs.count) pairs in \(result.palette.appearances.map(\.rawValue).joined(separator: ", ")): \(fails) fail, \(reviews) review")
            lines += result.problems.map { "  problem: \($0)" }
            lines += result.palette.notes.map { "  note: \($0)" }
            lines += GroupCheck.summaries(result.groups).map { "  " + $0 }
        }
        let timing = String(format: "timings: read %.3f s, check %.3f s (%d pairs), write %.3f s", readSeconds, checkSeconds,
                            report.pairCount, writeSeconds)
        let failing = results.contains { $0.pairs.contains { failOn.isFailing($0.verdict) } }
        return JobOutcome(lines: lines, timings: timings ? timing : nil, status: ExitStatus(unreadable: !failures.isEmpty, failing: failing))
    }
}

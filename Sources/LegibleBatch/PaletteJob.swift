import Foundation
import LegibleBase
import LegiblePolicy
import LegiblePalette
import LegibleReport

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

    /// Reads, checks and writes; `notify` hears of unreadable palettes and tokens and of formats palettes
    /// do not have. Throws when there is no palette to check or a report cannot be written.
    public func run(notify: (String) -> Void) throws -> JobOutcome {
        var clock = Stopwatch()
        let inputs = PaletteDiscovery.discover(paths)
        guard !inputs.isEmpty else {
            throw JobError.noInputs(
                "no palette files found in \(paths.joined(separator: ", ")) "
                    + "(folders are searched for .palette.json, .tokens.json, .tokens, token .json files, .resolver.json, $themes.json, .css, "
                    + ".gpl, .xcassets and Android res/values*/ files; name a .csv palette as a file)")
        }
        var palettes: [Palette] = []
        var failures: [PaletteReport.Failure] = []
        for input in inputs {
            if case .problem(let path, let reason) = input {
                failures.append(.init(source: path, message: "\(path): \(reason)"))
                continue
            }
            let palette: Palette
            do {
                palette = try input.load(names: names)
            } catch {
                failures.append(.init(source: input.source, message: error.localizedDescription))
                continue
            }
            // Nothing lost silently: each token that could not be read is named, and a palette with no
            // colour at all is an error rather than a pass.
            failures += palette.skipped.map { .init(source: palette.source, message: "skipped: " + ($0.errorDescription ?? "\($0)")) }
            if palette.tokens.isEmpty {
                failures.append(.init(source: palette.source, message: PaletteError.noColorTokens(file: palette.source).errorDescription!))
                continue
            }
            palettes.append(palette)
        }
        let readSeconds = clock.lap()
        let results = palettes.map(checker.check)
        let checkSeconds = clock.lap()
        for result in results where result.pairs.isEmpty {
            failures.append(.init(source: result.palette.source, message: "\(result.palette.source): no pair to check among \(result.palette.tokens.count) tokens "
                + "(\(result.pairing)); declare pairs in a .palette.json, or use --grid"))
        }
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
            lines.append("\(result.palette.source): \(result.pairs.count) pairs in \(result.palette.appearances.map(\.rawValue).joined(separator: ", ")): "
                + "\(fails) fail, \(reviews) review (\(result.palette.tokens.count) tokens"
                + (result.palette.themeAttributes == 0 ? "" : ", \(result.palette.themeAttributes) of them theme attributes")
                + (result.palette.foldedThemePairs == 0 ? "" : ", \(result.palette.tokens.count + result.palette.foldedThemePairs) read")
                + (result.palette.skipped.isEmpty ? "" : ", \(result.palette.skipped.count) skipped") + ")")
            lines.append("  pairs: \(result.chosenPairs) chosen, \(result.pairing); \(result.unpairedTokens) of \(result.palette.tokens.count) tokens in no pair")
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

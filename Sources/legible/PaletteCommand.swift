import ArgumentParser
import Foundation
import LegibleCore

struct PaletteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "palette",
        abstract: "Check design-token palettes in every appearance, contrast and transparency variant.",
        discussion: """
            Reads Legible's .palette.json, W3C DTCG .tokens.json and .resolver.json, Xcode .xcassets colour sets, \
            Tokens Studio projects ($themes.json), CSS custom properties (.css), Android res/values/colors.xml, GIMP \
            .gpl and CSV (name,color[,variant]).

            Checks the declared pairs, else pairs inferred from names (on-X on X; label, text, foreground, content \
            tokens on background, surface, fill tokens), or with --grid every foreground on every background. Writes \
            palette.csv, palette.json and report.html to --out.

            Exit code: 0 nothing fails, 1 a pair fails (see --fail-on), 2 bad usage or an unreadable palette.

            EXAMPLES:
              legible palette Palettes/ --out palette-report
              legible palette app/src/main/res/values/colors.xml tokens.css
              legible palette tokens.resolver.json --grid --appearance night=dark --format csv
            """
    )

    @Argument(help: "Palette files or folders.")
    var paths: [String]

    @Flag(help: "Check every foreground token on every background token (a contrast grid).")
    var grid = false

    @Option(name: .customLong("appearance"), help: ArgumentHelp(
        "Map a theme, resolver context or CSS theme selector to an appearance, where its name does not say it (repeatable).",
        discussion: "APPEARANCE is one of \(AppearanceNames.values.joined(separator: ", ")); e.g. --appearance night=dark, "
            + "--appearance '[data-mode=night]=dark'.", valueName: "NAME=APPEARANCE"))
    var appearances: [String] = []

    @OptionGroup var reportOptions: ReportOptions

    @OptionGroup var policyOptions: PolicyOptions

    @Flag(help: "Print time spent reading, checking and writing to stderr.")
    var timings = false

    func validate() throws {
        do {
            _ = try AppearanceNames(appearances)
        } catch {
            throw ValidationError(error.localizedDescription)
        }
    }

    func run() throws {
        try prepareOutputFolder(reportOptions.out, for: "palette")
        let names = try AppearanceNames(appearances)
        var clock = Stopwatch()
        var results: [PaletteResult] = []
        var failures: [PaletteReport.Failure] = []
        let checker = PaletteChecker(requirement: policyOptions.requirement, selection: grid ? .grid : .declaredOrInferred)
        var palettes: [Palette] = []
        let inputs = PaletteDiscovery.discover(paths)
        guard !inputs.isEmpty else {
            StandardError.write("legible palette: no palette files found in \(paths.joined(separator: ", ")) "
                + "(folders are searched for .palette.json, .tokens.json, .tokens, .gpl, .xcassets and Android values/colors.xml; name a .csv palette as a file)")
            throw ExitStatus.unusable.exitCode
        }
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
        for palette in palettes { results.append(checker.check(palette)) }
        let checkSeconds = clock.lap()
        let report = PaletteReport(requirement: policyOptions.requirement, results: results, failures: failures)
        failures.forEach { StandardError.write("legible palette: \($0.message)") }
        do {
            for format in try reportOptions.formats() {
                switch format {
                case .csv: try PaletteCSVWriter.write(report, to: reportOptions.out + "/" + PaletteCSVWriter.fileName)
                case .json: try PaletteJSONWriter.write(report, to: reportOptions.out + "/" + PaletteJSONWriter.fileName)
                case .html: try AtomicFileWriter.write(PaletteHTMLWriter.render(report), to: reportOptions.out + "/" + PaletteHTMLWriter.fileName)
                case .sarif, .junit, .jsonl: StandardError.write("legible palette: \(format.rawValue) is written by scan only; skipped")
                }
            }
        } catch {
            throw StandardError.unusable("palette", error)
        }
        let writeSeconds = clock.lap()

        for result in results {
            let fails = result.pairs.filter { $0.verdict == .fail }.count
            let reviews = result.pairs.filter { $0.verdict == .review }.count
            print("\(result.palette.source): \(result.pairs.count) pairs in \(result.palette.appearances.map(\.rawValue).joined(separator: ", ")): \(fails) fail, \(reviews) review")
            for problem in result.problems { print("  problem: \(problem)") }
            for note in result.palette.notes { print("  note: \(note)") }
            for summary in GroupCheck.summaries(result.groups) { print("  " + summary) }
        }
        if timings {
            StandardError.write(String(format: "timings: read %.3f s, check %.3f s (%d pairs), write %.3f s", readSeconds, checkSeconds,
                                       report.pairCount, writeSeconds))
        }
        if !failures.isEmpty { throw ExitStatus.unusable.exitCode }
        let failing = results.contains { $0.pairs.contains { reportOptions.failOn.isFailing($0.verdict) } }
        if failing { throw ExitStatus.findings.exitCode }
    }
}

/// Seconds since the last lap.
struct Stopwatch {
    private var last = DispatchTime.now().uptimeNanoseconds

    mutating func lap() -> Double {
        let now = DispatchTime.now().uptimeNanoseconds
        defer { last = now }
        return Double(now - last) / 1e9
    }
}

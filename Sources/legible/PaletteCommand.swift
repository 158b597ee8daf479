import ArgumentParser
import Foundation
import LegibleCore

struct PaletteCommand: ConfiguredCommand {
    static let configuration = CommandConfiguration(
        commandName: "palette",
        abstract: "Check design-token palettes in every appearance, contrast and transparency variant.",
        discussion: """
            Reads Legible's .palette.json, W3C DTCG .tokens.json and .resolver.json, Xcode .xcassets colour sets, \
            Tokens Studio projects ($themes.json), CSS custom properties (.css), Android res/values*/ files, GIMP \
            .gpl and CSV (name,color[,variant]). In a folder, the stylesheets are one palette (custom properties \
            shared, @import followed), so are the token .json files and the Android res/ folders.

            Checks the declared pairs, else pairs inferred from names (on-X on X; a text, fg, icon or border token \
            on the backgrounds sharing the rest of its name, plain ones on the neutral backgrounds; themes kept \
            apart), or with --grid every foreground on every background. Says how it chose the pairs and how many \
            tokens are in none. Writes palette.csv, palette.json and report.html to --out.

            Exit code: 0 nothing fails, 1 a pair fails (see --fail-on), 2 bad usage, an unreadable palette, a \
            token that could not be read (each is named), a palette with no colour, or no pair to check.

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

    @OptionGroup var reportOptions: ReportOptions<PaletteReports>

    @OptionGroup var policyOptions: PolicyOptions

    @Flag(help: "Print time spent reading, checking and writing to stderr.")
    var timings = false

    @Flag(help: "Print no summary on stdout; errors still go to stderr.")
    var quiet = false

    mutating func merge(_ settings: CommandSettings) {
        reportOptions.merge(settings)
        policyOptions.merge(settings)
        grid = grid || settings.grid == true
        appearances = (settings.appearance ?? []) + appearances
        timings = timings || settings.timings == true
        quiet = quiet || settings.quiet == true
    }

    func validate() throws {
        do {
            _ = try AppearanceNames(appearances)
        } catch {
            throw ValidationError(error.localizedDescription)
        }
    }

    func run() throws {
        try prepareOutputFolder(reportOptions.out, for: "palette")
        let checker = PaletteChecker(requirement: policyOptions.requirement, selection: grid ? .grid : .declaredOrInferred)
        let job = PaletteJob(paths: paths, checker: checker, names: try AppearanceNames(appearances), directory: reportOptions.out,
                             formats: try reportOptions.formats(), failOn: reportOptions.failOn, timings: timings)
        try conclude(try running("palette") { try job.run(notify: StandardError.note("palette")) }, quiet: quiet)
    }
}

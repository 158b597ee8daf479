import ArgumentParser
import Foundation
import LegibleCore

struct ScanCommand: ConfiguredCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Find every text run and graphic in PNG screenshots and judge its contrast.",
        discussion: """
            PATH is a PNG file or a folder (walked recursively for .png in any case); '-' reads paths from standard \
            input, so `find ... | legible scan -` works. Writes findings.csv, findings.json and report.html (with its \
            images in report-images/) to --out; see --format.

            Where the backdrop varies (a gradient, an image, translucent material) the ratio is a range: it passes or \
            fails when the whole range does, and is 'review' when it straddles the threshold.

            Screenshots of one screen with Increase Contrast, Reduce Transparency or dark mode are paired with the \
            standard one by name (home.png with home-highContrast.png, home_reduceTransparency.png, home.dark.png), by \
            --variants MANIFEST or by --variant NAME=PATH, their runs matched, and a variant that lowers a run's \
            contrast, leaves a near-threshold one as it was, or keeps a translucent backdrop is flagged (and fails).

            Exit code: 0 nothing fails, 1 a finding fails (see --fail-on), 2 bad usage or an unreadable input (the \
            report is still written, with the input as an error row).

            EXAMPLES:
              legible scan screenshots/ --out report
              legible scan screenshots/ --format csv,sarif --fail-on review
              find snapshots -name '*@3x.png' | legible scan - --scale 3
              legible scan home.png --variant increased-contrast=home-highContrast.png
            """
    )

    @Argument(help: "PNG files or folders; '-' reads paths from standard input.")
    var paths: [String]

    @OptionGroup var reportOptions: ReportOptions<ScanReports>

    @OptionGroup var policyOptions: PolicyOptions

    @OptionGroup var batchOptions: ImageBatchOptions

    @Option(help: "Image pixels per UI point (iOS pt, Android dp, CSS px). Default: @2x/@3x in the file name, else estimated from the size of the text, the width and the screen's size (findings.json says how).")
    var scale: Double?

    @Option(name: .customLong("disabled-color"), help: ArgumentHelp(
        "A colour your design system draws disabled controls in (repeatable): text and graphics in it pass as exempt, as WCAG exempts inactive controls.",
        valueName: "color"))
    var disabledColorOptions: [String] = []

    @Option(name: .customLong("disabled-tokens"), help: ArgumentHelp(
        "A palette file (any format `palette` reads) whose tokens named 'disabled' are disabled colours, as --disabled-color (repeatable).",
        valueName: "file"))
    var disabledTokenFiles: [String] = []

    @Flag(help: "Add each finding's ratio as seen with protanopia, deuteranopia, tritanopia and achromatopsia.")
    var cvd = false

    @Option(help: ArgumentHelp("Suppress the findings this baseline knows (same file and kind, overlapping box, same colours); they are counted, not hidden, and never fail the run.", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Write every failing and review finding to this file, for a later --baseline.", valueName: "file"))
    var writeBaseline: String?

    @Option(help: ArgumentHelp("Scan only the files whose path hashes to shard K of N (K from 0); combine the shards' folders with `legible merge`.", valueName: "K/N"),
            transform: { value in try Shard(parsing: value) })
    var shard: Shard?

    @Option(name: .customLong("variant"), help: ArgumentHelp(
        "A screenshot of the scanned screen in a variant state: increased-contrast, reduced-transparency, dark or any name (repeatable).",
        valueName: "NAME=PATH"))
    var variantOptions: [String] = []

    @Option(name: .customLong("variants"), help: ArgumentHelp(
        "A manifest of variant pairs: CSV with the header standard,variant,path, or a JSON array of such objects.", valueName: "file"))
    var variantManifest: String?

    func validate() throws {
        for option in variantOptions {
            do { _ = try VariantPairing.parseOption(option) } catch { throw ValidationError(error.localizedDescription) }
        }
        if let scale, !(scale > 0 && scale.isFinite) { throw ValidationError("--scale must be a positive number") }
    }

    mutating func merge(_ settings: CommandSettings) throws {
        reportOptions.merge(settings)
        policyOptions.merge(settings)
        batchOptions.merge(settings)
        cvd = cvd || settings.cvd == true
        baseline = baseline ?? settings.baseline
        writeBaseline = writeBaseline ?? settings.writeBaseline
        if shard == nil, let text = settings.shard { shard = try Shard(parsing: text) }
        variantOptions = (settings.variant ?? []) + variantOptions
        variantManifest = variantManifest ?? settings.variants
        disabledColorOptions = (settings.disabledColor ?? []) + disabledColorOptions
        disabledTokenFiles = (settings.disabledTokens ?? []) + disabledTokenFiles
    }

    mutating func run() throws {
        try run(configuration: nil)
    }

    mutating func run(configuration: Configuration?) throws {
        // Before the output folder: a token file that cannot be read leaves nothing behind.
        let disabledColors = try running("scan") {
            try DisabledColorsSource.colors(disabledColorOptions).adding(
                DisabledColorsSource.tokens(in: disabledTokenFiles, notify: batchOptions.quiet ? { _ in } : StandardError.note("scan")))
        }
        let created = try prepareOutputFolder(reportOptions.out, for: "scan")
        var scanner = ScreenshotScanner(
            requirement: policyOptions.requirement, scale: scale, decoder: batchOptions.decoder, colorVision: cvd)
        scanner.disabledColors = disabledColors
        var job = ScanJob(
            paths: paths, scanner: scanner, jobs: batchOptions.jobs, output: try reportOptions.scanReportOutput(), shard: shard,
            baselinePath: baseline, writeBaselinePath: writeBaseline, configuration: configuration)
        job.variants = try variantOptions.map(VariantPairing.parseOption)
        job.variantManifest = variantManifest
        let outcome = try running("scan") {
            do {
                return try job.run(progress: { ProgressReporter(total: $0, label: "files", quiet: batchOptions.quiet).advance },
                                   notify: StandardError.note("scan"))
            } catch {
                // A run that could not start (nothing to scan) leaves no empty folder of its own behind.
                if created { OutputDirectory.removeIfEmpty(reportOptions.out) }
                throw error
            }
        }
        try conclude(outcome)
    }
}

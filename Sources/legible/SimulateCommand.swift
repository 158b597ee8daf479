import ArgumentParser
import Foundation
import LegibleCore

extension SimulationMethod: ExpressibleByArgument {}

struct SimulateCommand: ConfiguredCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Previews of how people with colour-vision deficiencies, low vision or inverted colours see PNG images.",
        discussion: """
            Writes OUT/<stem>.<deficiency>.png for each image and deficiency (alpha kept); with --low-vision, \
            OUT/<stem>.low-vision-20-200.png for each acuity; with --invert, OUT/<stem>.invert.png (Classic Invert) and \
            OUT/<stem>.smart-invert.png (Smart Invert: pictures and full-colour icons the scanner finds keep their \
            colours, an already dark screen is left alone; the kept regions are printed); and with --sheet \
            OUT/<stem>.sheet.png: the original and each preview side by side, in that order. Folders are walked \
            recursively for .png files; '-' reads paths from standard input.

            Methods: Brettel 1997, Vienot 1999, Machado 2009, all in linear RGB. 'auto' uses Brettel for tritan, \
            Vienot for full protan/deutan and Machado below full severity.

            Low vision: a Gaussian blur in linear light of sigma = 1/2 arcminute * sqrt((X/20)^2 - 1) for acuity 20/X (docs/algorithm.md derives it), \
            at --viewing-distance with 160 points per inch and the image's scale, then --contrast-loss about the mean.

            Exit code: 0 all written, 2 bad usage or some input unreadable (the rest are still written).

            EXAMPLES:
              legible simulate screenshots/ --out cvd --sheet
              legible simulate home@3x.png --out cvd --deficiency deutan --severity 0.6
              legible simulate home@3x.png --out previews --deficiency none --low-vision 20/70,20/200 --invert --sheet
            """
    )

    @Argument(help: "PNG files or folders; '-' reads paths from standard input.")
    var paths: [String]

    @Option(name: .customLong("out"), help: ArgumentHelp("Folder to write the previews to (created if missing). Default: legible-previews.",
                                                         valueName: "out"), completion: .directory)
    var outOption: String?

    @Option(name: .customLong("deficiency"), help: ArgumentHelp(
        "Comma-separated: protan, deutan, tritan, achroma; or none. Default: all four.", valueName: "deficiency"),
            completion: .list(ColorVisionDeficiency.allCases.map(\.rawValue) + ["none"]))
    var deficiencyOption: String?

    @Option(name: .customLong("severity"), help: ArgumentHelp("0 (normal vision) to 1 (full dichromacy). Default: 1.", valueName: "severity"))
    var severityOption: Double?

    @Option(name: .customLong("method"), help: ArgumentHelp("auto, brettel, vienot or machado. Default: auto.", valueName: "method"))
    var methodOption: SimulationMethod?

    @Option(help: ArgumentHelp("Comma-separated Snellen acuities to preview as low vision, e.g. 20/70,20/200.", valueName: "20/X,..."))
    var lowVision: String?

    @Option(name: .customLong("viewing-distance"), help: ArgumentHelp("Eye to screen in centimetres, for --low-vision. Default: 40.",
                                                                      valueName: "viewing-distance"))
    var viewingDistanceOption: Double?

    @Option(name: .customLong("contrast-loss"), help: ArgumentHelp(
        "Share of contrast lost with --low-vision: 0 (none) to 1 (flat grey). Default: 0.", valueName: "contrast-loss"))
    var contrastLossOption: Double?

    @Flag(help: "Also write Classic and Smart Invert previews.")
    var invert = false

    @Option(help: "Image pixels per UI point, for --low-vision and --invert. Default: @2x/@3x in the file name, else the image width against common device widths, else 1.")
    var scale: Double?

    @Flag(help: "Also write a side-by-side sheet per image.")
    var sheet = false

    @OptionGroup var batchOptions: ImageBatchOptions

    @Flag(help: "Print time spent decoding, simulating and encoding to stderr.")
    var timings = false

    var out: String { outOption ?? "legible-previews" }
    var severity: Double { severityOption ?? 1 }
    var viewingDistance: Double { viewingDistanceOption ?? 40 }
    var contrastLoss: Double { contrastLossOption ?? 0 }

    mutating func merge(_ settings: CommandSettings) {
        outOption = outOption ?? settings.out
        deficiencyOption = deficiencyOption ?? settings.deficiency?.joined(separator: ",")
        severityOption = severityOption ?? settings.severity
        methodOption = methodOption ?? settings.method
        lowVision = lowVision ?? settings.lowVision?.joined(separator: ",")
        viewingDistanceOption = viewingDistanceOption ?? settings.viewingDistance
        contrastLossOption = contrastLossOption ?? settings.contrastLoss
        invert = invert || settings.invert == true
        scale = scale ?? settings.scale
        sheet = sheet || settings.sheet == true
        batchOptions.merge(settings)
        timings = timings || settings.timings == true
    }

    func validate() throws {
        guard (0...1).contains(severity) else { throw ValidationError("--severity must be between 0 and 1") }
        guard (0...1).contains(contrastLoss) else { throw ValidationError("--contrast-loss must be between 0 and 1") }
        guard viewingDistance > 0, viewingDistance.isFinite else { throw ValidationError("--viewing-distance must be a positive number") }
        if let scale, !(scale > 0 && scale.isFinite) { throw ValidationError("--scale must be a positive number") }
        _ = try deficiencies()
        _ = try acuities()
    }

    func acuities() throws -> [LowVision] {
        guard let lowVision else { return [] }
        return try lowVision.split(separator: ",").map { text in
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard let model = LowVision(parsing: trimmed, viewingDistance: viewingDistance, contrastLoss: contrastLoss) else {
                throw ValidationError("--low-vision '\(trimmed)' is not a Snellen acuity 20/X with X of 20 or more (e.g. 20/70)")
            }
            return model
        }
    }

    func deficiencies() throws -> [ColorVisionDeficiency] {
        let aliases: [String: ColorVisionDeficiency] = [
            "protanopia": .protan, "protanomaly": .protan, "deuteranopia": .deutan, "deuteranomaly": .deutan,
            "tritanopia": .tritan, "tritanomaly": .tritan, "achromatopsia": .achroma,
        ]
        let names = (deficiencyOption ?? "protan,deutan,tritan,achroma").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        if names == ["none"] { return [] }
        guard !names.isEmpty else { throw ValidationError("--deficiency needs at least one of protan, deutan, tritan, achroma") }
        return try names.map { name in
            guard let value = ColorVisionDeficiency(rawValue: name) ?? aliases[name] else {
                throw ValidationError("unknown deficiency '\(name)': use protan, deutan, tritan or achroma")
            }
            return value
        }
    }

    func run() throws {
        let created = try prepareOutputFolder(out, for: "simulate")
        let simulators = try deficiencies().map { CVDSimulator(deficiency: $0, severity: severity, method: methodOption ?? .auto) }
        var previews = SimulationPreviews(simulators: simulators, outputDirectory: out, writeSheet: sheet, decoder: batchOptions.decoder)
        (previews.lowVision, previews.invert, previews.scale) = (try acuities(), invert, scale)
        let job = SimulateJob(paths: paths, previews: previews, jobs: batchOptions.jobs, timings: timings)
        let outcome = try running("simulate") {
            do {
                return try job.run(progress: { ProgressReporter(total: $0, label: "images", quiet: batchOptions.quiet).advance },
                                   notify: StandardError.note("simulate"))
            } catch {
                // A run that could not start (nothing to read) leaves no empty folder of its own behind.
                if created { OutputDirectory.removeIfEmpty(out) }
                throw error
            }
        }
        try conclude(outcome)
    }
}

import ArgumentParser
import Foundation
import LegibleCore

extension SimulationMethod: ExpressibleByArgument {}

struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Previews of how people with colour-vision deficiencies see PNG images.",
        discussion: """
            Writes OUT/<stem>.<deficiency>.png for each image and deficiency (alpha kept), and with --sheet \
            OUT/<stem>.sheet.png: the original and each simulation side by side, in the order given. Folders are \
            walked recursively for .png files; '-' reads paths from standard input.

            Methods: Brettel 1997, Viénot 1999, Machado 2009, all in linear RGB. 'auto' uses Brettel for tritan, \
            Viénot for full protan/deutan and Machado below full severity.

            Exit code: 0 all written, 2 bad usage or some input unreadable (the rest are still written).

            EXAMPLES:
              legible simulate screenshots/ --out cvd --sheet
              legible simulate home@3x.png --out cvd --deficiency deutan --severity 0.6
            """
    )

    @Argument(help: "PNG files or folders; '-' reads paths from standard input.")
    var paths: [String]

    @Option(help: "Folder to write the previews to (created if missing).")
    var out: String

    @Option(help: "Comma-separated: protan, deutan, tritan, achroma.")
    var deficiency = "protan,deutan,tritan,achroma"

    @Option(help: "0 (normal vision) to 1 (full dichromacy).")
    var severity = 1.0

    @Option(help: "auto, brettel, vienot or machado.")
    var method: SimulationMethod = .auto

    @Flag(help: "Also write a side-by-side sheet per image.")
    var sheet = false

    @OptionGroup var batchOptions: ImageBatchOptions

    @Flag(help: "Print time spent decoding, simulating and encoding to stderr.")
    var timings = false


    func validate() throws {
        guard (0...1).contains(severity) else { throw ValidationError("--severity must be between 0 and 1") }
        _ = try deficiencies()
    }

    func deficiencies() throws -> [ColorVisionDeficiency] {
        let aliases: [String: ColorVisionDeficiency] = [
            "protanopia": .protan, "protanomaly": .protan, "deuteranopia": .deutan, "deuteranomaly": .deutan,
            "tritanopia": .tritan, "tritanomaly": .tritan, "achromatopsia": .achroma,
        ]
        let names = deficiency.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard !names.isEmpty else { throw ValidationError("--deficiency needs at least one of protan, deutan, tritan, achroma") }
        return try names.map { name in
            guard let value = ColorVisionDeficiency(rawValue: name) ?? aliases[name] else {
                throw ValidationError("unknown deficiency '\(name)': use protan, deutan, tritan or achroma")
            }
            return value
        }
    }

    func run() throws {
        try prepareOutputFolder(out, for: "simulate")
        let simulators = try deficiencies().map { CVDSimulator(deficiency: $0, severity: severity, method: method) }
        let previews = SimulationPreviews(simulators: simulators, outputDirectory: out, writeSheet: sheet, decoder: batchOptions.decoder)
        let job = SimulateJob(paths: paths, previews: previews, jobs: batchOptions.jobs, timings: timings)
        let outcome = job.run(progress: { ProgressReporter(total: $0, label: "images", quiet: batchOptions.quiet).advance },
                              notify: StandardError.note("simulate"))
        try conclude(outcome)
    }
}

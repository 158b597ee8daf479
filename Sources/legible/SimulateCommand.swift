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
        let previews = SimulationPreviews(
            simulators: simulators, outputDirectory: out, writeSheet: sheet,
            decoder: batchOptions.decoder)

        let inputs = FileDiscovery().discover(paths)
        var failed = false
        for case .problem(let path, let reason) in inputs {
            StandardError.write("legible simulate: \(path): \(reason)")
            failed = true
        }
        let files = inputs.compactMap { input -> String? in
            if case .file(let path) = input { return path }
            return nil
        }
        let stems = OutputNaming.uniqueStems(for: files.map(FileSystemPath.display))
        // One image at a time uses every core inside it; several images share the cores between them.
        let threadsPerImage = files.count == 1 ? batchOptions.jobs : 1
        let start = DispatchTime.now().uptimeNanoseconds
        let progress = ProgressReporter(total: files.count, label: "images", quiet: batchOptions.quiet)
        let results = parallelMap(count: files.count, jobs: batchOptions.jobs) { index in
            let result = Swift.Result { () throws(ImageError) in
                try previews.render(path: files[index], stem: stems[index], threads: threadsPerImage)
            }
            progress.advance(pixels: (try? result.get().pixels) ?? 0)
            return result
        }
        var total = StageTimings()
        var pixels = 0
        for result in results {
            switch result {
            case .success(let rendered):
                rendered.outputs.forEach { print($0) }
                total = total + rendered.timings
                pixels += rendered.pixels
            case .failure(let error):
                StandardError.write("legible simulate: \(error.localizedDescription)")
                failed = true
            }
        }
        if timings {
            let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            StandardError.write(
                TimingSummary(
                    stages: total, pixels: pixels, simulationsPerImage: simulators.count,
                    threadsPerImage: threadsPerImage, wallSeconds: wall
                ).text)
        }
        if failed { throw ExitStatus.unusable.exitCode }
    }
}

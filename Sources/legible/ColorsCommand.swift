import ArgumentParser
import LegibleCore

struct ColorsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "colors",
        abstract: "The dominant colours of PNG files, after colour management.",
        discussion: """
            Near-identical colours (CIEDE2000 < 2) are counted together under the most frequent one.

            EXAMPLES:
              legible colors home@3x.png --top 5
              legible colors icon.png --json
            """
    )

    @Argument(help: "PNG files.")
    var files: [String]

    @Option(help: "How many colours to list per file.")
    var top = 8

    @OptionGroup var decoding: DecodeOptions

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func validate() throws {
        guard top > 0 else { throw ValidationError("--top must be at least 1") }
    }

    func run() throws {
        let decoder = decoding.decoder
        let clustering = DominantColors()
        var reports: [DominantColorsReport] = []
        var failures: [FileFailure] = []
        for file in files {
            do {
                let image = try decoder.decode(fileAt: file)
                let colors = Array(clustering.groups(in: image.buffer).prefix(top))
                reports.append(DominantColorsReport(file: file, image: image, colors: colors))
            } catch {
                StandardError.write("legible colors: \(error.localizedDescription)")
                failures.append(FileFailure(file: file, error: error))
            }
        }
        if json {
            print(try JSONOutput.encode(FileResults(results: reports, errors: failures)))
        } else {
            reports.forEach { print($0.text) }
        }
        if !failures.isEmpty { throw ExitStatus.unusable.exitCode }
    }
}

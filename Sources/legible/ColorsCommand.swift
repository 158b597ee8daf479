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
        let reports = FileResults(of: files, notify: StandardError.note("colors")) { file in
            let image = try decoder.decode(fileAt: file)
            return DominantColorsReport(file: file, image: image, colors: Array(clustering.groups(in: image.buffer).prefix(top)))
        }
        try printResults(reports, json: json, text: \.text)
    }
}

import ArgumentParser
import LegibleCore

struct ColorsCommand: ConfiguredCommand {
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

    @Option(name: .customLong("top"), help: ArgumentHelp("How many colours to list per file. Default: 8.", valueName: "top"))
    var topOption: Int?

    @OptionGroup var decoding: DecodeOptions

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func validate() throws {
        if let topOption, topOption < 1 { throw ValidationError("--top must be at least 1") }
    }

    mutating func merge(_ settings: CommandSettings) {
        topOption = topOption ?? settings.top
        decoding.merge(settings)
        json = json || settings.json == true
    }

    func run() throws {
        let decoder = decoding.decoder
        let clustering = DominantColors()
        let reports = FileResults(of: files, notify: StandardError.note("colors")) { file in
            let image = try decoder.decode(fileAt: file)
            return DominantColorsReport(file: file, image: image, colors: Array(clustering.groups(in: image.buffer).prefix(topOption ?? 8)))
        }
        try printResults(reports, json: json, text: \.text)
    }
}

import ArgumentParser
import LegibleCore

struct InfoCommand: ConfiguredCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Size, colour type, bit depth, interlacing and colour profile of PNG files.",
        discussion: """
            EXAMPLES:
              legible info home@3x.png
              legible info screenshots/*.png --json
            """
    )

    @Argument(help: "PNG files.")
    var files: [String]

    @Flag(help: "Print JSON instead of text.")
    var json = false

    mutating func merge(_ settings: CommandSettings) {
        json = json || settings.json == true
    }

    func run() throws {
        let decoder = PNGDecoder()
        let reports = FileResults(of: files, notify: StandardError.note("info")) { file in
            ImageInfoReport(file: file, info: try decoder.info(ofFileAt: file))
        }
        try printResults(reports, json: json, text: \.text)
    }
}

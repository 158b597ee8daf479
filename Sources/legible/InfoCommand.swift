import ArgumentParser
import LegibleCore

struct InfoCommand: ParsableCommand {
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

    func run() throws {
        let decoder = PNGDecoder()
        var reports: [ImageInfoReport] = []
        var failures: [FileFailure] = []
        for file in files {
            do {
                reports.append(ImageInfoReport(file: file, info: try decoder.info(ofFileAt: file)))
            } catch {
                StandardError.write("legible info: \(error.localizedDescription)")
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

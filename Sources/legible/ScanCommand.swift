import ArgumentParser
import Foundation
import LegibleCore

extension FailureThreshold: ExpressibleByArgument {}

struct ScanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Find every text run and graphic in PNG screenshots and judge its contrast.",
        discussion: """
            PATH is a PNG file or a folder (walked recursively for .png in any case); '-' reads paths from
            standard input, so `find … | legible scan -` works. Writes findings.csv and findings.json to --out.
            Text over a gradient, image or translucent material gets a ratio range and the verdict 'review'.
            Exit code: 0 nothing fails, 1 a finding fails (see --fail-on), 2 bad usage or an unreadable
            input (the report is still written, with the input as an error row).
            """
    )

    @Argument(help: "PNG files or folders; '-' reads paths from standard input.")
    var paths: [String]

    @Option(help: "Folder for the reports (created if missing).")
    var out = "legible-report"

    @Option(help: "Comma-separated report formats: csv, json.")
    var format = "csv,json"

    @OptionGroup var policyOptions: PolicyOptions

    @Option(help: "Image pixels per UI point (iOS pt, Android dp, CSS px). Default: @2x/@3x in the file name, else the image width against common device widths, else 1.")
    var scale: Double?

    @Option(help: "Images scanned at once (default: the number of cores).")
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Exit 1 on: fail (failing findings), review (failing or needing review), never.")
    var failOn: FailureThreshold = .fail

    @Option(help: "Refuse images with more pixels than this, before decoding them.")
    var maxPixels = PNGDecoder.defaultMaximumPixels

    @Flag(help: "Add each finding's ratio as seen with protanopia, deuteranopia, tritanopia and achromatopsia.")
    var cvd = false

    func formats() throws -> [ReportFormat] {
        try format.split(separator: ",").map { name in
            let trimmed = name.trimmingCharacters(in: .whitespaces).lowercased()
            guard let format = ReportFormat(rawValue: trimmed) else {
                throw ValidationError("unknown report format '\(trimmed)': use \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return format
        }
    }

    func validate() throws {
        if let scale, !(scale > 0 && scale.isFinite) { throw ValidationError("--scale must be a positive number") }
        guard jobs > 0 else { throw ValidationError("--jobs must be at least 1") }
        guard maxPixels > 0 else { throw ValidationError("--max-pixels must be at least 1") }
        guard try !formats().isEmpty else { throw ValidationError("--format needs at least one format") }
    }

    func run() throws {
        try prepareOutputFolder(out, for: "scan")
        let scanner = ScreenshotScanner(
            requirement: policyOptions.requirement, scale: scale, decoder: PNGDecoder(maximumPixels: maxPixels),
            colourVision: cvd)
        let inputs = FileDiscovery().discover(paths)
        let report = ScanBatch(scanner: scanner, jobs: jobs).run(inputs)
        for finding in report.findings where finding.kind == .error {
            StandardError.write("legible scan: \(finding.file): \(finding.message ?? "unreadable")")
        }
        let written: [String]
        do {
            written = try ReportFiles.write(report, formats: try formats(), to: out)
        } catch {
            throw StandardError.unusable("scan", error)
        }
        let s = report.summary
        print("Scanned \(s.files) file\(s.files == 1 ? "" : "s"): \(s.fail) fail, \(s.review) review, \(s.pass) pass (\(s.text) text, \(s.graphics) graphics)\(s.unreadable > 0 ? ", \(s.unreadable) unreadable" : "")")
        written.forEach { print("  \($0)") }
        if s.unreadable > 0 { throw ExitStatus.unusable.exitCode }
        if report.findings.contains(where: { failOn.isFailing($0.verdict) }) { throw ExitStatus.findings.exitCode }
    }
}

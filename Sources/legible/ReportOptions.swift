import ArgumentParser
import LegibleCore

extension FailureThreshold: ExpressibleByArgument {}

/// The report formats a command writes, for its `--format` help and completion.
protocol ReportKind {
    static var formats: [ReportFormat] { get }
    static var formatHelp: String { get }
}

/// A scan's (or merge's) reports: every format.
enum ScanReports: ReportKind {
    static let formats = ReportFormat.allCases
    static let formatHelp = "Comma-separated report formats: csv, json, html (report.html and its report-images folder), "
        + "sarif (code scanning), junit (CI dashboards), jsonl (a finding per line). Default: csv,json,html."
}

/// A palette's reports: the formats with a palette writer.
enum PaletteReports: ReportKind {
    static let formats = ReportFormat.allCases.filter { $0.paletteWriter != nil }
    static let formatHelp = "Comma-separated report formats: csv, json, html. Default: csv,json,html."
}

/// `--out`, `--format` and `--fail-on`, shared by the commands that write reports. Each is nil
/// until given, so that `.legible.yml`'s value can fill what the command line left out.
struct ReportOptions<Kind: ReportKind>: ParsableArguments {
    @Option(name: .customLong("out"), help: ArgumentHelp("Folder for the reports (created if missing). Default: legible-report.",
                                                         valueName: "out"), completion: .directory)
    var outOption: String?

    @Option(name: .customLong("format"), help: ArgumentHelp(Kind.formatHelp, valueName: "format"),
            completion: .list(Kind.formats.map(\.rawValue)))
    var formatOption: String?

    @Option(name: .customLong("fail-on"), help: ArgumentHelp("Exit 1 on: fail (failing results), review (failing or needing review), never. Default: fail.",
                                                             valueName: "fail-on"))
    var failOnOption: FailureThreshold?

    var out: String { outOption ?? "legible-report" }
    var failOn: FailureThreshold { failOnOption ?? .fail }

    /// The file's values where the command line gave none.
    mutating func merge(_ file: CommandSettings) {
        outOption = outOption ?? file.out
        formatOption = formatOption ?? file.format?.map(\.rawValue).joined(separator: ",")
        failOnOption = failOnOption ?? file.failOn
    }

    func formats() throws -> [ReportFormat] {
        guard let formatOption else { return ReportFormat.defaults }
        return try formatOption.split(separator: ",").map { name in
            let trimmed = name.trimmingCharacters(in: .whitespaces).lowercased()
            guard let format = ReportFormat(rawValue: trimmed) else {
                throw ValidationError("unknown report format '\(trimmed)': use \(Kind.formats.map(\.rawValue).joined(separator: ", "))")
            }
            return format
        }
    }

    /// Where a scan's reports go.
    func scanReportOutput() throws -> ScanReportOutput {
        ScanReportOutput(directory: out, formats: try formats(), failOn: failOn)
    }

    func validate() throws {
        guard try !formats().isEmpty else { throw ValidationError("--format needs at least one format") }
    }
}

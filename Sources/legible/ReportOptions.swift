import ArgumentParser
import LegibleCore

extension FailureThreshold: ExpressibleByArgument {}

/// `--out`, `--format` and `--fail-on`, shared by the commands that write reports.
struct ReportOptions: ParsableArguments {
    @Option(help: "Folder for the reports (created if missing).")
    var out = "legible-report"

    @Option(help: "Comma-separated report formats: csv, json, html (report.html and its report-images folder), sarif (code scanning), junit (CI dashboards), jsonl (a finding per line). palette writes csv, json and html.")
    var format = ReportFormat.defaults.map(\.rawValue).joined(separator: ",")

    @Option(help: "Exit 1 on: fail (failing results), review (failing or needing review), never.")
    var failOn: FailureThreshold = .fail

    func formats() throws -> [ReportFormat] {
        try format.split(separator: ",").map { name in
            let trimmed = name.trimmingCharacters(in: .whitespaces).lowercased()
            guard let format = ReportFormat(rawValue: trimmed) else {
                throw ValidationError("unknown report format '\(trimmed)': use \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
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

import ArgumentParser
import LegibleCore

/// Writes a scan's reports, prints its summary and exits as the findings say: shared by `scan`
/// and `merge`, whose reports must be the same.
func finish(_ report: ScanReport, command: String, reportOptions: ReportOptions, formats: [ReportFormat],
            alsoWritten: [String] = []) throws {
    for finding in report.findings where finding.kind == .error {
        StandardError.write("legible \(command): \(finding.message ?? "\(finding.file): unreadable")")
    }
    let written: [String]
    do {
        written = try ReportFiles.write(report, formats: formats, to: reportOptions.out) + alsoWritten
    } catch {
        throw StandardError.unusable(command, error)
    }
    let s = report.summary
    var line = "Scanned \(s.files) file\(s.files == 1 ? "" : "s"): \(s.fail) fail, \(s.review) review, \(s.pass) pass"
    line += " (\(s.text) text, \(s.graphics) graphics)"
    if s.suppressed > 0 { line += ", \(s.suppressed) suppressed by the baseline" }
    if s.ignored > 0 { line += ", \(s.ignored) in ignored regions" }
    if s.unreadable > 0 { line += ", \(s.unreadable) unreadable" }
    print(line)
    written.forEach { print("  \($0)") }
    if s.unreadable > 0 { throw ExitStatus.unusable.exitCode }
    if report.findings.contains(where: { $0.fails(under: reportOptions.failOn) }) { throw ExitStatus.findings.exitCode }
}

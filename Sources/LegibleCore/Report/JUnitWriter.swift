import Foundation

/// `junit.xml`: one testcase per file with at most one failure, listing that file's failing findings
/// (JUnit's schema allows one per testcase, and dashboards count failing tests, not findings), and at
/// most one error for an unreadable file, so CI dashboards show contrast like tests. Reviews, and
/// failures a baseline suppresses, are listed in the testcase's output.
public struct JUnitWriter: ReportWriter {
    public let fileName = "junit.xml"

    public init() {}

    public func write(_ report: ScanReport, to sink: any ReportSink) throws {
        var byFile: [String: [Finding]] = [:]
        for finding in report.findings { byFile[finding.file, default: []].append(finding) }
        let files = report.files.map(\.file)
        let failures = files.filter { file in byFile[file]?.contains { $0.fails(under: .fail) } == true }.count
        let errors = files.filter { file in byFile[file]?.contains { $0.kind == .error } == true }.count
        let seconds = report.files.reduce(0) { $0 + $1.seconds }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"legible\" tests=\"\(files.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        xml += "  <testsuite name=\"legible scan (\(report.policy.displayName) \(report.level.rawValue))\" tests=\"\(files.count)\" "
        xml += "failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(String(format: "%.3f", seconds))\">\n"
        for (index, file) in files.enumerated() {
            let findings = byFile[file] ?? []
            let time = String(format: "%.3f", report.files[index].seconds)
            xml += "    <testcase classname=\"legible.contrast\" name=\"\(MarkupText.escape(file))\" time=\"\(time)\">\n"
            let unreadable = findings.filter { $0.kind == .error }.map { MarkupText.escape($0.message ?? "unreadable") }
            if !unreadable.isEmpty {
                xml += "      <error message=\"\(unreadable[0])\" type=\"unreadable\">\(unreadable.joined(separator: "\n"))</error>\n"
            }
            let failing = findings.filter { $0.fails(under: .fail) }
            if !failing.isEmpty {
                let rules = Set(failing.map { Check.of($0).id })
                let message = failing.count == 1 ? FindingSentence.text(failing[0]) : "\(failing.count) findings fail"
                let list = failing.map { MarkupText.escape(FindingSentence.text($0)) }.joined(separator: "\n")
                xml += "      <failure message=\"\(MarkupText.escape(message))\" type=\"\(rules.count == 1 ? rules.first! : "contrast")\">"
                xml += "\(list)</failure>\n"
            }
            // Reviews and the failures a baseline suppresses are listed, not counted.
            let reviews = findings.filter { $0.verdict == .review || ($0.verdict == .fail && $0.suppressed == true) }
                .map { MarkupText.escape(FindingSentence.text($0)) }
            if !reviews.isEmpty {
                xml += "      <system-out>\(reviews.joined(separator: "\n"))</system-out>\n"
            }
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        try sink.append(xml)
    }
}

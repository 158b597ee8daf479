import Foundation

/// `junit.xml`: one testcase per file, a failure per failing finding, an error for an unreadable
/// file, so CI dashboards show contrast like tests. Reviews, and failures a baseline suppresses,
/// are listed in the testcase's output.
public struct JUnitWriter: ReportWriter {
    public let fileName = "junit.xml"

    public init() {}

    public func write(_ report: ScanReport, to sink: any ReportSink) throws {
        var byFile: [String: [Finding]] = [:]
        for finding in report.findings { byFile[finding.file, default: []].append(finding) }
        let files = report.files.map(\.file)
        let failures = report.findings.filter { $0.fails(under: .fail) }.count
        let errors = report.findings.filter { $0.kind == .error }.count
        let seconds = report.files.reduce(0) { $0 + $1.seconds }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"legible\" tests=\"\(files.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        xml += "  <testsuite name=\"legible scan (\(report.policy.displayName) \(report.level.rawValue))\" tests=\"\(files.count)\" "
        xml += "failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(String(format: "%.3f", seconds))\">\n"
        for (index, file) in files.enumerated() {
            let findings = byFile[file] ?? []
            let time = String(format: "%.3f", report.files[index].seconds)
            xml += "    <testcase classname=\"legible.contrast\" name=\"\(MarkupText.escape(file))\" time=\"\(time)\">\n"
            for finding in findings where finding.kind == .error {
                xml += "      <error message=\"\(MarkupText.escape(finding.message ?? "unreadable"))\" type=\"unreadable\"/>\n"
            }
            for finding in findings where finding.fails(under: .fail) {
                let sentence = MarkupText.escape(FindingSentence.text(finding))
                xml += "      <failure message=\"\(sentence)\" type=\"\(Check.of(finding).id)\">\(sentence)</failure>\n"
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

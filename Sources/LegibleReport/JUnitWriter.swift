import Foundation
import LegibleFindings

/// `junit.xml`: one testcase per file with at most one failure, listing that file's failing findings
/// (JUnit's schema allows one per testcase, and dashboards count failing tests, not findings), and at
/// most one error for an unreadable file, so CI dashboards show contrast like tests. Reviews, and
/// failures a baseline suppresses, are listed in the testcase's output.
public struct JUnitWriter: ReportWriter {
    public let fileName = "junit.xml"

    public init() {}

    public func write(_ report: ScanReport, to sink: any ReportSink) throws {
        let stream = JUnitStream(sink: sink, context: ScanReportContext(report: report))
        try stream.append(ScanReportEntry.entries(of: report))
        try stream.end()
    }
}

/// `junit.xml` written a file at a time: the suite's counts from the batch's tally, then a testcase per file.
public final class JUnitStream: ScanReportStream {
    private let sink: any ReportSink
    private var header: String?

    public init(sink: any ReportSink, context: ScanReportContext) {
        self.sink = sink
        let tally = context.tally
        let (files, failures, errors) = (tally.summary.files, tally.filesFailingUnderFail, tally.filesWithErrors)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"legible\" tests=\"\(files)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        xml += "  <testsuite name=\"legible scan (\(context.requirement.policy.displayName) \(context.requirement.level.rawValue))\" tests=\"\(files)\" "
        xml += "failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(String(format: "%.3f", tally.seconds))\">\n"
        header = xml
    }

    public func append(_ entries: [ScanReportEntry]) throws {
        var xml = header ?? ""
        header = nil
        for entry in entries {
            let findings = entry.findings
            let time = String(format: "%.3f", entry.file.seconds)
            xml += "    <testcase classname=\"legible.contrast\" name=\"\(MarkupText.escape(entry.file.file))\" time=\"\(time)\">\n"
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
        try sink.append(xml)
    }

    public func end() throws {
        try append([])
        try sink.append("  </testsuite>\n</testsuites>\n")
    }
}

import Foundation

/// `junit.xml`: one testcase per file, a failure per failing finding, an error for an unreadable
/// file, so CI dashboards show contrast like tests. Reviews are listed in the testcase's output.
public struct JUnitWriter: ReportWriter {
    public let fileName = "junit.xml"

    public init() {}

    public func render(_ report: ScanReport) throws -> Data {
        var byFile: [String: [Finding]] = [:]
        for finding in report.findings { byFile[finding.file, default: []].append(finding) }
        let files = report.files.map(\.file)
        let failures = report.findings.filter { $0.verdict == .fail }.count
        let errors = report.findings.filter { $0.kind == .error }.count
        let seconds = report.files.reduce(0) { $0 + $1.seconds }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"legible\" tests=\"\(files.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        xml += "  <testsuite name=\"legible scan (\(report.policy.displayName) \(report.level.rawValue))\" tests=\"\(files.count)\" "
        xml += "failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(String(format: "%.3f", seconds))\">\n"
        for (index, file) in files.enumerated() {
            let findings = byFile[file] ?? []
            let time = String(format: "%.3f", report.files[index].seconds)
            xml += "    <testcase classname=\"legible.contrast\" name=\"\(XMLText.escape(file))\" time=\"\(time)\">\n"
            for finding in findings where finding.kind == .error {
                xml += "      <error message=\"\(XMLText.escape(finding.message ?? "unreadable"))\" type=\"unreadable\"/>\n"
            }
            for finding in findings where finding.verdict == .fail {
                let sentence = XMLText.escape(FindingSentence.text(finding))
                xml += "      <failure message=\"\(sentence)\" type=\"\(SARIFWriter.ruleID(for: finding))\">\(sentence)</failure>\n"
            }
            let reviews = findings.filter { $0.verdict == .review }.map { XMLText.escape(FindingSentence.text($0)) }
            if !reviews.isEmpty {
                xml += "      <system-out>\(reviews.joined(separator: "\n"))</system-out>\n"
            }
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return Data(xml.utf8)
    }
}

/// XML text and attribute escaping; characters XML 1.0 forbids are replaced with U+FFFD.
enum XMLText {
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                let v = scalar.value
                let allowed = (0x20...0xD7FF).contains(v) || (0xE000...0xFFFD).contains(v) || (0x10000...0x10FFFF).contains(v)
                out.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return out
    }
}

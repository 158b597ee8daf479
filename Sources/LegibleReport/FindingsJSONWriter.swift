import Foundation
import LegibleFindings

/// `findings.json`: the findings plus per-file metadata and a summary.
public struct FindingsJSONWriter: ReportWriter {
    public let fileName = "findings.json"

    public init() {}

    /// The files and findings are nearly all of the document: they are encoded in chunks side by side
    /// and put in place in the rest of it, encoded with both empty. The text is what one encoding of
    /// the whole report gives.
    public func write(_ report: ScanReport, to sink: any ReportSink) throws {
        let skeleton = Array(try JSONOutput.encode(ScanReport(report, files: [], findings: [])).utf8)
        var arrays = [(range: Range<Int>, elements: [UInt8])]()
        for (key, elements) in [("files", try JSONOutput.arrayElements(report.files, depth: 1)),
                                ("findings", try JSONOutput.arrayElements(report.findings, depth: 1))] where !elements.isEmpty {
            let empty = Array("\"\(key)\" : [\n\n  ]".utf8)
            guard let range = skeleton.firstRange(of: empty) else { preconditionFailure("the report has an empty \(key) array") }
            arrays.append((range, Array("\"\(key)\" : [\n".utf8) + elements + Array("\n  ]".utf8)))
        }
        var document = [UInt8]()
        var copied = 0
        for (range, filled) in arrays.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            document += skeleton[copied..<range.lowerBound]
            document += filled
            copied = range.upperBound
        }
        document += skeleton[copied...]
        try sink.append(document)
    }
}

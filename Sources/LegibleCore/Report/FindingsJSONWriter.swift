import Foundation

/// `findings.json`: the findings plus per-file metadata and a summary.
public struct FindingsJSONWriter: ReportWriter {
    public let fileName = "findings.json"

    public init() {}

    /// The files and findings are nearly all of the document: they are encoded in chunks side by side
    /// and put in place in the rest of it, encoded with both empty. The text is what one encoding of
    /// the whole report gives.
    public func write(_ report: ScanReport, to sink: any ReportSink) throws {
        var document = try JSONOutput.encode(ScanReport(report, files: [], findings: []))
        let parts = [("files", try JSONOutput.arrayElements(report.files, depth: 1)),
                     ("findings", try JSONOutput.arrayElements(report.findings, depth: 1))]
        for (key, elements) in parts where !elements.isEmpty {
            document = document.replacingOccurrences(of: "\"\(key)\" : [\n\n  ]", with: "\"\(key)\" : [\n" + elements + "\n  ]")
        }
        try sink.append(document)
    }
}

import Foundation
import LegibleFindings

/// `findings.sarif` written a file at a time: the document encoded around a marker where its results go,
/// and each result encoded alone and indented to stand in the array, so the document equals, as data,
/// the one `JSONSerialization` gives for all results at once.
public final class SARIFStream: ScanReportStream {
    private static let marker = "legible-results-go-here"
    private let sink: any ReportSink
    private let after: [UInt8]
    private let indent: [UInt8]
    private var results = 0

    public init(sink: any ReportSink) throws {
        self.sink = sink
        let frame = try SARIFWriter.serialize(SARIFWriter.document(results: Self.marker))
        guard let range = frame.firstRange(of: Array("\"\(Self.marker)\"".utf8)) else { preconditionFailure("the SARIF frame lost its marker") }
        let lineStart = frame[..<range.lowerBound].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let keyIndent = frame[lineStart...].prefix { $0 == UInt8(ascii: " ") }.count
        indent = Array(repeating: UInt8(ascii: " "), count: keyIndent + 2)
        after = Array("\n".utf8) + Array(repeating: UInt8(ascii: " "), count: keyIndent) + Array("]".utf8) + frame[range.upperBound...]
        try sink.append(Array(frame[..<range.lowerBound]) + Array("[".utf8))
    }

    public func append(_ entries: [ScanReportEntry]) throws {
        try append(findings: entries.flatMap(\.findings))
    }

    func append(findings: [Finding]) throws {
        var bytes = [UInt8]()
        for result in findings.compactMap(SARIFWriter.result) {
            bytes += Array((results == 0 ? "\n" : ",\n").utf8)
            JSONOutput.appendIndented(try SARIFWriter.serialize(result), by: indent, to: &bytes)
            results += 1
        }
        try sink.append(bytes)
    }

    public func end() throws {
        try sink.append(results == 0 ? Array(after.drop { $0 != UInt8(ascii: "]") }) : after)
    }
}

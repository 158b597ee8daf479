import Foundation
import LegibleFindings

/// `findings.jsonl`: one finding per line, compact JSON. `scan` streams it as files finish (so
/// another process can follow a long batch); rendered from a whole report, as `merge` does, the
/// lines are in batch order.
public struct FindingsJSONLinesWriter: ReportWriter {
    public let fileName = "findings.jsonl"

    public init() {}

    public func write(_ report: ScanReport, to sink: any ReportSink) throws {
        try sink.append(try Self.lines(report.findings))
    }

    /// The findings as lines, each ending in a newline.
    public static func lines(_ findings: [Finding]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try findings.map { String(decoding: try encoder.encode($0), as: UTF8.self) + "\n" }.joined()
    }
}

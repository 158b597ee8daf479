import Foundation
import LegibleFindings

/// The report formats Legible writes: each has one writer per kind of report it exists for.
public enum ReportFormat: String, CaseIterable, Sendable, Codable {
    case csv, json, html, sarif, junit, jsonl

    /// What `--format` means when it is not given.
    public static let defaults: [ReportFormat] = [.csv, .json, .html]

    public var writer: any ReportWriter<ScanReport> {
        switch self {
        case .csv: return FindingsCSVWriter()
        case .json: return FindingsJSONWriter()
        case .html: return HTMLReportWriter()
        case .sarif: return SARIFWriter()
        case .junit: return JUnitWriter()
        case .jsonl: return FindingsJSONLinesWriter()
        }
    }

    /// The format's writer of palette reports; nil for the formats only scans have.
    public var paletteWriter: (any ReportWriter<PaletteReport>)? {
        switch self {
        case .csv: return PaletteCSVWriter()
        case .json: return PaletteJSONWriter()
        case .html: return PaletteHTMLWriter()
        case .sarif, .junit, .jsonl: return nil
        }
    }

    /// The stream that writes this format's scan report into `sink`, or, for HTML, the index into `sink`
    /// and its pages into the report folder `directory`.
    public func stream(into sink: any ReportSink, context: ScanReportContext, directory: String) throws -> any ScanReportStream {
        switch self {
        case .csv: return FindingsCSVStream(sink: sink, context: context)
        case .json: return try FindingsJSONStream(sink: sink, context: context)
        case .html: return try HTMLReportStream(sink: sink, context: context, directory: directory)
        case .sarif: return try SARIFStream(sink: sink)
        case .junit: return JUnitStream(sink: sink, context: context)
        case .jsonl: return FindingsJSONLinesStream(sink: sink)
        }
    }
}

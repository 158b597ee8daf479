import Foundation

/// The report formats Legible writes; each has one writer, all fed the same `ScanReport`.
public enum ReportFormat: String, CaseIterable, Sendable {
    case csv, json, html, sarif, junit, jsonl

    /// What `--format` means when it is not given.
    public static let defaults: [ReportFormat] = [.csv, .json, .html]

    public var writer: any ReportWriter {
        switch self {
        case .csv: return FindingsCSVWriter()
        case .json: return FindingsJSONWriter()
        case .html: return HTMLReportWriter()
        case .sarif: return SARIFWriter()
        case .junit: return JUnitWriter()
        case .jsonl: return FindingsJSONLinesWriter()
        }
    }
}

/// Renders a report to bytes; writing them is `ReportFiles`' job.
public protocol ReportWriter: Sendable {
    var fileName: String { get }
    func render(_ report: ScanReport) throws -> Data
}

/// `findings.csv`: the columns of the scan issue first, in order, then `usage,ratio_max,message`.
public struct FindingsCSVWriter: ReportWriter {
    public let fileName = "findings.csv"

    public static let columns = [
        "file", "x", "y", "width", "height", "kind", "foreground", "background", "ratio", "apca", "font_px", "font_pt",
        "bold", "level", "threshold", "verdict", "usage", "ratio_max", "message",
    ]

    public init() {}

    /// Added after the others when the scan measured colour vision (`--cvd`).
    public static let colourVisionColumns = ["protan_ratio", "deutan_ratio", "tritan_ratio", "achroma_ratio"]

    /// Added when a baseline was applied: `true` for a known finding it suppresses.
    public static let baselineColumn = "suppressed"

    /// Added last when a finding lies in one of the configuration's ignored regions: the region's name.
    public static let ignoredColumn = "ignored"

    public func render(_ report: ScanReport) throws -> Data {
        let colourVision = report.findings.contains { $0.colourVision != nil }
        let baseline = report.findings.contains { $0.suppressed != nil }
        let ignored = report.findings.contains { $0.ignoredBy != nil }
        var text = CSVFormat.row(Self.columns + (colourVision ? Self.colourVisionColumns : []) + (baseline ? [Self.baselineColumn] : [])
            + (ignored ? [Self.ignoredColumn] : []))
        for finding in report.findings {
            var fields = Self.fields(finding)
            if colourVision {
                let ratios = finding.colourVision.map { [$0.protan, $0.deutan, $0.tritan, $0.achroma] }
                fields += ratios?.map(NumberFormat.ratio) ?? Array(repeating: "", count: 4)
            }
            if baseline { fields.append(finding.suppressed.map { $0 ? "true" : "false" } ?? "") }
            if ignored { fields.append(finding.ignoredBy ?? "") }
            text += CSVFormat.row(fields)
        }
        return Data(text.utf8)
    }

    static func fields(_ f: Finding) -> [String] {
        [
            f.file, f.box.map { String($0.x) } ?? "", f.box.map { String($0.y) } ?? "",
            f.box.map { String($0.width) } ?? "", f.box.map { String($0.height) } ?? "", f.kind.rawValue,
            f.foreground ?? "", f.background ?? "", f.ratio.map(NumberFormat.ratio) ?? "",
            f.apca.map { NumberFormat.decimal($0, places: 1) } ?? "",
            f.fontPixels.map { NumberFormat.decimal($0, places: 1) } ?? "",
            f.fontPoints.map { NumberFormat.decimal($0, places: 1) } ?? "", f.bold.map { $0 ? "true" : "false" } ?? "",
            f.level?.rawValue ?? "", f.threshold.map { NumberFormat.decimal($0, places: 1) } ?? "",
            f.verdict?.rawValue ?? "", f.usage?.rawValue ?? "", f.ratioMax.map(NumberFormat.ratio) ?? "", f.message ?? "",
        ]
    }
}

/// `findings.json`: the findings plus per-file metadata and a summary.
public struct FindingsJSONWriter: ReportWriter {
    public let fileName = "findings.json"

    public init() {}

    /// The files and findings are nearly all of the document: they are encoded in chunks side by side
    /// and put in place in the rest of it, encoded with both empty. The text is what one encoding of
    /// the whole report gives.
    public func render(_ report: ScanReport) throws -> Data {
        var document = try JSONOutput.encode(ScanReport(report, files: [], findings: []))
        let parts = [("files", try JSONOutput.arrayElements(report.files, depth: 1)),
                     ("findings", try JSONOutput.arrayElements(report.findings, depth: 1))]
        for (key, elements) in parts where !elements.isEmpty {
            document = document.replacingOccurrences(of: "\"\(key)\" : [\n\n  ]", with: "\"\(key)\" : [\n" + elements + "\n  ]")
        }
        return Data(document.utf8)
    }
}

enum NumberFormat {
    /// Three decimals, truncated: a ratio never reads higher than it is.
    static func ratio(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded(.down))
        // Digits by hand: String(format:) was most of the time of writing findings.csv.
        guard thousandths >= 0 else { return String(format: "%d.%03d", thousandths / 1000, thousandths % 1000) }
        let fraction = String(thousandths % 1000)
        return String(thousandths / 1000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// `value` with `places` decimals, as `String(format: "%.*f")` writes it: digits by hand (a row of the
    /// findings CSV has four), and printf itself only where the value is within a hair of a tie, whose
    /// rounding needs the exact binary value.
    static func decimal(_ value: Double, places: Int) -> String {
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = abs(value) * Double(scale)
        guard scaled < 1e15, abs(scaled - scaled.rounded(.down) - 0.5) > 1e-6 else {
            return String(format: "%.\(places)f", value)
        }
        let units = Int(scaled.rounded())
        let sign = value.sign == .minus ? "-" : ""
        guard places > 0 else { return sign + String(units) }
        let fraction = String(units % scale)
        return sign + String(units / scale) + "." + String(repeating: "0", count: places - fraction.count) + fraction
    }
}

import Foundation
import LegibleBase
import LegibleColor
import LegibleFindings

/// `findings.csv`: the columns of the scan issue first, in order, then `usage,ratio_max,message`, the optional
/// columns, and last the suggested colours.
public struct FindingsCSVWriter: ReportWriter {
    public let fileName = "findings.csv"

    public static let columns = [
        "file", "x", "y", "width", "height", "kind", "foreground", "background", "ratio", "apca", "font_px", "font_pt",
        "bold", "level", "threshold", "verdict", "usage", "ratio_max", "message",
    ]

    public init() {}

    /// Added after the others when the scan measured colour vision (`--cvd`).
    public static let colorVisionColumns = ["protan_ratio", "deutan_ratio", "tritan_ratio", "achroma_ratio"]

    /// Added when a baseline was applied: `true` for a known finding it suppresses.
    public static let baselineColumn = "suppressed"

    /// Added last when a finding lies in one of the configuration's ignored regions: the region's name.
    public static let ignoredColumn = "ignored"

    /// Added after all others when the scan compared variant pairs: for each pair the run belongs to (a
    /// standard run may have several variants), the variant's name, the matched run's ratio in the other
    /// screenshot and what the pair shows (fell, stayed, still-translucent, unmatched); `;` between pairs.
    public static let variantColumns = ["variant", "paired_ratio", "variant_check"]

    /// Added after every other column: the nearest passing foreground (background kept) and background
    /// (foreground kept) of a failing or review finding, with their ratios; empty where there is none.
    public static let suggestionColumns = [
        "suggested_foreground", "suggested_foreground_ratio", "suggested_background", "suggested_background_ratio",
    ]

    /// Which optional columns a report has: each only when some finding needs it.
    public struct Columns: Sendable {
        public var colorVision: Bool
        public var baseline: Bool
        public var ignored: Bool
        public var variants: Bool

        /// The columns a batch's findings need, from its tally.
        public init(tally: ScanTally, variantPairs: [VariantPair]?) {
            colorVision = tally.hasColorVision
            baseline = tally.hasBaselineMark
            ignored = tally.hasIgnored
            variants = variantPairs != nil
        }

        /// The header row.
        public var header: String {
            CSVFormat.row(FindingsCSVWriter.columns + (colorVision ? FindingsCSVWriter.colorVisionColumns : [])
                + (baseline ? [FindingsCSVWriter.baselineColumn] : []) + (ignored ? [FindingsCSVWriter.ignoredColumn] : [])
                + (variants ? FindingsCSVWriter.variantColumns : []) + FindingsCSVWriter.suggestionColumns)
        }

        /// The rows of `findings`.
        public func rows(_ findings: [Finding]) -> String {
            var text = ""
            for finding in findings { text += row(finding) }
            return text
        }

        func row(_ finding: Finding) -> String {
            var fields = FindingsCSVWriter.fields(finding)
            if colorVision {
                let ratios = finding.colorVision.map { [$0.protan, $0.deutan, $0.tritan, $0.achroma] }
                fields += ratios?.map { ContrastRatio.truncated($0, places: 3) } ?? Array(repeating: "", count: 4)
            }
            if baseline { fields.append(finding.suppressed.map { $0 ? "true" : "false" } ?? "") }
            if ignored { fields.append(finding.ignoredBy ?? "") }
            if variants {
                let comparisons = finding.variants ?? []
                fields += [comparisons.map(\.variant), comparisons.map { $0.pairedRatio.map { ContrastRatio.truncated($0, places: 3) } ?? "" },
                           comparisons.map { $0.flag?.rawValue ?? "" }].map { $0.joined(separator: ";") }
            }
            fields += [finding.suggestedForeground ?? "", finding.suggestedForegroundRatio.map { ContrastRatio.truncated($0, places: 3) } ?? "",
                       finding.suggestedBackground ?? "", finding.suggestedBackgroundRatio.map { ContrastRatio.truncated($0, places: 3) } ?? ""]
            return CSVFormat.row(fields)
        }
    }

    public func write(_ report: ScanReport, to sink: any ReportSink) throws {
        let columns = Columns(tally: ScanTally(report: report), variantPairs: report.variantPairs)
        try sink.append(columns.header + columns.rows(report.findings))
    }

    static func fields(_ f: Finding) -> [String] {
        [
            f.file, f.box.map { String($0.x) } ?? "", f.box.map { String($0.y) } ?? "",
            f.box.map { String($0.width) } ?? "", f.box.map { String($0.height) } ?? "", f.kind.rawValue,
            f.foreground ?? "", f.background ?? "", f.ratio.map { ContrastRatio.truncated($0, places: 3) } ?? "",
            f.apca.map { NumberFormat.decimal($0, places: 1) } ?? "",
            f.fontPixels.map { NumberFormat.decimal($0, places: 1) } ?? "",
            f.fontPoints.map { NumberFormat.decimal($0, places: 1) } ?? "", f.bold.map { $0 ? "true" : "false" } ?? "",
            f.level?.rawValue ?? "", f.threshold.map { NumberFormat.decimal($0, places: 1) } ?? "",
            f.verdict?.rawValue ?? "", f.usage?.rawValue ?? "", f.ratioMax.map { ContrastRatio.truncated($0, places: 3) } ?? "", f.message ?? "",
        ]
    }
}

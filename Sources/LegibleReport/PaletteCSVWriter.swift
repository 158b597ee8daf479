import Foundation
import LegibleBase
import LegiblePolicy
import LegiblePalette

/// `palette.csv`: the columns first, then raw token values, the range, colour-vision ratios, notes and,
/// for a failing pair, the suggested colours and which token to change.
public struct PaletteCSVWriter: ReportWriter {
    public let fileName = "palette.csv"
    public static let columns = [
        "source", "variant", "foreground_token", "background_token", "foreground", "background", "ratio", "apca", "usage",
        "threshold", "verdict", "foreground_value", "background_value", "ratio_max", "protan_ratio", "deutan_ratio",
        "tritan_ratio", "achroma_ratio", "increased_contrast_raises", "message", "suggested_foreground",
        "suggested_foreground_ratio", "suggested_background", "suggested_background_ratio", "suggestion",
    ]

    /// The empty fields of an error row: between `verdict` and `message`, and after `message`.
    static let emptyBeforeMessage = columns.firstIndex(of: "message")! - columns.firstIndex(of: "verdict")! - 1
    static let emptyAfterMessage = columns.count - columns.firstIndex(of: "message")! - 1

    /// Pairs whose suggestions are computed at a time.
    static let chunk = 16_384

    public init() {}

    public func write(_ report: PaletteReport, to file: any ReportSink) throws {
        try file.append(CSVFormat.row(Self.columns))
        for failure in report.failures {
            try file.append(CSVFormat.row([failure.source, "", "", "", "", "", "", "", "", "", "error"] + Array(repeating: "", count: Self.emptyBeforeMessage)
                + [failure.message] + Array(repeating: "", count: Self.emptyAfterMessage)))
        }
        for result in report.results {
            let palette = result.palette
            let source = CSVFormat.field(palette.source)
            // Everything that repeats (names, raw values, variants) is formatted once, not per row.
            let names = palette.tokens.map { Array(CSVFormat.field($0.name).utf8) }
            let sourceBytes = Array(source.utf8)
            var raw: [Appearance: [[UInt8]]] = [:]
            for appearance in palette.appearances {
                raw[appearance] = palette.tokens.map { Array(($0.value(in: appearance)?.hexWithAlpha ?? "").utf8) }
            }
            var variants: [String: [UInt8]] = [:]
            let usages = Dictionary(uniqueKeysWithValues: Usage.allCases.map { ($0, Array($0.rawValue.utf8)) })
            let thresholds = Dictionary(uniqueKeysWithValues: Usage.allCases.map {
                ($0, Array(NumberFormat.decimal(report.requirement.threshold(for: $0), places: 1).utf8))
            })
            let verdicts = Dictionary(uniqueKeysWithValues: Verdict.allCases.map { ($0, Array($0.rawValue.utf8)) })
            for problem in result.problems {
                try file.append(source + ",,,,,,,,,,error" + String(repeating: ",", count: Self.emptyBeforeMessage + 1)
                    + CSVFormat.field(problem) + String(repeating: ",", count: Self.emptyAfterMessage) + "\r\n")
            }
            var row = ByteRow()
            var suggestions: [SuggestedColors?] = []
            for (index, pair) in result.pairs.enumerated() {
                if index % Self.chunk == 0 {
                    suggestions = PairResult.suggestedColors(result.pairs[index..<min(index + Self.chunk, result.pairs.count)], of: result,
                                                               report.requirement)
                }
                let f = Int(pair.foreground)
                let b = Int(pair.background)
                let variant = pair.variant
                if variants[variant] == nil { variants[variant] = Array(variant.utf8) }
                row.append(sourceBytes); row.comma()
                row.append(variants[variant]!); row.comma()
                row.append(names[f]); row.comma()
                row.append(names[b]); row.comma()
                row.append(hex: pair.measuredForeground); row.comma()
                row.append(hex: pair.measuredBackground); row.comma()
                row.append(pair.ratio, places: 3, truncate: true); row.comma()
                if !pair.apca.isNaN { row.append(Double(pair.apca), places: 1, truncate: false) }
                row.comma()
                row.append(usages[pair.usage]!); row.comma()
                row.append(thresholds[pair.usage]!); row.comma()
                row.append(verdicts[pair.verdict]!); row.comma()
                row.append(raw[pair.appearance]![f]); row.comma()
                row.append(raw[pair.appearance]![b]); row.comma()
                row.append(pair.ratioMax, places: 3, truncate: true)
                for seen in [pair.protan, pair.deutan, pair.tritan, pair.achroma] {
                    row.comma()
                    row.append(Double(seen), places: 3, truncate: true)
                }
                row.comma()
                if let raises = pair.increasedContrastRaises { row.append(Array((raises ? "true" : "false").utf8)) }
                row.comma()
                if pair.isRange || pair.standIn || pair.increasedContrastRaises == false {
                    row.append(Array(CSVFormat.field(pair.message(in: palette)).utf8))
                }
                let suggested = suggestions[index % Self.chunk]
                for color in [suggested?.foreground, suggested?.background] {
                    row.comma()
                    if let color { row.append(Array(color.hex.utf8)) }
                    row.comma()
                    if let color { row.append(color.ratio, places: 3, truncate: true) }
                }
                row.comma()
                if let text = pair.suggestionText(suggested, in: palette) { row.append(Array(CSVFormat.field(text).utf8)) }
                row.endRow()
                if row.bytes.count >= 1 << 20 {
                    try file.append(row.bytes)
                    row.bytes.removeAll(keepingCapacity: true)
                }
            }
            try file.append(row.bytes)
        }
    }
}

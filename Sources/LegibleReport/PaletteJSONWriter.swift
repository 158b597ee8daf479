import Foundation
import LegiblePolicy
import LegiblePalette

/// `palette.json`: every palette with its pairs (as rows), categorical groups and problems.
public struct PaletteJSONWriter: ReportWriter {
    public let fileName = "palette.json"
    /// Pairs encoded at a time.
    public var chunk: Int

    public init(chunk: Int = 16_384) {
        self.chunk = chunk
    }

    struct Document: Encodable {
        struct Row: Encodable, Sendable {
            let variant, foregroundToken, backgroundToken, foreground, background, foregroundValue, backgroundValue: String
            let ratio, ratioMax: Double
            let apca: Double?
            let usage: Usage
            let threshold: Double
            let verdict: Verdict
            let colorVision: [String: Double]
            let increasedContrastRaises: Bool?
            let message: String?
            /// For a failing pair: the nearest passing colours, their ratios, and which token to change.
            let suggestedForeground: String?
            let suggestedForegroundRatio: Double?
            let suggestedBackground: String?
            let suggestedBackgroundRatio: Double?
            let suggestion: String?

            /// `colourVision` as palette.json has always spelled it.
            enum CodingKeys: String, CodingKey {
                case variant, foregroundToken, backgroundToken, foreground, background, foregroundValue, backgroundValue,
                     ratio, ratioMax, apca, usage, threshold, verdict, increasedContrastRaises, message, suggestedForeground,
                     suggestedForegroundRatio, suggestedBackground, suggestedBackgroundRatio, suggestion
                case colorVision = "colourVision"
            }
        }

        struct Entry: Encodable {
            let source, name: String
            let tokens: Int
            let variants: [String]
            let pairs: [Row]
            let groups: [GroupCheck]
            let problems: [String]
        }

        let tool = "legible"
        let policy: ContrastPolicy
        let level: ConformanceLevel
        let palettes: [Entry]
        let errors: [PaletteReport.Failure]
    }

    /// Where an entry's pairs go in the document encoded with every entry's pairs empty.
    static let emptyPairs = "\"pairs\" : [\n\n      ]"

    /// Writes palette.json `chunk` pairs at a time: a 1,000-token grid has millions of pairs, and the
    /// whole document held in memory took gigabytes. The text is the same as one encoding of the whole
    /// document.
    public func write(_ report: PaletteReport, to file: any ReportSink) throws {
        // The document with no pairs, cut where each palette's pairs go (strings hold no raw newline,
        // so the cut cannot fall inside one).
        let frame = try JSONOutput.encode(Self.document(report) { _ in [] }).components(separatedBy: Self.emptyPairs)
        precondition(frame.count == report.results.count + 1, "one empty pair list per palette")
        for (index, result) in report.results.enumerated() {
            try file.append(frame[index])
            guard !result.pairs.isEmpty else {
                try file.append(Self.emptyPairs)
                continue
            }
            try file.append("\"pairs\" : [\n")
            for start in stride(from: 0, to: result.pairs.count, by: chunk) {
                if start > 0 { try file.append(",\n") }
                let rows = Self.rows(of: result, in: start..<min(result.pairs.count, start + chunk), requirement: report.requirement)
                try file.append(try JSONOutput.arrayElements(rows, depth: 3))
            }
            try file.append("\n      ]")
        }
        try file.append(frame[report.results.count])
    }

    /// The whole document, each palette's pairs as `rows` gives them.
    static func document(_ report: PaletteReport, rows: (PaletteResult) -> [Document.Row]) -> Document {
        let entries = report.results.map { result -> Document.Entry in
            let palette = result.palette
            var variants = palette.appearances.map(\.rawValue)
            variants += Set(result.pairs.filter(\.reducedTransparency).map(\.variant)).sorted()
            return Document.Entry(source: palette.source, name: palette.name, tokens: palette.tokens.count, variants: variants,
                                  pairs: rows(result), groups: result.groups, problems: result.problems)
        }
        return Document(policy: report.requirement.policy, level: report.requirement.level, palettes: entries, errors: report.failures)
    }

    /// The rows of some of a palette's pairs.
    static func rows(of result: PaletteResult, in range: Range<Int>, requirement: ContrastRequirement) -> [Document.Row] {
        let palette = result.palette
        let suggestions = PairResult.suggestedColors(result.pairs[range], of: result, requirement)
        return zip(result.pairs[range], suggestions).map { pair, suggested in
            let f = palette.tokens[Int(pair.foreground)]
            let b = palette.tokens[Int(pair.background)]
            let message = pair.message(in: palette)
            return Document.Row(
                variant: pair.variant, foregroundToken: f.name, backgroundToken: b.name, foreground: pair.measuredForeground.hex,
                background: pair.measuredBackground.hex, foregroundValue: f.value(in: pair.appearance)?.hexWithAlpha ?? "",
                backgroundValue: b.value(in: pair.appearance)?.hexWithAlpha ?? "", ratio: pair.ratio, ratioMax: pair.ratioMax,
                apca: pair.apca.isNaN ? nil : Double(pair.apca), usage: pair.usage,
                threshold: requirement.threshold(for: pair.usage), verdict: pair.verdict,
                colorVision: ["protan": Double(pair.protan), "deutan": Double(pair.deutan), "tritan": Double(pair.tritan),
                               "achroma": Double(pair.achroma)],
                increasedContrastRaises: pair.increasedContrastRaises, message: message.isEmpty ? nil : message,
                suggestedForeground: suggested?.foreground?.hex, suggestedForegroundRatio: suggested?.foreground?.ratio,
                suggestedBackground: suggested?.background?.hex, suggestedBackgroundRatio: suggested?.background?.ratio,
                suggestion: pair.suggestionText(suggested, in: palette))
        }
    }
}

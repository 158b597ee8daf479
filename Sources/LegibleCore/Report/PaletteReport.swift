import Foundation

/// Everything `legible palette` produced: each palette's results and the palettes that could not be read.
public struct PaletteReport: Sendable {
    public struct Failure: Sendable, Codable {
        public let source: String
        public let message: String

        public init(source: String, message: String) {
            self.source = source
            self.message = message
        }
    }

    public let requirement: ContrastRequirement
    public let results: [PaletteResult]
    public let failures: [Failure]

    public init(requirement: ContrastRequirement, results: [PaletteResult], failures: [Failure]) {
        self.requirement = requirement
        self.results = results
        self.failures = failures
    }

    public var failCount: Int { results.reduce(0) { $0 + $1.pairs.filter { $0.verdict == .fail }.count } }
    public var reviewCount: Int { results.reduce(0) { $0 + $1.pairs.filter { $0.verdict == .review }.count } }
    public var pairCount: Int { results.reduce(0) { $0 + $1.pairs.count } }
    public var collapsingGroups: [GroupCheck] { results.flatMap { $0.groups.filter { !$0.collapsing.isEmpty } } }
}

/// The words a palette row carries in its `message` column.
extension PairResult {
    func message(in palette: Palette) -> String {
        var notes: [String] = []
        if isRange {
            notes.append("translucent background with nothing known behind it: the ratio is a range over every backdrop")
        }
        if standIn {
            notes.append("no reduced-transparency value: translucent colours composited onto \(palette.backdrop ?? (appearance.isDark ? "black" : "white"))")
        }
        if increasedContrastRaises == false, let standard = appearance.standard {
            notes.append("increased contrast does not raise the ratio over \(standard.rawValue)")
        }
        return notes.joined(separator: "; ")
    }
}

/// `palette.csv`: the issue's columns first, then raw token values, the range, colour-vision ratios and notes.
public enum PaletteCSVWriter {
    public static let fileName = "palette.csv"
    public static let columns = [
        "source", "variant", "foreground_token", "background_token", "foreground", "background", "ratio", "apca", "usage",
        "threshold", "verdict", "foreground_value", "background_value", "ratio_max", "protan_ratio", "deutan_ratio",
        "tritan_ratio", "achroma_ratio", "increased_contrast_raises", "message",
    ]

    public static func write(_ report: PaletteReport, to path: String) throws(ReportWriteError) {
        let file = try AtomicFileWriter(path: path)
        try file.append(CSVFormat.row(columns))
        for failure in report.failures {
            try file.append(CSVFormat.row([failure.source, "", "", "", "", "", "", "", "", "", "error"] + Array(repeating: "", count: 8) + [failure.message]))
        }
        for result in report.results {
            let palette = result.palette
            let source = CSVFormat.field(palette.source)
            // Token names and raw values per appearance are formatted once, not per row.
            let names = palette.tokens.map { CSVFormat.field($0.name) }
            var raw: [Appearance: [String]] = [:]
            for appearance in palette.appearances {
                raw[appearance] = palette.tokens.map { $0.value(in: appearance)?.hexWithAlpha ?? "" }
            }
            for problem in result.problems {
                try file.append(source + ",,,,,,,,,,error" + String(repeating: ",", count: 8) + "," + CSVFormat.field(problem) + "\r\n")
            }
            for pair in result.pairs {
                let f = Int(pair.foreground)
                let b = Int(pair.background)
                var fields: [String] = [
                    source, pair.variant, names[f], names[b], pair.measuredForeground.hex, pair.measuredBackground.hex,
                    NumberFormat.ratio(pair.ratio), pair.apca.isNaN ? "" : NumberFormat.decimal(Double(pair.apca), places: 1),
                    pair.usage.rawValue, NumberFormat.decimal(report.requirement.threshold(for: pair.usage), places: 1),
                    pair.verdict.rawValue, raw[pair.appearance]![f], raw[pair.appearance]![b], NumberFormat.ratio(pair.ratioMax),
                ]
                fields += [pair.protan, pair.deutan, pair.tritan, pair.achroma].map { NumberFormat.ratio(Double($0)) }
                fields.append(pair.increasedContrastRaises.map { $0 ? "true" : "false" } ?? "")
                let message = pair.message(in: palette)
                fields.append(message.isEmpty ? "" : CSVFormat.field(message))
                try file.append(fields.joined(separator: ",") + "\r\n")
            }
        }
        try file.commit()
    }
}

/// `palette.json`: every palette with its pairs (as rows), categorical groups and problems.
public enum PaletteJSONWriter {
    public static let fileName = "palette.json"

    struct Document: Encodable {
        struct Row: Encodable {
            let variant, foregroundToken, backgroundToken, foreground, background, foregroundValue, backgroundValue: String
            let ratio, ratioMax: Double
            let apca: Double?
            let usage: Usage
            let threshold: Double
            let verdict: Verdict
            let colourVision: [String: Double]
            let increasedContrastRaises: Bool?
            let message: String?
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

    public static func render(_ report: PaletteReport) throws -> Data {
        let entries = report.results.map { result -> Document.Entry in
            let palette = result.palette
            let rows = result.pairs.map { pair -> Document.Row in
                let f = palette.tokens[Int(pair.foreground)]
                let b = palette.tokens[Int(pair.background)]
                let message = pair.message(in: palette)
                return Document.Row(
                    variant: pair.variant, foregroundToken: f.name, backgroundToken: b.name, foreground: pair.measuredForeground.hex,
                    background: pair.measuredBackground.hex, foregroundValue: f.value(in: pair.appearance)?.hexWithAlpha ?? "",
                    backgroundValue: b.value(in: pair.appearance)?.hexWithAlpha ?? "", ratio: pair.ratio, ratioMax: pair.ratioMax,
                    apca: pair.apca.isNaN ? nil : Double(pair.apca), usage: pair.usage,
                    threshold: report.requirement.threshold(for: pair.usage), verdict: pair.verdict,
                    colourVision: ["protan": Double(pair.protan), "deutan": Double(pair.deutan), "tritan": Double(pair.tritan),
                                   "achroma": Double(pair.achroma)],
                    increasedContrastRaises: pair.increasedContrastRaises, message: message.isEmpty ? nil : message)
            }
            var variants = palette.appearances.map(\.rawValue)
            variants += Set(result.pairs.filter(\.reducedTransparency).map(\.variant)).sorted()
            return Document.Entry(source: palette.source, name: palette.name, tokens: palette.tokens.count, variants: variants,
                                  pairs: rows, groups: result.groups, problems: result.problems)
        }
        let document = Document(policy: report.requirement.policy, level: report.requirement.level, palettes: entries,
                                errors: report.failures)
        return Data(try JSONOutput.encode(document).utf8)
    }
}

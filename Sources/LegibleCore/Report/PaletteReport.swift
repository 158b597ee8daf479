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

    public static func write(_ report: PaletteReport, to path: String) throws(FileWriteError) {
        let file = try AtomicFileWriter(path: path)
        try file.append(CSVFormat.row(columns))
        for failure in report.failures {
            try file.append(CSVFormat.row([failure.source, "", "", "", "", "", "", "", "", "", "error"] + Array(repeating: "", count: 8) + [failure.message]))
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
                try file.append(source + ",,,,,,,,,,error" + String(repeating: ",", count: 8) + "," + CSVFormat.field(problem) + "\r\n")
            }
            var row = ByteRow()
            for pair in result.pairs {
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
                row.endRow()
                if row.bytes.count >= 1 << 20 {
                    try file.append(row.bytes)
                    row.bytes.removeAll(keepingCapacity: true)
                }
            }
            try file.append(row.bytes)
        }
        try file.commit()
    }
}

/// `palette.json`: every palette with its pairs (as rows), categorical groups and problems.
public enum PaletteJSONWriter {
    public static let fileName = "palette.json"

    struct Document: Encodable {
        struct Row: Encodable, Sendable {
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

    /// Where an entry's pairs go in the document encoded with every entry's pairs empty.
    static let emptyPairs = "\"pairs\" : [\n\n      ]"

    /// Writes palette.json to `path`, `chunk` pairs at a time: a 1,000-token grid has millions of pairs,
    /// and the whole document held in memory took gigabytes. The text is the same as one encoding of
    /// the whole document.
    public static func write(_ report: PaletteReport, to path: String, chunk: Int = 16_384) throws {
        let file = try AtomicFileWriter(path: path)
        // The document with no pairs, cut where each palette's pairs go (strings hold no raw newline,
        // so the cut cannot fall inside one).
        let frame = try JSONOutput.encode(document(report) { _ in [] }).components(separatedBy: emptyPairs)
        precondition(frame.count == report.results.count + 1, "one empty pair list per palette")
        for (index, result) in report.results.enumerated() {
            try file.append(frame[index])
            guard !result.pairs.isEmpty else {
                try file.append(emptyPairs)
                continue
            }
            try file.append("\"pairs\" : [\n")
            for start in stride(from: 0, to: result.pairs.count, by: chunk) {
                if start > 0 { try file.append(",\n") }
                let rows = rows(of: result, in: start..<min(result.pairs.count, start + chunk), requirement: report.requirement)
                try file.append(try JSONOutput.arrayElements(rows, depth: 3))
            }
            try file.append("\n      ]")
        }
        try file.append(frame[report.results.count])
        try file.commit()
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
        return result.pairs[range].map { pair in
            let f = palette.tokens[Int(pair.foreground)]
            let b = palette.tokens[Int(pair.background)]
            let message = pair.message(in: palette)
            return Document.Row(
                variant: pair.variant, foregroundToken: f.name, backgroundToken: b.name, foreground: pair.measuredForeground.hex,
                background: pair.measuredBackground.hex, foregroundValue: f.value(in: pair.appearance)?.hexWithAlpha ?? "",
                backgroundValue: b.value(in: pair.appearance)?.hexWithAlpha ?? "", ratio: pair.ratio, ratioMax: pair.ratioMax,
                apca: pair.apca.isNaN ? nil : Double(pair.apca), usage: pair.usage,
                threshold: requirement.threshold(for: pair.usage), verdict: pair.verdict,
                colourVision: ["protan": Double(pair.protan), "deutan": Double(pair.deutan), "tritan": Double(pair.tritan),
                               "achroma": Double(pair.achroma)],
                increasedContrastRaises: pair.increasedContrastRaises, message: message.isEmpty ? nil : message)
        }
    }
}

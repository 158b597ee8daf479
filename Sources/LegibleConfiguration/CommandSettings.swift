import Foundation
import LegibleColor
import LegibleVision
import LegiblePolicy
import LegibleReport

/// The option values `.legible.yml` sets for one command, typed and checked, each nil where the file
/// says nothing. The command line overrides them by an explicit merge in each command.
public struct CommandSettings: Codable, Equatable, Sendable {
    public var out: String?
    public var format: [ReportFormat]?
    public var failOn: FailureThreshold?
    public var policy: ContrastPolicy?
    public var level: ConformanceLevel?
    public var jobs: Int?
    public var maxPixels: Int?
    public var quiet: Bool?
    public var cvd: Bool?
    public var baseline: String?
    public var writeBaseline: String?
    public var shard: String?
    public var variant: [String]?
    public var variants: String?
    public var grid: Bool?
    public var appearance: [String]?
    public var timings: Bool?
    public var size: Double?
    public var bold: Bool?
    public var json: Bool?
    public var top: Int?
    public var deficiency: [String]?
    public var severity: Double?
    public var method: SimulationMethod?
    public var sheet: Bool?
    public var lowVision: [String]?
    public var viewingDistance: Double?
    public var contrastLoss: Double?
    public var invert: Bool?
    public var scale: Double?
    public var disabledColor: [String]?
    public var disabledTokens: [String]?

    /// The keys: each an option's long name.
    public enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
        case out, format, failOn = "fail-on", policy, level, jobs, maxPixels = "max-pixels", quiet, cvd, baseline
        case writeBaseline = "write-baseline", shard, variant, variants, grid, appearance, timings, size, bold, json, top
        case deficiency, severity, method, sheet, lowVision = "low-vision", viewingDistance = "viewing-distance"
        case contrastLoss = "contrast-loss", invert, scale, disabledColor = "disabled-color"
        case disabledTokens = "disabled-tokens"
    }

    /// A value the file gives that its key cannot take; `Configuration` adds the file and line.
    enum ValueError: Error, Equatable {
        /// The value has the wrong shape (a list for one value, a word for true or false).
        case wrongType(key: String, expected: String)
        /// The value has the right shape but is not one the key takes.
        case badValue(key: String, value: String, expected: String)

        var key: String {
            switch self {
            case .wrongType(let key, _), .badValue(let key, _, _): return key
            }
        }
    }

    public init() {}

    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        out = try values.text(.out)
        format = try values.list(.format)?.map { name throws(ValueError) in
            try CodingKeys.format.choice(name.lowercased(), among: ReportFormat.self)
        }
        failOn = try values.choice(.failOn)
        policy = try values.choice(.policy)
        level = try values.text(.level).map { text throws(ValueError) in
            try CodingKeys.level.choice(text.uppercased(), among: ConformanceLevel.self, shown: text)
        }
        jobs = try values.count(.jobs)
        maxPixels = try values.count(.maxPixels)
        quiet = try values.flag(.quiet)
        cvd = try values.flag(.cvd)
        baseline = try values.text(.baseline)
        writeBaseline = try values.text(.writeBaseline)
        shard = try values.text(.shard)
        variant = try values.list(.variant, splittingCommas: false)
        variants = try values.text(.variants)
        grid = try values.flag(.grid)
        appearance = try values.list(.appearance, splittingCommas: false)
        timings = try values.flag(.timings)
        size = try values.number(.size, "a positive number of points") { $0 > 0 }
        bold = try values.flag(.bold)
        json = try values.flag(.json)
        top = try values.count(.top)
        deficiency = try values.list(.deficiency)
        severity = try values.number(.severity, "a number from 0 to 1") { (0...1).contains($0) }
        method = try values.choice(.method)
        sheet = try values.flag(.sheet)
        lowVision = try values.list(.lowVision)
        viewingDistance = try values.number(.viewingDistance, "a positive number of centimetres") { $0 > 0 }
        contrastLoss = try values.number(.contrastLoss, "a number from 0 to 1") { (0...1).contains($0) }
        invert = try values.flag(.invert)
        scale = try values.number(.scale, "a positive number of pixels per point") { $0 > 0 }
        disabledColor = try values.list(.disabledColor, splittingCommas: false)
        disabledTokens = try values.list(.disabledTokens, splittingCommas: false)
        for text in disabledColor ?? [] {
            do { _ = try ColorParser.parse(text) } catch {
                throw ValueError.badValue(key: CodingKeys.disabledColor.stringValue, value: text, expected: "a colour (#rrggbb, rgb(…), …)")
            }
        }
    }

    /// The long options each command takes from the file, and the keys only a file can say (`scan`'s
    /// path rules). `ConfigurationTests` holds this against the parser's own list.
    public static let keys: [String: Set<String>] = {
        let report: Set = ["out", "format", "fail-on", "quiet"]
        let policy: Set = ["policy", "level"]
        let batch: Set = ["jobs", "max-pixels", "quiet"]
        return [
            "scan": report.union(policy).union(batch)
                .union(["cvd", "baseline", "write-baseline", "shard", "variant", "variants", "disabled-color", "disabled-tokens"]).union(ScanPathRules.keys),
            "merge": report,
            "palette": report.union(policy).union(["grid", "appearance", "timings"]),
            "ratio": policy.union(["size", "bold", "json"]),
            "info": ["json"],
            "colors": ["top", "max-pixels", "json"],
            "simulate": batch.union(["out", "deficiency", "severity", "method", "sheet", "timings", "low-vision",
                                     "viewing-distance", "contrast-loss", "invert", "scale"]),
        ]
    }()
}

extension CommandSettings.CodingKeys {
    /// `text` as one of `T`'s cases, or an error listing them.
    func choice<T: RawRepresentable & CaseIterable>(_ text: String, among: T.Type, shown: String? = nil)
        throws(CommandSettings.ValueError) -> T where T.RawValue == String {
        guard let value = T(rawValue: text) else {
            throw .badValue(key: stringValue, value: shown ?? text,
                            expected: "one of " + T.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return value
    }
}

/// Every value arrives as text (or a list or map of text): the file's own scalars, typed here so that
/// each mistake gets a message naming its key.
private extension KeyedDecodingContainer where K == CommandSettings.CodingKeys {
    func text(_ key: K) throws -> String? {
        guard contains(key) else { return nil }
        // The file's scalars arrive as text; typed ones (from an encoded `CommandSettings`) are read back as text.
        if let text = try? decode(String.self, forKey: key) { return text }
        if let number = try? decode(Int.self, forKey: key) { return String(number) }
        if let number = try? decode(Double.self, forKey: key) { return String(number) }
        if let flag = try? decode(Bool.self, forKey: key) { return String(flag) }
        throw CommandSettings.ValueError.wrongType(key: key.stringValue, expected: "one value")
    }

    /// A list, or one value with commas between its items (as on the command line) where `splittingCommas`.
    func list(_ key: K, splittingCommas: Bool = true) throws -> [String]? {
        guard contains(key) else { return nil }
        if let items = try? decode([String].self, forKey: key) { return items }
        guard let text = try? decode(String.self, forKey: key) else {
            throw CommandSettings.ValueError.wrongType(key: key.stringValue, expected: "a value or a list")
        }
        return splittingCommas ? text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } : [text]
    }

    func flag(_ key: K) throws -> Bool? {
        guard let text = try text(key) else { return nil }
        guard let value = Bool(text.lowercased()) else {
            throw CommandSettings.ValueError.wrongType(key: key.stringValue, expected: "true or false")
        }
        return value
    }

    func choice<T: RawRepresentable & CaseIterable>(_ key: K) throws -> T? where T.RawValue == String {
        try text(key).map { text throws(CommandSettings.ValueError) in try key.choice(text, among: T.self) }
    }

    /// A whole number of at least 1.
    func count(_ key: K) throws -> Int? {
        guard let text = try text(key) else { return nil }
        guard let value = Int(text), value >= 1 else {
            throw CommandSettings.ValueError.badValue(key: key.stringValue, value: text, expected: "a whole number of at least 1")
        }
        return value
    }

    func number(_ key: K, _ expected: String, _ admits: (Double) -> Bool) throws -> Double? {
        guard let text = try text(key) else { return nil }
        guard let value = Double(text), value.isFinite, admits(value) else {
            throw CommandSettings.ValueError.badValue(key: key.stringValue, value: text, expected: expected)
        }
        return value
    }
}

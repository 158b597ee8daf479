import Foundation
import LegibleColor

/// Reads the colour sets of an Xcode asset catalog (`.xcassets`): each `*.colorset/Contents.json`
/// becomes a token named after the set, its `luminosity` light/dark and `contrast` high appearances
/// the four variants. Components may be floats, 0–255 integers or `0xFF` hex strings; system-colour
/// references are resolved from Palettes/apple-system.palette.json.
struct AssetCatalogImporter: PaletteImporter {
    let grouping = PaletteGrouping.catalog

    func canRead(_ path: String) -> Bool {
        path.lowercased().trimmingSuffix("/").hasSuffix(".xcassets")
    }

    func read(_ path: String, names: AppearanceNames) throws(PaletteError) -> Palette {
        try Self.load(path)
    }

    static func load(_ path: String) throws(PaletteError) -> Palette {
        guard let enumerator = FileManager.default.enumerator(atPath: path) else {
            throw .unreadable(file: path, reason: "the folder cannot be read")
        }
        var sets: [String] = []
        while let item = enumerator.nextObject() as? String {
            if item.hasSuffix(".colorset/Contents.json") { sets.append(item) }
        }
        let system = SystemColors.load()
        var tokens: [PaletteToken] = []
        var skipped: [PaletteError] = []
        let names = qualifiedNames(sets.sorted())
        for relative in sets.sorted() {
            let file = path + "/" + relative
            do throws(PaletteError) {
                tokens.append(try colorSet(try PaletteLoader.json(file), name: names[relative]!, file: file, system: system))
            } catch {
                skipped.append(error)
            }
        }
        return Palette(source: path, name: path, tokens: tokens, skipped: skipped)
    }

    /// Each set's name: the set's own, or where sets in different folders share it, with as many of its
    /// folders before it as tell them apart (`Light/background`, `Dark/background`).
    static func qualifiedNames(_ sets: [String]) -> [String: String] {
        let folders = sets.map { relative in
            relative.dropLast("/Contents.json".count).split(separator: "/").map { String($0).trimmingSuffix(".colorset") }
        }
        var names: [String: String] = [:]
        for (relative, parts) in zip(sets, folders) {
            var depth = 1
            while depth < parts.count {
                let suffix = parts.suffix(depth)
                if folders.filter({ $0.count >= depth && Array($0.suffix(depth)) == Array(suffix) }).count == 1 { break }
                depth += 1
            }
            names[relative] = parts.suffix(depth).joined(separator: "/")
        }
        return names
    }

    static func colorSet(_ json: Any, name: String, file: String, system: Palette?) throws(PaletteError) -> PaletteToken {
        guard let root = json as? [String: Any], let entries = root["colors"] as? [[String: Any]] else {
            throw .wrongType(file: file, token: name, expected: "a colorset with a \"colors\" array")
        }
        var values: [Appearance: SRGBColor] = [:]
        // Where a set has entries per gamut or device, the universal sRGB-gamut one is what most people
        // see: read the others first so it wins.
        func preference(_ entry: [String: Any]) -> Int {
            (entry["display-gamut"] as? String == "display-P3" ? 0 : 2) + ((entry["idiom"] as? String ?? "universal") == "universal" ? 1 : 0)
        }
        for entry in entries.sorted(by: { preference($0) < preference($1) }) {
            guard let color = entry["color"] as? [String: Any] else { throw .missingValue(file: file, token: name) }
            let appearance = try appearance(of: entry, file: file, token: name)
            if let reference = color["reference"] as? String {
                guard let token = system.flatMap({ SystemColors.token(for: reference, in: $0) }),
                      let value = token.value(in: appearance == .default ? .light : appearance)
                else {
                    throw .unresolvedAlias(file: file, token: name, target: "system colour \(reference)")
                }
                values[appearance] = value
                continue
            }
            values[appearance] = try components(color, file: file, token: name)
        }
        guard !values.isEmpty else { throw .missingValue(file: file, token: name) }
        return PaletteToken(name: name, values: values)
    }

    /// "Any" (no appearances) is the default; luminosity light/dark and contrast high combine.
    private static func appearance(of entry: [String: Any], file: String, token: String) throws(PaletteError) -> Appearance {
        var dark: Bool?
        var high = false
        for item in entry["appearances"] as? [[String: String]] ?? [] {
            switch (item["appearance"], item["value"]) {
            case ("luminosity", "light"): dark = false
            case ("luminosity", "dark"): dark = true
            case ("contrast", "high"): high = true
            case ("luminosity", _), ("contrast", _):
                throw .wrongType(file: file, token: token, expected: "luminosity light/dark or contrast high")
            default: continue  // other appearances (e.g. vibrancy) do not change the colour we check
            }
        }
        switch (dark, high) {
        case (nil, false): return .default
        case (nil, true), (false?, true): return .lightIncreasedContrast
        case (false?, false): return .light
        case (true?, false): return .dark
        case (true?, true): return .darkIncreasedContrast
        }
    }

    private static func components(_ color: [String: Any], file: String, token: String) throws(PaletteError) -> SRGBColor {
        let space = color["color-space"] as? String ?? "srgb"
        guard let object = color["components"] as? [String: Any] else { throw .missingValue(file: file, token: token) }
        func component(_ key: String, default fallback: Double? = nil) throws(PaletteError) -> Double {
            guard let value = object[key] else {
                if let fallback { return fallback }
                throw .wrongType(file: file, token: token, expected: "a '\(key)' component")
            }
            guard let number = number(value) else {
                throw .wrongType(file: file, token: token, expected: "'\(key)' as a float, a 0–255 integer or 0xFF hex")
            }
            return number
        }
        let alpha = try component("alpha", default: 1)
        switch space {
        case "srgb", "extended-srgb":
            return SRGBColor(red: try component("red"), green: try component("green"), blue: try component("blue"), alpha: alpha)
        case "extended-linear-srgb":
            return SRGBColor(LinearRGB(red: try component("red"), green: try component("green"), blue: try component("blue")), alpha: alpha)
        case "display-p3":
            return DisplayP3.srgb(red: try component("red"), green: try component("green"), blue: try component("blue"), alpha: alpha)
        case "gray-gamma-22", "extended-gray":
            // Grey with a 2.2 gamma: to linear light, then to the sRGB curve.
            let white = try component("white")
            let linear = (white < 0 ? -1 : 1) * pow(abs(white), 2.2)
            return SRGBColor(LinearRGB(red: linear, green: linear, blue: linear), alpha: alpha)
        default:
            throw .unsupportedColorSpace(file: file, token: token, space: space)
        }
    }

    /// `"0.518"` (a float), `"235"` (0–255), `"0xFF"` (hex, 0–255), or a JSON number.
    static func number(_ value: Any) -> Double? {
        if let number = value as? NSNumber { return number.doubleValue }
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if text.lowercased().hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        guard let parsed = Double(text) else { return nil }
        // Integers above 1 are 8-bit codes; "1" itself means 1.0 either way.
        return !text.contains(".") && parsed > 1 ? parsed / 255 : parsed
    }
}

/// Apple's system colours, for resolving asset-catalog references like `systemBackgroundColor`.
enum SystemColors {
    /// Palettes/apple-system.palette.json: where Scripts/install put it (`../share/legible` from the
    /// binary), else where `LEGIBLE_PALETTES` says, else in the source tree the binary was built in.
    static func load() -> Palette? {
        let binary = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().deletingLastPathComponent()
        var candidates = [binary.deletingLastPathComponent().appendingPathComponent("share/legible/Palettes").path]
        if let folder = ProcessInfo.processInfo.environment["LEGIBLE_PALETTES"] { candidates.append(folder) }
        var directory = binary
        for _ in 0..<6 {
            candidates.append(directory.appendingPathComponent("Palettes").path)
            directory.deleteLastPathComponent()
        }
        candidates.append(FileManager.default.currentDirectoryPath + "/Palettes")
        for folder in candidates {
            let path = folder + "/apple-system.palette.json"
            if FileManager.default.fileExists(atPath: path), let palette = try? PaletteLoader.load(path) { return palette }
        }
        return nil
    }

    /// `systemBackgroundColor` → `systemBackground`, `labelColor` → `label`.
    static func token(for reference: String, in palette: Palette) -> PaletteToken? {
        palette.token(named: reference) ?? palette.token(named: reference.trimmingSuffix("Color"))
    }
}

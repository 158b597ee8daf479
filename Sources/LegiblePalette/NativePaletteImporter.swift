import Foundation
import LegibleColor
import LegiblePolicy

/// Reads Legible's own `*.palette.json` (schema: Palettes/palette.schema.json).
///
/// ```json
/// { "name": "…", "backdrop": "background",
///   "tokens": { "label": { "light": "#000", "dark": "#fff", "reduced-transparency": { "light": "#333" } },
///               "brand": "#0a84ff" },
///   "pairs": [ { "foreground": "label", "background": "background", "usage": "text" } ],
///   "groups": { "status": ["red", "green", "orange"] } }
/// ```
struct NativePaletteImporter: PaletteImporter {
    let grouping = PaletteGrouping.alone

    func canRead(_ path: String) -> Bool {
        path.lowercased().trimmingSuffix("/").hasSuffix(".palette.json")
    }

    func read(_ path: String, names: AppearanceNames) throws(PaletteError) -> Palette {
        try Self.parse(try PaletteLoader.json(path), source: path)
    }

    static func parse(_ json: Any, source: String) throws(PaletteError) -> Palette {
        guard let root = json as? [String: Any] else { throw .wrongType(file: source, token: "(root)", expected: "an object") }
        guard let tokenObject = root["tokens"] as? [String: Any] else {
            throw .wrongType(file: source, token: "tokens", expected: "an object of tokens")
        }
        var tokens: [PaletteToken] = []
        for name in tokenObject.keys.sorted() {
            let value = tokenObject[name]!
            if let text = value as? String {
                tokens.append(PaletteToken(name: name, values: [.default: try PaletteLoader.color(text, file: source, token: name)]))
                continue
            }
            guard let variants = value as? [String: Any] else {
                throw .wrongType(file: source, token: name, expected: "a colour string or an object of appearances")
            }
            var values: [Appearance: SRGBColor] = [:]
            var reduced: [Appearance: SRGBColor] = [:]
            for (key, entry) in variants {
                if key == "reduced-transparency" {
                    if let text = entry as? String {
                        reduced[.default] = try PaletteLoader.color(text, file: source, token: name)
                    } else if let object = entry as? [String: Any] {
                        for (appearanceName, text) in object {
                            reduced[try appearance(appearanceName, file: source, token: name)] = try string(text, file: source, token: name)
                        }
                    } else {
                        throw .wrongType(file: source, token: name, expected: "reduced-transparency as a colour or an object of appearances")
                    }
                    continue
                }
                values[try appearance(key, file: source, token: name)] = try string(entry, file: source, token: name)
            }
            guard !values.isEmpty else { throw .missingValue(file: source, token: name) }
            tokens.append(PaletteToken(name: name, values: values, reducedTransparency: reduced))
        }
        let names = Set(tokens.map(\.name))
        var pairs: [DeclaredPair] = []
        if let list = root["pairs"] {
            guard let entries = list as? [[String: Any]] else {
                throw .wrongType(file: source, token: "pairs", expected: "an array of {foreground, background, usage}")
            }
            for (index, entry) in entries.enumerated() {
                guard let foreground = entry["foreground"] as? String, let background = entry["background"] as? String else {
                    throw .wrongType(file: source, token: "pairs[\(index)]", expected: "foreground and background token names")
                }
                for token in [foreground, background] where !names.contains(token) {
                    throw .unknownToken(file: source, token: token, context: "pairs[\(index)]")
                }
                let usageName = entry["usage"] as? String ?? "text"
                guard let usage = Usage(rawValue: usageName) else {
                    throw .wrongType(file: source, token: "pairs[\(index)]", expected: "usage text, large-text or non-text")
                }
                pairs.append(DeclaredPair(foreground: foreground, background: background, usage: usage))
            }
        }
        var groups: [CategoricalGroup] = []
        if let object = root["groups"] {
            guard let dictionary = object as? [String: [String]] else {
                throw .wrongType(file: source, token: "groups", expected: "an object of group name → token names")
            }
            for name in dictionary.keys.sorted() {
                for token in dictionary[name]! where !names.contains(token) {
                    throw .unknownToken(file: source, token: token, context: "group '\(name)'")
                }
                groups.append(CategoricalGroup(name: name, tokens: dictionary[name]!))
            }
        }
        let backdrop = root["backdrop"] as? String
        if let backdrop, !names.contains(backdrop) { throw .unknownToken(file: source, token: backdrop, context: "backdrop") }
        return Palette(source: source, name: root["name"] as? String ?? source, tokens: tokens, pairs: pairs, groups: groups,
                       backdrop: backdrop)
    }

    private static func appearance(_ name: String, file: String, token: String) throws(PaletteError) -> Appearance {
        guard let appearance = Appearance(rawValue: name) else {
            throw .wrongType(file: file, token: token, expected: "appearances among \(Appearance.allCases.map(\.rawValue).joined(separator: ", ")), not '\(name)'")
        }
        return appearance
    }

    private static func string(_ value: Any, file: String, token: String) throws(PaletteError) -> SRGBColor {
        guard let text = value as? String else { throw .wrongType(file: file, token: token, expected: "a colour string") }
        return try PaletteLoader.color(text, file: file, token: token)
    }
}

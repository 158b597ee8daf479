import Foundation

/// Reads W3C Design Tokens (Format 2025.10) `.tokens.json`: colour tokens as hex strings or
/// structured `{colorSpace, components, alpha, hex}` values, `$type` inherited from groups,
/// `{group.token}` aliases resolved (cycles are an error naming the tokens). Names are dotted paths.
enum DTCGImporter {
    static func parse(_ json: Any, source: String) throws(PaletteError) -> Palette {
        guard let root = json as? [String: Any] else { throw .wrongType(file: source, token: "(root)", expected: "an object") }
        var raw: [String: (value: Any, type: String?)] = [:]
        collect(root, path: [], inheritedType: nil, into: &raw)
        var resolved: [String: SRGBColor] = [:]
        var tokens: [PaletteToken] = []
        for name in raw.keys.sorted() {
            let type = raw[name]!.type
            guard type == "color" || (type == nil && isAlias(raw[name]!.value)) else { continue }
            var chain: [String] = []
            guard let color = try resolve(name, raw: raw, resolved: &resolved, chain: &chain, source: source) else { continue }
            tokens.append(PaletteToken(name: name, values: [.default: color]))
        }
        return Palette(source: source, name: root["$description"] as? String ?? source, tokens: tokens)
    }

    /// Walks groups; a token is an object with `$value`.
    private static func collect(_ object: [String: Any], path: [String], inheritedType: String?,
                                into tokens: inout [String: (value: Any, type: String?)]) {
        let type = object["$type"] as? String ?? inheritedType
        if let value = object["$value"] {
            tokens[path.joined(separator: ".")] = (value, type)
            return
        }
        for (key, child) in object where !key.hasPrefix("$") {
            if let group = child as? [String: Any] { collect(group, path: path + [key], inheritedType: type, into: &tokens) }
        }
    }

    private static func isAlias(_ value: Any) -> Bool {
        (value as? String).map { $0.hasPrefix("{") && $0.hasSuffix("}") } ?? false
    }

    /// The colour of `name`, following aliases; nil for a non-colour token reached by alias.
    private static func resolve(_ name: String, raw: [String: (value: Any, type: String?)], resolved: inout [String: SRGBColor],
                                chain: inout [String], source: String) throws(PaletteError) -> SRGBColor? {
        if let done = resolved[name] { return done }
        if chain.contains(name) { throw .aliasCycle(file: source, tokens: chain.drop { $0 != name } + [name]) }
        guard let entry = raw[name] else {
            throw .unresolvedAlias(file: source, token: chain.last ?? name, target: name)
        }
        chain.append(name)
        defer { chain.removeLast() }
        let color: SRGBColor
        if let text = entry.value as? String, isAlias(text) {
            let target = String(text.dropFirst().dropLast())
            guard let aliased = try resolve(target, raw: raw, resolved: &resolved, chain: &chain, source: source) else { return nil }
            color = aliased
        } else if let text = entry.value as? String {
            color = try PaletteLoader.color(text, file: source, token: name)
        } else if let object = entry.value as? [String: Any] {
            color = try structured(object, token: name, source: source)
        } else {
            throw .wrongType(file: source, token: name, expected: "a colour: a hex string or {colorSpace, components, alpha}")
        }
        resolved[name] = color
        return color
    }

    /// A structured colour value, converted to sRGB (out-of-gamut values kept unclipped).
    static func structured(_ object: [String: Any], token: String, source: String) throws(PaletteError) -> SRGBColor {
        guard let space = object["colorSpace"] as? String else {
            throw .wrongType(file: source, token: token, expected: "colorSpace in a structured colour")
        }
        guard let list = object["components"] as? [Any], list.count == 3 else {
            throw .wrongType(file: source, token: token, expected: "three components")
        }
        // "none" (a missing component) counts as 0, as CSS Color 4 does.
        var components: [Double] = []
        for item in list {
            // (On Linux, JSON 0 and 1 bridge to Bool as well as to NSNumber, so no Bool check here.)
            if let number = item as? NSNumber {
                components.append(number.doubleValue)
            } else if (item as? String) == "none" {
                components.append(0)
            } else {
                throw .wrongType(file: source, token: token, expected: "numeric components or \"none\"")
            }
        }
        let alpha: Double
        if let value = object["alpha"] {
            guard let number = value as? NSNumber, (0...1).contains(number.doubleValue) else {
                throw .wrongType(file: source, token: token, expected: "alpha between 0 and 1")
            }
            alpha = number.doubleValue
        } else {
            alpha = 1
        }
        guard let color = ColorSpaceConversion.srgb(space: space, components, alpha: alpha) else {
            throw .unsupportedColorSpace(file: source, token: token, space: space)
        }
        return color
    }
}

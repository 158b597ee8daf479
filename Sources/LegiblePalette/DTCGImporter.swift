import Foundation
import LegibleColor

/// Reads W3C Design Tokens (Format 2025.10) `.tokens.json`: colour tokens as hex strings or
/// structured `{colorSpace, components, alpha, hex}` values, `$type` inherited from groups,
/// `{group.token}` aliases resolved (cycles are an error naming the tokens). Names are dotted paths.
enum DTCGImporter {
    /// The key under which loaders that merge several files record, in each token object, the file it came from.
    static let originKey = "$legible-origin"

    /// One token as found: its value, its own or its group's `$type`, and the file it came from.
    struct RawToken {
        var value: Any
        var type: String?
        var file: String
    }

    static func parse(_ json: Any, source: String) throws(PaletteError) -> Palette {
        guard let root = json as? [String: Any] else { throw .wrongType(file: source, token: "(root)", expected: "an object") }
        var raw: [String: RawToken] = [:]
        collect(root, path: [], inheritedType: nil, file: source, into: &raw)
        let (colors, skipped) = colors(of: raw)
        let tokens = colors.keys.sorted().map { PaletteToken(name: $0, values: [.default: colors[$0]!]) }
        return Palette(source: source, name: root["$description"] as? String ?? source, tokens: tokens, skipped: skipped)
    }

    /// `json` with every token object marked with the file it came from, so that errors after merging
    /// several files still name the right one.
    static func marked(_ json: Any, origin: String) -> Any {
        guard var object = json as? [String: Any] else { return json }
        if object["$value"] != nil {
            object[originKey] = origin
            return object
        }
        for (key, child) in object where !key.hasPrefix("$") && child is [String: Any] {
            object[key] = marked(child, origin: origin)
        }
        return object
    }

    /// Walks groups; a token is an object with `$value`.
    static func collect(_ object: [String: Any], path: [String], inheritedType: String?, file: String,
                        into tokens: inout [String: RawToken]) {
        let type = object["$type"] as? String ?? inheritedType
        let file = object[originKey] as? String ?? file
        if let value = object["$value"] {
            tokens[path.joined(separator: ".")] = RawToken(value: value, type: type, file: file)
            return
        }
        for (key, child) in object where !key.hasPrefix("$") {
            if let group = child as? [String: Any] { collect(group, path: path + [key], inheritedType: type, file: file, into: &tokens) }
        }
    }

    /// The colour tokens among `raw` (their own type, their group's, or for an alias with neither, its
    /// target's), resolved; those that cannot be resolved come back as errors and the rest are kept.
    static func colors(of raw: [String: RawToken]) -> (colors: [String: SRGBColor], skipped: [PaletteError]) {
        var resolver = Resolver(raw: raw)
        var colors: [String: SRGBColor] = [:]
        var skipped: [PaletteError] = []
        for name in raw.keys.sorted() {
            switch resolver.type(of: name) {
            case .success(let type?) where type == "color":
                break
            case .failure(let error):
                skipped.append(error)
                continue
            default:
                continue
            }
            switch resolver.color(of: name) {
            case .success(let color): colors[name] = color
            case .failure(let error): skipped.append(error)
            }
        }
        return (colors, skipped)
    }

    /// A whole value that is one reference, `{group.token}` (not `{a}, {b}` nor `{x} {y} {blur}`).
    static func isAlias(_ value: Any) -> Bool {
        guard let text = value as? String, text.hasPrefix("{"), text.hasSuffix("}") else { return false }
        return !text.dropFirst().dropLast().contains { $0 == "{" || $0 == "}" }
    }

    /// Follows aliases with memory of what it already resolved. An alias that names no token exactly is
    /// looked up again ignoring case, spaces, dashes and underscores (Figma exports name variables, not
    /// key paths: `{@color_primitives.White.1000}` for `@color_primitives.white.1000`).
    struct Resolver {
        let raw: [String: RawToken]
        private var loose: [String: String]?
        private var dashed: [String: String]?
        private var types: [String: Result<String?, PaletteError>] = [:]
        private var resolved: [String: Result<SRGBColor, PaletteError>] = [:]

        init(raw: [String: RawToken]) {
            self.raw = raw
        }

        /// The name `target` refers to, or nil.
        mutating func lookUp(_ target: String) -> String? {
            if raw[target] != nil { return target }
            if loose == nil {
                loose = Dictionary(raw.keys.map { (Self.looseKey($0), $0) }, uniquingKeysWith: { first, _ in first })
            }
            return loose?[Self.looseKey(target)]
        }

        static func looseKey(_ name: String) -> String {
            name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
        }

        /// The token a `var(--name)` value names: the token whose path, joined with dashes, is the
        /// property's name, with or without a leading `token-` (Style Dictionary's CSS prefix).
        mutating func cssVariableTarget(_ text: String) -> String? {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("var(--"), trimmed.hasSuffix(")"), !trimmed.contains(",") else { return nil }
            let property = String(trimmed.dropFirst("var(--".count).dropLast())
            if dashed == nil {
                dashed = Dictionary(raw.keys.map { (Self.looseKey($0.replacingOccurrences(of: ".", with: "-")), $0) }, uniquingKeysWith: { first, _ in first })
            }
            for candidate in [property, property.hasPrefix("token-") ? String(property.dropFirst("token-".count)) : nil].compactMap({ $0 }) {
                if let found = dashed?[Self.looseKey(candidate)] { return found }
            }
            return nil
        }

        /// A token's type: its own or group's, else its alias target's (DTCG: an alias takes its target's type).
        mutating func type(of name: String, chain: [String] = []) -> Result<String?, PaletteError> {
            if let known = types[name] { return known }
            guard let entry = raw[name] else { return .success(nil) }
            var result: Result<String?, PaletteError> = .success(entry.type)
            if entry.type == nil, let text = entry.value as? String, DTCGImporter.isAlias(text) {
                let target = String(text.dropFirst().dropLast())
                if chain.contains(name) {
                    result = .failure(.aliasCycle(file: entry.file, tokens: chain.drop { $0 != name } + [name]))
                } else if let found = lookUp(target) {
                    result = type(of: found, chain: chain + [name])
                } else {
                    result = .failure(.unresolvedAlias(file: entry.file, token: name, target: target))
                }
            }
            types[name] = result
            return result
        }

        mutating func color(of name: String, chain: [String] = []) -> Result<SRGBColor, PaletteError> {
            if let done = resolved[name] { return done }
            guard let entry = raw[name] else {
                return .failure(.unresolvedAlias(file: "", token: chain.last ?? name, target: name))
            }
            if chain.contains(name) { return .failure(.aliasCycle(file: entry.file, tokens: chain.drop { $0 != name } + [name])) }
            let result: Result<SRGBColor, PaletteError>
            if let text = entry.value as? String, DTCGImporter.isAlias(text) {
                let target = String(text.dropFirst().dropLast())
                if let found = lookUp(target) {
                    let targetType = (try? type(of: found).get()) ?? nil
                    if let targetType, targetType != "color" {
                        result = .failure(.notAColor(file: entry.file, token: chain.first ?? name, target: found, type: targetType))
                    } else {
                        result = color(of: found, chain: chain + [name])
                    }
                } else {
                    result = .failure(.unresolvedAlias(file: entry.file, token: name, target: target))
                }
            } else if let text = entry.value as? String, let target = cssVariableTarget(text) {
                // `var(--token-color-foreground-faint)`: a token named by its CSS custom property.
                result = color(of: target, chain: chain + [name])
            } else if let text = entry.value as? String {
                do throws(PaletteError) {
                    result = .success(try PaletteLoader.color(text, file: entry.file, token: name))
                } catch {
                    result = .failure(error)
                }
            } else if let object = entry.value as? [String: Any] {
                do throws(PaletteError) {
                    result = .success(try DTCGImporter.structured(object, token: name, source: entry.file))
                } catch {
                    result = .failure(error)
                }
            } else {
                result = .failure(.wrongType(file: entry.file, token: name, expected: "a colour: a hex string or {colorSpace, components, alpha}"))
            }
            resolved[name] = result
            return result
        }
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

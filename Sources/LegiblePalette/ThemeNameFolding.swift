import LegibleColor

/// Palettes that keep both themes in one set of names (`text_primary_light` and `text_primary_dark`,
/// `light_background` and `dark_background`, `searchWidgetBackgroundLight`/`…Dark`) read as one token
/// per pair with a light and a dark value, so that light text is never checked on a dark background.
/// Only names with a role (text, background, border…) are read so: `primary-light` and `primary-dark`
/// are tints of one colour.
extension Palette {
    /// The palette with each `X_light`/`X_dark` (or `light_X`/`dark_X`) pair made one token `X` whose light
    /// value is the first's and dark value the second's; a note says how many. Pairs whose tokens already
    /// differ by appearance, or whose `X` exists, are left as they are.
    package func foldingThemeNames() -> Palette {
        let byName = Dictionary(tokens.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        var folded: [(base: String, light: Int, dark: Int)] = []
        var used = Set<Int>()
        for (i, token) in tokens.enumerated() where !token.name.hasPrefix("?") {
            // (Theme attributes, `?name`, already have their appearances from their themes.)
            // Only names that say what the colour is for: `primary-light` beside `primary-dark` are tints. A
            // whole group named light or dark (`color.light.primary`) is a theme whatever the rest says.
            guard let (base, darkName, isGroup) = Self.darkCounterpart(of: token.name), let d = byName[darkName], byName[base] == nil,
                  isGroup || TokenName(base).role != .unknown,
                  !used.contains(i), !used.contains(d),
                  token.values.keys.allSatisfy({ $0 == .default }), tokens[d].values.keys.allSatisfy({ $0 == .default })
            else { continue }
            folded.append((base, i, d))
            used.formUnion([i, d])
        }
        guard !folded.isEmpty else { return self }
        var result = self
        result.tokens = tokens.enumerated().filter { !used.contains($0.offset) }.map(\.element)
        for (base, light, dark) in folded {
            var values: [Appearance: SRGBColor] = [:]
            values[.light] = tokens[light].values[.default]
            values[.dark] = tokens[dark].values[.default]
            result.tokens.append(PaletteToken(name: base, values: values))
        }
        result.tokens.sort { $0.name < $1.name }
        result.foldedThemePairs = folded.count
        let examples = folded.prefix(3).map { "\(tokens[$0.light].name) + \(tokens[$0.dark].name) → \($0.base)" }.joined(separator: ", ")
        result.notes.append("\(folded.count) pairs of tokens named for light and dark read as one token each, light and dark (\(examples))")
        return result
    }

    /// For a name with `light` as its last or first word, or as a whole inner group of its path: the name
    /// without it, the same name with `dark`, and whether it was a group.
    static func darkCounterpart(of name: String) -> (base: String, dark: String, isGroup: Bool)? {
        for separator in [".", "/"] where name.contains(separator) {
            let parts = name.components(separatedBy: separator)
            if let at = parts.dropLast().dropFirst().firstIndex(where: { $0.lowercased() == "light" }) {
                var base = parts, dark = parts
                base.remove(at: at)
                dark[at] = parts[at] == "Light" ? "Dark" : parts[at] == "LIGHT" ? "DARK" : "dark"
                return (base.joined(separator: separator), dark.joined(separator: separator), true)
            }
        }
        for (light, dark) in [("light", "dark"), ("Light", "Dark")] {
            for separator in ["_", "-", ".", ""] where !(separator.isEmpty && light == "light") {
                if name.hasSuffix(separator + light), name.count > light.count + separator.count {
                    let base = String(name.dropLast(light.count + separator.count))
                    return (base, base + separator + dark, false)
                }
                if name.hasPrefix(light + separator), !separator.isEmpty, name.count > light.count + separator.count {
                    let rest = String(name.dropFirst(light.count + separator.count))
                    return (rest, dark + separator + rest, false)
                }
            }
        }
        return nil
    }
}

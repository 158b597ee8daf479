import Foundation

/// Reads colour custom properties (`--name: <color>`) from a stylesheet, with the appearances a browser
/// would give them: declarations in `:root`, `html` or `:host` rules are the default; overrides under
/// `@media (prefers-color-scheme: dark|light)`, `@media (prefers-contrast: more)` and
/// `@media (prefers-reduced-transparency: reduce)` (alone or joined with `and`), and under theme selectors
/// (`[data-theme=dark]`, `.dark`, `html.theme-dark`, `[data-bs-theme=dark]`, `.high-contrast`: a class or
/// attribute naming dark, light or high contrast, alone or on the root, or one `names` maps) make the
/// other appearances.
/// Values may use `var()` with fallbacks, `light-dark()`, `color-mix()` (in srgb, srgb-linear or oklab)
/// and every notation `ColorParser` reads. Properties that are not colours are left out; a colour that
/// cannot be resolved is an error naming the file, line and property.
enum CSSCustomPropertiesImporter {
    /// Where a declaration applies.
    struct Context: Hashable {
        var scheme: Appearance?  // .light or .dark; nil for both
        var moreContrast = false
        var reducedTransparency = false

        func applies(scheme wanted: Appearance, moreContrast more: Bool, reducedTransparency reduced: Bool) -> Bool {
            (scheme == nil || scheme == wanted) && (!moreContrast || more) && (!reducedTransparency || reduced)
        }
    }

    struct Declaration {
        let property: String
        let value: String
        let line: Int
        let context: Context
        /// Selector specificity, then source order: what the cascade sorts by.
        let specificity: Int
        let order: Int
    }

    static func parse(_ text: String, source: String, names: AppearanceNames = AppearanceNames()) throws(PaletteError) -> Palette {
        var reader = StylesheetReader(text: text, source: source, names: names)
        let declarations = try reader.declarations()
        let byProperty = Dictionary(grouping: declarations, by: \.property)
        let names = byProperty.keys.sorted()
        let contexts = Set(declarations.map(\.context))
        let schemes: [Appearance] = contexts.contains { $0.scheme == .dark } ? [.light, .dark] : [.light]
        let moreContrast = contexts.contains { $0.moreContrast }
        let reduced = contexts.contains { $0.reducedTransparency }
        var tokens: [PaletteToken] = []
        for name in names {
            var values: [Appearance: SRGBColor] = [:]
            var reducedValues: [Appearance: SRGBColor] = [:]
            var isColor = true
            for scheme in schemes {
                for more in moreContrast ? [false, true] : [false] {
                    let appearance = Appearance.scheme(dark: scheme == .dark, moreContrast: more)
                    let resolver = Resolver(declarations: byProperty, scheme: scheme, moreContrast: more, source: source)
                    guard let color = try resolver.color(of: name) else {
                        isColor = false
                        break
                    }
                    values[appearance] = color
                    if reduced {
                        let opaque = Resolver(declarations: byProperty, scheme: scheme, moreContrast: more,
                                              reducedTransparency: true, source: source)
                        if let value = try opaque.color(of: name) { reducedValues[appearance] = value }
                    }
                }
            }
            guard isColor else { continue }
            tokens.append(.resolved(name: name, values: values, reducedTransparency: reducedValues))
        }
        return Palette(source: source, name: source, tokens: tokens)
    }

    /// The computed values of custom properties on the root element in one appearance.
    struct Resolver {
        /// Each property's declarations.
        let declarations: [String: [Declaration]]
        let scheme: Appearance
        let moreContrast: Bool
        var reducedTransparency = false
        let source: String

        /// The winning declaration of `property` here, by specificity and then source order.
        func declaration(of property: String) -> Declaration? {
            declarations[property]?.filter {
                $0.context.applies(scheme: scheme, moreContrast: moreContrast, reducedTransparency: reducedTransparency)
            }.max { ($0.specificity, $0.order) < ($1.specificity, $1.order) }
        }

        /// The colour of `property`, or nil when its value is not a colour (a length, a font).
        func color(of property: String) throws(PaletteError) -> SRGBColor? {
            guard let declaration = declaration(of: property) else { return nil }
            var chain = [property]
            let value = try substituted(declaration.value, declaration: declaration, chain: &chain)
            do {
                return try CSSColorValue.evaluate(value, scheme: scheme)
            } catch {
                guard CSSColorValue.looksLikeColor(declaration.value) else { return nil }
                throw .invalidLine(file: source, line: declaration.line, reason: "--\(property): \(error.reason)")
            }
        }

        /// `value` with every `var(--x[, fallback])` replaced by the value of `--x` here.
        func substituted(_ value: String, declaration: Declaration, chain: inout [String]) throws(PaletteError) -> String {
            var result = value
            while let range = result.range(of: "var(") {
                guard let close = CSSColorValue.matchingParenthesis(in: result, from: range.upperBound) else {
                    throw .invalidLine(file: source, line: declaration.line, reason: "--\(declaration.property): var( is not closed")
                }
                let inside = String(result[range.upperBound..<close])
                let parts = CSSColorValue.splitTopLevel(inside, on: ",", maximum: 2)
                let name = parts[0].trimmingCharacters(in: .whitespaces)
                guard name.hasPrefix("--") else {
                    throw .invalidLine(file: source, line: declaration.line, reason: "--\(declaration.property): var() names '\(name)', not a custom property")
                }
                let target = String(name.dropFirst(2))
                if chain.contains(target) { throw .aliasCycle(file: source, tokens: chain.drop { $0 != target }.map { "--" + $0 } + [name]) }
                let replacement: String
                if let referred = self.declaration(of: target) {
                    chain.append(target)
                    replacement = try substituted(referred.value, declaration: referred, chain: &chain)
                    chain.removeLast()
                } else if parts.count == 2 {
                    replacement = try substituted(parts[1], declaration: declaration, chain: &chain)
                } else {
                    throw .unresolvedAlias(file: source, token: "--\(declaration.property) (line \(declaration.line))", target: name)
                }
                result.replaceSubrange(range.lowerBound...close, with: replacement.trimmingCharacters(in: .whitespaces))
            }
            return result
        }
    }
}

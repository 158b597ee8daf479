import Foundation
import LegibleColor

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
package struct CSSCustomPropertiesImporter: PaletteImporter {
    package let grouping = PaletteGrouping.stylesheets

    package func canRead(_ path: String) -> Bool {
        path.lowercased().trimmingSuffix("/").hasSuffix(".css")
    }

    package func read(_ path: String, names: AppearanceNames) throws(PaletteError) -> Palette {
        Self.load(files: [path], source: path, names: names)
    }

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
        let file: String
        let line: Int
        var context: Context
        /// Selector specificity, then source order: what the cascade sorts by.
        let specificity: Int
        var order: Int
    }

    static func parse(_ text: String, source: String, names: AppearanceNames = AppearanceNames()) throws(PaletteError) -> Palette {
        var reader = StylesheetReader(text: text, source: source, names: names)
        let declarations = try reader.declarations()
        return palette(declarations, source: source)
    }

    /// Stylesheets read together, as a page that links them all: custom properties defined in one are
    /// seen by the others, and local `@import`s are followed (under their media condition). Files that
    /// another of them imports are read only through the import.
    package static func load(files: [String], source: String, names: AppearanceNames = AppearanceNames()) -> Palette {
        var parsed: [String: (declarations: [Declaration], imports: [(path: String, url: String, context: Context?, line: Int)])] = [:]
        var skipped: [PaletteError] = []
        var notes: [String] = []
        func read(_ file: String) {
            guard parsed[file] == nil else { return }
            parsed[file] = ([], [])
            let text: String
            do throws(PaletteError) {
                text = try PaletteLoader.text(file)
                var reader = StylesheetReader(text: text, source: file, names: names)
                let declarations = try reader.declarations()
                let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
                var imports: [(path: String, url: String, context: Context?, line: Int)] = []
                for item in reader.imports {
                    if item.url.contains("://") || item.url.hasPrefix("//") {
                        notes.append("\(file):\(item.line): @import '\(item.url)' is remote; not read")
                        continue
                    }
                    let path = folder.appendingPathComponent(item.url).standardized.path
                    guard FileManager.default.fileExists(atPath: path) else {
                        skipped.append(.invalidLine(file: file, line: item.line, reason: "@import '\(item.url)': no such file (its custom properties are missing)"))
                        continue
                    }
                    imports.append((path, item.url, item.context, item.line))
                }
                parsed[file] = (declarations, imports)
                for item in imports { read(item.path) }
            } catch {
                skipped.append(error)
            }
        }
        let given = files.map { URL(fileURLWithPath: $0).standardized.path == $0 ? $0 : URL(fileURLWithPath: $0).standardized.relativePath }
        given.forEach(read)
        let imported = Set(parsed.values.flatMap { $0.imports.map(\.path) })
        let roots = given.filter { !imported.contains($0) }
        var all: [Declaration] = []
        var order = 0
        // Imports come first in a stylesheet, so an imported file's rules precede the importer's own.
        func flatten(_ file: String, within context: Context, stack: [String]) {
            guard !stack.contains(file), let entry = parsed[file] else { return }
            for item in entry.imports {
                guard let inner = item.context.flatMap({ Self.combined(context, $0) }) else { continue }
                flatten(item.path, within: inner, stack: stack + [file])
            }
            for var declaration in entry.declarations {
                guard let combined = Self.combined(context, declaration.context) else { continue }
                declaration.context = combined
                order += 1
                declaration.order = order
                all.append(declaration)
            }
        }
        for root in roots.isEmpty ? given : roots { flatten(root, within: Context(), stack: []) }
        var palette = palette(all, source: source)
        palette.skipped = skipped + palette.skipped
        palette.notes += notes
        return palette
    }

    /// A declaration's context inside an import's condition; nil when they cannot both hold.
    static func combined(_ outer: Context, _ inner: Context) -> Context? {
        if let a = outer.scheme, let b = inner.scheme, a != b { return nil }
        return Context(scheme: outer.scheme ?? inner.scheme, moreContrast: outer.moreContrast || inner.moreContrast,
                       reducedTransparency: outer.reducedTransparency || inner.reducedTransparency)
    }

    /// The colour tokens of the root's custom properties in every appearance the declarations reach.
    static func palette(_ declarations: [Declaration], source: String) -> Palette {
        let byProperty = Dictionary(grouping: declarations, by: \.property)
        let names = byProperty.keys.sorted()
        let contexts = Set(declarations.map(\.context))
        let schemes: [Appearance] = contexts.contains { $0.scheme == .dark } ? [.light, .dark] : [.light]
        let moreContrast = contexts.contains { $0.moreContrast }
        let reduced = contexts.contains { $0.reducedTransparency }
        var tokens: [PaletteToken] = []
        var skipped: [PaletteError] = []
        var resolvers: [(Appearance, Resolver, Resolver?)] = []
        for scheme in schemes {
            for more in moreContrast ? [false, true] : [false] {
                let appearance = Appearance.scheme(dark: scheme == .dark, moreContrast: more)
                let resolver = Resolver(declarations: byProperty, scheme: scheme, moreContrast: more, source: source)
                let opaque = reduced ? Resolver(declarations: byProperty, scheme: scheme, moreContrast: more, reducedTransparency: true, source: source) : nil
                resolvers.append((appearance, resolver, opaque))
            }
        }
        for name in names {
            var values: [Appearance: SRGBColor] = [:]
            var reducedValues: [Appearance: SRGBColor] = [:]
            var problem: PaletteError?
            for (appearance, resolver, opaque) in resolvers {
                do throws(PaletteError) {
                    guard let color = try resolver.color(of: name) else { continue }
                    values[appearance] = color
                    if let opaque, let value = try opaque.color(of: name) { reducedValues[appearance] = value }
                } catch {
                    problem = problem ?? error
                }
            }
            if let problem, values.count < resolvers.count { skipped.append(problem) }
            guard !values.isEmpty else { continue }
            tokens.append(.resolved(name: name, values: values, reducedTransparency: reducedValues))
        }
        return Palette(source: source, name: source, tokens: tokens, skipped: skipped)
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
            let value: String
            do throws(PaletteError) {
                value = try substituted(declaration.value, declaration: declaration, chain: &chain)
            } catch {
                // An unknown or cyclic reference matters only in what is meant as a colour; it is named
                // from the colour's side (`--color-00` through `--00-l` to the missing `--light-00-l`).
                guard CSSColorValue.looksLikeColor(declaration.value) || Self.namesAColor(property) || Self.isAlias(declaration.value) else { return nil }
                let own = "--\(property) (line \(declaration.line))"
                if case .unresolvedAlias(let file, let token, let target) = error, token != own {
                    throw .unresolvedAlias(file: file == declaration.file ? file : declaration.file, token: own,
                                           target: "\(target) (through \(token.split(separator: " ").first ?? ""))")
                }
                throw error
            }
            // Only colour syntax: a hex with its '#', a colour function, or a keyword (`700` is a font weight).
            let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
            guard CSSColorValue.looksLikeColor(trimmed) || (!trimmed.isEmpty && trimmed.allSatisfy { $0.isLetter || $0 == "-" }) else { return nil }
            do {
                return try CSSColorValue.evaluate(value, scheme: scheme)
            } catch {
                guard CSSColorValue.looksLikeColor(declaration.value) || CSSColorValue.looksLikeColor(value) else { return nil }
                throw .invalidLine(file: declaration.file, line: declaration.line, reason: "--\(property): \(error.reason)")
            }
        }

        /// Whether a property's name says it holds a colour (`--text-color`, `--bg`), for reporting one whose
        /// value cannot be worked out.
        static func namesAColor(_ property: String) -> Bool {
            let words = Set(TokenRole.words(of: property))
            return !words.isDisjoint(with: ["color", "colour", "bg", "background", "fg", "foreground"])
        }

        /// A value that is only `var(--x)`: an alias, which may be a colour's.
        static func isAlias(_ value: String) -> Bool {
            let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
            guard trimmed.hasPrefix("var("), let close = CSSColorValue.matchingParenthesis(in: trimmed, from: trimmed.index(trimmed.startIndex, offsetBy: 4)) else { return false }
            return trimmed.index(after: close) == trimmed.endIndex
        }

        /// `value` with every `var(--x[, fallback])` replaced by the value of `--x` here.
        func substituted(_ value: String, declaration: Declaration, chain: inout [String]) throws(PaletteError) -> String {
            var result = value
            while let range = result.range(of: "var(") {
                guard let close = CSSColorValue.matchingParenthesis(in: result, from: range.upperBound) else {
                    throw .invalidLine(file: declaration.file, line: declaration.line, reason: "--\(declaration.property): var( is not closed")
                }
                let inside = String(result[range.upperBound..<close])
                let parts = CSSColorValue.splitTopLevel(inside, on: ",", maximum: 2)
                let name = parts[0].trimmingCharacters(in: .whitespacesAndNewlines)
                guard name.hasPrefix("--") else {
                    throw .invalidLine(file: declaration.file, line: declaration.line, reason: "--\(declaration.property): var() names '\(name)', not a custom property")
                }
                let target = String(name.dropFirst(2))
                if chain.contains(target) { throw .aliasCycle(file: declaration.file, tokens: chain.drop { $0 != target }.map { "--" + $0 } + [name]) }
                let replacement: String
                if let referred = self.declaration(of: target) {
                    chain.append(target)
                    replacement = try substituted(referred.value, declaration: referred, chain: &chain)
                    chain.removeLast()
                } else if parts.count == 2 {
                    replacement = try substituted(parts[1], declaration: declaration, chain: &chain)
                } else {
                    throw .unresolvedAlias(file: declaration.file, token: "--\(declaration.property) (line \(declaration.line))", target: name)
                }
                result.replaceSubrange(range.lowerBound...close, with: replacement.trimmingCharacters(in: .whitespaces))
            }
            return result
        }
    }
}

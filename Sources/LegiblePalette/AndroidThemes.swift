import Foundation
import LegibleColor

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The colour attributes of an app's `<style>` themes: where Android apps keep their semantic colours
/// (`daxColorPrimaryText`, `android:colorBackground`, `paper_color`), one theme per appearance
/// (`Theme.DuckDuckGo.Light`/`.Dark`, `AppTheme` with a `…Light…` parent and `ThemeDark`). Items are
/// inherited along `parent` and the dotted-name parent; values are `@color/`, `@android:color/`, hex,
/// or `?attr/` another attribute of the same theme.
enum AndroidThemes {
    struct Style {
        let name: String
        let parent: String?
        var items: [String: AndroidColorsImporter.Entry]
    }

    /// Theme attributes as tokens named `?attribute`, with the themes that gave them and notes on the
    /// themes left out. `resolve` gives a raw value's colour in an appearance.
    static func tokens(files: [String],
                       resolve: (AndroidColorsImporter.Entry, Appearance) throws(PaletteError) -> SRGBColor)
        -> (tokens: [PaletteToken], notes: [String]) {
        let styles = files.flatMap(self.styles)
        let byName = Dictionary(styles.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // Items along the inheritance chain, the child's winning.
        func inherited(_ style: Style, depth: Int = 0) -> [String: AndroidColorsImporter.Entry] {
            guard depth < 16, let parent = parentName(of: style, in: byName), let parentStyle = byName[parent] else { return style.items }
            return inherited(parentStyle, depth: depth + 1).merging(style.items) { _, own in own }
        }
        func effect(_ name: String, depth: Int = 0) -> ContextEffect {
            let own = ContextEffect(context: name)
            guard own == .none, depth < 16, let style = byName[name], let parent = parentName(of: style, in: byName) ?? style.parent else { return own }
            return byName[parent] == nil ? ContextEffect(context: parent) : effect(parent, depth: depth + 1)
        }
        // A theme is a style named so or descending from one (widget styles are not).
        func isTheme(_ name: String, depth: Int = 0) -> Bool {
            if name.lowercased().contains("theme") { return true }
            guard depth < 16, let style = byName[name], let parent = parentName(of: style, in: byName) ?? style.parent else { return false }
            return isTheme(parent, depth: depth + 1)
        }
        // Per appearance, the theme whose own name says it (ThemeDark before ThemeBlack, which inherits it),
        // then the least nested (AppTheme before AppTheme.Splash), then the one with the most colours.
        func rank(_ style: Style, _ items: Int) -> (Int, Int, Int) {
            (ContextEffect(context: style.name) == .none ? 1 : 0, style.name.filter { $0 == "." }.count, -items)
        }
        var candidates: [Appearance: (style: Style, items: [String: AndroidColorsImporter.Entry])] = [:]
        var notes: [String] = []
        for style in styles.sorted(by: { $0.name < $1.name }) where isTheme(style.name) {
            let items = inherited(style)
            guard items.count >= 4 else { continue }  // themes that only set a flag or two
            let appearance: Appearance
            switch effect(style.name) {
            case .light: appearance = .light
            case .dark: appearance = .dark
            default:
                notes.append("the theme \(style.name) names no appearance (light or dark); its colour attributes are left out")
                continue
            }
            if let chosen = candidates[appearance], rank(chosen.style, chosen.items.count) <= rank(style, items.count) { continue }
            candidates[appearance] = (style, items)
        }
        guard !candidates.isEmpty else { return ([], notes) }
        let themes = candidates.sorted { $0.key < $1.key }
        let single = themes.count == 1
        // Attributes every chosen theme gives (one given by a single theme has no value in the others).
        let shared = themes.map { Set($0.value.items.keys) }.reduce(Set(themes[0].value.items.keys)) { $0.intersection($1) }
        var tokens: [PaletteToken] = []
        var unresolved: [String] = []
        for attribute in shared.sorted() {
            var values: [Appearance: SRGBColor] = [:]
            for (appearance, theme) in themes {
                // (An attribute pointing at the platform's or a library's attribute cannot be followed here;
                // these are extra tokens beside the colour resources, so they are noted rather than skipped.)
                if let color = try? value(of: attribute, in: theme.items, appearance: appearance, resolve: resolve) {
                    values[single ? .default : appearance] = color
                }
            }
            if values.count == themes.count { tokens.append(.resolved(name: "?" + attribute, values: values)) } else { unresolved.append(attribute) }
        }
        notes.insert("theme attributes read as tokens (?name): " + themes.map { "\($0.value.style.name) (\($0.key.rawValue))" }.joined(separator: ", ")
                     + "; \(tokens.count) attributes every one of them gives"
                     + (unresolved.isEmpty ? "" : "; \(unresolved.count) that refer outside the app left out (e.g. ?\(unresolved[0]))"), at: 0)
        return (tokens, notes)
    }

    /// An item's colour: `?attr/x` and `?x` follow the theme's own attribute x.
    private static func value(of attribute: String, in items: [String: AndroidColorsImporter.Entry], appearance: Appearance,
                              resolve: (AndroidColorsImporter.Entry, Appearance) throws(PaletteError) -> SRGBColor,
                              depth: Int = 0) throws(PaletteError) -> SRGBColor {
        let entry = items[attribute]!
        if entry.value.hasPrefix("?") {
            let target = String(entry.value.dropFirst().split(separator: "/").last ?? "")
            guard depth < 16, items[target] != nil else {
                throw .unresolvedAlias(file: entry.file, token: "?\(attribute) (line \(entry.line))", target: entry.value)
            }
            return try value(of: target, in: items, appearance: appearance, resolve: resolve, depth: depth + 1)
        }
        return try resolve(entry, appearance)
    }

    /// The style's parent in the app: its `parent` attribute, else the dotted prefix of its name.
    private static func parentName(of style: Style, in styles: [String: Style]) -> String? {
        if let parent = style.parent, !parent.isEmpty { return parent.replacingOccurrences(of: "@style/", with: "") }
        guard let dot = style.name.lastIndex(of: ".") else { return nil }
        let prefix = String(style.name[..<dot])
        return styles[prefix] == nil ? nil : prefix
    }

    /// The styles of a resource file with their colour items (values that are colours or attributes).
    private static func styles(_ path: String) -> [Style] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        let reader = StyleReader(file: path)
        let parser = XMLParser(data: data)
        parser.delegate = reader
        _ = parser.parse()  // malformed XML is reported where colours are read
        return reader.styles
    }

    private final class StyleReader: NSObject, XMLParserDelegate {
        let file: String
        var styles: [Style] = []
        private var item: (name: String, line: Int)?
        private var text = ""

        init(file: String) {
            self.file = file
        }

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String]) {
            if element == "style", let name = attributes["name"] {
                styles.append(Style(name: name, parent: attributes["parent"], items: [:]))
            } else if element == "item", !styles.isEmpty, let name = attributes["name"], attributes["type"] == nil {
                item = (name, parser.lineNumber)
                text = ""
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if item != nil { text += string }
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            guard element == "item", let current = item else { return }
            item = nil
            let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
            let isColor = value.hasPrefix("@color/") || value.hasPrefix("@android:color/") || value.hasPrefix("?")
                || (value.hasPrefix("#") && [4, 5, 7, 9].contains(value.count))
            guard isColor, !styles.isEmpty else { return }
            styles[styles.count - 1].items[current.name] = AndroidColorsImporter.Entry(value: value, line: current.line, file: file)
        }
    }
}

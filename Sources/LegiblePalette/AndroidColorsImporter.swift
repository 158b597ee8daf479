import Foundation
import LegibleColor

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads Android colour resources: `res/values/colors.xml` (the default, light) with the file of the same
/// name in `values-night/` (dark). `<color name>` and `<item type="color">` elements; `#RGB`, `#ARGB`,
/// `#RRGGBB` and `#AARRGGBB` (alpha first, unlike CSS); `@color/` references resolved as Android does, in
/// the qualifier's own file first, then the default one; `@android:color/` white, black and transparent.
/// Other qualifiers (`values-v31`, `values-land`, …) are left out with a note.
package struct AndroidColorsImporter: PaletteImporter {
    package let grouping = PaletteGrouping.androidResources

    /// Any XML file of a `values*/` folder: its `res/` folder is read whole in a walk (themes.xml holds an
    /// app's semantic colours as much as colors.xml does).
    package func canRead(_ path: String) -> Bool {
        let url = URL(fileURLWithPath: path)
        return url.lastPathComponent.lowercased().hasSuffix(".xml") && url.deletingLastPathComponent().lastPathComponent.hasPrefix("values")
    }

    package func read(_ path: String, names: AppearanceNames) throws(PaletteError) -> Palette {
        try Self.load(path)
    }

    /// One resource: its raw value and where it is.
    struct Entry {
        let value: String
        let line: Int
        let file: String
    }

    /// A colour resource file given on its own: it and the files of the same name in its qualified siblings.
    static func load(_ path: String) throws(PaletteError) -> Palette {
        let file = URL(fileURLWithPath: path)
        let resources = file.deletingLastPathComponent().deletingLastPathComponent()
        let name = file.lastPathComponent
        let defaultFile = resources.appendingPathComponent("values").appendingPathComponent(name).path
        let base = FileManager.default.fileExists(atPath: defaultFile) ? defaultFile : path
        var folders: [(qualifier: String, files: [String])] = [("", [base])]
        let siblings = (try? FileManager.default.contentsOfDirectory(atPath: resources.path)) ?? []
        for folder in siblings.sorted() where folder.hasPrefix("values-") {
            let candidate = resources.appendingPathComponent(folder).appendingPathComponent(name).path
            if FileManager.default.fileExists(atPath: candidate) { folders.append((String(folder.dropFirst("values-".count)), [candidate])) }
        }
        return read(folders, source: base)
    }

    /// Every `values*/` XML file of the given `res/` folders, as the build merges them: references cross
    /// modules (an app's `@color/white` defined in a library module given with it).
    package static func load(resources: [String], libraries: [String] = [], source: String) -> Palette {
        var library: [String: Entry] = [:]
        for res in libraries.sorted() {
            let path = res + "/values"
            for file in ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() where file.lowercased().hasSuffix(".xml") {
                if let found = try? entries(of: path + "/" + file) { library.merge(found) { first, _ in first } }
            }
        }
        var folders: [(qualifier: String, files: [String])] = []
        for res in resources.sorted() {
            let children = ((try? FileManager.default.contentsOfDirectory(atPath: res)) ?? []).sorted()
            for folder in children where folder == "values" || folder.hasPrefix("values-") {
                let path = res + "/" + folder
                let files = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.lowercased().hasSuffix(".xml") }.sorted()
                guard !files.isEmpty else { continue }
                folders.append((folder == "values" ? "" : String(folder.dropFirst("values-".count)), files.map { path + "/" + $0 }))
            }
        }
        return read(folders, library: library, source: source, themes: true)
    }

    /// What a folder qualifier means here: the default, an appearance, or left out (nil).
    static func appearance(ofQualifier qualifier: String) -> Appearance?? {
        switch qualifier {
        case "": return .some(nil)
        case "night": return .dark
        case "notnight": return .light
        default: return nil
        }
    }

    /// `library`: colours of other modules, which references may reach but which are not tokens here.
    private static func read(_ folders: [(qualifier: String, files: [String])], library: [String: Entry] = [:], source: String,
                             themes: Bool = false) -> Palette {
        var notes: [String] = []
        var skipped: [PaletteError] = []
        var defaults: [String: Entry] = [:]
        var qualified: [Appearance: [String: Entry]] = [:]
        for (qualifier, files) in folders {
            guard let meaning = appearance(ofQualifier: qualifier) else {
                let holding = files.filter { (try? entries(of: $0).isEmpty) == false }
                if !holding.isEmpty {
                    notes.append("\(holding.joined(separator: ", ")): the qualifier '\(qualifier)' is not an appearance Legible checks; left out")
                }
                continue
            }
            for file in files {
                let found: [String: Entry]
                do throws(PaletteError) {
                    found = try entries(of: file)
                } catch {
                    skipped.append(error)
                    continue
                }
                if let appearance = meaning {
                    qualified[appearance, default: [:]].merge(found) { first, _ in first }
                } else {
                    defaults.merge(found) { first, _ in first }
                }
            }
        }
        var values: [String: [Appearance: SRGBColor]] = [:]
        var failed = Set<String>()
        for name in defaults.keys.sorted() {
            do throws(PaletteError) {
                values[name, default: [:]][.default] = try resolve(name, in: [defaults, library])
            } catch {
                skipped.append(error)
                failed.insert(name)
            }
        }
        for (appearance, own) in qualified.sorted(by: { $0.key < $1.key }) {
            for name in own.keys.sorted() {
                do throws(PaletteError) {
                    values[name, default: [:]][appearance] = try resolve(name, in: [own, defaults, library])
                } catch {
                    skipped.append(error)
                }
            }
            // A default colour that refers to one the qualifier overrides changes with it, as on a device.
            for name in defaults.keys.sorted() where own[name] == nil && !failed.contains(name) {
                guard let value = try? resolve(name, in: [own, defaults, library]) else { continue }
                if value != values[name]?[.default] { values[name, default: [:]][appearance] = value }
            }
        }
        var tokens = values.keys.sorted().map { PaletteToken(name: $0, values: values[$0]!) }
        var themeAttributes = 0
        if themes {
            // The app's themes: their colour attributes resolved as a device in that appearance would.
            let resolveItem = { (entry: Entry, appearance: Appearance) throws(PaletteError) -> SRGBColor in
                try resolve("?item", in: [["?item": entry], qualified[appearance] ?? [:], defaults, library])
            }
            let found = AndroidThemes.tokens(files: folders.filter { $0.qualifier.isEmpty }.flatMap(\.files), resolve: resolveItem)
            tokens += found.tokens
            themeAttributes = found.tokens.count
            notes += found.notes
        }
        var palette = Palette(source: source, name: source, tokens: tokens, notes: notes, skipped: skipped)
        palette.themeAttributes = themeAttributes
        return palette
    }

    /// The colour of `name`, following `@color/` references through the tables in order (a qualifier's
    /// own, then the default).
    private static func resolve(_ name: String, in tables: [[String: Entry]], chain: [String] = []) throws(PaletteError) -> SRGBColor {
        let entry = tables.lazy.compactMap({ $0[name] }).first!
        let value = entry.value
        if value.hasPrefix("@color/") {
            let target = String(value.dropFirst("@color/".count))
            if chain.contains(target) || target == name { throw .aliasCycle(file: entry.file, tokens: chain + [name, target]) }
            guard tables.contains(where: { $0[target] != nil }) else {
                throw .unresolvedAlias(file: entry.file, token: "\(name) (line \(entry.line))", target: value)
            }
            return try resolve(target, in: tables, chain: chain + [name])
        }
        if value.hasPrefix("@android:color/") {
            switch value.dropFirst("@android:color/".count) {
            case "white": return SRGBColor(red: 1, green: 1, blue: 1)
            case "black": return SRGBColor(red: 0, green: 0, blue: 0)
            case "transparent": return SRGBColor(red: 0, green: 0, blue: 0, alpha: 0)
            default: throw .unresolvedAlias(file: entry.file, token: "\(name) (line \(entry.line))", target: value)
            }
        }
        if value.hasPrefix("?") {
            throw .unresolvedAlias(file: entry.file, token: "\(name) (line \(entry.line))", target: value)
        }
        return try hex(value, file: entry.file, token: name, line: entry.line)
    }

    /// `#RGB`, `#ARGB`, `#RRGGBB` or `#AARRGGBB`: CSS hex with the alpha moved from the front to the end.
    static func hex(_ text: String, file: String, token: String, line: Int) throws(PaletteError) -> SRGBColor {
        let digits = text.dropFirst()
        let alphaDigits = digits.count % 4 == 0 ? digits.count / 4 : 0
        guard text.hasPrefix("#"), [3, 4, 6, 8].contains(digits.count),
              let color = try? ColorParser.parse("#" + digits.dropFirst(alphaDigits) + digits.prefix(alphaDigits)) else {
            throw .invalidColor(file: file, token: token, reason: "line \(line): '\(text)' is not #RGB, #ARGB, #RRGGBB or #AARRGGBB")
        }
        return color
    }

    /// The colour elements of one resource file: name → raw value and line.
    private static func entries(of path: String) throws(PaletteError) -> [String: Entry] {
        let reader = ResourceReader()
        let parser = XMLParser(data: try PaletteLoader.data(path))
        parser.delegate = reader
        guard parser.parse() else {
            throw .invalidLine(file: path, line: reader.errorLine ?? parser.lineNumber,
                               reason: "not well-formed XML (parser error \((parser.parserError as NSError?)?.code ?? 0)): "
                                   + "look for an unclosed element or a closing tag that does not match")
        }
        if let problem = reader.problem { throw .invalidLine(file: path, line: problem.line, reason: problem.reason) }
        return reader.colors.mapValues { Entry(value: $0.value, line: $0.line, file: path) }
    }

    /// Collects `<color name="…">` and `<item name="…" type="color">` elements of `<resources>`.
    private final class ResourceReader: NSObject, XMLParserDelegate {
        var colors: [String: (value: String, line: Int)] = [:]
        var problem: (line: Int, reason: String)?
        /// Where the XML first went wrong (the parser's line once it gives up is the end of the file).
        var errorLine: Int?
        private var current: (name: String, line: Int)?
        private var text = ""

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String]) {
            let isColor = element == "color" || (element == "item" && attributes["type"] == "color")
            guard isColor else { return }
            guard let name = attributes["name"], !name.isEmpty else {
                problem = problem ?? (parser.lineNumber, "a <\(element)> element has no name")
                return
            }
            current = (name, parser.lineNumber)
            text = ""
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            errorLine = errorLine ?? parser.lineNumber
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if current != nil { text += string }
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            guard let entry = current, element == "color" || element == "item" else { return }
            colors[entry.name] = (text.trimmingCharacters(in: .whitespacesAndNewlines), entry.line)
            current = nil
        }
    }
}

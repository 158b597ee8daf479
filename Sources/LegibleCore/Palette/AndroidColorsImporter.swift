import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads Android colour resources: `res/values/colors.xml` (the default, light) with the file of the same
/// name in `values-night/` (dark). `<color name>` and `<item type="color">` elements; `#RGB`, `#ARGB`,
/// `#RRGGBB` and `#AARRGGBB` (alpha first, unlike CSS); `@color/` references resolved as Android does, in
/// the qualifier's own file first, then the default one; `@android:color/` white, black and transparent.
/// Other qualifiers (`values-v31`, `values-land`, …) are left out with a note.
enum AndroidColorsImporter {
    /// Whether `path` is a default colour resource file: an XML file with "color" or "colour" in its name
    /// in a folder named `values` (its `values-night` sibling is read with it).
    static func isColorResource(_ path: String) -> Bool {
        let url = URL(fileURLWithPath: path)
        let name = url.lastPathComponent.lowercased()
        return name.hasSuffix(".xml") && (name.contains("color") || name.contains("colour"))
            && url.deletingLastPathComponent().lastPathComponent.hasPrefix("values")
    }

    static func load(_ path: String) throws(PaletteError) -> Palette {
        let file = URL(fileURLWithPath: path)
        let resources = file.deletingLastPathComponent().deletingLastPathComponent()
        let name = file.lastPathComponent
        let defaultFile = resources.appendingPathComponent("values").appendingPathComponent(name).path
        var notes: [String] = []
        var qualified: [(appearance: Appearance, path: String)] = []
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: resources.path)) ?? []
        for folder in folders.sorted() where folder.hasPrefix("values-") {
            let candidate = resources.appendingPathComponent(folder).appendingPathComponent(name).path
            guard FileManager.default.fileExists(atPath: candidate) else { continue }
            if folder == "values-night" {
                qualified.append((.dark, candidate))
            } else {
                notes.append("\(candidate): the qualifier '\(folder.dropFirst("values-".count))' is not an appearance Legible checks; left out")
            }
        }
        let base = FileManager.default.fileExists(atPath: defaultFile) ? defaultFile : path
        let defaults = try entries(of: base)
        var values: [String: [Appearance: SRGBColor]] = [:]
        for name in defaults.keys.sorted() {
            values[name, default: [:]][.default] = try resolve(name, in: [defaults], file: base)
        }
        for (appearance, path) in qualified {
            let own = try entries(of: path)
            for name in own.keys.sorted() {
                values[name, default: [:]][appearance] = try resolve(name, in: [own, defaults], file: path)
            }
            // A default colour that refers to one the qualifier overrides changes with it, as on a device.
            for name in defaults.keys.sorted() where own[name] == nil {
                let value = try resolve(name, in: [own, defaults], file: path)
                if value != values[name]?[.default] { values[name, default: [:]][appearance] = value }
            }
        }
        let tokens = values.keys.sorted().map { PaletteToken(name: $0, values: values[$0]!) }
        return Palette(source: base, name: base, tokens: tokens, notes: notes)
    }

    /// The colour of `name`, following `@color/` references through the files in order (a qualifier's
    /// own, then the default).
    private static func resolve(_ name: String, in files: [[String: (value: String, line: Int)]], file: String,
                                chain: [String] = []) throws(PaletteError) -> SRGBColor {
        if chain.contains(name) { throw .aliasCycle(file: file, tokens: chain.drop { $0 != name } + [name]) }
        guard let entry = files.lazy.compactMap({ $0[name] }).first else {
            throw .unresolvedAlias(file: file, token: chain.last ?? name, target: "@color/" + name)
        }
        let value = entry.value
        if value.hasPrefix("@color/") {
            return try resolve(String(value.dropFirst("@color/".count)), in: files, file: file, chain: chain + [name])
        }
        if value.hasPrefix("@android:color/") {
            switch value.dropFirst("@android:color/".count) {
            case "white": return SRGBColor(red: 1, green: 1, blue: 1)
            case "black": return SRGBColor(red: 0, green: 0, blue: 0)
            case "transparent": return SRGBColor(red: 0, green: 0, blue: 0, alpha: 0)
            default: throw .unresolvedAlias(file: file, token: name, target: value)
            }
        }
        return try hex(value, file: file, token: name, line: entry.line)
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
    private static func entries(of path: String) throws(PaletteError) -> [String: (value: String, line: Int)] {
        let reader = ResourceReader()
        let parser = XMLParser(data: try PaletteLoader.data(path))
        parser.delegate = reader
        guard parser.parse() else {
            throw .invalidLine(file: path, line: reader.errorLine ?? parser.lineNumber,
                               reason: "not well-formed XML (parser error \((parser.parserError as NSError?)?.code ?? 0)): "
                                   + "look for an unclosed element or a closing tag that does not match")
        }
        if let problem = reader.problem { throw .invalidLine(file: path, line: problem.line, reason: problem.reason) }
        return reader.colors
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

import LegibleBase
import LegibleColor

/// The frame every Legible HTML report shares: one self-contained document (its style and script inline,
/// nothing from the network), light and dark colours, and the script that sorts and filters tables. The
/// page template, style and script are files of the package (`HTMLResources/`), built into the binary.
enum HTMLPage {
    /// The page, its style and script inline; or, with `assets`, taken from `legible.css` and `legible.js`
    /// in that folder (relative to the page): the screenshot pages of a large report share one copy.
    static func document(title: String, body: HTML, assets: String? = nil) -> HTML {
        let (opening, closing) = frame(title: title, assets: assets)
        return opening + body + closing
    }

    /// The page before its body and after it, for a page whose body is written as it comes.
    static func frame(title: String, assets: String? = nil) -> (opening: HTML, closing: HTML) {
        let style: HTML = assets.map { "<link rel=\"stylesheet\" href=\"\($0)\(styleFile)\">" } ?? "<style>\(Self.style)</style>"
        let script: HTML = assets.map { "<script src=\"\($0)\(scriptFile)\"></script>" } ?? "<script>\(Self.script)</script>"
        let values: [String: HTML] = ["title": "\(title)", "style": style, "script": script, "version": "\(LegibleVersion.current)"]
        return (template.before.filled(values), template.after.filled(values))
    }

    /// The page template, around its body.
    static let template = HTMLTemplate(packageResource: PackageResources.page_html).split(at: "body")

    /// The names of the shared style and script beside pages that link them.
    static let styleFile = "legible.css"
    static let scriptFile = "legible.js"

    /// A colour chip; the hex is shown beside it as text, so the chip itself is decorative.
    static func swatch(_ hex: String?) -> HTML {
        guard let hex, isHex(hex) else { return HTML() }
        return "<span class=\"chip\" style=\"background:\(hex)\" aria-hidden=\"true\"></span><code>\(hex)</code>"
    }

    /// Foreground drawn as a bar on its background: shows the pair without low-contrast text, which
    /// would make the report itself fail the checks it reports.
    static func pairSample(foreground: String?, background: String?) -> HTML {
        guard let foreground, let background, isHex(foreground), isHex(background) else { return HTML() }
        return "<span class=\"sample\" style=\"background:\(background)\" aria-hidden=\"true\"><span style=\"background:\(foreground)\"></span></span>"
    }

    static func isHex(_ value: String) -> Bool {
        let bytes = value.utf8
        return bytes.first == UInt8(ascii: "#") && (bytes.count == 7 || bytes.count == 9)
            && bytes.dropFirst().allSatisfy { ColorParser.hexDigit($0) != nil }
    }

    /// A verdict as a word in a coloured badge (the word carries the meaning, not the colour).
    static func badge(_ word: String) -> HTML {
        "<span class=\"badge \(word)\">\(word)</span>"
    }

    /// A `<select>` that filters a table's rows by one `data-` attribute.
    static func filter(id: String, label: String, attribute: String, table: String, options: [String]) -> HTML {
        var html: HTML = "<label for=\"\(id)\">\(label)</label> <select id=\"\(id)\" data-filter=\"\(attribute)\" data-table=\"\(table)\">"
        html += "<option value=\"\">all</option>"
        for option in options { html += "<option>\(option)</option>" }
        return html + "</select>"
    }

    /// A header cell whose button sorts the table by this column.
    static func sortableHeader(_ label: String, column: Int) -> HTML {
        "<th scope=\"col\" aria-sort=\"none\"><button type=\"button\" data-column=\"\(column)\">\(label)</button></th>"
    }

    /// The report's style sheet (`HTMLResources/legible.css`).
    static let style = HTML(packageResource: withoutFinalNewline(PackageResources.legible_css))

    /// Sorting (buttons in header cells), filtering (selects and a search box naming their table),
    /// and the colour-vision toggle of each screenshot (`HTMLResources/legible.js`).
    static let script = HTML(packageResource: withoutFinalNewline(PackageResources.legible_js))

    /// A file's bytes but the line break that ends its last line: the file's, not the style's or script's.
    private static func withoutFinalNewline(_ bytes: [UInt8]) -> [UInt8] {
        bytes.last == UInt8(ascii: "\n") ? Array(bytes.dropLast()) : bytes
    }
}

import Testing

@testable import LegibleBase
@testable import LegibleReport

@Suite struct HTMLPageTests {
    /// Only `#rrggbb` and `#rrggbbaa` reach a style attribute: anything else could close it.
    @Test(arguments: [("#a1B2c3", true), ("#a1b2c380", true), ("#a1b2c", false), ("a1b2c3f", false),
                      ("#a1b2c3\"", false), ("#a1b2g3", false), ("#０Ａ", false), ("#a1b2c3;x", false)])
    func isHex(value: String, expected: Bool) {
        #expect(HTMLPage.isHex(value) == expected)
        #expect(HTMLPage.swatch(value).isEmpty == !expected)
    }
}

@Suite struct HTMLPageDocumentTests {
    /// One self-contained document: the package's style and script inline (or linked beside it), the
    /// title escaped, nothing from the network.
    @Test func aDocumentIsTheTemplateWithItsStyleAndScript() {
        let page = HTMLPage.document(title: HTMLTests.hostile, body: "<main><p>\(HTMLTests.hostile)</p></main>").markup
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">"))
        #expect(page.hasSuffix("</body>\n</html>\n"))
        #expect(page.contains("<title>\(HTMLTests.escaped)</title>"))
        #expect(page.contains("<body>\n<main><p>\(HTMLTests.escaped)</p></main>\n<footer>"))
        #expect(!page.contains("<script>alert"))
        #expect(page.contains("<style>\(HTMLPage.style.markup)</style>"))
        #expect(page.contains("<script>\(HTMLPage.script.markup)</script>"))
        #expect(page.contains("Written by Legible \(LegibleVersion.current)."))
        #expect(!page.contains("{{") && !page.contains("http://") && !page.contains("https://"))
        let linked = HTMLPage.document(title: "t", body: "", assets: "../").markup
        #expect(linked.contains("<link rel=\"stylesheet\" href=\"../legible.css\">"))
        #expect(linked.contains("<script src=\"../legible.js\"></script>"))
        #expect(!linked.contains("<style>"))
    }

    /// The style and script are the package's files, built in; their last line break is the file's.
    @Test func theStyleAndScriptAreThePackagesFiles() {
        #expect(HTMLPage.style.markup.hasPrefix(":root{color-scheme:light dark;"))
        #expect(HTMLPage.style.markup.contains("@media (prefers-color-scheme:dark)"))
        #expect(HTMLPage.script.markup.hasPrefix("(function(){\n\"use strict\";"))
        #expect(HTMLPage.script.markup.hasSuffix("})();"))
        #expect(HTMLPage.style.bytes.last != UInt8(ascii: "\n") && HTMLPage.script.bytes.last != UInt8(ascii: "\n"))
    }

    @Test func badgesFiltersAndHeadersEscapeTheirWords() {
        #expect(HTMLPage.badge("fail").markup == "<span class=\"badge fail\">fail</span>")
        #expect(HTMLPage.badge("a\"b").markup == "<span class=\"badge a&quot;b\">a&quot;b</span>")
        let filter = HTMLPage.filter(id: "f", label: "L<", attribute: "kind", table: "t", options: ["<x>"]).markup
        #expect(filter.contains("<label for=\"f\">L&lt;</label>") && filter.contains("<option>&lt;x&gt;</option>"))
        #expect(HTMLPage.sortableHeader("A&B", column: 3).markup.contains("data-column=\"3\">A&amp;B</button>"))
        #expect(HTMLPage.pairSample(foreground: "#000000", background: "#ffffff\"").isEmpty)
    }
}

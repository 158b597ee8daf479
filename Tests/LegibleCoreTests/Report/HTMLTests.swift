import Testing

@testable import LegibleReport

@Suite struct HTMLTests {
    static let hostile = "<script>alert('x')</script> & \"quoted\""
    static let escaped = "&lt;script&gt;alert(&apos;x&apos;)&lt;/script&gt; &amp; &quot;quoted&quot;"

    /// The literal is markup; a string put into it is text, in an element or an attribute.
    @Test func stringsAreEscapedAndLiteralsAreNot() {
        let html: HTML = "<td title=\"\(Self.hostile)\">\(Self.hostile)</td>"
        #expect(html.markup == "<td title=\"\(Self.escaped)\">\(Self.escaped)</td>")
        let part: Substring = Self.hostile.dropFirst(8)
        #expect(("<p>\(part)</p>" as HTML).markup == "<p>alert(&apos;x&apos;)&lt;/script&gt; &amp; &quot;quoted&quot;</p>")
    }

    /// HTML put into HTML goes in as it is, once: never escaped twice.
    @Test func htmlGoesInAsItIs() {
        let inner: HTML = "<b>\(Self.hostile)</b>"
        let outer: HTML = "<td>\(inner)</td>"
        #expect(outer.markup == "<td><b>\(Self.escaped)</b></td>")
        var sum: HTML = "<ul>"
        sum += ["a&b", "c"].map { "<li>\($0)</li>" as HTML }.joined()
        #expect((sum + "</ul>").markup == "<ul><li>a&amp;b</li><li>c</li></ul>")
        #expect(["1", "<2>"].map { "\($0)" as HTML }.joined(separator: "<br>").markup == "1<br>&lt;2&gt;")
    }

    @Test func numbersAreWrittenAsNumbers() {
        let html: HTML = "<td>\(42)</td><td>\(-7)</td><td>\(UInt8(255))</td>"
        #expect(html.markup == "<td>42</td><td>-7</td><td>255</td>")
    }

    /// Characters XML forbids become U+FFFD; text that needs nothing, non-ASCII included, stays as it is.
    @Test func forbiddenCharactersAreReplaced() {
        #expect(("<p>\("a\u{1}b\u{FFFE}")</p>" as HTML).markup == "<p>a\u{FFFD}b\u{FFFD}</p>")
        #expect(("<p>\("Café 日本 ↔ 12:1")</p>" as HTML).markup == "<p>Café 日本 ↔ 12:1</p>")
        #expect(HTML().isEmpty && !("x" as HTML).isEmpty)
    }
}

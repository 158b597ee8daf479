import Testing

@testable import LegibleReport

@Suite struct MarkupTextTests {
    /// What XML 1.0 allows and HTML reads as text, kept; markup characters as entities; what XML forbids
    /// (controls but tab and line breaks, U+FFFE, U+FFFF) as U+FFFD.
    @Test(arguments: [
        ("#767676 4.5:1 s11-000@3x.png", "#767676 4.5:1 s11-000@3x.png"),
        ("café ✓ 😀 \u{FFFD} \u{FF01}", "café ✓ 😀 \u{FFFD} \u{FF01}"),
        ("<img src=x onerror=alert(1)>", "&lt;img src=x onerror=alert(1)&gt;"),
        ("a & \"b\" 'c'", "a &amp; &quot;b&quot; &apos;c&apos;"),
        ("tab\there\nline\r", "tab\there\nline\r"),
        ("bell\u{07} nul\u{00} \u{FFFE}\u{FFFF}", "bell\u{FFFD} nul\u{FFFD} \u{FFFD}\u{FFFD}"),
    ])
    func escapes(_ text: String, _ expected: String) {
        #expect(MarkupText.escape(text) == expected)
    }
}

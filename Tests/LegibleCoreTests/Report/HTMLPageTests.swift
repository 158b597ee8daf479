import Testing

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

import Testing

@testable import LegibleColor

@Suite struct APCAContrastTests {
    /// apca-w3 0.1.9 test/index.js values, and black/white (reference B §2.2).
    @Test(arguments: [
        ("#888", "#fff", 63.056), ("#fff", "#888", -68.541), ("#000", "#aaa", 58.146), ("#aaa", "#000", -56.241),
        ("#123", "#def", 91.668), ("#def", "#123", -93.068), ("#000", "#fff", 106.04), ("#fff", "#000", -107.88),
    ])
    func publishedValues(text: String, background: String, expected: Double) throws {
        let lc = APCAContrast.lc(text: try ColorParser.parse(text), background: try ColorParser.parse(background))
        #expect(approximatelyEqual(lc, expected, tolerance: 0.01))
    }

    @Test func identicalColorsHaveNoContrast() {
        #expect(APCAContrast.lc(text: .white, background: .white) == 0)
    }
}

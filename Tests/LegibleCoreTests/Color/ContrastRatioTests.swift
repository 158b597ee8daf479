import Testing

@testable import LegibleColor

@Suite struct ContrastRatioTests {
    /// Vectors computed from WCAG's definition (reference B §2.1), incl. the famous #767676 on white.
    @Test(arguments: [
        ("#007AFF", "#FFFFFF", 4.017), ("#0040DD", "#FFFFFF", 7.561), ("#0A84FF", "#000000", 5.757),
        ("#409CFF", "#000000", 7.417), ("#0A84FF", "#1C1C1E", 4.665), ("#FF3B30", "#FFFFFF", 3.547),
        ("#D70015", "#FFFFFF", 5.384), ("#767676", "#FFFFFF", 4.542), ("#949494", "#FFFFFF", 3.033),
    ])
    func wcagVectors(foreground: String, background: String, expected: Double) throws {
        let ratio = ContrastRatio(try ColorParser.parse(foreground), try ColorParser.parse(background))
        #expect(approximatelyEqual(ratio.value, expected, tolerance: 0.0005))
    }

    @Test func blackOnWhiteIsTwentyOne() {
        #expect(approximatelyEqual(ContrastRatio(SRGBColor.black, .white).value, 21, tolerance: 1e-12))
        #expect(ContrastRatio(SRGBColor.white, .white).value == 1)
    }

    @Test(arguments: ColorAideReferences.shared.pairs)
    func matchesColorAide(pair: ColorAideReferences.Pair) throws {
        let a = try ColorParser.parse(pair.a)
        let b = try ColorParser.parse(pair.b)
        let ratio = ContrastRatio(a, b).value
        #expect(approximatelyEqual(ratio, pair.wcag_contrast, tolerance: 1e-9))
        // ColorAide's own contrast uses the unrounded XYZ Y row instead of WCAG's 0.2126/0.7152/0.0722.
        #expect(approximatelyEqual(ratio, pair.contrast, tolerance: 2e-4 * pair.contrast))
        #expect(ContrastRatio(a, b) == ContrastRatio(b, a))
    }

    @Test(arguments: ColorAideReferences.shared.singles)
    func luminanceMatchesColorAide(single: ColorAideReferences.Single) throws {
        let color = try ColorParser.parse(single.hex)
        #expect(approximatelyEqual(color.relativeLuminance, single.wcag_luminance, tolerance: 1e-12))
        #expect(approximatelyEqual(color.relativeLuminance, single.luminance, tolerance: 1e-4))
        let linear = color.linear
        #expect(approximatelyEqual(linear.red, single.linear[0], tolerance: 1e-12))
        #expect(approximatelyEqual(linear.green, single.linear[1], tolerance: 1e-12))
        #expect(approximatelyEqual(linear.blue, single.linear[2], tolerance: 1e-12))
    }

    @Test func neverRoundsBeforeComparing() {
        #expect(!ContrastRatio(value: 4.499).meets(4.5))
        #expect(ContrastRatio(value: 4.5).meets(4.5))
        #expect(!ContrastRatio(value: 2.9999).meets(3))
    }

    @Test(arguments: [(4.499, "4.49"), (4.5, "4.50"), (4.5499, "4.54"), (21, "21.00"), (1.0999, "1.09"), (3.05, "3.05")])
    func truncatesForDisplay(value: Double, text: String) {
        #expect(ContrastRatio.truncated(value) == text)
    }

    @Test func byteTableMatchesTheFormula() {
        for code in 0..<256 {
            #expect(SRGBTransfer.linearFromByte[code] == SRGBTransfer.decode(Double(code) / 255))
        }
    }

    @Test func encodeTableRoundTripsEveryByte() {
        SRGBTransfer.byteFromLinear.withUnsafeBufferPointer { table in
            for code in 0..<256 {
                let linear = SRGBTransfer.linearFromByteFloat[code]
                #expect(SRGBTransfer.byte(fromLinear: linear, table: table) == UInt8(code))
            }
        }
    }
}

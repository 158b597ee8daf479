import Testing

@testable import LegibleColor

@Suite struct AlphaCompositingTests {
    @Test(arguments: ColorAideReferences.shared.composites.indices)
    func sourceOverMatchesColorAide(index: Int) throws {
        let reference = ColorAideReferences.shared.composites[index]
        let result = try ColorParser.parse(reference.foreground).composited(over: try ColorParser.parse(reference.background))
        #expect(approximatelyEqual(result.red, reference.result[0], tolerance: 1e-9))
        #expect(approximatelyEqual(result.green, reference.result[1], tolerance: 1e-9))
        #expect(approximatelyEqual(result.blue, reference.result[2], tolerance: 1e-9))
        #expect(result.alpha == 1)
    }

    @Test func opaqueBackgroundGivesOneRatio() throws {
        let range = ContrastRange.overUnknownBackdrop(
            foreground: try ColorParser.parse("rgb(0 0 0 / 0.5)"), background: try ColorParser.parse("#ffffff"))
        #expect(range.isExact)
        // 50% black over white is #808080 (gamma-space blend), not the linear-light mid grey.
        let expected = ContrastRatio(SRGBColor(red: 0.5, green: 0.5, blue: 0.5), .white)
        #expect(approximatelyEqual(range.minimum.value, expected.value, tolerance: 1e-12))
    }

    /// Lea Verou's contrast-ratio: a translucent white background over black and over white.
    @Test func translucentBackgroundGivesARangeFromBlackAndWhiteBackdrops() throws {
        let background = try ColorParser.parse("#ffffff80")
        let text = SRGBColor.black
        let range = ContrastRange.overUnknownBackdrop(foreground: text, background: background)
        let onBlack = ContrastRatio(text, background.composited(over: .black))
        let onWhite = ContrastRatio(text, background.composited(over: .white))
        #expect(approximatelyEqual(range.minimum.value, onBlack.value, tolerance: 1e-12))
        #expect(approximatelyEqual(range.maximum.value, onWhite.value, tolerance: 1e-12))
        #expect(!range.isExact)
    }

    @Test func rangeReachesOneWhenSomeBackdropMatchesTheText() throws {
        let range = ContrastRange.overUnknownBackdrop(
            foreground: try ColorParser.parse("#777777"), background: try ColorParser.parse("#88888840"))
        #expect(range.minimum.value == 1)
        #expect(range.maximum.value > 3)
    }

    /// With both translucent, the grey sweep must bracket what any sampled backdrop gives.
    @Test func bothTranslucentBracketsEverySampledBackdrop() throws {
        let foreground = try ColorParser.parse("#1e90ffb0")
        let background = try ColorParser.parse("#fafafa66")
        let range = ContrastRange.overUnknownBackdrop(foreground: foreground, background: background)
        for code in stride(from: 0, through: 255, by: 15) {
            let backdrop = RGBA8(UInt8(code), UInt8(255 - code), UInt8(code / 2)).color
            let behind = background.composited(over: backdrop)
            let ratio = ContrastRatio(foreground.composited(over: behind), behind)
            #expect(ratio.value >= range.minimum.value - 0.05)
            #expect(ratio.value <= range.maximum.value + 0.05)
        }
    }
}

import Testing

@testable import LegibleColor
@testable import LegibleScan

/// How thin text's colour is recovered from its blends with the background. Expected ratios are
/// ColorAide's (`Color(a).contrast(b, method="wcag21")`), not Legible's.
@Suite struct RunMeasurementTests {
    /// White or black text blended with its background at 0.9 and 0.85 coverage, as 1-px stems at 1x are,
    /// is taken for white or black: white on #767676 is 4.542:1, black on it 4.623:1 (ColorAide).
    @Test(arguments: [(RGBA8(0xf1, 0xf1, 0xf1), 4.542), (RGBA8(0x12, 0x12, 0x12), 4.623)])
    func blendsOfWhiteOrBlackAreTakenForThem(measured: RGBA8, expected: Double) throws {
        let ratio = try #require(RunMeasurement.whiteOrBlackBlend(measured, on: RGBA8(0x76, 0x76, 0x76)))
        #expect(abs(ratio.value - expected) < 0.005)
    }

    /// The "36% OFF" badge of a real paywall: white 10-pt text at 1x on #018474 whose strokes reach only
    /// #e6f2f1; white on #018474 is 4.612:1 (ColorAide).
    @Test func aWhiteBadgeLabelAtOneXIsWhite() throws {
        let ratio = try #require(RunMeasurement.whiteOrBlackBlend(RGBA8(0xe6, 0xf2, 0xf1), on: RGBA8(0x01, 0x84, 0x74)))
        #expect(abs(ratio.value - 4.612) < 0.005)
    }

    /// A grey on white points at black only half-way (it is a grey, not a blend of black); a blend that
    /// leaves the cube at a colour other than white or black is no evidence of either.
    @Test(arguments: [(RGBA8(0x89, 0x89, 0x89), RGBA8(0xff, 0xff, 0xff)), (RGBA8(0xe6, 0xa0, 0xa0), RGBA8(0x01, 0x84, 0x74)),
                      (RGBA8(0x77, 0x76, 0x73), RGBA8(0xf3, 0xf1, 0xec))])
    func otherColoursAreTakenAsMeasured(measured: RGBA8, background: RGBA8) {
        #expect(RunMeasurement.whiteOrBlackBlend(measured, on: background) == nil)
    }
}

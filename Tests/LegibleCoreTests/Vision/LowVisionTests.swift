import Foundation
import Testing

@testable import LegibleColor
@testable import LegibleImaging
@testable import LegibleVision

@Suite struct LowVisionTests {
    /// σ = ½′·√((X/20)² − 1) in pixels: one arcminute at 40 cm is 40·tan(1′) = 0.0116355 cm = 0.00458091 in,
    /// 0.732946 points at 160 per inch; worked by hand for two acuities and two scales.
    @Test(arguments: [(70.0, 1.0, 1.22920), (70.0, 3.0, 3.68761), (200.0, 1.0, 3.64636), (200.0, 3.0, 10.93909)])
    func blurWidthFollowsTheFormula(acuity: Double, scale: Double, sigma: Double) {
        #expect(approximatelyEqual(LowVision(acuity: acuity).blurSigma(scale: scale), sigma, tolerance: 1e-3))
        #expect(LowVision(acuity: 20).blurSigma(scale: scale) == 0)
    }

    @Test(arguments: [("20/70", 70.0), ("6/60", 200.0), ("200", 200.0)])
    func acuitiesParse(text: String, denominator: Double) {
        #expect(LowVision(parsing: text)?.acuity == denominator)
    }

    @Test(arguments: ["20/10", "fast", "0/70", "20/"])
    func nonsenseIsRefused(text: String) {
        #expect(LowVision(parsing: text) == nil)
    }

    /// The blur applied has the variance the model asks for: a one-pixel line spreads into a profile whose
    /// second moment is σ² plus the pixel's own 1/12.
    @Test func theAppliedBlurHasTheModelsWidth() {
        let width = 121
        var buffer = PixelBuffer(width: width, height: 9, filledWith: RGBA8(0, 0, 0))
        for y in 0..<9 { buffer[60, y] = RGBA8(255, 255, 255) }
        let model = LowVision(acuity: 100)
        let blurred = model.simulate(buffer, scale: 2)
        let profile = (0..<width).map { SRGBTransfer.linearFromByte[Int(blurred[$0, 4].r)] }
        let total = profile.reduce(0, +)
        let variance = profile.enumerated().reduce(0) { $0 + $1.element * Double(($1.offset - 60) * ($1.offset - 60)) } / total
        let sigma = model.blurSigma(scale: 2)
        #expect(approximatelyEqual(variance, sigma * sigma + 1.0 / 12, tolerance: 0.05 * sigma * sigma))
        #expect(approximatelyEqual(total, 1, tolerance: 0.02))
    }

    /// A text stroke of one point at 3x (3 px, a regular weight at 12 pt) is gone at 20/200 (under 1.2:1
    /// anywhere) and still there at 20/40.
    @Test func strokesVanishAt20Over200() {
        var buffer = PixelBuffer(width: 120, height: 80, filledWith: RGBA8(255, 255, 255))
        for y in 10..<70 { for x in 59..<62 { buffer[x, y] = RGBA8(0, 0, 0) } }
        func worst(_ image: PixelBuffer) -> Double {
            (0..<image.width).map { ContrastRatio(image[$0, 40].color, SRGBColor(red: 1, green: 1, blue: 1)).value }.max()!
        }
        #expect(worst(LowVision(acuity: 200).simulate(buffer, scale: 3)) < 1.2)
        #expect(worst(LowVision(acuity: 40).simulate(buffer, scale: 3)) > 2)
    }

    /// Contrast loss halves each channel's departure from the image's mean in linear light.
    @Test func contrastLossPullsTowardsTheMean() {
        var buffer = PixelBuffer(width: 2, height: 1, filledWith: RGBA8(0, 0, 0))
        buffer[1, 0] = RGBA8(255, 255, 255)
        let flat = LowVision(acuity: 20, contrastLoss: 0.5).simulate(buffer, scale: 1)
        #expect(approximatelyEqual(SRGBTransfer.linearFromByte[Int(flat[0, 0].r)], 0.25, tolerance: 0.005))
        #expect(approximatelyEqual(SRGBTransfer.linearFromByte[Int(flat[1, 0].r)], 0.75, tolerance: 0.005))
    }
}

import Foundation
import Testing

@testable import LegibleCore

@Suite struct ScreenshotScannerTests {
    /// A 300×120 canvas with `fill`, and helpers to paint on it.
    struct Canvas {
        var buffer: PixelBuffer

        init(_ fill: RGBA8, width: Int = 300, height: Int = 120) {
            buffer = PixelBuffer(width: width, height: height, filledWith: fill)
        }

        mutating func rect(_ x: Int, _ y: Int, _ w: Int, _ h: Int, _ colour: RGBA8) {
            for yy in y..<(y + h) { for xx in x..<(x + w) { buffer[xx, yy] = colour } }
        }

        /// Five "glyphs" (letter-like bars with a counter) in a row, as a word stands in for text.
        mutating func word(x: Int, y: Int, height: Int, colour: RGBA8) {
            for letter in 0..<5 {
                let left = x + letter * (height * 3 / 4)
                rect(left, y, height / 6, height, colour)
                rect(left, y, height / 2, height / 6, colour)
                rect(left + height / 2 - height / 6, y, height / 6, height / 2, colour)
            }
        }
    }

    @Test func uniformImagesAndSpecksProduceNothing() {
        var canvas = Canvas(RGBA8(250, 250, 250))
        #expect(ScreenshotScanner().scan(canvas.buffer, file: "flat", scale: 1).isEmpty)
        canvas.rect(40, 40, 1, 1, RGBA8(0, 0, 0))
        canvas.rect(100, 60, 2, 1, RGBA8(0, 0, 0))
        #expect(ScreenshotScanner().scan(canvas.buffer, file: "specks", scale: 1).isEmpty)
    }

    @Test func separatorsAreNotJudged() {
        var canvas = Canvas(RGBA8(255, 255, 255))
        canvas.rect(0, 60, 300, 1, RGBA8(230, 230, 230))
        #expect(ScreenshotScanner().scan(canvas.buffer, file: "separator", scale: 1).isEmpty)
    }

    @Test func textOnAChipIsMeasuredAgainstTheChip() throws {
        var canvas = Canvas(RGBA8(255, 255, 255))
        canvas.rect(20, 20, 240, 80, RGBA8(0, 122, 255))
        canvas.word(x: 40, y: 45, height: 24, colour: RGBA8(255, 255, 255))
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "chip", scale: 1)
        let text = try #require(findings.first { $0.kind == .text })
        #expect(text.foreground == "#ffffff")
        #expect(text.background == "#007aff")
        #expect(abs((text.ratio ?? 0) - 4.017) < 0.001)
        #expect(text.verdict == .review || text.verdict == .fail || text.verdict == .pass)
        #expect(findings.filter { $0.kind == .text }.count == 1)
    }

    @Test func textOverAGradientIsAReviewWithARange() throws {
        var canvas = Canvas(RGBA8(255, 255, 255))
        for x in 0..<300 {
            let level = UInt8(255 - x * 200 / 299)
            canvas.rect(x, 0, 1, 120, RGBA8(level, level, level))
        }
        canvas.word(x: 40, y: 45, height: 24, colour: RGBA8(90, 90, 90))
        let text = try #require(ScreenshotScanner().scan(canvas.buffer, file: "gradient", scale: 1).first { $0.kind == .text })
        #expect(text.verdict == .review)
        #expect((text.ratioMax ?? 0) > (text.ratio ?? 0))
    }

    @Test(arguments: [("home@3x.png", 1179, 3.0, "filename"), ("a/b@2x.PNG", 100, 2.0, "filename"),
                      ("shot.png", 1170, 3.0, "width"), ("shot.png", 780, 2.0, "width"), ("shot.png", 1100, 1.0, "default")])
    func scaleEstimate(path: String, width: Int, scale: Double, source: String) {
        let estimate = ScaleEstimate.estimate(path: path, width: width, option: nil)
        #expect(estimate.scale == scale)
        #expect(estimate.source == source)
        #expect(ScaleEstimate.estimate(path: path, width: width, option: 1.5).scale == 1.5)
    }

    @Test func unreadableFilesBecomeErrorFindings() {
        let (file, findings) = ScreenshotScanner().scan(fileAt: Fixtures.path("png/broken/truncated.png"))
        #expect(file.error != nil)
        #expect(findings.count == 1)
        #expect(findings.first?.kind == .error)
        #expect(findings.first?.message?.contains("truncated.png") == true)
    }
}

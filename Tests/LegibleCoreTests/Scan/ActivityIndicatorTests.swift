import Foundation
import Testing

@testable import LegibleColor
@testable import LegibleFindings
@testable import LegibleImaging
@testable import LegibleScan

/// A spinner as iOS draws it at 2x (`UIActivityIndicatorView.medium`, 20 pt): eight capsules on a ring
/// around an empty centre, each a shade lighter than the one before. Its spokes are drawn, not read; rays
/// of one colour (a sun, a burst) or spokes around a disc are an icon and still judged.
@Suite struct ActivityIndicatorTests {
    /// Eight spokes 9 px long and 5 px wide, their inner ends 9 px from (cx, cy), in `shades`.
    static func spinner(on buffer: inout PixelBuffer, cx: Int, cy: Int, shades: [UInt8], disc: Bool = false) {
        for (spoke, shade) in shades.enumerated() {
            let angle = Double(spoke) * Double.pi / 4
            let (ux, uy) = (cos(angle), sin(angle))
            for y in (cy - 20)...(cy + 20) {
                for x in (cx - 20)...(cx + 20) {
                    let (dx, dy) = (Double(x - cx), Double(y - cy))
                    let along = dx * ux + dy * uy, across = abs(-dx * uy + dy * ux)
                    if along >= 9, along <= 18, across <= 2.5 { buffer[x, y] = RGBA8(shade, shade, shade) }
                }
            }
        }
        if disc {
            for y in (cy - 5)...(cy + 5) { for x in (cx - 5)...(cx + 5) where (x - cx) * (x - cx) + (y - cy) * (y - cy) <= 25 {
                buffer[x, y] = RGBA8(shades[0], shades[0], shades[0])
            } }
        }
    }

    static let graded: [UInt8] = [150, 165, 180, 195, 205, 215, 225, 235]

    /// Findings on or about a spinner at (100, 60) on a white 200 × 120 canvas.
    static func findings(shades: [UInt8], disc: Bool = false) -> [Finding] {
        var buffer = PixelBuffer(width: 200, height: 120, filledWith: RGBA8(255, 255, 255))
        spinner(on: &buffer, cx: 100, cy: 60, shades: shades, disc: disc)
        return ScreenshotScanner().scan(buffer, file: "spinner", scale: 2)
    }

    @Test func aSpinnersSpokesAreNotJudged() {
        #expect(Self.findings(shades: Self.graded).isEmpty)
    }

    @Test func raysOfOneColourOrAroundADiscAreStillJudged() {
        #expect(!Self.findings(shades: [UInt8](repeating: 190, count: 8)).isEmpty)
        #expect(!Self.findings(shades: Self.graded, disc: true).isEmpty)
    }
}

import Testing

@testable import LegibleColor
@testable import LegibleImaging
@testable import LegibleVision
@testable import LegibleScan

@Suite struct SmartInvertTests {
    /// A light screen with a photo-like block (many colours, textured) and a two-hue icon.
    static func screen() -> PixelBuffer {
        var buffer = PixelBuffer(width: 200, height: 160, filledWith: RGBA8(250, 250, 250))
        var state: UInt32 = 12345
        for y in 16..<112 {
            for x in 16..<112 {
                state = state &* 1_103_515_245 &+ 12345
                buffer[x, y] = RGBA8(UInt8(truncatingIfNeeded: state >> 8), UInt8(truncatingIfNeeded: state >> 16), UInt8(x + y))
            }
        }
        for y in 124..<148 {
            for x in 150..<174 { buffer[x, y] = x < 162 ? RGBA8(220, 40, 40) : RGBA8(40, 90, 220) }
        }
        return buffer
    }

    @Test func classicInvertsEveryChannelAndKeepsAlpha() {
        let buffer = PixelBuffer(width: 1, height: 1, filledWith: RGBA8(10, 200, 255, 128))
        #expect(ColorInversion.classic(buffer)[0, 0] == RGBA8(245, 55, 0, 128))
    }

    /// The photo and the icon keep their exact pixels; the rest is inverted.
    @Test func smartInvertKeepsThePhotoAndTheIcon() {
        let buffer = Self.screen()
        let (preview, note) = SmartInvertRegions.preview(of: buffer, scale: 1)
        // The scanner lists the two-hue square as decoration; either way it is kept.
        #expect(note.contains("photo 16,16 96×96") && note.contains("150,124 24×24"), "\(note)")
        for (x, y) in [(20, 20), (100, 100), (60, 60), (155, 130), (170, 140)] { #expect(preview[x, y] == buffer[x, y], "\(x),\(y)") }
        for (x, y) in [(5, 5), (190, 10), (140, 150)] { #expect(preview[x, y] == RGBA8(5, 5, 5), "\(x),\(y)") }
    }

    /// A single-colour icon is a template image: inverted with the rest.
    @Test func singleHueIconsAreInverted() {
        var buffer = PixelBuffer(width: 40, height: 40, filledWith: RGBA8(255, 255, 255))
        for y in 8..<32 { for x in 8..<32 where (x + y) % 3 != 0 { buffer[x, y] = RGBA8(30, 90, 200) } }
        #expect(!SmartInvertRegions.isFullColor(buffer, buffer.bounds))
        #expect(SmartInvertRegions.isFullColor(Self.screen(), PixelRect(x: 150, y: 124, width: 24, height: 24)))
    }

    @Test func aDarkScreenIsLeftAlone() {
        let buffer = PixelBuffer(width: 50, height: 50, filledWith: RGBA8(18, 18, 20))
        #expect(SmartInvertRegions.preview(of: buffer, scale: 1).0 == buffer)
        #expect(ColorInversion.classic(buffer) != buffer)
    }
}

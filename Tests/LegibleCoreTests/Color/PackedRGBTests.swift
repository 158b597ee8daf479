import Testing

@testable import LegibleColor

@Suite struct PackedRGBTests {
    /// The packed colour's channels and luminance are those of the same colour as RGBA8 and SRGBColor
    /// (whose luminance is checked against ColorAide), for every value of each channel.
    @Test func channelsAndLuminanceAgreeWithTheColourTypes() {
        for value in 0..<256 {
            let byte = UInt8(value)
            for colour in [RGBA8(byte, 0, 0), RGBA8(0, byte, 0), RGBA8(0, 0, byte), RGBA8(byte, 255 - byte, byte / 2)] {
                let packed = PackedRGB(red: colour.r, green: colour.g, blue: colour.b)
                #expect(packed.rgba8 == colour)
                #expect(packed.value == UInt32(colour.r) << 16 | UInt32(colour.g) << 8 | UInt32(colour.b))
                #expect(approximatelyEqual(packed.luminance, colour.color.relativeLuminance, tolerance: 1e-12))
            }
        }
    }

    @Test func squaredDistanceAndOrder() {
        let colour = PackedRGB(0x102030)
        #expect(colour.squaredDistance(to: (0x10, 0x20, 0x30)) == 0)
        #expect(colour.squaredDistance(to: (0x13, 0x1C, 0x30)) == 9 + 16)
        #expect(PackedRGB(0x0000FF) < PackedRGB(0x010000))
    }
}

import Testing

@testable import LegibleCore

@Suite struct DominantColorsTests {
    /// 60% white, 30% near-black text with anti-aliased greys, 10% a slightly-off white (ΔE < 2).
    static func sample() -> PixelBuffer {
        var buffer = PixelBuffer(width: 10, height: 10, filledWith: RGBA8(255, 255, 255))
        for x in 0..<10 {
            for y in 0..<3 { buffer[x, y] = RGBA8(20, 20, 20) }
            buffer[x, 3] = RGBA8(254, 254, 253)
        }
        buffer[0, 4] = RGBA8(120, 120, 120)
        buffer[1, 4] = RGBA8(180, 180, 180)
        return buffer
    }

    @Test func mergesNearIdenticalColoursIntoTheMostFrequent() {
        let groups = DominantColors().groups(in: Self.sample())
        #expect(groups.first?.color == RGBA8(255, 255, 255))
        #expect(groups.first?.count == 68)  // 58 white + 10 near-white
        #expect(groups[1].color == RGBA8(20, 20, 20))
        #expect(groups[1].count == 30)
        #expect(groups.map(\.count).reduce(0, +) == 100)
        #expect(abs(groups.map(\.share).reduce(0, +) - 1) < 1e-12)
    }

    @Test func isDeterministicAndRegionLimited() {
        let clustering = DominantColors()
        let buffer = Self.sample()
        #expect(clustering.groups(in: buffer) == clustering.groups(in: buffer))
        let top = clustering.groups(in: buffer, rect: PixelRect(x: 0, y: 0, width: 10, height: 3))
        #expect(top == [ColorShare(color: RGBA8(20, 20, 20), count: 30, share: 1)])
    }

    @Test func skipsTransparentPixelsAndEmptyRegions() {
        let clear = PixelBuffer(width: 4, height: 4, filledWith: RGBA8(0, 0, 0, 0))
        #expect(DominantColors().groups(in: clear).isEmpty)
        #expect(DominantColors().groups(in: clear, rect: PixelRect(x: 10, y: 10, width: 3, height: 3)).isEmpty)
    }
}

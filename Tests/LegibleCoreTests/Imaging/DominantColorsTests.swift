import Testing

@testable import LegibleColor
@testable import LegibleImaging

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

    @Test func mergesNearIdenticalColorsIntoTheMostFrequent() {
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

@Suite struct DominantColorsReferenceTests {
    /// The windowed search must give exactly what comparing every colour with every group gives.
    @Test(arguments: [1, 2, 3, 4])
    func matchesTheAllPairsDefinition(seed: UInt64) {
        var state = seed &* 0x9E37_79B9_7F4A_7C15
        func next() -> UInt32 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: state >> 33)
        }
        // Clustered colours (so merges happen) with repeats of varied frequency.
        var packed: [UInt32] = []
        for _ in 0..<3000 {
            let base = [0xF0EAF2, 0x202020, 0x3366CC, 0xFF8800, 0x888888][Int(next() % 5)]
            let jitter = { (shift: UInt32) -> UInt32 in (UInt32(base) >> shift & 0xFF) &+ next() % 9 &- 4 }
            let color = min(jitter(16), 255) << 16 | min(jitter(8), 255) << 8 | min(jitter(0), 255)
            packed += Array(repeating: color, count: Int(next() % 4) + 1)
        }
        let fast = DominantColors(maximumGroups: 40).groups(ofPackedRGB: packed.map(PackedRGB.init))

        // The definition: most frequent first; each colour joins the first-created group within ΔE00 < 2.
        var counts: [UInt32: Int] = [:]
        for color in packed { counts[color, default: 0] += 1 }
        let histogram = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        var groups: [(rgb: UInt32, lab: CIELab, count: Int)] = []
        for (rgb, count) in histogram {
            if groups.count == 40 && count == 1 { break }
            let lab = CIELab(RGBA8(UInt8(rgb >> 16), UInt8(rgb >> 8 & 0xFF), UInt8(rgb & 0xFF)).color)
            if let index = groups.firstIndex(where: { CIEDE2000.difference($0.lab, lab) < 2 }) {
                groups[index].count += count
            } else if groups.count < 40 {
                groups.append((rgb, lab, count))
            }
        }
        let expected = groups.map { (RGBA8(UInt8($0.rgb >> 16), UInt8($0.rgb >> 8 & 0xFF), UInt8($0.rgb & 0xFF)), $0.count) }
            .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0.hex < $1.0.hex }
        #expect(fast.map(\.color) == expected.map(\.0))
        #expect(fast.map(\.count) == expected.map(\.1))
    }

    /// The histogram counts runs first, or sorts every value when there are hardly any runs; either
    /// way it must equal plain counting.
    @Test(arguments: [("runs", 3), ("noise", 1), ("small", 1)])
    func histogramEqualsCounting(kind: String, repeats: Int) {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt32 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: state >> 33)
        }
        var packed: [UInt32] = []
        for _ in 0..<(kind == "small" ? 40 : 20_000) {
            let color = kind == "runs" ? [0xFFFFFF, 0x101010, 0x3366CC][Int(next() % 3)] : next() & 0xFFFFFF
            packed += Array(repeating: color, count: repeats + Int(next() % 3))
        }
        var counts: [UInt32: Int] = [:]
        for color in packed { counts[color, default: 0] += 1 }
        let expected = counts.sorted { $0.key < $1.key }
        let histogram = DominantColors.histogram(ofPackedRGB: packed.map(PackedRGB.init))
        #expect(histogram.map(\.rgb.value) == expected.map(\.key))
        #expect(histogram.map(\.count) == expected.map { $0.value })
    }
}

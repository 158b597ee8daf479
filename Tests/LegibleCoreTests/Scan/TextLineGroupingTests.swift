import Testing

@testable import LegibleScan

@Suite struct TextLineGroupingTests {
    /// An ink component on background region 0, `share` of its box inked.
    static func component(_ x: Int, _ y: Int, _ width: Int, _ height: Int, share: Double = 0.4) -> InkComponents.Component {
        var neighbours = RegionCounts()
        neighbours.add(0, count: 2 * (width + height))
        return InkComponents.Component(bounds: PixelBounds(minX: x, minY: y, maxX: x + width - 1, maxY: y + height - 1),
                                       pixelCount: Int(share * Double(width * height)), neighbours: neighbours)
    }

    static func lines(_ components: [InkComponents.Component]) -> [[Int]] {
        TextLineGrouping().group(components, including: components.map { _ in true }, alone: components.map { _ in false })
            .map { $0.members.sorted() }
    }

    /// A name and its caption beside a portrait (PersonView of a film app at 2x: a 142 × 224 px photo cut out
    /// on the page, a 31 px high name 35 px to its right) are lines of their own, not marks following the photo.
    @Test func lettersAfterALargeLoneShapeStartTheirOwnLine() {
        let portrait = Self.component(0, 0, 142, 224)
        let name = (0..<6).map { Self.component(177 + 27 * $0, 27, 25, 31) }
        let caption = (0..<5).map { Self.component(176 + 14 * $0, 83, 12, 17) }
        let lines = Self.lines([portrait] + name + caption)
        #expect(lines.contains([0]), "\(lines)")
        #expect(lines.contains(Array(1...6)), "\(lines)")
        #expect(lines.contains(Array(7...11)), "\(lines)")
    }

    /// A flat mark (a hyphen) or a dot after a narrow glyph still follows a lone glyph: "8-bit", "1.".
    @Test func aHyphenOrADotFollowsALoneGlyph() {
        let eight = Self.component(0, 0, 20, 30)
        let hyphen = Self.component(24, 16, 10, 3, share: 1)
        #expect(Self.lines([eight, hyphen]) == [[0, 1]])
        let one = Self.component(0, 0, 10, 30)
        let dot = Self.component(13, 26, 4, 4, share: 0.8)
        #expect(Self.lines([one, dot]) == [[0, 1]])
    }

    /// A character drawn as several shapes, one inside another's extent (the 口 inside 可's stroke at the end of
    /// a Japanese placeholder at 3x), is part of its line, not a square of its own; a tick inside a lone
    /// checkbox's frame stays apart from it.
    @Test func aShapeInsideOneOfTheLinesGlyphsJoinsTheLine() {
        let before = (0..<3).map { Self.component(62 * $0, 0, 58, 60) }
        let stroke = Self.component(186, 2, 58, 58, share: 0.2)
        let square = Self.component(192, 18, 20, 24, share: 0.3)
        #expect(Self.lines(before + [stroke, square]) == [[0, 1, 2, 3, 4]])
        let checkbox = Self.component(0, 0, 30, 30, share: 0.2)
        let tick = Self.component(6, 8, 18, 14, share: 0.3)
        #expect(Self.lines([checkbox, tick]).count == 2)
    }
}

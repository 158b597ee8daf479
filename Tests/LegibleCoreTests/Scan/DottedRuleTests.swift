import Testing

@testable import LegibleImaging
@testable import LegibleScan

@Suite struct DottedRuleTests {
    /// A component `size` pixels square at `x`, `y`.
    static func mark(x: Int, y: Int, size: Int) -> InkComponents.Component {
        InkComponents.Component(bounds: PixelBounds(minX: x, minY: y, maxX: x + size - 1, maxY: y + size - 1), pixelCount: size * size)
    }

    /// A row of `count` dots `size` pixels across, `gap` apart, starting at x 10.
    static func row(_ count: Int, size: Int, gap: Int, y: Int = 40) -> [InkComponents.Component] {
        (0..<count).map { mark(x: 10 + $0 * (size + gap), y: y, size: size) }
    }

    /// A dotted underline at 2x (Trac's: 2×2 dots, 2 px apart) is a rule, wherever a descender breaks it
    /// into runs of six or more; an ellipsis, a row of page dots and dots unevenly spaced are not.
    @Test func rowsOfSmallEvenlySpacedDotsAreRules() {
        #expect(DottedRule.dots(among: Self.row(9, size: 2, gap: 2), scale: 2).count == 9)
        #expect(DottedRule.dots(among: Self.row(3, size: 2, gap: 2), scale: 2).isEmpty)
        #expect(DottedRule.dots(among: Self.row(7, size: 16, gap: 16), scale: 2).isEmpty)
        let uneven = [0, 4, 8, 15, 19, 30, 34].map { Self.mark(x: 10 + $0, y: 40, size: 2) }
        #expect(DottedRule.dots(among: uneven, scale: 2).isEmpty)
        // Two runs of six, parted where a descender met the underline, and a stray full stop above them.
        let broken = Self.row(6, size: 2, gap: 2) + Self.row(6, size: 2, gap: 2).map {
            Self.mark(x: $0.minX + 60, y: $0.minY, size: 2)
        } + [Self.mark(x: 20, y: 30, size: 2)]
        #expect(DottedRule.dots(among: broken, scale: 2) == Set(0..<12))
    }
}

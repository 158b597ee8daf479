import Testing

@testable import LegibleColor
@testable import LegibleImaging
@testable import LegibleScan

/// The rows of a steep vertical gradient are one backdrop; the anti-aliased edge of a flat shape is not
/// part of the fill it borders. Geometry of a 1x web page: a 160×60 white page, bars 120 px wide.
@Suite struct VerticalRampTests {
    static let white = RGBA8(255, 255, 255)

    /// `rows` colours top to bottom, each a full-width row of a 120-px bar from x = 20, y = 10.
    static func page(bar rows: [RGBA8]) -> PixelBuffer {
        var buffer = PixelBuffer(width: 160, height: 60, filledWith: white)
        for (index, color) in rows.enumerated() {
            for x in 20..<140 { buffer[x, 10 + index] = color }
        }
        return buffer
    }

    static func layer(_ buffer: PixelBuffer) -> BackgroundLayer {
        BackgroundLayer(runs: ColorRuns(buffer), minimumArea: 300, minimumThickness: 2.5)
    }

    static func region(at x: Int, _ y: Int, in layer: BackgroundLayer) -> Int32 {
        var region: Int32 = -1
        layer.runs.forEachRun(ofRow: y, from: x, to: x + 1) { run, _, _ in region = layer.regionOfRun[run] }
        return region
    }

    /// jQuery UI's le-frog header: 24 rows from #619b32 down to #378200, 2–5 levels a row, and white text
    /// (bars, with gaps between them) across the middle rows. The whole bar is one background region,
    /// marked as a gradient, the gaps between the letters included.
    @Test func aSteepGradientIsOneBackdrop() {
        let rows = (0..<24).map { (row: Int) -> RGBA8 in
            RGBA8(UInt8(97 - 42 * row / 23), UInt8(155 - 25 * row / 23), UInt8(50 - 50 * row / 23))
        }
        var buffer = Self.page(bar: rows)
        for letter in stride(from: 30, to: 120, by: 8) {
            for y in 16..<28 { for x in letter..<(letter + 4) { buffer[x, y] = Self.white } }
        }
        let layer = Self.layer(buffer)
        let bar = Self.region(at: 25, 10, in: layer)
        #expect(layer.isBackground[Int(bar)] && layer.regionIsGradient[Int(bar)])
        for y in 10..<34 {
            #expect(Self.region(at: 25, y, in: layer) == bar, "row \(y)")
            #expect(Self.region(at: 36, y, in: layer) == bar, "gap between letters, row \(y)")
        }
        #expect(Self.region(at: 31, 20, in: layer) != bar)
    }

    /// A faint flat pill (#f3f3f3 on white) whose top and bottom rims are anti-aliased over one row
    /// (#f9f9f9): two steps of 6 levels the same way, as a gradient's rows step, but between two plateaus 12
    /// levels apart. Each rim row goes with the plateau above it; the pill and the page stay apart.
    @Test func anAntiAliasedRimIsNoGradient() {
        let rim = [RGBA8(249, 249, 249)]
        let fill = [RGBA8](repeating: RGBA8(243, 243, 243), count: 16)
        let layer = Self.layer(Self.page(bar: rim + fill + rim))
        let pill = Self.region(at: 60, 20, in: layer)
        let page = Self.region(at: 5, 5, in: layer)
        #expect(pill != page)
        #expect(Self.region(at: 60, 10, in: layer) == page)
        #expect(Self.region(at: 60, 27, in: layer) == pill)
        #expect(!layer.regionIsGradient[Int(pill)] && !layer.regionIsGradient[Int(page)])
    }

    /// jQuery UI's smoothness button: a #eeefef plateau, a band of two rows stepping down to #e7e7e7, then a
    /// slow ramp back up; "Invite user" across the band was split between the two plateaus. The plateaus are
    /// 7 levels apart, near enough to be one fill: the whole button is one backdrop.
    @Test func aGlossyBandIsOneBackdrop() {
        let top = [RGBA8](repeating: RGBA8(238, 239, 239), count: 10)
        let band = [RGBA8(234, 235, 235), RGBA8(231, 231, 231)]
        let ramp = (UInt8(232)..<242).map { (level: UInt8) -> RGBA8 in RGBA8(level, level, level) }
        let layer = Self.layer(Self.page(bar: top + band + ramp))
        let button = Self.region(at: 60, 10, in: layer)
        #expect(layer.isBackground[Int(button)] && layer.regionIsGradient[Int(button)])
        for y in 10..<32 { #expect(Self.region(at: 60, y, in: layer) == button, "row \(y)") }
    }

    /// A disc shaded in the same steps is a drawing's shape, not a fill of the UI: its rows stay ink, as the
    /// classifier and `DrawingCanvas` expect of an illustration. A bar with a box laid over one corner (a
    /// dialog over a table's head) is still a fill.
    @Test func aShadedDiscIsNoFillButAnOverlappedBarIs() {
        var disc = PixelBuffer(width: 160, height: 80, filledWith: Self.white)
        for y in -30...30 {
            for x in -30...30 where x * x + y * y <= 900 { disc[80 + x, 40 + y] = RGBA8(0xFE, UInt8(0x30 + 3 * (y + 30)), 0x8E) }
        }
        let discLayer = Self.layer(disc)
        #expect(!discLayer.regionIsGradient.contains(true))
        #expect(!discLayer.isBackground[Int(Self.region(at: 80, 40, in: discLayer))])

        let rows = (0..<24).map { (row: Int) -> RGBA8 in
            RGBA8(UInt8(97 - 42 * row / 23), UInt8(155 - 25 * row / 23), UInt8(50 - 50 * row / 23))
        }
        var bar = Self.page(bar: rows)
        for y in 0..<24 { for x in 100..<150 { bar[x, y] = RGBA8(40, 92, 0) } }
        let barLayer = Self.layer(bar)
        let fill = Self.region(at: 25, 20, in: barLayer)
        #expect(barLayer.isBackground[Int(fill)] && barLayer.regionIsGradient[Int(fill)])
        #expect(Self.region(at: 120, 30, in: barLayer) == fill)
    }
}

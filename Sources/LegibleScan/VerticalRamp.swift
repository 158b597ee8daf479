import LegibleColor

/// The colours of each row's long runs, to tell the rows of a vertical gradient from the edges of shapes.
///
/// A steep gradient (a jQuery UI header or button, a glossy bar) steps 3–6 levels from row to row, more
/// than `BackgroundLayer.tolerance`, so each row or two of it was a region of its own: thin, so ink, and
/// the text over it one vast piece of ink. A gradient's colour depends on the row alone, so every run of
/// a row that lies on it, the pieces between glyphs too, has the colour of the row's long runs; and down
/// each column its steps come in a ramp, each row moving the same way as the one before. The anti-aliased
/// rim of a flat shape is one or two steps between two plateaus: a lone rim row goes with the plateau
/// above, and the two plateaus join only when they are near enough to be one fill and the colour turns
/// back past them (the band across a glossy button).
struct VerticalRamp {
    private let runs: ColorRuns
    private let colors: [PackedRGB]
    /// Each row's colours in `colors`: a row that repeats the one above shares its range.
    private let colorsOfRow: [Range<Int>]

    /// Neighbouring rows of a gradient differ by at most this per channel.
    static let step: UInt32 = 6
    /// Neighbouring rows this close are one flat fill's dithering or noise (a blockquote's #f6f6f7 beside
    /// #f7f7f8), no step of a ramp.
    static let noise: UInt32 = 1
    /// A gradient's ramp is at least this many steps long.
    static let steps = 3
    /// Rows with more long colours than this are pictures, not fills: only the first are kept.
    static let colorsPerRow = 8

    /// - Parameter longRun: runs at least this long (pixels) give their row its colours.
    init(_ runs: ColorRuns, longRun: Int) {
        self.runs = runs
        var colors: [PackedRGB] = []
        var colorsOfRow: [Range<Int>] = []
        colorsOfRow.reserveCapacity(runs.height)
        let long = Int32(longRun)
        runs.withUnsafeRuns { start, end, color in
            for y in 0..<runs.height {
                if runs.repeatsRowAbove[y] {
                    colorsOfRow.append(colorsOfRow[y - 1])
                    continue
                }
                let first = colors.count
                for run in runs.runs(ofRow: y) where end[run] &- start[run] >= long {
                    guard colors.count - first < Self.colorsPerRow else { break }
                    if !colors[first...].contains(color[run]) { colors.append(color[run]) }
                }
                colorsOfRow.append(first..<colors.count)
            }
        }
        self.colors = colors
        self.colorsOfRow = colorsOfRow
    }

    /// How two touching runs join across rows.
    enum Join {
        /// Rows of one fill whose colour varies: a gradient, or a glossy bar's band between two plateaus
        /// within `BackgroundLayer.textureTolerance` of each other.
        case gradient
        /// A lone row between two plateaus further apart, a step from each the same way: the anti-aliased
        /// rim where a fill meets another (a faint card on a page). It goes with the plateau above; the
        /// plateaus stay apart.
        case edge
    }

    /// How `upper` on row `y - 1` and `lower` on row `y`, touching, join, where both are colours of their
    /// rows' long runs within `step` of each other: as rows of a gradient where the ramp goes on the same
    /// way down column `x` for `steps` steps in all, above and below, or for two before it turns back (a
    /// glossy band); as an edge where `upper` is a plateau and `lower` a lone row one more step from the
    /// plateau below it; nil otherwise.
    func join(_ upper: PackedRGB, _ lower: PackedRGB, row y: Int, column x: Int) -> Join? {
        guard Self.mayJoin(upper, lower), rowColors(y - 1).contains(upper), rowColors(y).contains(lower) else { return nil }
        let direction = Self.difference(upper, lower)
        func isStep(_ from: PackedRGB, _ to: PackedRGB) -> Bool {
            !BackgroundLayer.similar(from, to, within: Self.noise) && BackgroundLayer.similar(from, to, within: Self.step)
                && (direction &* Self.difference(from, to)).min() >= 0
        }
        var above = 0
        var (top, row) = (upper, y - 1)
        while 1 + above < Self.steps, let next = rowColor(row - 1, column: x), isStep(next, top) {
            (top, row, above) = (next, row - 1, above + 1)
        }
        var below = 0
        var bottom = lower
        row = y
        while 1 + above + below < Self.steps, let next = rowColor(row + 1, column: x), isStep(bottom, next) {
            (bottom, row, below) = (next, row + 1, below + 1)
        }
        if 1 + above + below >= Self.steps { return .gradient }
        // A glossy bar's band: two steps, then the colour turning back (two flat fills, a code span on a
        // blockquote, do not turn back), all within one fill's range.
        if 1 + above + below == 2 && BackgroundLayer.similar(top, bottom, within: BackgroundLayer.textureTolerance),
           let next = rowColor(row + 1, column: x), BackgroundLayer.similar(bottom, next, within: Self.step) {
            let move = direction &* Self.difference(bottom, next)
            if move.min() < 0 && move.max() <= 0 { return .gradient }
        }
        return above == 0 && below == 1 ? .edge : nil
    }

    /// Whether two colours are near enough for `join` to be asked: the labelling's cheap first test, as
    /// most contacts it asks about are a glyph's anti-aliased edge, far apart.
    @inline(__always) static func mayJoin(_ upper: PackedRGB, _ lower: PackedRGB) -> Bool {
        BackgroundLayer.similar(upper, lower, within: step)
    }

    /// The colour at column `x` of row `y`, where it is one of the row's long colours: nil off the image or on
    /// a glyph or anything else that is not the row's fill.
    private func rowColor(_ y: Int, column x: Int) -> PackedRGB? {
        guard y >= 0 && y < runs.height else { return nil }
        var color: PackedRGB?
        runs.forEachRun(ofRow: y, from: x, to: x + 1) { run, _, _ in color = runs.color[run] }
        return color.flatMap { rowColors(y).contains($0) ? $0 : nil }
    }

    private func rowColors(_ y: Int) -> ArraySlice<PackedRGB> {
        guard y >= 0 && y < colorsOfRow.count else { return [] }
        return colors[colorsOfRow[y]]
    }

    private static func difference(_ from: PackedRGB, _ to: PackedRGB) -> SIMD4<Int32> {
        SIMD4(Int32(to.red) - Int32(from.red), Int32(to.green) - Int32(from.green), Int32(to.blue) - Int32(from.blue), 0)
    }
}

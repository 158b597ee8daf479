import LegibleColor

/// The colours of each row's long runs, to tell the rows of a vertical gradient from the edges of shapes.
///
/// A steep gradient (a jQuery UI header or button, a glossy bar) steps 3–6 levels from row to row, more
/// than `BackgroundLayer.tolerance`, so each row or two of it was a region of its own: thin, so ink, and
/// the text over it one vast piece of ink. A gradient's colour depends on the row alone, so every run of
/// a row that lies on it, the pieces between glyphs too, has the colour of the row's long runs; and its
/// steps come in a ramp, each row moving the same way as the one before, where the anti-aliased edge of a
/// flat shape is one or two steps between two plateaus.
struct VerticalRamp {
    private let colors: [PackedRGB]
    private let firstColorOfRow: [Int]

    /// Neighbouring rows of a gradient differ by at most this per channel.
    static let step: UInt32 = 6
    /// A gradient's ramp is at least this many steps long.
    static let steps = 3
    /// Rows with more long colours than this are pictures, not fills: only the first are kept.
    static let colorsPerRow = 8

    /// - Parameter longRun: runs at least this long (pixels) give their row its colours.
    init(_ runs: ColorRuns, longRun: Int) {
        var colors: [PackedRGB] = []
        var firstColorOfRow = [0]
        firstColorOfRow.reserveCapacity(runs.height + 1)
        runs.withUnsafeRuns { start, end, color in
            for y in 0..<runs.height {
                let first = colors.count
                for run in runs.runs(ofRow: y) where end[run] - start[run] >= Int32(longRun) {
                    guard colors.count - first < Self.colorsPerRow else { break }
                    if !colors[first...].contains(color[run]) { colors.append(color[run]) }
                }
                firstColorOfRow.append(colors.count)
            }
        }
        self.colors = colors
        self.firstColorOfRow = firstColorOfRow
    }

    /// Whether `upper` on row `y - 1` and `lower` on row `y`, touching, are one step of a gradient: both
    /// are colours of their rows' long runs, within `step` of each other, and the ramp goes on the same way
    /// for `steps` steps in all, above and below.
    func joins(_ upper: PackedRGB, _ lower: PackedRGB, row y: Int) -> Bool {
        guard BackgroundLayer.similar(upper, lower, within: Self.step),
              rowColors(y - 1).contains(upper), rowColors(y).contains(lower) else { return false }
        let direction = Self.difference(upper, lower)
        func isStep(_ from: PackedRGB, _ to: PackedRGB) -> Bool {
            from != to && BackgroundLayer.similar(from, to, within: Self.step) && (direction &* Self.difference(from, to)).min() >= 0
        }
        var steps = 1
        var (color, row) = (upper, y - 1)
        while steps < Self.steps, let next = rowColors(row - 1).first(where: { isStep($0, color) }) {
            (color, row, steps) = (next, row - 1, steps + 1)
        }
        (color, row) = (lower, y)
        while steps < Self.steps, let next = rowColors(row + 1).first(where: { isStep(color, $0) }) {
            (color, row, steps) = (next, row + 1, steps + 1)
        }
        return steps >= Self.steps
    }

    private func rowColors(_ y: Int) -> ArraySlice<PackedRGB> {
        guard y >= 0 && y + 1 < firstColorOfRow.count else { return [] }
        return colors[firstColorOfRow[y]..<firstColorOfRow[y + 1]]
    }

    private static func difference(_ from: PackedRGB, _ to: PackedRGB) -> SIMD4<Int32> {
        SIMD4(Int32(to.red) - Int32(from.red), Int32(to.green) - Int32(from.green), Int32(to.blue) - Int32(from.blue), 0)
    }
}

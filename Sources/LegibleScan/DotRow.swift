/// A line whose members are dots of one size in a row: each about as wide as tall and within a tolerance of the
/// largest, filled as a disc or a rounded square is, and spaced some share of a dot apart. Page indicators and
/// the dots the system draws over a screen (`PageIndicator`, `SystemChrome`) are such rows, told apart by their
/// sizes, fills and spacing.
struct DotRow {
    /// The largest dot's width or height, pixels.
    let size: Int
    /// The narrowest and widest gap between neighbouring dots, pixels.
    let gaps: (smallest: Int, largest: Int)

    /// The row that the members of `line` make, or nil: dots `points` across at `scale`, within `sizeTolerance` of
    /// the largest (a share of it, and at least a pixel), covering `fill` of their boxes, with every gap
    /// `gapInDots` dots.
    init?(_ line: TextLineGrouping.Line, components: [InkComponents.Component], scale: Double, points: ClosedRange<Double>,
          fill: ClosedRange<Double>, sizeTolerance: Double, gapInDots: ClosedRange<Double>) {
        let dots = line.members.map { components[$0] }.sorted { $0.minX < $1.minX }
        let size = max(dots.map(\.width).max() ?? 0, dots.map(\.height).max() ?? 0)
        let tolerance = max(1, Int(sizeTolerance * Double(size)))
        guard points.contains(Double(size) / scale),
              dots.allSatisfy({ size - $0.width <= tolerance && size - $0.height <= tolerance && fill.contains($0.fill) }) else { return nil }
        let gaps = zip(dots, dots.dropFirst()).map { $1.minX - $0.maxX - 1 }
        guard let smallest = gaps.min(), let largest = gaps.max(),
              gapInDots.contains(Double(smallest) / Double(size)), gapInDots.contains(Double(largest) / Double(size)) else { return nil }
        (self.size, self.gaps) = (size, (smallest, largest))
    }

    /// Whether every gap is within half the smallest gap (or a pixel) of every other.
    var isEvenlySpaced: Bool {
        2 * (gaps.largest - gaps.smallest) <= max(gaps.smallest, 2)
    }
}

/// Whether one ink component is drawn as a disclosure chevron (›): two strokes meeting at a point on the
/// right, so that its top and bottom rows start at its left edge and its middle row reaches its right
/// edge and starts well inside; or as a picker's chevron (⌄), two strokes meeting at a point below, wider
/// than tall, its top row spanning it and its bottom row short and centred. A digit or letter alone at the
/// end of a row ("1" in a table cell, a "v", as wide as tall) is not.
struct DisclosureChevron {
    let isChevron: Bool
    /// Drawn pointing down (⌄): wider than tall, so the tests for a narrow mark at a row's end do not apply.
    let pointsDown: Bool
    /// Its top row spans it, as a closing bracket's bar does (`]`); a chevron's top is its stroke's end.
    let hasTopBar: Bool

    /// A picker's chevron is at least this much wider than tall; a lowercase v is about square.
    static let downwardAspect = 1.3

    init(component index: Int, ink: InkComponents, layer: BackgroundLayer) {
        let box = ink.components[index]
        guard box.width >= 3, let top = ink.columns(ofComponent: index, row: box.minY, in: layer),
              let bottom = ink.columns(ofComponent: index, row: box.maxY, in: layer),
              let centre = ink.columns(ofComponent: index, row: (box.minY + box.maxY) / 2, in: layer) else {
            (isChevron, pointsDown, hasTopBar) = (false, false, false)
            return
        }
        let width = Double(box.width)
        func at(_ x: Int) -> Double { Double(x - box.minX) / width }
        let pointsRight = at(top.low) <= 0.35 && at(bottom.low) <= 0.35 && at(centre.high) >= 0.8 && at(centre.low) >= 0.3
        // (`high` is one past the last column.)
        pointsDown = !pointsRight && width >= Self.downwardAspect * Double(box.height)
            && at(top.low) <= 0.2 && at(top.high) >= 0.8 && at(bottom.low) >= 0.3 && at(bottom.high) <= 0.7
            && (0.1...0.4).contains(at(centre.low)) && (0.6...0.9).contains(at(centre.high))
        isChevron = pointsRight || pointsDown
        hasTopBar = at(top.high) >= 0.8
    }
}

/// Whether one ink component is drawn as a disclosure chevron (›): two strokes meeting at a point on the
/// right, so that its top and bottom rows start at its left edge and its middle row reaches its right
/// edge and starts well inside; or as a picker's chevron (⌄, or a select's filled ▼), two strokes meeting at a
/// point below, wider than tall, its top row spanning it and its bottom row short and centred (or upside down, ⌃).
/// A digit or letter alone at the end of a row ("1" in a table cell, a "v", as wide as tall) is not.
struct DisclosureChevron {
    let isChevron: Bool
    /// Drawn pointing down (⌄) or up (⌃): wider than tall, so the tests for a narrow mark at a row's end do not
    /// apply.
    let pointsUpOrDown: Bool
    /// Its top row spans it, as a closing bracket's bar does (`]`); a chevron's top is its stroke's end.
    let hasTopBar: Bool
    /// Drawn as a filled triangle pointing right (▸, a tree's closed node): every row starts at its left edge, its top
    /// and bottom rows stop short of its middle, and its middle row reaches its right edge.
    let isFilledTriangle: Bool
    /// A right chevron whose top and bottom rows are its strokes' ends, short, on its left (›); a 2's arc and base,
    /// which may pass for a chevron's ends, span it.
    let hasShortEnds: Bool

    /// A picker's chevron is at least this much wider than tall; a lowercase v is about square.
    static let downwardAspect = 1.3

    init(component index: Int, ink: InkComponents, layer: BackgroundLayer) {
        let box = ink.components[index]
        guard box.width >= 3, let top = ink.columns(ofComponent: index, row: box.minY, in: layer),
              let bottom = ink.columns(ofComponent: index, row: box.maxY, in: layer),
              let centre = ink.columns(ofComponent: index, row: (box.minY + box.maxY) / 2, in: layer) else {
            (isChevron, pointsUpOrDown, hasTopBar, isFilledTriangle, hasShortEnds) = (false, false, false, false, false)
            return
        }
        let width = Double(box.width)
        func at(_ x: Int) -> Double { Double(x - box.minX) / width }
        let pointsRight = at(top.low) <= 0.35 && at(bottom.low) <= 0.35 && at(centre.high) >= 0.8 && at(centre.low) >= 0.3
        // (`high` is one past the last column.)
        // Its middle row runs between its two strokes, inside its ends. Strokes a third of its height (a web page's
        // 6 px chevron, anti-aliased) reach nearly to the sides there; such a chevron is told by a row two fifths of
        // the way from its wide end to its point that crosses both strokes but not the box's middle column (a "w"
        // has ink there). Pointing up (⌃, a section shown open) is the same shape upside down.
        func vee(wide: (low: Int, high: Int), point: (low: Int, high: Int), wideRow: Int, pointRow: Int) -> Bool {
            let crossRow = wideRow + (pointRow - wideRow) * 2 / 5
            let middle = box.minX + box.width / 2
            guard at(wide.low) <= 0.2 && at(wide.high) >= 0.8,
                  let cross = ink.columns(ofComponent: index, row: crossRow, in: layer) else { return false }
            if at(point.low) >= 0.3 && at(point.high) <= 0.7 && (0.1...0.4).contains(at(centre.low)) && (0.6...0.9).contains(at(centre.high)) {
                return true
            }
            var crossesMiddle = false
            layer.runs.forEachRun(ofRow: crossRow, from: middle, to: middle + 1) { run, _, _ in
                crossesMiddle = crossesMiddle || ink.component(ofRun: run) == Int32(index)
            }
            return at(point.low) >= 0.25 && at(point.high) <= 0.75 && at(cross.low) <= 0.4 && at(cross.high) >= 0.6 && !crossesMiddle
        }
        pointsUpOrDown = !pointsRight && width >= Self.downwardAspect * Double(box.height)
            && (vee(wide: top, point: bottom, wideRow: box.minY, pointRow: box.maxY)
                || vee(wide: bottom, point: top, wideRow: box.maxY, pointRow: box.minY))
        isChevron = pointsRight || pointsUpOrDown
        hasTopBar = at(top.high) >= 0.8
        isFilledTriangle = 5 * box.height >= 6 * box.width && [top, centre, bottom].allSatisfy { at($0.low) <= 0.2 }
            && at(top.high) <= 0.5 && at(bottom.high) <= 0.5 && at(centre.high) >= 0.8
        hasShortEnds = pointsRight && at(top.high) <= 0.6 && at(bottom.high) <= 0.6
    }
}

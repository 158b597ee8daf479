/// Whether one ink component is drawn as a disclosure chevron (›): two strokes meeting at a point on the
/// right, so that its top and bottom rows start at its left edge and its middle row reaches its right
/// edge and starts well inside. A digit or letter alone at the end of a row ("1" in a table cell) is not.
struct DisclosureChevron {
    let isChevron: Bool

    init(component index: Int, ink: InkComponents, layer: BackgroundLayer) {
        let box = ink.components[index]
        guard box.width >= 3, let top = ink.columns(ofComponent: index, row: box.minY, in: layer),
              let bottom = ink.columns(ofComponent: index, row: box.maxY, in: layer),
              let centre = ink.columns(ofComponent: index, row: (box.minY + box.maxY) / 2, in: layer) else {
            isChevron = false
            return
        }
        let width = Double(box.width)
        func at(_ x: Int) -> Double { Double(x - box.minX) / width }
        isChevron = at(top.low) <= 0.35 && at(bottom.low) <= 0.35 && at(centre.high) >= 0.8 && at(centre.low) >= 0.3
    }
}

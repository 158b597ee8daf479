import LegibleImaging

/// The marks that only separate the items of a row: a breadcrumb's "/" or "›" between its links (GLPI's "Home /
/// Administration / Entities", Keycloak's PatternFly "Realm › Clients › account"). The items say where they lead, so
/// WCAG 1.4.11 asks nothing of the marks; drawn lighter than the links, each is a span of its own, and they failed as
/// text at 4.5:1. A row has two or more of them, alike: a lone "/" or ">" between two words is as often an operator in
/// highlighted code, which is text.
enum RowSeparator {
    /// An item this many of the mark's heights away or nearer, on either side, is one it separates: breadcrumbs
    /// set their separator half a line to a line from each link.
    static let itemGap = 2.0
    /// Marks of one row differ in height by at most this share of the taller.
    static let sizeTolerance = 0.15

    enum Shape { case slash, chevron }

    /// The shape of one ink component drawn as a separator, or nil. A slash is taller than wide, its top row on its
    /// right half and its bottom row on its left, each a stroke's width (a "7" or a "y" has a top row across it or two
    /// strokes there). A chevron (›) is as tall as wide or taller, both its ends on its left half and its middle row
    /// reaching its right edge from well inside (a "2" or a "3" reaches right at its top too).
    static func shape(of index: Int, ink: InkComponents, layer: BackgroundLayer) -> Shape? {
        let box = ink.components[index]
        guard box.width >= 2, box.height >= box.width,
              let top = ink.columns(ofComponent: index, row: box.minY, in: layer),
              let bottom = ink.columns(ofComponent: index, row: box.maxY, in: layer),
              let middle = ink.columns(ofComponent: index, row: (box.minY + box.maxY) / 2, in: layer) else { return nil }
        let width = Double(box.width)
        func at(_ x: Int) -> Double { Double(x - box.minX) / width }
        // (`high` is one past the last column.)
        if 3 * box.height >= 5 * box.width, at(top.low) >= 0.5, at(bottom.high) <= 0.5 + 1 / width,
           top.high - top.low <= box.width / 2, bottom.high - bottom.low <= box.width / 2 {
            return .slash
        }
        if box.width >= 3, at(top.high) <= 0.55, at(bottom.high) <= 0.55, at(middle.low) >= 0.3, at(middle.high) >= 0.8 {
            return .chevron
        }
        return nil
    }

    /// The indices among `marks` (one-glyph text lines: each one's box and shape) that are separators: each between two
    /// items of its row (`texts` and `others`, the graphics; at least one of them text), within `itemGap` of its
    /// heights, with another such mark of its shape and height on the row.
    static func separators(_ marks: [(rect: PixelRect, shape: Shape)], texts: [PixelRect], others: [PixelRect]) -> Set<Int> {
        let between = marks.indices.filter { separates(marks[$0].rect, texts: texts, others: others) }
        return Set(between.filter { index in
            let (rect, shape) = marks[index]
            return between.contains { other in
                let (mate, mateShape) = marks[other]
                return other != index && mateShape == shape && SizeMatch.alike(mate.height, rect.height, within: sizeTolerance)
                    && abs((mate.y + mate.maxY) - (rect.y + rect.maxY)) <= max(mate.height, rect.height)
            }
        })
    }

    /// Whether a mark at `rect` stands between two items of its row, at least one of them text.
    private static func separates(_ rect: PixelRect, texts: [PixelRect], others: [PixelRect]) -> Bool {
        let centre = rect.y + rect.height / 2
        let gap = Int(itemGap * Double(rect.height))
        func onRow(_ item: PixelRect) -> Bool { item != rect && item.y <= centre && centre < item.maxY }
        func before(_ item: PixelRect) -> Bool { onRow(item) && item.maxX <= rect.x && rect.x - item.maxX <= gap }
        func after(_ item: PixelRect) -> Bool { onRow(item) && item.x >= rect.maxX && item.x - rect.maxX <= gap }
        let (textBefore, textAfter) = (texts.contains(where: before), texts.contains(where: after))
        return (textBefore || textAfter) && (textBefore || others.contains(where: before)) && (textAfter || others.contains(where: after))
    }
}

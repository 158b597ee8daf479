import LegibleColor

/// The shape of one ink component, read from the colour runs: what tells an outline (a container's
/// or a control's border, a table's rules) from the glyphs and icons it surrounds.
struct ComponentShape {
    /// Share of the component's pixels inside its box shrunk by a quarter of its smaller side on every
    /// side: about zero for a frame, rounded or not, whatever it holds.
    let innerShare: Double
    /// Share of its pixels on rows that span at least 90% of its width or columns that span at least
    /// 90% of its height: nearly all of a grid of rules.
    let straightShare: Double
    /// Whether one of those full rows or columns lies at its edge (within a tenth of its size): a grid
    /// has a frame or a rule at its top or bottom; a plus sign's bars cross in its middle.
    let ruledAtEdge: Bool
    /// Whether it is an empty box: nothing inside, a full row at its top or bottom and a full column at its
    /// left or right (a button's, a field's or a checkbox's frame; no letter is drawn so).
    let isBox: Bool

    /// Outlines are sparse: a frame or grid covers little of its box, a glyph or icon much more.
    static let outlineFill = 0.35
    /// The smallest side, in pixels, of a component worth examining: below it a frame is a glyph's size.
    static let smallestSide = 10

    /// Whether a component is a small square ring holding the colour of the backdrop around it: a ring whose inside
    /// is too small to be a fill of its own, so that the two are one mark (the square of an unchecked checkbox of 13–16
    /// points, or of a 2x web checkbox's 2-px ring). Its edge rows and columns are all ink (bar a larger square's rounded
    /// corners), and all of its inside, two pixels in, is the backdrop's colour within `hollowTolerance` levels. Such a
    /// mark joined its label's line as its first letter, or stood alone and was read as an icon.
    static func isHollowSquare(_ index: Int, layer: BackgroundLayer, ink: InkComponents) -> Bool {
        let component = ink.components[index]
        guard let around = hollowMarkBackdrop(component, layer: layer) else { return false }
        // Rounded corners leave a corner's pixels out of a larger square's edge: only the straight stretches between
        // them count. A smaller one's rounding is within its anti-aliasing, and a letter (a D) is as small.
        let corner = component.width >= roundedSides ? component.width / cornerShare : 0
        var (edgeInk, insideBackdrop, inside) = (0, 0, 0)
        ink.forEachRun(ofComponent: index, in: layer) { run, y, low, high in
            let isBackdrop = BackgroundLayer.similar(layer.runs.color[run], around, within: hollowTolerance)
            let edgeRow = y == component.minY || y == component.maxY
            let insideRow = y >= component.minY + 2 && y <= component.maxY - 2
            let straightRow = y >= component.minY + corner && y <= component.maxY - corner
            for x in low..<high {
                let straightColumn = x >= component.minX + corner && x <= component.maxX - corner
                if (edgeRow && straightColumn) || ((x == component.minX || x == component.maxX) && straightRow) {
                    edgeInk += isBackdrop ? 0 : 1
                } else if edgeRow || x == component.minX || x == component.maxX {
                    continue
                } else if insideRow && x >= component.minX + 2 && x <= component.maxX - 2 {
                    inside += 1
                    insideBackdrop += isBackdrop ? 1 : 0
                }
            }
        }
        // The edge rows' pixels, and the edge columns' between them (or, with no corner left out, below and above them).
        let perimeter = 2 * (component.width - 2 * corner) + 2 * (component.height - 2 * max(corner, 1))
        let interior = (component.width - 4) * (component.height - 4)
        return 10 * edgeInk >= 9 * perimeter && inside == interior && 10 * insideBackdrop >= 9 * inside
    }

    /// Whether a component is a small round ring holding the colour of the backdrop around it, its inside joined to it as
    /// a hollow square's is (`isHollowSquare`): the ring of an unselected radio button. Its edges' midpoints are ink, its
    /// box's corners (beyond `ringCornerReach` of its radius) are not, and nearly all of its inside (`ringInset` pixels
    /// in from its edge) is joined to it and is the backdrop's colour within `hollowTolerance` levels.
    static func isHollowRing(_ index: Int, layer: BackgroundLayer, ink: InkComponents) -> Bool {
        let component = ink.components[index]
        guard let around = hollowMarkBackdrop(component, layer: layer) else { return false }
        let (cx, cy) = (Double(component.minX + component.maxX) / 2, Double(component.minY + component.maxY) / 2)
        let radius = Double(min(component.width, component.height)) / 2
        var (corners, edges, insideBackdrop, inside) = (0, 0, 0, 0)
        ink.forEachRun(ofComponent: index, in: layer) { run, y, low, high in
            let isBackdrop = BackgroundLayer.similar(layer.runs.color[run], around, within: hollowTolerance)
            for x in low..<high {
                let (dx, dy) = (abs(Double(x) - cx), abs(Double(y) - cy))
                let distance = (dx * dx + dy * dy).squareRoot()
                if distance > radius * Self.ringCornerReach {
                    corners += 1
                } else if distance <= radius - Self.ringInset {
                    inside += 1
                    insideBackdrop += isBackdrop ? 1 : 0
                } else if (dx < 1 || dy < 1) && !isBackdrop {
                    edges += 1
                }
            }
        }
        let interior = Double.pi * (radius - Self.ringInset) * (radius - Self.ringInset)
        return corners == 0 && edges >= 4 && Double(inside) >= Self.ringInsideShare * interior && 10 * insideBackdrop >= 9 * inside
    }

    /// A ring's box corners lie beyond this many of its radii from its centre; its inside starts `ringInset` pixels in
    /// from its edge, and at least `ringInsideShare` of that inside is joined to it.
    static let ringCornerReach = 1.25
    static let ringInset = 2.5
    static let ringInsideShare = 0.8

    /// The colour of the backdrop around a mark of a checkbox's size and shape that is dense enough to hold its inside
    /// (a hollow square's or ring's), or nil for another mark.
    private static func hollowMarkBackdrop(_ component: InkComponents.Component, layer: BackgroundLayer) -> PackedRGB? {
        guard hollowSides.contains(component.width),
              SizeMatch.alike(component.width, component.height, within: BoundaryRole.checkboxSquareness),
              component.fill > outlineFill, let backdrop = component.mainBackground else { return nil }
        return layer.regionColor[Int(backdrop)]
    }

    /// Hollow squares are this many pixels across, and their inside this close to the backdrop in every channel.
    static let hollowSides = 8...64
    /// A checkbox this many pixels across or more has its corners rounded by at most this fraction of its side (a 2x
    /// web checkbox's 4 px of 28).
    static let roundedSides = 18
    static let cornerShare = 6
    static let hollowTolerance: UInt32 = 12

    /// Whether the component is worth examining: large enough and sparse enough to be a frame.
    static func mayBeOutline(_ component: InkComponents.Component) -> Bool {
        min(component.width, component.height) >= smallestSide
            && component.fill <= outlineFill
    }

    init(of component: InkComponents.Component, index: Int, layer: BackgroundLayer, ink: InkComponents) {
        let inset = min(component.width, component.height) / 4
        let inner = (x: component.minX + inset, y: component.minY + inset, maxX: component.maxX - inset, maxY: component.maxY - inset)
        var columnCounts = [Int](repeating: 0, count: component.width)
        var rowCounts = [Int](repeating: 0, count: component.height)
        var insidePixels = 0
        ink.forEachRun(ofComponent: index, in: layer) { run, y, low, high in
            rowCounts[y - component.minY] += high - low
            for x in low..<high { columnCounts[x - component.minX] += 1 }
            if y >= inner.y && y <= inner.maxY {
                insidePixels += max(0, min(high, inner.maxX + 1) - max(low, inner.x))
            }
        }
        let fullRow = component.width * 9 / 10
        let fullColumn = component.height * 9 / 10
        let rows = rowCounts.indices.filter { rowCounts[$0] >= fullRow }
        let columns = columnCounts.indices.filter { columnCounts[$0] >= fullColumn }
        // Pixels where a full row crosses a full column are counted once.
        let straight = rows.reduce(0) { $0 + rowCounts[$1] } + columns.reduce(0) { $0 + columnCounts[$1] } - rows.count * columns.count
        let edgeRows = component.height / 10
        let edgeColumns = component.width / 10
        let ruledRow = rows.contains { $0 <= edgeRows || $0 >= component.height - 1 - edgeRows }
        let ruledColumn = columns.contains { $0 <= edgeColumns || $0 >= component.width - 1 - edgeColumns }
        ruledAtEdge = ruledRow || ruledColumn
        let total = Double(max(component.pixelCount, 1))
        innerShare = Double(insidePixels) / total
        isBox = innerShare <= 0.04 && ruledRow && ruledColumn
        straightShare = min(1, Double(straight) / total)
    }

    /// A frame too rounded for `isBox` (a chip's or a button's, its corners a third of its height or more) is
    /// one still when it is wider than tall, hollow, and holds other ink: a letter's counter (O, D) holds none.
    /// A row of outlined chips read as a line of tall letters and failed as large text.
    func isRoundedFrame(_ index: Int, among components: [InkComponents.Component]) -> Bool {
        let frame = components[index]
        guard innerShare <= 0.04, 2 * frame.width >= 3 * frame.height else { return false }
        return components.indices.contains { other in
            other != index && components[other].minX > frame.minX && components[other].maxX < frame.maxX
                && components[other].minY > frame.minY && components[other].maxY < frame.maxY
        }
    }

    /// A closed or open frame, or a grid of rules, around other content: never text.
    var isOutline: Bool { innerShare <= 0.04 || (straightShare >= 0.85 && ruledAtEdge) }
}

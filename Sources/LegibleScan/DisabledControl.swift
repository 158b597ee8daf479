import LegibleColor
import LegibleImaging
import LegiblePolicy

/// Tells a disabled control by its colours, which WCAG 1.4.3 exempts from contrast.
///
/// Material draws a disabled button, chip or field in one ink (`onSurface`) at 38% opacity for its
/// label and 12% for its container, over the surface around it; Compose's Material 3 draws the label over the
/// container. So the three colours a screenshot holds, surface S, container C and label T, lie on one line in
/// sRGB: C − S points the way T − S does and is about a third as long, and the ink that T − S (or T − C) is 38%
/// of is a real colour. An enabled control
/// whose faint label happens to share its container's hue seldom matches all three.
struct DisabledControl {
    let layer: BackgroundLayer
    /// Image pixels per UI point.
    let scale: Double

    /// Label and container opacities of Material's disabled state.
    static let labelOpacity = 0.38
    /// The container's share of the label's step away from the surface: 0.12 / 0.38 ≈ 0.32, with room
    /// for anti-aliasing, which pulls a measured label towards its container.
    static let containerShare = 0.2...0.45
    /// The container's share of the label's step when the label is drawn over the container: 0.26, with room for
    /// anti-aliasing.
    static let containerShareUnderLabel = 0.24...0.29
    /// Controls are at most this tall (points); a taller container is a card or a pane.
    static let tallestControl = 80.0

    /// How text of colour `label` on the background region `container` (colour `fill`) at `rect` looks
    /// disabled: in a disabled control's colours, and centred in the container (a button's, a chip's
    /// label) or not (a field's text, which an enabled field's placeholder may match). Colours that fit only with
    /// the label drawn over the container fit a dark theme's grey on a grey card by chance too: a person decides.
    func look(ofLabel label: RGBA8, fill: RGBA8, container: Int32, rect: PixelRect) -> DisabledLook {
        guard let drawing = drawing(ofLabel: label, fill: fill, container: container, rect: rect) else { return .enabled }
        guard drawing == .overSurface else { return .fieldText }
        // One pass over the runs bounds the container and the fills that may be its fellow cells.
        let alike = likeFills(container)
        let bounds = layer.bounds(of: alike.union([container]))
        guard let box = bounds[container] else { return .fieldText }
        if isGridCell(box, among: alike.compactMap { bounds[$0] }) { return .enabled }
        let (left, right) = (rect.x - box.x, box.maxX - rect.maxX)
        return abs(left - right) <= max(Self.centredWithin, box.width / 10) ? .controlLabel : .fieldText
    }

    /// A calendar's day cells, a heat map's squares: at least this many other fills of the container's colour and size
    /// (within `cellSizeTolerance` pixels each way) on its row or in its column. Disabled buttons stand alone or in twos
    /// and threes; a grid's grey cells are content (days not done) whose numbers a person reads.
    static let gridNeighbours = 4
    static let cellSizeTolerance = 2
    /// Cells' areas differ by the ink of their numbers ("1" against "28"): fills whose area is within this share of the
    /// container's are the only ones whose bounds are worth finding.
    static let cellAreaTolerance = 0.25

    /// The background fills of `container`'s colour whose area is within `cellAreaTolerance` of its: a grid's other
    /// cells, if it is one.
    private func likeFills(_ container: Int32) -> Set<Int32> {
        let color = layer.regionColor[Int(container)]
        let area = Double(layer.regionArea[Int(container)])
        return Set(layer.regionArea.indices.lazy.filter { region in
            region != Int(container) && layer.isBackground[region] && abs(Double(layer.regionArea[region]) - area) <= Self.cellAreaTolerance * area
                && BackgroundLayer.similar(layer.regionColor[region], color)
        }.map { Int32($0) })
    }

    /// Whether the fill at `box` is one cell of a grid: `gridNeighbours` of `fills` (like fills' bounds) of its size on
    /// its row or in its column.
    private func isGridCell(_ box: PixelRect, among fills: [PixelRect]) -> Bool {
        guard fills.count >= Self.gridNeighbours else { return false }
        let sameSize = fills.filter { cell in
            abs(cell.width - box.width) <= Self.cellSizeTolerance && abs(cell.height - box.height) <= Self.cellSizeTolerance
        }
        let onRow = sameSize.filter { abs($0.y - box.y) <= Self.cellSizeTolerance }.count
        let inColumn = sameSize.filter { abs($0.x - box.x) <= Self.cellSizeTolerance }.count
        return max(onRow, inColumn) >= Self.gridNeighbours
    }

    /// A label this close (pixels, or a tenth of its container's width) to its container's centre is centred.
    static let centredWithin = 3

    /// Where a disabled label's ink is drawn at 38 %: over the surface, or over the container.
    enum Drawing {
        case overSurface
        case overContainer
    }

    /// How text of colour `label` on the background region `container` (colour `fill`) around `rect` is drawn as a
    /// disabled control's label, or nil when it is not one.
    func drawing(ofLabel label: RGBA8, fill: RGBA8, container: Int32, rect: PixelRect) -> Drawing? {
        guard let surface = surface(around: rect, container: container) else { return nil }
        let s = [Double(surface.r), Double(surface.g), Double(surface.b)]
        let toLabel = zip([Double(label.r), Double(label.g), Double(label.b)], s).map { $0 - $1 }
        let toFill = zip([Double(fill.r), Double(fill.g), Double(fill.b)], s).map { $0 - $1 }
        let labelStep = toLabel.reduce(0) { $0 + $1 * $1 }
        // A label no further from the surface than a few levels is not drawn in an ink at all.
        guard labelStep >= 400 else { return nil }
        let share = zip(toFill, toLabel).reduce(0) { $0 + $1.0 * $1.1 } / labelStep
        let fillStep = toFill.reduce(0) { $0 + $1 * $1 }
        let cosine = share * labelStep.squareRoot() / max(fillStep.squareRoot(), 1e-9)
        let isColor = { (ink: [Double]) in ink.allSatisfy { (-12.0...267.0).contains($0) } }
        guard Self.containerShare.contains(share), cosine >= 0.97 else { return nil }
        if isColor(zip(s, toLabel).map { $0 + $1 / Self.labelOpacity }) { return .overSurface }
        // Compose's Material 3 draws the label at 38 % over the container, which puts the container 0.12 / (0.12 +
        // 0.38 × 0.88) ≈ 0.26 of the label's step from the surface, and leaves the label as faint as the other way
        // (2.3:1 light, 2.8:1 dark): a dark theme's grey on grey at 3.5:1, a grey card's grey note, fit the ink by chance.
        let f = [Double(fill.r), Double(fill.g), Double(fill.b)]
        let fits = Self.containerShareUnderLabel.contains(share)
            && isColor(zip(f, [Double(label.r), Double(label.g), Double(label.b)]).map { $0 + ($1 - $0) / Self.labelOpacity })
            && ContrastRatio(label.color, fill.color).value < FadedControl.faint
        return fits ? .overContainer : nil
    }

    /// The nearest background region other than the container, looking out from the text's box
    /// left, right, up and down; nil when the container is taller than a control.
    private func surface(around rect: PixelRect, container: Int32) -> RGBA8? {
        let middleY = rect.y + rect.height / 2
        let middleX = rect.x + rect.width / 2
        let reach = Int(Self.tallestControl * scale)
        var nearest: (distance: Int, region: Int32)?
        var edges = 0
        func look(_ steps: StrideTo<Int>, point: (Int) -> (x: Int, y: Int), start: Int) {
            for position in steps {
                let (x, y) = point(position)
                guard x >= 0, y >= 0, x < layer.width, y < layer.height else {
                    edges += 1
                    return
                }
                guard let region = layer.region(atX: x, y: y), region != container, layer.isBackground[Int(region)] else { continue }
                let distance = abs(position - start)
                if distance < nearest?.distance ?? .max { nearest = (distance, region) }
                return
            }
        }
        look(stride(from: rect.y - 1, to: rect.y - 1 - reach, by: -1), point: { (middleX, $0) }, start: rect.y)
        let above = nearest
        look(stride(from: rect.maxY, to: rect.maxY + reach, by: 1), point: { (middleX, $0) }, start: rect.maxY)
        // Found neither way up nor down, nor cut by the screen's edge: a pane, not a control.
        guard above != nil || nearest != nil || edges > 0 else { return nil }
        look(stride(from: rect.x - 1, to: max(-1, rect.x - 1 - 4 * reach), by: -1), point: { ($0, middleY) }, start: rect.x)
        look(stride(from: rect.maxX, to: rect.maxX + 4 * reach, by: 1), point: { ($0, middleY) }, start: rect.maxX)
        return nearest.map { layer.regionColor[Int($0.region)].rgba8 }
    }
}

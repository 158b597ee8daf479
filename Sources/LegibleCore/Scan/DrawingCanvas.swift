/// The background regions that belong to a drawing: an illustration's backdrop, the shapes painted on
/// it, the inside of a decorative icon. Marks on them are strokes of the drawing, not UI.
///
/// A drawing is told by what lies on its regions, never by colour or size alone: a region holding
/// decoration, no writing and at most one line of writing within its bounds is a drawing's backdrop;
/// so is every such region of its colour (shapes cut an illustration's backdrop into pieces, and one
/// drawing is often shown twice). A region lying wholly inside one of those (the hand, the screen, the
/// watch painted on the backdrop) or inside an icon-sized piece of decoration (the inside of an
/// outlined picture) is painted on the drawing.
struct DrawingCanvas {
    /// Backdrops holding decoration, and regions painted on a drawing: any mark on them is the drawing's.
    let drawn: Set<Int32>
    /// Other regions of a backdrop's colour, which may be UI of the same colour: graphics on them are the
    /// drawing's, text is not.
    let backdropColoured: Set<Int32>

    /// Text lines with at least this many glyphs, or this many times as wide as tall (a word whose
    /// letters touch at 1x), are writing: a region holding one is never part of a drawing.
    static let writtenGlyphs = 3
    static let writtenWidth = 3

    static func isWriting(_ line: TextLineGrouping.Line) -> Bool {
        line.members.count >= writtenGlyphs || line.rect.width >= writtenWidth * line.glyphHeight
    }

    /// - Parameters:
    ///   - lines: each line with its kind.
    ///   - largestIcon: the longest side of an icon, in pixels.
    init(lines: [(line: TextLineGrouping.Line, kind: Finding.Kind)], layer: BackgroundLayer, largestIcon: Double) {
        let writing = lines.filter { $0.kind == .text && Self.isWriting($0.line) }.map(\.line)
        let written = Set(writing.compactMap(\.background))
        let decorated = Set(lines.filter { $0.kind == .decorative }.compactMap(\.line.background)).subtracting(written)
        let icons = lines.filter { $0.kind == .decorative && Double(max($0.line.rect.width, $0.line.rect.height)) <= largestIcon }
            .map(\.line.rect)
        guard !decorated.isEmpty || !icons.isEmpty else {
            (drawn, backdropColoured) = ([], [])
            return
        }
        let colours = Set(decorated.map { layer.regionColour[Int($0)] })
        var pieces = Set<Int32>()
        for region in layer.isBackground.indices where layer.isBackground[region] && colours.contains(layer.regionColour[region]) {
            pieces.insert(Int32(region))
        }
        pieces.subtract(written)
        let candidates = Set(lines.compactMap(\.line.background)).subtracting(written).subtracting(pieces)
        let bounds = layer.bounds(of: pieces.union(candidates))
        // A drawing may hold a line of writing (a label drawn into it), not a page of it: a page or a card
        // holding pictures and cards of text is no backdrop.
        let writingBoxes = writing.map(\.rect)
        pieces = pieces.filter { piece in
            guard let box = bounds[piece] else { return false }
            return writingBoxes.lazy.filter { $0.clamped(to: box) == $0 }.count <= Self.writingInDrawing
        }
        let enclosures = pieces.compactMap { bounds[$0] } + icons
        let painted = candidates.filter { region in
            guard let box = bounds[region] else { return false }
            return enclosures.contains { box.clamped(to: $0) == box }
        }
        let backdrops = decorated.intersection(pieces)
        drawn = backdrops.union(painted)
        backdropColoured = pieces.subtracting(backdrops)
    }

    /// Lines of writing a drawing may hold.
    static let writingInDrawing = 1

    /// Whether a line is part of the drawing: any graphic on it, and text that is not writing (a dashed
    /// line, a row of squares, a `+` and an `o` in an outlined gamepad).
    func holds(_ line: TextLineGrouping.Line, kind: Finding.Kind) -> Bool {
        guard let background = line.background else { return false }
        switch kind {
        case .graphic, .border: return drawn.contains(background) || backdropColoured.contains(background)
        case .text: return drawn.contains(background) && !Self.isWriting(line)
        default: return false
        }
    }
}

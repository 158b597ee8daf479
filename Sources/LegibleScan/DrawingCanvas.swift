import LegibleColor
import LegibleImaging
import LegibleFindings

/// The background regions that belong to a drawing: an illustration's backdrop, the shapes painted on
/// it, the inside of a decorative icon. Marks on them are strokes of the drawing, not UI.
///
/// A drawing is told by what lies on its regions, never by colour or size alone. Its backdrop is a
/// region with no writing on it and at most one line of writing within its bounds that holds
/// decoration, or that is tinted and holds regions of several other colours (a picture drawn in flat
/// colours). Every such region of a decorated backdrop's colour is one too for graphics (shapes cut an
/// illustration's backdrop into pieces, and one drawing is often shown twice), though text on it stays
/// text, since UI may share the colour. A region lying wholly
/// inside a backdrop (the hand, the screen, the watch painted on it) or inside an icon-sized piece of
/// decoration (the inside of an outlined picture) is painted on the drawing.
struct DrawingCanvas {
    /// Backdrops holding decoration, and regions painted on a drawing: any mark on them is the drawing's.
    let drawn: Set<Int32>
    /// Other regions of a backdrop's colour, which may be UI of the same colour: graphics on them are the
    /// drawing's, text is not.
    let backdropColored: Set<Int32>

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
        let icons = lines.filter { $0.kind == .decorative && Double(max($0.line.rect.width, $0.line.rect.height)) <= largestIcon }
            .map(\.line.rect)
        let writingBoxes = writing.map(\.rect)
        var unwritten = Set<Int32>()
        for region in layer.isBackground.indices where layer.isBackground[region] && !written.contains(Int32(region)) {
            unwritten.insert(Int32(region))
        }
        let bounds = layer.bounds(of: unwritten.union(lines.compactMap(\.line.background)).subtracting(written))
        // A drawing may hold a line of writing (a label drawn into it), not a page of it: a page or a card
        // holding pictures and cards of text is no backdrop.
        func mayBeDrawing(_ region: Int32) -> Bool {
            guard let box = bounds[region] else { return false }
            return writingBoxes.lazy.filter { $0.clamped(to: box) == $0 }.count <= Self.writingInDrawing
        }
        let decorated = Set(lines.filter { $0.kind == .decorative }.compactMap(\.line.background))
            .subtracting(written).filter(mayBeDrawing)
        let colors = Set(decorated.map { layer.regionColor[Int($0)] })
        let pieces = unwritten.filter { colors.contains(layer.regionColor[Int($0)]) && mayBeDrawing($0) }
        let pictures = unwritten.filter { Self.isPicture($0, among: unwritten, bounds: bounds, layer: layer) && mayBeDrawing($0) }
        let backdrops = decorated.union(pictures)
        guard !backdrops.isEmpty || !icons.isEmpty else {
            (drawn, backdropColored) = ([], [])
            return
        }
        let enclosures = pieces.union(pictures).compactMap { bounds[$0] } + icons
        // A small fill around one centred word or number is a badge, an avatar's initials or a step's
        // number: UI, though a single glyph is no writing.
        let badges = Set(lines.filter { $0.kind == .text }.compactMap { item -> Int32? in
            guard let region = item.line.background, let box = bounds[region] else { return nil }
            return Self.isBadge(item.line.rect, in: box) ? region : nil
        })
        let painted = Set(lines.compactMap(\.line.background)).subtracting(written).subtracting(pieces).subtracting(badges).filter { region in
            guard let box = bounds[region] else { return false }
            return enclosures.contains { box.clamped(to: $0) == box }
        }
        drawn = backdrops.union(painted)
        backdropColored = pieces.subtracting(drawn)
    }

    /// A badge is at most this many times its text's height across, either way.
    static let badgeSize = 3
    /// Its text's centre is within this share of its size from its centre.
    static let badgeCentring = 0.15

    /// Whether `text` sits centred in `box`, a fill a few times its height: a badge holding it.
    static func isBadge(_ text: PixelRect, in box: PixelRect) -> Bool {
        guard text.clamped(to: box) == text, box.width <= badgeSize * text.height, box.height <= badgeSize * text.height else { return false }
        let dx = abs(Double(2 * text.x + text.width - 2 * box.x - box.width)) / 2
        let dy = abs(Double(2 * text.y + text.height - 2 * box.y - box.height)) / 2
        return dx <= badgeCentring * Double(box.width) && dy <= badgeCentring * Double(box.height)
    }

    /// Painted regions of this many different colours inside a tinted backdrop make it a picture.
    static let pictureColors = 3

    /// Whether `region` is a picture's backdrop: tinted (UI surfaces are white, grey or barely tinted),
    /// with regions of several other colours lying inside it and no writing on any of them.
    private static func isPicture(_ region: Int32, among regions: Set<Int32>, bounds: [Int32: PixelRect], layer: BackgroundLayer) -> Bool {
        let color = layer.regionColor[Int(region)]
        guard isTinted(color), let box = bounds[region] else { return false }
        var inside: [PackedRGB] = []
        for other in regions where other != region {
            guard let otherBox = bounds[other], otherBox.clamped(to: box) == otherBox, otherBox != box else { continue }
            let otherColor = layer.regionColor[Int(other)]
            if !BackgroundLayer.similar(otherColor, color, within: Self.sameColor)
                && !inside.contains(where: { BackgroundLayer.similar($0, otherColor, within: Self.sameColor) }) {
                inside.append(otherColor)
                if inside.count >= pictureColors { return true }
            }
        }
        return false
    }

    /// Colours whose channels all lie within this are one colour of a picture.
    static let sameColor: UInt32 = 24

    /// Saturation (HSV) from which a colour is a tint, not a UI surface's white, grey or near-white.
    static let tint = 0.1

    static func isTinted(_ color: PackedRGB) -> Bool { color.saturation >= tint }

    /// Lines of writing a drawing may hold.
    static let writingInDrawing = 1

    /// Whether a line is part of the drawing: any graphic on it, and text that is not writing (a dashed
    /// line, a row of squares, a `+` and an `o` in an outlined gamepad).
    func holds(_ line: TextLineGrouping.Line, kind: Finding.Kind) -> Bool {
        guard let background = line.background else { return false }
        switch kind {
        case .graphic, .border: return drawn.contains(background) || backdropColored.contains(background)
        case .text: return drawn.contains(background) && !Self.isWriting(line)
        default: return false
        }
    }
}

import LegibleColor
import LegibleImaging
import LegibleFindings

/// Decides what a group of ink is: text, a UI graphic, a control's border, decoration, or nothing
/// worth reporting (specks, separators, slivers, container outlines).
struct RunClassifier {
    let layer: BackgroundLayer
    let ink: InkComponents
    /// Image pixels per UI point.
    let scale: Double

    var components: [InkComponents.Component] { ink.components }

    /// Graphics larger than this (points, either side) are illustrations, not icons: Material and the
    /// HIG draw icons at 24pt in touch targets of 44–48pt.
    static let largestIcon = 56.0
    /// Graphics thinner than this (points) on their short side, or shorter on their long side, are
    /// slivers, corners and single rays: no control or icon is drawn that small.
    static let thinnestGraphic = 3.0
    static let smallestGraphic = 6.0
    /// A control's outline (text field, outlined button or chip) is between these heights in points;
    /// taller frames are containers: cards, tables, code blocks.
    static let controlHeights = 12.0...72.0

    func classify(_ line: TextLineGrouping.Line) -> Finding.Kind? {
        let rect = line.rect
        let pixels = line.members.reduce(0) { $0 + components[$1].pixelCount }
        // Specks: too small to be anything a person reads or operates.
        guard pixels >= 6, max(rect.width, rect.height) >= 3 else { return nil }
        // Separators and hairlines: long and at most ~1.5pt thick. Decorative, so not judged.
        let thin = Double(min(rect.width, rect.height)) <= 1.5 * scale + 0.5
        if thin && max(rect.width, rect.height) >= 8 * min(rect.width, rect.height) { return nil }
        // What fills the corners of the capture is the backdrop around a rounded shape.
        if line.members.allSatisfy({ touchesCorner(components[$0]) }) { return nil }
        // A lone frame or grid of rules is never text: a control's border, or a container's outline (a
        // line that stands alone is a frame already found so).
        if line.members.count == 1, line.standsAlone || isOutline(line.members[0]) {
            guard Self.controlHeights.contains(Double(rect.height) / scale) && rect.width >= rect.height else { return nil }
            // Controls are outlined in one colour; a ring drawn in a gradient is a picture's.
            guard let background = line.background else { return .border }
            return InkFill.hasGradientStroke(line.members, background: layer.regionColor[Int(background)], layer: layer, ink: ink)
                ? .decorative : .border
        }
        // Rays of a sunburst, spokes of a loading wheel, hatching: tilted bars, each alone a fragment; the
        // stubby spokes of an activity indicator point at one centre.
        if isBundleOfBars(line) || SpokedWheel(line, layer: layer, ink: ink).isWheel { return nil }
        if isText(line, pixels: pixels) { return .text }
        return graphicKind(line)
    }

    private func isOutline(_ index: Int) -> Bool {
        let component = components[index]
        return ComponentShape.mayBeOutline(component) && ComponentShape(of: component, index: index, layer: layer, ink: ink).isOutline
    }

    /// Text by glyph structure: several glyphs of text-like height side by side, none of them the thin
    /// rim of a shape; or one wide component that is not solid (a word whose letters touch).
    private func isText(_ line: TextLineGrouping.Line, pixels: Int) -> Bool {
        let height = Double(line.glyphHeight)
        // The shortest glyphs people read are ~3.5pt tall (x-height of 8pt text), and no line of text is
        // under 5px tall: its capitals and ascenders reach higher than its x-height.
        guard height >= max(5, 3.5 * scale) && height <= 120 * scale else { return false }
        if line.members.count >= 2 {
            let tall = line.members.filter { Double(components[$0].height) >= 0.4 * height && isGlyphLike($0) }
            // One word whose letters touch, and marks under half its height (its full stop).
            if tall.count == 1, line.members.allSatisfy({ $0 == tall[0] || 2 * components[$0].height < line.glyphHeight }) {
                let word = components[tall[0]]
                return isTouchingWord(line.restricted(to: tall, components: components), pixels: word.pixelCount)
            }
            guard tall.count >= 2 else { return false }
            // A word of two or three large letters sits on one baseline; two shapes of an illustration
            // seldom do. (Small text is exempt: at 1x its letters touch, and a merged "oday" ends at the y's tail.)
            guard tall.count <= 3 && height >= 24 else { return true }
            let bottoms = tall.map { components[$0].maxY }.sorted()
            let tolerance = max(2, Int(0.08 * height))
            return zip(bottoms, bottoms.dropFirst()).contains { $1 - $0 <= tolerance }
        }
        return isTouchingWord(line, pixels: pixels)
    }

    /// One component that is a word whose letters touch. Letters touch only where anti-aliasing joins
    /// them, in small text (whose bold words, anti-aliased all through, may fill 80% of their box where a
    /// solid shape fills nearly all), and seldom more than a few words in a row; a band far longer than
    /// tall is an arc or the cut edge of a shape. Two bold letters (`id` at 12 px) are 1.5 times as wide as
    /// tall; at 1.4 icons and pieces of shapes on the web-app pages began to read as words.
    private func isTouchingWord(_ line: TextLineGrouping.Line, pixels: Int) -> Bool {
        let height = Double(line.glyphHeight)
        return Double(line.glyphHeight) <= max(Double(Self.tallestTouchingWord), 12 * scale) && Double(line.rect.width) >= 1.5 * height
            && Double(line.rect.width) <= 24 * height
            && Double(pixels) < (line.glyphHeight < Self.shapeCheckedHeight ? 0.85 : 0.75) * Double(line.rect.area)
            && isGlyphLike(line.members[0]) && hasStem(line.members[0])
    }

    /// Whether some column of a component is inked over `stemShare` of its height or more, as a letter's stem
    /// or a bowl's side is; a chevron's or an arc's slanting strokes cross each column in a short stretch.
    private func hasStem(_ index: Int) -> Bool {
        let component = components[index]
        var rows = [Int](repeating: 0, count: component.width)
        ink.forEachRun(ofComponent: index, in: layer) { _, _, low, high in
            for x in low..<high { rows[x - component.minX] += 1 }
        }
        return rows.contains { 10 * $0 >= Self.stemShare * component.height }
    }

    /// A stem covers at least this many tenths of its component's height.
    static let stemShare = 6

    /// Whether a graphic that `mayBeGlyphs` is a glyph or two of text: narrow glyphs within a text
    /// line's band, no taller than its glyphs and at least 45% of their height, within four of their own
    /// heights of it (a line number beside its code), or a lone x-height letter as wide as tall (a
    /// variable); or a digit as tall as a number of its row, to a point, up to twelve heights away (a table
    /// cell, a line number across a gutter). Icons beside labels are square, or taller than the label's
    /// letters, or off its band.
    func isGlyph(_ line: TextLineGrouping.Line, besideAnyOf texts: [TextLineGrouping.Line]) -> Bool {
        let height = line.height
        let reach = 4 * height
        // Digits and most letters are narrower than tall; icons are drawn square. A lone lowercase letter
        // (a variable `c` in code) is as wide as its x-height, about half the line's glyph height.
        let narrow = areNarrow(line)
        let lowercase = areLowercaseShaped(line)
        // A pixel at 1x, a twelfth of the digit's height at 2x and 3x: a point or so either way.
        let tolerance = max(1, height / 12)
        return texts.contains { text in
            guard line.minY >= text.minY - 2 && line.maxY <= text.maxY + 2 && height <= text.glyphHeight
                && (line.maxX < text.minX || line.minX > text.maxX) else { return false }
            let gap = line.horizontalGap(to: text)
            // A digit alone in a table cell is as tall as the numbers of its row, top and bottom alike, a
            // column or two away.
            if narrow && text.members.count >= 2 && 4 * line.width > height && gap <= 12 * height
                && abs(line.minY - text.minY) <= tolerance && abs(line.maxY - text.maxY) <= tolerance
                && abs(height - text.glyphHeight) <= tolerance {
                return true
            }
            guard gap <= reach else { return false }
            return narrow ? 20 * height >= 9 * text.glyphHeight : lowercase && 20 * height >= 9 * text.glyphHeight && 3 * height <= 2 * text.glyphHeight
        }
    }

    /// The font size (pixels) of a line of `texts` on whose type lines a lone glyph stands as a letter of it
    /// would, or nil: from the x-height (a `c`, `r`, or a `g` reaching below the baseline) or from the
    /// ascenders (a `b`, a `#`) down to the baseline, within four of its heights of the line. Code sets lone
    /// letters (`r, g, b = …`); an icon beside a label is centred on it instead. The size is the line's, as
    /// a lone x-height letter's own height would make it read far smaller than it is set.
    func fontPixels(ofLetter glyph: TextLineGrouping.Line, besideAnyOf texts: [TextLineGrouping.Line]) -> Double? {
        let height = glyph.height
        guard areNarrow(glyph) || areLowercaseShaped(glyph) else { return nil }
        for text in texts where text.members.count >= 3 && height <= text.glyphHeight {
            let gap = glyph.horizontalGap(to: text)
            guard gap >= 1 && gap <= 4 * height, let lines = typeLines(of: text) else { continue }
            let fromXHeight = abs(glyph.minY - lines.xHeight) <= 1
            let fromAscender = abs(glyph.minY - lines.ascender) <= 1
            let toBaseline = abs(glyph.maxY - lines.baseline) <= 1
            let toDescender = fromXHeight && glyph.maxY > lines.baseline + 1
                && 2 * (glyph.maxY - lines.baseline) <= lines.baseline - lines.xHeight + 3
            if (fromXHeight || fromAscender) && (toBaseline || toDescender) {
                return RunMeasurement.fontPixels(ascenderTop: lines.ascender, baseline: lines.baseline)
            }
        }
        return nil
    }

    /// The type lines of a line of text: the commonest top among its glyphs that reach higher than the
    /// rest (ascenders and capitals), the commonest top among the others (x-height) and the commonest bottom
    /// (baseline). Nil where few glyphs are shorter (capitals and digits alone).
    private func typeLines(of text: TextLineGrouping.Line) -> (ascender: Int, xHeight: Int, baseline: Int)? {
        let commonest = Self.commonest
        let parts = text.members.map { components[$0] }
        let ascent = text.minY + max(2, text.glyphHeight / 5)
        let short = parts.filter { $0.minY >= ascent }
        guard short.count >= 2, let xHeight = commonest(short.map(\.minY)), let baseline = commonest(parts.map(\.maxY)),
              baseline - xHeight >= 3 else { return nil }
        let ascender = commonest(parts.filter { $0.minY < ascent && $0.maxY >= baseline - 1 }.map(\.minY)) ?? text.minY
        return (ascender, xHeight, baseline)
    }

    /// Whether a graphic of one or two glyph-like components stands between two text lines on their band,
    /// a word space from each: an operator in code (`*`, `+`, `<=`), an ampersand in prose.
    func isGlyph(_ line: TextLineGrouping.Line, betweenAnyOf texts: [TextLineGrouping.Line]) -> Bool {
        let height = line.height
        func beside(_ text: TextLineGrouping.Line, left: Bool) -> Bool {
            let gap = left ? line.minX - text.maxX : text.minX - line.maxX
            return gap >= 1 && Double(gap) <= TextLineGrouping.widestWordSpace * Double(text.glyphHeight)
                && line.minY >= text.minY - 2 && line.maxY <= text.maxY + 2
                && height <= text.glyphHeight && 5 * height >= text.glyphHeight
        }
        return texts.contains { beside($0, left: true) } && texts.contains { beside($0, left: false) }
    }

    /// Whether a graphic is the one- or two-glyph label of a framed key or button (`S` in a keyboard key,
    /// a count in a tab): narrow glyphs inside a frame, at least a third of its height.
    func isGlyph(_ line: TextLineGrouping.Line, framedByAnyOf frames: [PixelRect]) -> Bool {
        areNarrow(line) && frames.contains { frame in
            frame.clamped(to: line.rect) == line.rect && frame != line.rect && 3 * line.rect.height >= frame.height
        }
    }

    /// Whether a span is one solid square component (a checkbox, a filled icon) rather than a letter:
    /// letters cover well under 70% of their box.
    private func isSolidBlock(_ span: TextLineGrouping.Line) -> Bool {
        guard span.members.count == 1 else { return false }
        let component = components[span.members[0]]
        return 20 * component.width >= 17 * component.height && 20 * component.height >= 17 * component.width
            && 10 * component.pixelCount >= 7 * component.rect.area && component.height >= 8
    }

    /// Whether a span of a text line in a colour of its own is an icon rather than letters: a solid square
    /// (a checkbox), or, at the line's start or end, beside `label` (the span next to it), one shape (and
    /// specks of it) drawn in a square box (0.8–1.5 times as wide as tall), as tall as the label's capitals
    /// or taller, half its height or more from the label. Letters are narrower than tall but for a few (m,
    /// w), which a word space of under half their height sets apart; a word whose letters touch at 1x is
    /// longer.
    func isIcon(_ span: TextLineGrouping.Line, besideLabel label: TextLineGrouping.Line?) -> Bool {
        if isSolidBlock(span) { return true }
        guard let label, label.members.count >= 2, let shape = span.members.max(by: { components[$0].height < components[$1].height })
        else { return false }
        // One shape and specks of it, or an icon drawn in a few shapes (a thermometer and its arrow): its box.
        // Such shapes are no short word in a colour of its own (`if`, `id` in code) when none of them ends on
        // the label's baseline, as some letter of a word does.
        let isOneShape = span.members.allSatisfy({ $0 == shape || 4 * components[$0].height < components[shape].height })
        if !isOneShape {
            let shapes = span.members.filter { 4 * components[$0].height >= components[shape].height }
            guard let baseline = baseline(of: label), !shapes.contains(where: { abs(components[$0].maxY - baseline) <= 1 })
            else { return false }
        }
        let icon = isOneShape ? components[shape].bounds : span.bounds
        guard 5 * icon.width >= 4 * icon.height, 2 * icon.width <= 3 * icon.height,
              10 * icon.height >= 9 * label.glyphHeight else { return false }
        // One shape taller than every glyph of its label (a rating's star, a chip's drop) is no letter of it, however
        // close it stands.
        if isOneShape && 20 * icon.height >= 23 * label.glyphHeight { return true }
        let gap = span.horizontalGap(to: label) - 1
        return 2 * gap >= icon.height
    }

    /// The commonest bottom of a line's letters (members two fifths of its height or taller): its baseline.
    private func baseline(of line: TextLineGrouping.Line) -> Int? {
        Self.commonest(line.members.filter { 5 * components[$0].height >= 2 * line.glyphHeight }.map { components[$0].maxY })
    }

    /// The commonest of `values`; ties go to the lower value, so that the choice does not depend on a
    /// dictionary's order.
    private static func commonest(_ values: [Int]) -> Int? {
        var counts: [Int: Int] = [:]
        for value in values { counts[value, default: 0] += 1 }
        return counts.max { (left: (key: Int, value: Int), right: (key: Int, value: Int)) -> Bool in
            left.value != right.value ? left.value < right.value : left.key > right.key
        }?.key
    }

    /// Whether a graphic is one or two glyphs in a column of them, as the line numbers of a code listing
    /// are on its blank lines: as tall as a glyph of `texts` above or below it (within three of its
    /// heights) and aligned with it on the right, the left or the centre (monospaced digits).
    func isGlyph(_ line: TextLineGrouping.Line, inColumnWith texts: [TextLineGrouping.Line]) -> Bool {
        guard areNarrow(line) else { return false }
        let height = line.height
        return texts.contains { text in
            text.members.count <= 2 && abs(text.height - height) <= max(1, height / 10)
                && (abs(text.maxX - line.maxX) <= 2 || abs(text.minX - line.minX) <= 2
                    || abs(text.maxX + text.minX - line.maxX - line.minX) <= max(2, height / 3))
                && (1...(3 * height)).contains(line.minY > text.maxY ? line.minY - text.maxY : text.minY - line.maxY)
        }
    }

    /// Whether a graphic is a glyph or two among a chart's axis labels or a table's numbers (Gadgetbridge's "0"
    /// under "2,000" and "4,000"; a "6" before "12" and "18"): as tall as labels of `texts` (within a tenth) in
    /// its column, aligned on the right or the centre, or on its row, top and bottom within a pixel or two, and
    /// evenly stepped with them: its nearest such label as far on one side as the next one beyond it, or as
    /// the nearest on the other side. Labels are set apart, so the step is more than its height.
    func isGlyph(_ line: TextLineGrouping.Line, onAxisWith texts: [TextLineGrouping.Line]) -> Bool {
        guard areNarrow(line) else { return false }
        let height = line.height
        let tolerance = max(2, height / 8)
        let alike = texts.filter { abs($0.height - height) <= max(1, height / 10) }
        let column = alike.filter { abs($0.maxX - line.maxX) <= 2 || abs($0.maxX + $0.minX - line.maxX - line.minX) <= 2 * tolerance }
            .map { $0.minY - line.minY }
        let row = alike.filter { abs($0.minY - line.minY) <= 2 && abs($0.maxY - line.maxY) <= 2 }
            .map { ($0.maxX + $0.minX - line.maxX - line.minX) / 2 }
        return [column, row].contains { offsets in
            let (before, after) = (offsets.filter { $0 < 0 }.map { -$0 }, offsets.filter { $0 > 0 })
            guard let step = (before + after).min(), step > height else { return false }
            let at = { (distances: [Int], target: Int) in distances.contains { abs($0 - target) <= tolerance } }
            return at(before, 2 * step) || at(after, 2 * step) || at(before, step) && at(after, step)
        }
    }

    /// Whether a graphic could be one or two glyphs of text: at most two components, each glyph-like. The
    /// `isGlyph` tests take only such lines, so that this (a distance transform for large filled ones)
    /// is computed once per graphic.
    func mayBeGlyphs(_ line: TextLineGrouping.Line) -> Bool {
        line.members.count <= 2 && line.members.allSatisfy { isGlyphLike($0) }
    }

    /// Digits and most letters are narrower than tall; icons are drawn square.
    private func areNarrow(_ line: TextLineGrouping.Line) -> Bool {
        line.members.allSatisfy { 20 * components[$0].width <= 17 * components[$0].height }
    }

    /// Lowercase letters are about as wide as tall, and not solid (a list's bullet, a square, is).
    private func areLowercaseShaped(_ line: TextLineGrouping.Line) -> Bool {
        line.members.allSatisfy {
            10 * components[$0].width <= 11 * components[$0].height && 5 * components[$0].pixelCount < 4 * components[$0].rect.area
        }
    }

    /// Whether a component could be a glyph. Tall ones are checked against the two shapes that an
    /// illustration is made of and no letter is: the anti-aliased rim of a shape (an arc, a ring), a
    /// line a pixel or two wide around a large empty box; and a solid shape (a half-disc, a pill), most
    /// of it deep inside, where the heaviest letters' strokes are under a third of their height.
    private func isGlyphLike(_ index: Int) -> Bool {
        let component = components[index]
        guard component.height >= Self.shapeCheckedHeight else { return true }
        guard component.fill >= 0.1 else { return false }
        // A component far wider than tall is a word whose letters touch, or letters joined by a band of
        // backdrop; a shape of an illustration is seldom drawn that long.
        guard component.width <= 4 * component.height else { return true }
        // Under 60% of its box, a component is no solid shape (a half-disc fills 79%, a pill more);
        // letters with their counters filled in (o, e, d) may reach that.
        guard 10 * component.pixelCount >= 6 * component.rect.area else { return true }
        let geometry = StrokeGeometry(of: component, index: index, layer: layer, ink: ink, measuringSolidity: true)
        return (geometry.solidity ?? 0) < 0.3
    }

    /// The tallest single component (pixels; twelve points on denser screens) read as a word whose letters
    /// touch: above it, a lone component is a shape (a sunburst's hub, an arc), not text.
    static let tallestTouchingWord = 24
    /// Components shorter than this (pixels) are too small to tell a shape from a letter by form.
    static let shapeCheckedHeight = 16

    private func touchesCorner(_ component: InkComponents.Component) -> Bool {
        (component.minX == 0 || component.maxX == layer.width - 1) && (component.minY == 0 || component.maxY == layer.height - 1)
    }

    /// Whether a line is made only of straight bars, most of them tilted: no text is, and no icon.
    private func isBundleOfBars(_ line: TextLineGrouping.Line) -> Bool {
        var tilted = 0
        for member in line.members {
            let component = components[member]
            // A bar needs length to be told from a dot or a comma; a straight one is thin along an axis or,
            // tilted, covers under half its box (most letters, counters filled, cover more).
            let (long, short) = (max(component.width, component.height), min(component.width, component.height))
            guard long >= 6, 6 * short <= long || 2 * component.pixelCount <= component.rect.area else { return false }
            let geometry = StrokeGeometry(of: component, index: member, layer: layer, ink: ink, measuringSolidity: false)
            guard geometry.isStraightBar else { return false }
            if geometry.isTilted { tilted += 1 }
        }
        return 2 * tilted > line.members.count
    }

    private func graphicKind(_ line: TextLineGrouping.Line) -> Finding.Kind? {
        let rect = line.rect
        let short = Double(min(rect.width, rect.height)) / scale
        let long = Double(max(rect.width, rect.height)) / scale
        if short < Self.thinnestGraphic || long < Self.smallestGraphic { return nil }
        // Larger than an icon, or ink with no flat background anywhere around it and larger than an icon's
        // touch target (a photo or video frame, whose parts cannot be separated from it).
        if long > Self.largestIcon || (line.background == nil && Double(rect.area) >= 48 * 48 * scale * scale) { return .decorative }
        // Icons and controls are drawn in flat colours; a gradient-filled shape, a photo or a logo is decoration.
        if InkFill(of: line.members, layer: layer, ink: ink).isVaried { return .decorative }
        return .graphic
    }

    /// Whether a graphic of this colour is a piece of a background cut off by shapes around it (a
    /// rounded end of an indicator, a corner between an image and a card, a band of a shadow): its
    /// colour is that of a background region within two pixels other than the one it lies on.
    func isPieceOfBackground(color: RGBA8, line: TextLineGrouping.Line) -> Bool {
        let area = PixelRect(x: line.minX - 2, y: line.minY - 2, width: line.rect.width + 4, height: line.rect.height + 4)
            .clamped(to: PixelRect(x: 0, y: 0, width: layer.width, height: layer.height))
        var nearby = Set<PackedRGB>()
        for y in area.y..<area.maxY {
            layer.runs.forEachRun(ofRow: y, from: area.x, to: area.maxX) { run, _, _ in
                let region = layer.regionOfRun[run]
                if layer.isBackground[Int(region)] && region != line.background { nearby.insert(layer.regionColor[Int(region)]) }
            }
        }
        let lab = CIELab(color.color)
        // A fringe along a region's edge, at most 2.5 pixels thick on average (a rounded corner of a thick
        // frame, its anti-aliasing drawn lighter or darker than the frame), passes for that region from further off.
        let isFringe = line.members.count == 1 && 2 * components[line.members[0]].pixelCount <= 5 * max(line.rect.width, line.rect.height)
        let tolerance = isFringe ? Self.fringeColor : Self.sameColor
        return nearby.contains { CIEDE2000.difference(CIELab($0.rgba8.color), lab) < tolerance }
    }

    /// A fringe along a region's edge is that region's colour to this many ΔE00.
    static let fringeColor = 8.0

    /// Colours closer than this (ΔE00) are one colour to the eye.
    static let sameColor = 3.0
}

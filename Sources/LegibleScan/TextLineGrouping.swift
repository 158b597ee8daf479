import LegibleImaging

/// Groups ink components into text lines: glyphs of compatible height, overlapping vertically,
/// close horizontally and on the same background. What does not join a line stays alone.
struct TextLineGrouping {
    /// A horizontal gap up to this many line heights keeps glyphs in one run (word spaces are ~0.3).
    var maximumGap = 0.9
    /// Components this much shorter than a line can still join it (punctuation, dots on i).
    var smallestRelativeHeight = 0.15

    struct Line: PixelBounded {
        var members: [Int]
        var bounds: PixelBounds
        /// Height of its tallest member: the reference for gaps and compatibility.
        var glyphHeight: Int
        var background: Int32?
        /// A frame around other content (a button's, a field's, a checkbox's): a line of its own that
        /// nothing joins, so that a container is never measured as part of its text.
        var standsAlone = false
        /// The font size (pixels) of the text line a lone letter of it belongs to, where its own height
        /// would mislead: an x-height letter alone (a variable `c` in code).
        var letterOfFontPixels: Double?

        /// A single upright bar (a margin marker beside several lines of code): no letter for marks to join.
        var isLoneBar: Bool { members.count == 1 && 4 * width <= glyphHeight }

        /// A single component as wide as tall or wider: an icon or a shape, which marks do not follow
        /// (letters and digits that a full stop may follow are narrower than tall).
        var isLoneBlock: Bool { members.count == 1 && 20 * width > 17 * glyphHeight }

        /// The line made of some of another line's members (a span of it), on the same background.
        func restricted(to members: [Int], components: [InkComponents.Component]) -> Line {
            let parts = members.map { components[$0] }
            return Line(members: members, bounds: PixelBounds(enclosing: parts) ?? bounds,
                        glyphHeight: parts.map(\.height).max() ?? glyphHeight, background: background)
        }
    }

    /// Rows per bucket of the index of lines by height.
    static let bucketRows = 32

    /// Groups the components whose `including` flag is set; those whose `alone` flag is set are lines of
    /// their own.
    func group(_ components: [InkComponents.Component], including: [Bool], alone: [Bool]) -> [Line] {
        let order = components.indices.filter { including[$0] }.sorted { components[$0].minX != components[$1].minX ? components[$0].minX < components[$1].minX : $0 < $1 }
        var lines: [Line] = []
        // Lines that may still grow to the right, indexed by the rows their band covers (their rows,
        // a quarter line above, a third below): a component is compared only with the lines beside
        // it, not with every line of a tall scroll capture.
        let rows = (components.map(\.maxY).max() ?? 0) + 1
        var buckets = [[Int]](repeating: [], count: rows / Self.bucketRows + 2)
        var registered: [ClosedRange<Int>] = []
        var lastSeen: [Int] = []
        func band(_ line: Line) -> ClosedRange<Int> {
            let low = max(0, (line.minY - line.glyphHeight / 4 - 1) / Self.bucketRows)
            let high = min(buckets.count - 1, max(0, line.maxY + line.glyphHeight / 3 + 1) / Self.bucketRows)
            return low...max(low, high)
        }
        func register(_ lineIndex: Int) {
            let now = band(lines[lineIndex])
            let before = lineIndex < registered.count ? registered[lineIndex] : nil
            for bucket in now where !(before?.contains(bucket) ?? false) { buckets[bucket].append(lineIndex) }
            if before == nil { registered.append(now) } else { registered[lineIndex] = now }
        }
        for (stamp, index) in order.enumerated() {
            let c = components[index]
            if alone[index] {
                lines.append(Line(members: [index], bounds: c.bounds,
                                  glyphHeight: c.height, background: c.mainBackground, standsAlone: true))
                lastSeen.append(-1)
                registered.append(0...0)
                continue
            }
            var candidates: [Int] = []
            for bucket in (c.minY / Self.bucketRows)...min(buckets.count - 1, c.maxY / Self.bucketRows) {
                // Lines too far left for this component are too far for every later one (sorted by minX).
                buckets[bucket].removeAll { lines[$0].maxX + Int(Double(lines[$0].glyphHeight) * maximumGap) + 1 < c.minX }
                for lineIndex in buckets[bucket] where lastSeen[lineIndex] != stamp {
                    lastSeen[lineIndex] = stamp
                    candidates.append(lineIndex)
                }
            }
            // Lines in the order they were started, so that ties go to the same line as a plain scan would.
            candidates.sort()
            var best: Int?
            var bestGap = Int.max
            for lineIndex in candidates {
                let line = lines[lineIndex]
                guard compatible(c, line, components) else { continue }
                let gap = c.minX - line.maxX
                if gap < bestGap {
                    bestGap = gap
                    best = lineIndex
                }
            }
            if let best {
                lines[best].members.append(index)
                lines[best].minX = min(lines[best].minX, c.minX)
                lines[best].minY = min(lines[best].minY, c.minY)
                lines[best].maxX = max(lines[best].maxX, c.maxX)
                lines[best].maxY = max(lines[best].maxY, c.maxY)
                lines[best].glyphHeight = max(lines[best].glyphHeight, c.height)
                register(best)
            } else {
                lines.append(Line(members: [index], bounds: c.bounds,
                                  glyphHeight: c.height, background: c.mainBackground))
                lastSeen.append(-1)
                register(lines.count - 1)
            }
        }
        return Self.attachingMarks(lines, components: components)
    }

    /// Text lines joined where only a wide space parted them: words of code whose glyphs are short for
    /// their font (`# 1 to 21` has no ascender) and columns of monospaced text, which glyph-by-glyph
    /// grouping leaves a word apart. Only lines already judged text are joined, so that an icon beside a
    /// label stays its own finding; their colours are told apart afterwards, span by span.
    func joiningWords(_ lines: [Line]) -> [Line] {
        var joined: [Line] = []
        var byBucket: [Int: [Int]] = [:]
        func buckets(_ line: Line) -> ClosedRange<Int> { (line.minY / Self.bucketRows)...(line.maxY / Self.bucketRows) }
        for line in lines.sorted(by: { $0.minX < $1.minX }) {
            var best: Int?
            var bestGap = Int.max
            for bucket in buckets(line) {
                for candidate in byBucket[bucket] ?? [] {
                    let left = joined[candidate]
                    let height = max(left.glyphHeight, line.glyphHeight)
                    let gap = line.minX - left.maxX
                    let overlap = min(left.maxY, line.maxY) - max(left.minY, line.minY) + 1
                    guard left.background == line.background, gap >= 0, gap < bestGap,
                          Double(gap) <= Self.widestWordSpace * Double(height),
                          5 * min(left.glyphHeight, line.glyphHeight) >= 3 * height,
                          2 * overlap >= min(left.glyphHeight, line.glyphHeight) else { continue }
                    best = candidate
                    bestGap = gap
                }
            }
            if let best {
                let before = buckets(joined[best])
                joined[best].members += line.members
                joined[best].minX = min(joined[best].minX, line.minX)
                joined[best].maxX = max(joined[best].maxX, line.maxX)
                joined[best].minY = min(joined[best].minY, line.minY)
                joined[best].maxY = max(joined[best].maxY, line.maxY)
                joined[best].glyphHeight = max(joined[best].glyphHeight, line.glyphHeight)
                for bucket in buckets(joined[best]) where !before.contains(bucket) { byBucket[bucket, default: []].append(best) }
            } else {
                joined.append(line)
                for bucket in buckets(line) { byBucket[bucket, default: []].append(joined.count - 1) }
            }
        }
        return joined
    }

    /// The widest gap, in glyph heights, between words of one line of text: a monospaced space beside
    /// letters without ascenders, or two; wider gaps part columns.
    static let widestWordSpace = 1.3

    /// Marks that open a line (quotes, dashes, the dots of `.. note::`) come before the letters that a line
    /// is started by, so they were left a line of their own: each joins the line just to its right,
    /// within whose band it sits, when it is a few marks under half as tall as that line's letters. A mark
    /// on another background than the line before it (a full stop after inline code) closes that line.
    private static func attachingMarks(_ lines: [Line], components: [InkComponents.Component]) -> [Line] {
        var lines = lines
        var byBucket: [Int: [Int]] = [:]
        for (index, line) in lines.enumerated() {
            for bucket in (line.minY / bucketRows)...(line.maxY / bucketRows) { byBucket[bucket, default: []].append(index) }
        }
        var absorbed = [Bool](repeating: false, count: lines.count)
        // Frames a line stands in (an inline code box): the mark after it follows the frame.
        let frames = lines.filter(\.standsAlone).map(\.rect)
        func right(of line: Line) -> Int {
            frames.first { $0.clamped(to: line.rect) == line.rect && $0 != line.rect && $0.height <= 2 * line.glyphHeight }
                .map { $0.maxX - 1 } ?? line.maxX
        }
        // Under half as tall as the line's letters, each narrow, within the line's band.
        func areMarks(_ marks: Line, of line: Line) -> Bool {
            let height = line.glyphHeight
            return 20 * marks.glyphHeight <= 9 * height && marks.members.allSatisfy({ 2 * components[$0].width <= height })
                && marks.minY >= line.minY - height / 4 && marks.maxY <= line.maxY + height / 3
        }
        // Right to left, so that a run of marks joins a line that an earlier mark has already extended.
        for index in lines.indices.sorted(by: { lines[$0].minX > lines[$1].minX }) {
            let marks = lines[index]
            // A pixel or two of anti-aliasing left beside a shape is no mark; a dash at 1x is one pixel tall.
            guard !marks.standsAlone, marks.glyphHeight >= 2 || marks.members.allSatisfy({ components[$0].width >= 3 }) else { continue }
            var best: Int?
            for bucket in (marks.minY / bucketRows)...(marks.maxY / bucketRows) {
                for candidate in byBucket[bucket] ?? [] where candidate != index && !absorbed[candidate] {
                    let line = lines[candidate]
                    let height = line.glyphHeight
                    let gap = line.minX - marks.maxX
                    guard line.background == marks.background, !line.isLoneBar, !line.standsAlone, gap >= 1, Double(gap) <= 0.9 * Double(height),
                          marks.maxX - marks.minX + 1 <= 2 * height, areMarks(marks, of: line) else { continue }
                    if best.map({ lines[$0].minX > line.minX }) ?? true { best = candidate }
                }
            }
            if let best {
                lines[best].members.insert(contentsOf: marks.members, at: 0)
                lines[best].minX = marks.minX
            } else if let before = trailedLine(by: marks) {
                // Or the mark closes the line to its left on another background: the full stop after an
                // inline code box or a highlighted word.
                best = before
                lines[before].members += marks.members
                lines[before].maxX = marks.maxX
            }
            guard let best else { continue }
            lines[best].minY = min(lines[best].minY, marks.minY)
            lines[best].maxY = max(lines[best].maxY, marks.maxY)
            absorbed[index] = true
        }
        func trailedLine(by marks: Line) -> Int? {
            guard marks.members.count <= 2, marks.background != nil else { return nil }
            var nearest: Int?
            for bucket in (marks.minY / bucketRows)...(marks.maxY / bucketRows) {
                // Letters, or a word whose letters touch, not a lone icon.
                for candidate in byBucket[bucket] ?? [] where !absorbed[candidate]
                    && (lines[candidate].members.count >= 2 || 5 * lines[candidate].rect.width >= 7 * lines[candidate].glyphHeight) {
                    let line = lines[candidate]
                    let height = line.glyphHeight
                    let gap = marks.minX - right(of: line)
                    guard line.background != marks.background, !line.standsAlone, gap >= 1, Double(gap) <= 0.9 * Double(height),
                          areMarks(marks, of: line) else { continue }
                    if nearest.map({ lines[$0].maxX < line.maxX }) ?? true { nearest = candidate }
                }
            }
            return nearest
        }
        return lines.indices.filter { !absorbed[$0] }.map { lines[$0] }
    }

    /// A lone shape this many times a mark's height both ways is no letter for the mark to follow (a table's
    /// frame, whose band would reach over the words above it).
    static let loneFrameRatio = 8
    /// Nor, when the mark comes after it and is about as tall as wide or taller (a letter; not a hyphen or a
    /// dash), is a lone shape this many times its height both ways (a portrait beside a name, whose band the
    /// name and the captions under it would join).
    static let loneShapeRatio = 4

    /// A shape inside the bounds of one of a line's glyphs: a part of a character drawn as several shapes, one
    /// inside another's extent (the 口 of 可), not text inside a frame. The glyph must be about as wide as tall
    /// and as tall as the line's letters, and the line have letters already, so that a checkbox's tick or a
    /// chip's label stays apart from its frame.
    private func liesWithinGlyph(_ c: InkComponents.Component, of line: Line, _ components: [InkComponents.Component]) -> Bool {
        guard line.members.count >= 2 else { return false }
        return line.members.suffix(3).contains { index in
            let glyph = components[index]
            return glyph.minX <= c.minX && c.maxX <= glyph.maxX && glyph.minY <= c.minY && c.maxY <= glyph.maxY
                && 2 * glyph.width <= 3 * glyph.height && 5 * glyph.height >= 3 * line.glyphHeight
        }
    }

    private func compatible(_ c: InkComponents.Component, _ line: Line, _ components: [InkComponents.Component]) -> Bool {
        guard c.mainBackground == line.background else { return false }
        let gap = c.minX - line.maxX
        guard Double(gap) <= Double(line.glyphHeight) * maximumGap else { return false }
        // Glyphs follow each other; one that starts well inside the line's extent is enclosed by it
        // (text inside an outlined chip or field), not its next letter, unless it lies within a glyph.
        if Double(gap) < -0.3 * Double(line.glyphHeight) { return liesWithinGlyph(c, of: line, components) }
        let height = Double(c.height)
        let lineHeight = Double(line.glyphHeight)
        // Taller glyphs may start a line's join only if the line is not much shorter.
        guard height <= lineHeight * 2.2 else { return false }
        // Marks shorter than that (the dot of an i at small sizes, a period) must also be narrow, so that
        // an underline or a rule below the line does not join it.
        guard height >= lineHeight * smallestRelativeHeight || (c.height >= 2 && Double(c.width) <= 0.4 * lineHeight) else { return false }
        let overlap = min(c.maxY, line.maxY) - max(c.minY, line.minY) + 1
        if height >= lineHeight * 0.5 {
            return Double(overlap) >= 0.5 * min(height, lineHeight)
        }
        // A small mark (period, comma, dot) must sit inside the line's band, after the line or over its
        // last letter (an i's dot): not anywhere inside a large frame's extent. A lone upright bar (a
        // margin marker beside several lines of code) or a lone icon is no letter for marks to follow:
        // small text beside a large icon is a line of its own. Nor is a lone shape much larger than the mark.
        let ratio = gap > 0 && 5 * c.height >= 4 * c.width ? Self.loneShapeRatio : Self.loneFrameRatio
        let isLoneShape = line.members.count == 1 && line.width > ratio * c.height && line.glyphHeight > ratio * c.height
        return c.minY >= line.minY - line.glyphHeight / 4 && c.maxY <= line.maxY + line.glyphHeight / 3
            && gap >= -max(2, 2 * c.width) && !line.isLoneBar && !line.isLoneBlock && !isLoneShape
    }
}

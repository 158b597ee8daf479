/// Groups ink components into text lines: glyphs of compatible height, overlapping vertically,
/// close horizontally and on the same background. What does not join a line stays alone.
struct TextLineGrouping {
    /// A horizontal gap up to this many line heights keeps glyphs in one run (word spaces are ~0.3).
    var maximumGap = 0.9
    /// Components this much shorter than a line can still join it (punctuation, dots on i).
    var smallestRelativeHeight = 0.15

    struct Line {
        var members: [Int]
        var minX: Int
        var minY: Int
        var maxX: Int
        var maxY: Int
        /// Height of its tallest member: the reference for gaps and compatibility.
        var glyphHeight: Int
        var background: Int32?

        var rect: PixelRect { PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) }
    }

    /// Groups the components whose `including` flag is set.
    func group(_ components: [InkComponents.Component], including: [Bool]) -> [Line] {
        let order = components.indices.filter { including[$0] }.sorted { components[$0].minX != components[$1].minX ? components[$0].minX < components[$1].minX : $0 < $1 }
        var lines: [Line] = []
        var active: [Int] = []  // indices into lines that may still grow to the right
        for index in order {
            let c = components[index]
            active.removeAll { lines[$0].maxX + Int(Double(lines[$0].glyphHeight) * maximumGap) + 1 < c.minX }
            var best: Int?
            var bestGap = Int.max
            for lineIndex in active {
                let line = lines[lineIndex]
                guard compatible(c, line) else { continue }
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
            } else {
                lines.append(Line(members: [index], minX: c.minX, minY: c.minY, maxX: c.maxX, maxY: c.maxY,
                                  glyphHeight: c.height, background: c.mainBackground))
                active.append(lines.count - 1)
            }
        }
        return lines
    }

    private func compatible(_ c: InkComponents.Component, _ line: Line) -> Bool {
        guard c.mainBackground == line.background else { return false }
        let gap = c.minX - line.maxX
        guard Double(gap) <= Double(line.glyphHeight) * maximumGap else { return false }
        let height = Double(c.height)
        let lineHeight = Double(line.glyphHeight)
        // Taller glyphs may start a line's join only if the line is not much shorter.
        guard height <= lineHeight * 2.2, height >= lineHeight * smallestRelativeHeight else { return false }
        let overlap = min(c.maxY, line.maxY) - max(c.minY, line.minY) + 1
        if height >= lineHeight * 0.5 {
            return Double(overlap) >= 0.5 * min(height, lineHeight)
        }
        // A small mark (period, comma, dot) must sit inside the line's band.
        return c.minY >= line.minY - line.glyphHeight / 4 && c.maxY <= line.maxY + line.glyphHeight / 3
    }
}

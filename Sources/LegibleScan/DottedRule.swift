/// Dots of a dotted rule: a dotted underline under links (Trac's, `abbr`'s), a dotted border, leader dots.
///
/// Each dot is a mark a point across or less, so alone it passes for a full stop; a row of them under a
/// line of text joined that line as its marks, or made a line of its own that swallowed the words above
/// it, and the links were measured in fragments or not found. A dotted rule is drawn, not read: its dots
/// are left out of the text lines, as the seams between fills are.
enum DottedRule {
    /// The fewest dots that make a rule (an ellipsis has three).
    static let minimumDots = 6
    /// The largest dot, in points: a CSS px's dot at any scale; page dots (6–8 pt) are far larger.
    static let largestDot = 1.5

    /// The components that are dots of a dotted rule: at least `minimumDots` marks of one size on one
    /// row, each at most `largestDot` points across, evenly spaced (within a pixel) no more than three
    /// dots apart.
    static func dots(among components: [InkComponents.Component], scale: Double) -> Set<Int> {
        let largest = max(2, Int(largestDot * scale))
        struct Row: Hashable {
            let top: Int
            let height: Int
            let width: Int
        }
        var rows: [Row: [Int]] = [:]
        for (index, component) in components.enumerated() where component.width <= largest && component.height <= largest {
            rows[Row(top: component.minY, height: component.height, width: component.width), default: []].append(index)
        }
        var dots = Set<Int>()
        for (row, members) in rows where members.count >= minimumDots {
            let ordered = members.sorted { components[$0].minX < components[$1].minX }
            // Runs of dots whose gaps stay within a pixel of the first gap and under three dots' width.
            var run = [ordered[0]]
            var gap: Int?
            func close() {
                if run.count >= minimumDots { dots.formUnion(run) }
            }
            for (previous, next) in zip(ordered, ordered.dropFirst()) {
                let space = components[next].minX - components[previous].maxX - 1
                if space >= 1, space <= 3 * row.width, gap.map({ abs($0 - space) <= 1 }) ?? true {
                    gap = gap ?? space
                    run.append(next)
                } else {
                    close()
                    run = [next]
                    gap = nil
                }
            }
            close()
        }
        return dots
    }
}

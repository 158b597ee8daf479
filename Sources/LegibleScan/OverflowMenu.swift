import LegibleImaging

/// An overflow menu's button drawn as three dots in a row (⋯), standing apart from any word on its row: an icon, the
/// control's only label, not an ellipsis.
///
/// Its dots read as a line of full stops, text at 4.5:1, where WCAG 1.4.11 asks 3:1 of an icon that is a control's
/// only label (Healthchecks' menu at the end of each check's row, #999 on white, failed as text at 2.85:1 where the
/// labeller failed it as an icon). An ellipsis ending a truncated word sits a letter's space from it.
enum OverflowMenu {
    /// The dots are 2–6 points across, mostly filled (discs or rounded squares), of one size within a fifth, and
    /// spaced a quarter of a dot to a dot and a half apart.
    static let dotPoints = 2.0...6.0
    static let dotFill = 0.6...1.0
    static let sizeTolerance = 0.2
    static let gapInDots = 0.25...1.5
    /// No other text on the row within this many of the row's widths.
    static let clearance = 2

    /// Whether `line` is such a button among the text lines `texts` (their boxes).
    static func isMenu(_ line: TextLineGrouping.Line, components: [InkComponents.Component], texts: [PixelRect], scale: Double) -> Bool {
        guard line.members.count == 3,
              let row = DotRow(line, components: components, scale: scale, points: dotPoints, fill: dotFill,
                               sizeTolerance: sizeTolerance, gapInDots: gapInDots),
              row.isEvenlySpaced else { return false }
        let rect = line.rect
        let reach = clearance * rect.width
        return !texts.contains { other in
            other != rect && other.y < rect.maxY && rect.y < other.maxY && other.maxX > rect.x - reach && other.x < rect.maxX + reach
        }
    }
}

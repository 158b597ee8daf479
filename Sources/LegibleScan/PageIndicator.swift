/// The dots of a page indicator (a carousel's, a pager's, a watch's): a row of filled discs of one size,
/// evenly spaced, with nothing else on the row.
///
/// Each dot passes for a full stop or a bullet, so the unselected dots of one colour read as a short line
/// of text and failed as text at 4.5:1; they are a state indicator (which page is shown), of which WCAG
/// 1.4.11 asks 3:1. Two labelled sources drew them so (a TV guide's carousel, a watch's pager).
enum PageIndicator {
    /// The fewest dots of one colour that make the row: one more is the selected page's, in a colour of
    /// its own, so this is a three-page indicator.
    static let fewestDots = 2
    /// Dots are 4–10 points across (a watch's 6, a carousel's 7); a full stop or an ellipsis's dot at body
    /// size is 2 or less, and an icon's small round parts (a spray can's mist, 3 points) are pieces of it.
    static let dotPoints = 4.0...12.0
    /// A filled disc covers π/4 of its box, and its anti-aliased rim counts whole: 0.78–0.9. A ring
    /// ("o") covers half or less, a plus sign 0.7 (a halftone's dots), a square all of it.
    static let discFill = 0.76...0.92
    /// Dots of one row are this close in width and height (a share of the larger, and at least a pixel).
    static let sizeTolerance = 0.15
    /// Gaps between dots: from a third of a dot to three dots, each within half the smallest gap of it.
    static let gapInDots = 0.3...3.0

    /// Whether the members of `line` are such a row of dots.
    static func isRowOfDots(_ line: TextLineGrouping.Line, components: [InkComponents.Component], scale: Double) -> Bool {
        guard line.members.count >= fewestDots, let row = DotRow(line, components: components, scale: scale, points: dotPoints,
                                                                  fill: discFill, sizeTolerance: sizeTolerance, gapInDots: gapInDots)
        else { return false }
        return row.isEvenlySpaced
    }
}

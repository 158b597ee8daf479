import LegibleImaging

/// Tells a failing "word" as wide as it is tall, which is an icon as often as it is a character or two: a review.
///
/// Such a line is one mark or a few close together: a glyph icon beside a label (a trend arrow, a gear, a link), a
/// legend's swatch, a badge, or a date ("16"), a weekday ("Fr") or a chord ("D"). Nothing in its pixels tells them
/// apart where the icon's strokes are as thin as letters'. On the 67 labelled sources such failing lines were real
/// failing text 37 times in 219 (the rest icons, swatches, disabled and decorative marks); as reviews, 30 sources'
/// text `fail`s grew more right and 3 less (two-letter weekdays and a lone digit).
enum SquareMark {
    /// Lines from four fifths as wide as tall to 1.3 times: a narrower one is a lone digit or letter ("1", "0" on a
    /// chart's axis), a wider one two letters or more ("OK" 1.5).
    static func isSquare(_ rect: PixelRect) -> Bool {
        5 * rect.width >= 4 * rect.height && 10 * rect.width < 13 * rect.height
    }

    /// A square line stands among digits where a narrower glyph as tall (within a tenth) stands in its column or row,
    /// within this many of its heights: a date among a calendar's single-digit days, a line number among a code
    /// gutter's, a figure in a table's column. Icons in a row or a grid of swatches are all square. On the 67 labelled
    /// sources this kept 15 real failing dates and line numbers failing, and 4 marks that are none.
    static let digitsReach = 6

    /// Whether `rect` is one of a column or row of figures: a narrower line as tall is in its column (aligned left,
    /// right or centred) or on its row (top and bottom within 2 px), within `digitsReach` of its heights.
    static func isAmongDigits(_ rect: PixelRect, texts: [PixelRect]) -> Bool {
        let reach = digitsReach * rect.height
        return texts.contains { other in
            guard abs(other.height - rect.height) <= max(1, rect.height / 10), 5 * other.width < 4 * other.height else { return false }
            let inColumn = (abs(other.maxX - rect.maxX) <= 2 || abs(other.x - rect.x) <= 2
                            || abs(other.x + other.maxX - rect.x - rect.maxX) <= max(2, 2 * rect.height / 3))
                && other.y != rect.y && abs(other.y - rect.y) <= reach
            let onRow = abs(other.y - rect.y) <= 2 && abs(other.maxY - rect.maxY) <= 2 && other.x != rect.x
                && abs(other.x - rect.x) <= reach
            return inColumn || onRow
        }
    }

    static let message = "as wide as it is tall: an icon as often as a character or two, which only a person can tell; "
        + "if it is text, it fails"
}

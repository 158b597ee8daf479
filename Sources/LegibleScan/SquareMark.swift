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

    static let message = "as wide as it is tall: an icon as often as a character or two, which only a person can tell; "
        + "if it is text, it fails"
}

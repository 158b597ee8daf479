import LegibleFindings

/// Tells failing "text" measured under 6 pt, smaller than any interface sets text, which is a picture's detail or a
/// mark as often as text: a review.
///
/// iOS's smallest text style is 11 pt, Material's 11 sp, the web's rarely under 10 px; a word of lowercase letters
/// without ascenders measures up to a quarter under its size, so 6 pt measured is under 8 pt set. What measures under
/// it is a photo's texture, a poster's or a document preview's print, a small icon read as a letter, a rotated chart
/// label, or text at a scale that is wrong. On the 67 labelled sources 20 of 137 such failing lines were real failing
/// text (17 of them Gadgetbridge's rotated axis labels); as reviews, 21 sources' text `fail`s grew more right and 2
/// less. Under 8 pt gave more (29 and 2) but took 12 axe-failing lines of the real web pages (highlighted code at 3x,
/// measured from its punctuation) out of the `fail`s, against 2 at 6.
enum TinyText {
    static let smallestPoints = 6.0

    static let message = "smaller than any interface sets text (under 6 pt at this scale): a picture's detail or a mark "
        + "as often as text, which only a person can tell; if it is text, it fails (and check the scale)"

    /// Whether a text finding measures under `smallestPoints` at `scale` (image pixels per point).
    static func isTiny(_ finding: Finding, scale: Double) -> Bool {
        finding.kind == .text && (finding.fontPixels ?? .infinity) / scale < smallestPoints
    }
}

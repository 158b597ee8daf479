/// A scroll indicator: the thin bar a list or page shows along the right edge of the screen while it scrolls
/// (Android draws it flush with the edge, iOS a few points in).
///
/// The platform draws it, faint by design and fading once scrolling stops: it shows where the view is, labels
/// no control, and is a control only as the platform styles it, which WCAG 1.4.11 leaves to the user agent. A
/// labelled source's Espresso screenshots caught it mid-fade three times, each read as a failing graphic.
enum ScrollIndicator {
    /// The bar is at most this wide (points; Android's is 4 dp, iOS's 2.5 pt) and this many times as tall.
    static let widestPoints = 4.5
    static let tallness = 5
    /// Its right side is this close to the screen's edge (points).
    static let edgePoints = 4.0
    /// A solid bar (its rounded ends clip a little) covers this much of its box.
    static let solidFill = 0.85

    /// Whether `component`, a graphic alone on its line, is a scroll indicator on an image `imageWidth` wide.
    static func isIndicator(_ component: InkComponents.Component, imageWidth: Int, scale: Double) -> Bool {
        Double(component.width) <= widestPoints * scale && component.height >= tallness * component.width
            && Double(imageWidth - 1 - component.maxX) <= edgePoints * scale
            && component.fill >= solidFill
    }
}

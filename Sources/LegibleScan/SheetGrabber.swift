/// A sheet's grabber: the short pill centred at the top of a bottom sheet (Material's drag handle, 32 × 4 dp;
/// iOS's grabber, 36 × 5 pt).
///
/// It hints that the sheet can be dragged; the sheet's own edge, against the dimmed screen or a colour of its
/// own, shows the sheet, and the platform gives the same action to assistive technology, so WCAG 1.4.11 asks
/// nothing of the pill's contrast. A labelled source's sheets showed it at 2.2:1, read as a failing graphic.
enum SheetGrabber {
    /// The pill's length and thickness (points), and how many times its thickness it is long at least.
    static let lengthPoints = 24.0...48.0
    static let thicknessPoints = 3.0...6.5
    static let elongation = 5
    /// A solid pill (its rounded ends clip a little) covers this much of its box.
    static let solidFill = 0.8
    /// Its centre is this close to the screen's middle (share of the width): sheets span the screen.
    static let centring = 0.02

    /// Whether `component`, a graphic alone on its line, is a sheet's grabber on an image `imageWidth` wide.
    static func isGrabber(_ component: InkComponents.Component, imageWidth: Int, scale: Double) -> Bool {
        let (length, thickness) = (Double(component.width) / scale, Double(component.height) / scale)
        let centre = Double(component.minX + component.maxX + 1) / 2
        return lengthPoints.contains(length) && thicknessPoints.contains(thickness) && component.width >= elongation * component.height
            && abs(centre - Double(imageWidth) / 2) <= centring * Double(imageWidth)
            && component.fill >= solidFill
    }
}

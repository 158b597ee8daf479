import LegibleImaging

/// Tells a failing graphic with no text beside it that is a bar, four or more times as long as it is thick, which is a
/// loading skeleton's placeholder, a dash of a rule, a scroll thumb or one stroke of an icon found alone as often as a
/// control's only label: a review.
///
/// A control's icon is about as wide as it is tall; a lone bar is rarely one by itself (a minus button is). On the 79
/// labelled sources 16 of 122 such failing bars were (or were part of) a failing icon or state, mostly strokes of a
/// power or menu icon whose other strokes fail too; the rest skeleton rows, dashed separators, a document preview's
/// lines and shapes of illustrations.
enum LoneBar {
    static let elongation = 4

    static func isBar(_ rect: PixelRect) -> Bool {
        rect.width >= elongation * rect.height || rect.height >= elongation * rect.width
    }

    static let message = "a bar with no text beside it: a loading placeholder, a dash of a rule, a scroll thumb or a "
        + "stroke of an icon as often as a control's only label, which only a person can tell; if it is a control's "
        + "only label, WCAG 1.4.11 asks 3:1 of it and it fails"
}

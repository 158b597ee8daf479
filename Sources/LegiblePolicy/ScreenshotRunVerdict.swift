import LegibleColor
import LegibleBase

/// The verdict of a text run or graphic found on a screenshot. First the requirement's verdict of its
/// range of ratios; then the cases where the pixels cannot settle it and a person must look (`review`):
/// text large only by a weight the pixels cannot tell from semi-bold, graphics too faint to be a control
/// anyone needs and a field's text in a disabled control's colours. A button's label in those colours
/// passes as exempt (WCAG exempts inactive controls). Marks no one can see are not judged at all: the scan
/// drops them.
public struct ScreenshotRunVerdict: Sendable {
    public var verdict: Verdict
    /// Why, where it is not simply the ratio against the threshold.
    public var message: String?

    /// Font sizes measured from glyphs come within about a tenth of the size that set them: regular text of
    /// 18–30 px on the Chromium-rendered real-web and web-app pages reads at 0.90–0.93 of its CSS size at the
    /// 10th percentile, 0.99 at the median. Text this much under the large-text size may be large text. A
    /// wider margin (1.12) sent 22-pt headers in capitals (read at 21.6: capitals stop short of ascenders)
    /// failing at 4:1 to review, and on the labelled app screens caught no large text the 1.10 misses.
    public static let sizeUncertainty = 1.10
    /// Graphics fainter than this on their most favourable backdrop are reviewed rather than failed.
    public static let faintGraphic = 1.6

    /// - Parameters:
    ///   - textSize: the run's size, for text; nil for a graphic.
    ///   - backdropVaries: the backdrop is a gradient, an image or translucent material.
    ///   - message: what the measurement already says of the range (a varying backdrop, thin strokes).
    ///   - isControlBoundary: the graphic is the outline of an unfilled field, all that shows where to type, or the square
    ///     of an unchecked checkbox, all that shows its state: faint or not, it is no shadow or illustration, and it fails.
    ///   - looksDisabled: whether the run is drawn as a disabled control's label; asked only of failing text.
    public init(range: ContrastRange, textSize: TextSize?, requirement: ContrastRequirement, backdropVaries: Bool,
                message: String?, isControlBoundary: Bool = false, looksDisabled: () -> DisabledLook) {
        let usage = textSize.map { requirement.usage(for: $0) } ?? .nonText
        var verdict = requirement.verdict(for: range, usage: usage)
        var message = message
        if let textSize, verdict == .pass, textSize.bold {
            // Large only because bold: a semi-bold weight (600) is drawn with the Bold face by many fonts and
            // looks the same to the pixels, but WCAG's large text needs 700.
            let regular = requirement.usage(for: TextSize(points: textSize.points, bold: false))
            let needed = requirement.threshold(for: regular)
            if regular != usage && !range.minimum.meets(needed) {
                verdict = .review
                message = "passes as bold large text (weight 700 or more); if its weight is under 700 (semi-bold "
                    + "looks the same in many fonts) it is normal text and needs \(NumberFormat.decimal(needed, places: 1)):1"
            }
        }
        if let textSize, verdict == .fail, usage == .text,
           requirement.usage(for: TextSize(points: textSize.points * Self.sizeUncertainty, bold: textSize.bold)) == .largeText,
           range.maximum.meets(requirement.threshold(for: .largeText)) {
            // Sizes are measured from the glyphs to within about a tenth; this close under the large-text
            // size, text that would pass as large text is for a person (or the stylesheet) to settle.
            verdict = .review
            message = "measured at \(NumberFormat.decimal(textSize.points, places: 1)) pt\(textSize.bold ? " bold" : ""), just under "
                + "large text; if it is large text (24 px, or 18.66 px bold) it passes "
                + "\(NumberFormat.decimal(requirement.threshold(for: .largeText), places: 1)):1, else it needs "
                + "\(NumberFormat.decimal(requirement.threshold(for: .text), places: 1)):1"
        }
        if textSize == nil && verdict == .fail && range.maximum.value < Self.faintGraphic && !isControlBoundary {
            // Marks this faint are, on real screens, nearly always a disabled control, a shadow or a piece of
            // an illustration rather than an icon someone needs; a person can tell which at a glance.
            verdict = .review
            message = "faint (under \(Self.faintGraphic):1): a disabled control, a shadow or part of an illustration? "
                + "If it is an icon or control boundary a user needs, it fails 3:1"
        }
        if textSize != nil && verdict == .fail && !backdropVaries {
            // WCAG 1.4.3 exempts inactive controls. A button's or chip's label in their colours is one; a
            // field's text may be an enabled field's placeholder, which fails like any text: a person decides.
            switch looksDisabled() {
            case .enabled:
                break
            case .controlLabel:
                verdict = .pass
                message = "exempt as disabled: label and container are one ink at 38% and 12% over the surface, as Material "
                    + "draws inactive controls, and WCAG exempts inactive controls; if this one is enabled, it fails"
            case .fieldText:
                verdict = .review
                message = "looks disabled (label and container are one ink at 38% and 12% over the surface, as Material "
                    + "draws inactive controls): WCAG exempts inactive controls; if this one is enabled, it fails"
            }
        }
        if backdropVaries && verdict == .fail {
            message = "the background varies (gradient, image or translucent material) and the ratio fails across all of it"
        }
        self.verdict = verdict
        self.message = message
    }

}

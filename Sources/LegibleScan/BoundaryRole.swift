import LegibleColor
import LegibleImaging

/// What a control's outline is for, and so whether WCAG 1.4.11 asks 3:1 of it. The criterion asks it
/// of what a person needs to find a control: the boundary of a control that has no other visible extent
/// (an unfilled text field). It does not ask it of the outline of a button whose label identifies it, of
/// a control whose fill already shows it, or of a box around content (a callout, a code span).
enum BoundaryRole: NonTextRole, Equatable {
    /// A field: short content (a placeholder, a value) beside room to type, its fill too close to the
    /// colours around it to show its extent, so that the outline is all that shows where to type.
    case field
    /// A field's shape around more than one value and its icon (several labels, or only a graphic): a search
    /// box with buttons of its own, or a bar of tabs or a navigation bar that merely looks like one. Required
    /// as a field is, but where it is faint a person decides (`ScreenshotRunVerdict`), as for other graphics.
    case crowdedField
    /// A label set in the middle of its outline (a button, a chip, a tab, a code span): the label identifies it.
    case labelledControl
    /// A control or box whose inside is filled in a colour of its own: the fill shows its extent.
    case filled
    /// A box around content that is no control's label: several lines, or a sentence (a callout).
    case container
    /// The empty square of an unchecked checkbox beside its label: all that shows its state, unchecked.
    case checkbox
    /// The empty ring of an unselected radio button beside its label: all that shows its state, unselected.
    case radioButton

    var isRequired: Bool { self == .field || self == .crowdedField || self == .checkbox || self == .radioButton }
    /// All that shows where to type or what is chosen, so never a shadow or a piece of art: judged at 3:1 however faint
    /// (a crowded field may be a bar of tabs, and a person decides where it is faint).
    var failsHoweverFaint: Bool { self == .field || self == .checkbox || self == .radioButton }

    var message: String {
        switch self {
        case .field, .crowdedField:
            "boundary of an unfilled field, its only visible extent: WCAG 1.4.11 asks 3:1 of it"
        case .labelledControl:
            "outline around a label (a button, a chip, a tag): WCAG 1.4.11 does not ask 3:1 of it (the label identifies the control)"
        case .filled:
            "outline of a filled control or box: WCAG 1.4.11 does not ask 3:1 of it (the fill shows its extent)"
        case .container:
            "outline of a box around content: WCAG 1.4.11 does not ask 3:1 of it (it identifies no control)"
        case .checkbox:
            "square of an unchecked checkbox beside its label, all that shows its state: WCAG 1.4.11 asks 3:1 of it"
        case .radioButton:
            "ring of an unselected radio button beside its label, all that shows its state: WCAG 1.4.11 asks 3:1 of it"
        }
    }

    /// Checkboxes are squares of 9–26 points (the web's 13 px, Qt's and GTK's 13–16 px at 1x, Material's 18 dp).
    static let checkboxPoints = 9.0...26.0
    static let checkboxSquareness = 0.2
    /// A checkbox's top and bottom edges run across at least this share of its width (its corners rounded a little).
    static let checkboxEdge = 0.6
    /// A checkbox's label starts within this many of its widths on its right, on the row through its middle, and is at
    /// most this many times as tall as it (a label, not a heading beside a drawn square).
    static let checkboxLabelGap = 2.0
    static let checkboxLabelHeight = 2.0

    /// Whether the empty frame drawn by ink component `index` is an unchecked checkbox: a square of a checkbox's size,
    /// its top and bottom edges straight across most of it (a ring or a power icon's circle is no checkbox), no ink inside
    /// it (a button's digit), and a text line (`texts`) beside it on its right. Another empty square is a drawn shape.
    static func isCheckbox(component index: Int, ink: InkComponents, layer: BackgroundLayer, texts: [PixelRect], scale: Double) -> Bool {
        let frame = ink.components[index].rect
        let size = max(frame.width, frame.height)
        guard checkboxPoints.contains(Double(size) / scale),
              SizeMatch.alike(frame.width, frame.height, within: checkboxSquareness) else { return false }
        let straight = [frame.y, frame.maxY - 1].allSatisfy { row in
            ink.columns(ofComponent: index, row: row, in: layer).map { Double($0.high - $0.low) >= checkboxEdge * Double(frame.width) } ?? false
        }
        return straight && !holdsInk(frame, ink: ink) && hasLabel(frame, texts: texts)
    }

    /// Whether the hollow ring drawn by ink component `index` (`ComponentShape.isHollowRing`) is an unselected radio
    /// button: a checkbox's size, no ink inside it, and a text line (`texts`) beside it on its right, as a checkbox's.
    static func isRadioButton(component index: Int, ink: InkComponents, layer: BackgroundLayer, texts: [PixelRect], scale: Double) -> Bool {
        let frame = ink.components[index].rect
        guard checkboxPoints.contains(Double(max(frame.width, frame.height)) / scale),
              ComponentShape.isHollowRing(index, layer: layer, ink: ink) else { return false }
        return !holdsInk(frame, ink: ink) && hasLabel(frame, texts: texts, nearest: radioLabelGap)
    }

    /// The state control whose empty mark ink component `index` draws, if any: an unchecked checkbox's square
    /// (`isCheckbox`) or an unselected radio button's ring (`isRadioButton`).
    static func stateControl(component index: Int, ink: InkComponents, layer: BackgroundLayer, texts: [PixelRect], scale: Double)
        -> BoundaryRole? {
        if isCheckbox(component: index, ink: ink, layer: layer, texts: texts, scale: scale) { return .checkbox }
        if isRadioButton(component: index, ink: ink, layer: layer, texts: texts, scale: scale) { return .radioButton }
        return nil
    }

    /// Whether other ink lies wholly inside `frame` (a button's digit in its square).
    private static func holdsInk(_ frame: PixelRect, ink: InkComponents) -> Bool {
        ink.components.contains { component in
            component.minX > frame.x && component.maxX < frame.maxX - 1 && component.minY > frame.y && component.maxY < frame.maxY - 1
        }
    }

    /// A radio button's label starts at least this many of its widths to its right; an O's next letter is nearer.
    static let radioLabelGap = 0.25

    /// A radio button's ring is at least this many times as tall as its label's letters (Qt's 13 px by 9-px capitals, the
    /// web's 13 by 10); an O at the label's start is as tall as they are.
    static let radioRingOverLetters = 1.2

    /// Whether `mark`, a member of `line`, is `radioRingOverLetters` times as tall as the line's other members or more:
    /// a radio button's ring read as its label's first letter, not an O.
    static func isTallerThanItsLetters(_ mark: Int, in line: TextLineGrouping.Line, components: [InkComponents.Component]) -> Bool {
        let tallest = line.members.lazy.filter { $0 != mark }.map { components[$0].height }.max() ?? 0
        return Double(components[mark].height) >= radioRingOverLetters * Double(tallest)
    }

    /// Whether a text line starts within `checkboxLabelGap` of the box's widths on its right (and no nearer than `nearest`
    /// of them), on the row through its middle, at most `checkboxLabelHeight` times as tall as it: a checkbox's or radio
    /// button's label.
    private static func hasLabel(_ frame: PixelRect, texts: [PixelRect], nearest: Double = 0) -> Bool {
        let size = max(frame.width, frame.height)
        let centre = frame.y + frame.height / 2
        return texts.contains { text in
            Double(text.x - frame.maxX) >= nearest * Double(size) && Double(text.x - frame.maxX) <= checkboxLabelGap * Double(size)
                && text.y <= centre && centre < text.maxY && Double(text.height) <= checkboxLabelHeight * Double(frame.height)
        }
    }

    /// Whether `contents` (one row of them) are set in the middle of `frame`, left to right: a label's place.
    static func isCentred(_ contents: [PixelRect], in frame: PixelRect) -> Bool {
        guard let left = contents.map(\.x).min(), let right = contents.map(\.maxX).max() else { return false }
        return abs(Double(left - frame.x) - Double(frame.maxX - right))
            <= max(centredTolerance * Double(max(frame.width, 1)), centredToleranceOfHeight * Double(frame.height))
    }

    /// Content this close to centred (as a share of the frame's width, or of its height in a narrow frame,
    /// where a lone letter's side bearings alone set it off centre: a chip's "d") is a label set in the middle.
    static let centredTolerance = 0.12
    static let centredToleranceOfHeight = 0.25
    /// A field leaves room to type: an empty stretch of at least this share of its width.
    static let fieldRoom = 0.35
    /// What a field holds (a placeholder or a value) is short: at most this many times as wide as high
    /// (about twenty characters). A callout's sentence is longer.
    static let fieldTextLength = 12
    /// A fill this far from the colours around it shows a field's extent by itself (1.4.11's 3:1).
    static let visibleFill = 3.0

    /// Text fields are 18–60 pt tall (macOS's and Windows' 22, Qt's 20–25, the web's 24–40, iOS 44, Material 56) and at
    /// least four times as wide.
    static let fieldHeights = 18.0...60.0
    static let fieldAspect = 4
    /// A select's value and arrow are a field's from this height: a desktop's shorter combo box, filled or shaded as a
    /// button is, is read as one as often as a field (labellers split on it).
    static let selectHeights = 28.0...60.0

    /// Whether a frame has a text field's shape: one of `heights` (an empty field's, or a select's) and four times as wide.
    static func hasFieldShape(_ frame: PixelRect, scale: Double, heights: ClosedRange<Double> = fieldHeights) -> Bool {
        heights.contains(Double(frame.height) / scale) && frame.width >= fieldAspect * frame.height
    }

    /// Whether a frame of a field's shape holds a value and, at its end, an icon no wider than the frame is tall (a
    /// select's arrow, a date field's calendar, a clear button, a number field's stepper), with room to type between
    /// them. The value may have been read as a graphic (a lone digit is as wide as tall), which, set at the frame's
    /// start, balances the icon at its end as a centred label would. `contents`: each item's box and whether it is
    /// text, from the left.
    static func endsInIcon(_ frame: PixelRect, contents: [(rect: PixelRect, isText: Bool)], scale: Double) -> Bool {
        guard hasFieldShape(frame, scale: scale, heights: selectHeights), contents.count >= 2, let last = contents.last, !last.isText,
              last.rect.width <= frame.height else { return false }
        let before = contents[contents.count - 2].rect
        return Double(last.rect.x - before.maxX) >= fieldRoom * Double(frame.width)
    }

    /// Fields round their corners by a fraction of their height; an outline whose top edge starts this far
    /// in (a pill, rounded to half its height) is a drawn shape, as in an illustration's outlined capsule.
    static let pillRounding = 0.3

    /// Whether the empty frame drawn by ink component `index` has a field's shape and corners.
    static func isEmptyField(component index: Int, ink: InkComponents, layer: BackgroundLayer, scale: Double) -> Bool {
        let box = ink.components[index]
        guard hasFieldShape(box.rect, scale: scale) else { return false }
        let topStart = ink.columns(ofComponent: index, row: box.minY, in: layer)?.low ?? box.maxX
        return Double(topStart - box.minX) < pillRounding * Double(box.height)
    }

    /// The role of `frame` from what it holds (`contents`: the text and graphics inside it; empty only for
    /// a frame of a field's shape) and the colours inside and around it; a gradient inside (`insideVaries`)
    /// is a fill, as fields are flat.
    /// `endsInIcon`: the contents are a value and an icon at the frame's end with room to type between them
    /// (`endsInIcon(_:contents:scale:)`), which span the frame as a centred label never does.
    init(frame: PixelRect, outside: PackedRGB?, inside: PackedRGB?, insideVaries: Bool = false, contents: [PixelRect],
         endsInIcon: Bool = false) {
        guard !contents.isEmpty else {
            self = .field
            return
        }
        let sorted = contents.sorted { $0.x < $1.x }
        guard let first = sorted.first, sorted.allSatisfy({ $0.y < first.maxY && first.y < $0.maxY }) else {
            self = .container
            return
        }
        if !endsInIcon, Self.isCentred(sorted, in: frame) {
            self = .labelledControl
            return
        }
        let width = Double(max(frame.width, 1))
        let end = sorted.map(\.maxX).max() ?? first.maxX
        let (left, right) = (Double(first.x - frame.x), Double(frame.maxX - end))
        // The widest empty stretch, and the text before it: a placeholder or value, then room to type (an
        // attached button, such as a search field's "Go", may follow).
        var room = (size: right, textEnd: end)
        if left > room.size { room = (left, frame.x) }
        for (before, after) in zip(sorted, sorted.dropFirst()) where Double(after.x - before.maxX) > room.size {
            room = (Double(after.x - before.maxX), before.maxX)
        }
        let textLength = max(0, room.textEnd - first.x)
        let filled = outside.flatMap { outside in inside.map { ContrastRatio(luminance: outside.luminance, $0.luminance).value } }
        if room.size >= Self.fieldRoom * width && textLength <= Self.fieldTextLength * first.height {
            self = insideVaries || (filled ?? 1) >= Self.visibleFill ? .filled : .field
        } else if insideVaries {
            self = .filled
        } else if let outside, let inside, !BackgroundLayer.similar(outside, inside) {
            self = .filled
        } else {
            self = .container
        }
    }
}

import Testing

@testable import LegibleColor
@testable import LegibleImaging
@testable import LegibleScan

/// What an outline is for, from what it holds and the colours inside and around it (WCAG 1.4.11 asks 3:1
/// only of the boundary of a control with no other visible extent). Geometry as on real screens: a
/// 300×40 frame at 1x.
@Suite struct BoundaryRoleTests {
    static let frame = PixelRect(x: 0, y: 0, width: 300, height: 40)
    static let white = PackedRGB(0xFFFFFF)

    @Test func aPlaceholderBesideRoomToTypeIsAField() {
        let role = BoundaryRole(frame: Self.frame, outside: Self.white, inside: Self.white,
                                contents: [PixelRect(x: 10, y: 12, width: 60, height: 16)])
        #expect(role == .field && role.isRequired)
    }

    @Test func anEmptyFieldWithAnAttachedButtonIsAField() {
        let role = BoundaryRole(frame: Self.frame, outside: Self.white, inside: Self.white,
                                contents: [PixelRect(x: 250, y: 12, width: 30, height: 16)])
        #expect(role == .field)
    }

    /// An empty frame of a field's shape (edX's sign-up fields: 690×80 px at 2x; a desktop app's, 22 points tall as
    /// macOS's and Windows' are) is a field with nothing typed and no placeholder; an empty square, a frame taller than
    /// a field or one thinner than any (a bar) is a drawn shape.
    @Test(arguments: [(PixelRect(x: 0, y: 0, width: 690, height: 80), true), (PixelRect(x: 0, y: 0, width: 80, height: 80), false),
                      (PixelRect(x: 0, y: 0, width: 690, height: 200), false), (PixelRect(x: 0, y: 0, width: 400, height: 44), true),
                      (PixelRect(x: 0, y: 0, width: 400, height: 30), false)])
    func emptyFramesOfAFieldsShape(frame: PixelRect, isField: Bool) {
        #expect(BoundaryRole.hasFieldShape(frame, scale: 2) == isField)
        if isField { #expect(BoundaryRole(frame: frame, outside: Self.white, inside: nil, contents: []) == .field) }
    }

    /// A select's value at its start and its arrow at its end (Firefly III's forms, 2x: 68 px tall) span the frame as
    /// a centred label would, but with room to type between them: a field. So does a number field's value read as a
    /// graphic (ZoneMinder's "0", a digit as wide as tall) before its stepper. A select under 28 points is not (a
    /// desktop's 20-point combo box, read as a button as often as a field), though an empty field of that height is one.
    @Test func aValueAndAnIconAtTheEndAreAField() {
        let frame = PixelRect(x: 0, y: 0, width: 900, height: 68)
        let value = (rect: PixelRect(x: 24, y: 24, width: 120, height: 22), isText: true)
        let arrow = (rect: PixelRect(x: 850, y: 26, width: 24, height: 16), isText: false)
        #expect(BoundaryRole.endsInIcon(frame, contents: [value, arrow], scale: 2))
        let role = BoundaryRole(frame: frame, outside: Self.white, inside: Self.white, contents: [value.rect, arrow.rect], endsInIcon: true)
        #expect(role == .field)
        #expect(BoundaryRole(frame: frame, outside: Self.white, inside: Self.white, contents: [value.rect, arrow.rect]) == .labelledControl)
        #expect(BoundaryRole.endsInIcon(frame, contents: [(PixelRect(x: 24, y: 26, width: 16, height: 18), false), arrow], scale: 2))
        #expect(!BoundaryRole.endsInIcon(frame, contents: [value, (PixelRect(x: 160, y: 26, width: 24, height: 16), false)], scale: 2))
        #expect(!BoundaryRole.endsInIcon(PixelRect(x: 0, y: 0, width: 900, height: 40), contents: [value, arrow], scale: 2))
        #expect(BoundaryRole.hasFieldShape(PixelRect(x: 0, y: 0, width: 900, height: 40), scale: 2))
    }

    @Test func aCentredLabelIsAButtonsOutline() {
        let role = BoundaryRole(frame: Self.frame, outside: Self.white, inside: Self.white,
                                contents: [PixelRect(x: 110, y: 12, width: 80, height: 16)])
        #expect(role == .labelledControl && !role.isRequired)
    }

    @Test func aSentenceIsACallout() {
        let role = BoundaryRole(frame: Self.frame, outside: Self.white, inside: PackedRGB(0xFFE4E4),
                                contents: [PixelRect(x: 10, y: 12, width: 200, height: 16)])
        #expect(!role.isRequired)
    }

    @Test func severalLinesAreAContainer() {
        let role = BoundaryRole(frame: PixelRect(x: 0, y: 0, width: 300, height: 70), outside: Self.white, inside: Self.white,
                                contents: [PixelRect(x: 10, y: 10, width: 60, height: 16), PixelRect(x: 10, y: 40, width: 60, height: 16)])
        #expect(role == .container)
    }

    /// A field whose fill stands 3:1 from the page shows its extent by its fill; one of 1.16:1 (white on
    /// #eeeeee) does not, and its outline is required.
    @Test(arguments: [(PackedRGB(0x333333), BoundaryRole.filled), (PackedRGB(0xEEEEEE), .field)])
    func aFillThatShowsTheFieldExemptsItsOutline(inside: PackedRGB, role: BoundaryRole) {
        #expect(BoundaryRole(frame: Self.frame, outside: Self.white, inside: inside,
                             contents: [PixelRect(x: 10, y: 12, width: 60, height: 16)]) == role)
    }

    /// jQuery UI's dialog title bar: a short title with room after it, as a field's placeholder has, on a
    /// gradient a little lighter than the dialog. A gradient is a fill (fields are flat), so the title
    /// bar's outline is not required.
    @Test func aGradientInsideIsAFill() {
        let title = [PixelRect(x: 10, y: 12, width: 150, height: 16)]
        let dialog = PackedRGB(0x285C00), band = PackedRGB(0x378200)
        #expect(BoundaryRole(frame: Self.frame, outside: dialog, inside: band, contents: title) == .field)
        #expect(BoundaryRole(frame: Self.frame, outside: dialog, inside: band, insideVaries: true, contents: title) == .filled)
    }
}

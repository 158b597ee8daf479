import Testing

@testable import LegibleImaging
@testable import LegibleScan

/// What an icon is for under WCAG 1.4.11, from the text around it on the same backdrop. Geometry of real
/// screens at 1x: 24-pt icons, 16-pt text.
@Suite struct GraphicRoleTests {
    static let icon = PixelRect(x: 20, y: 20, width: 24, height: 24)

    static func role(_ rect: PixelRect = icon, texts: [PixelRect], checkMark: Bool = false, others: [PixelRect] = [],
                     backdrop: PixelRect? = nil, backdropArea: Int? = nil) -> GraphicRole {
        GraphicRole(rect: rect, isCheckMark: checkMark, texts: texts.map { ($0, 12) }, others: others,
                    backdropArea: backdropArea ?? backdrop?.area ?? 1_000_000, backdropBounds: backdrop, imageWidth: 1000, imageHeight: 1000)
    }

    @Test func anIconWithItsLabelBesideIsNotRequired() {
        #expect(Self.role(texts: [PixelRect(x: 52, y: 24, width: 80, height: 16)]) == .besideLabel)
    }

    @Test func aTabIconOverItsLabelIsNotRequired() {
        #expect(Self.role(texts: [PixelRect(x: 8, y: 50, width: 48, height: 14)]) == .besideLabel)
    }

    /// A toolbar's back arrow sits 1.3 heights or more from the title: it is the back button's only label.
    @Test func aBackArrowBeforeATitleIsRequired() {
        let role = Self.role(texts: [PixelRect(x: 80, y: 24, width: 120, height: 16)])
        #expect(role == .onlyLabel && role.isRequired)
    }

    @Test func aCheckMarkShowsAStateEvenBesideItsLabel() {
        let role = Self.role(texts: [PixelRect(x: 52, y: 24, width: 80, height: 16)], checkMark: true)
        #expect(role == .stateMark && role.isRequired)
    }

    /// A table cell's chevron is centred between its title and subtitle (edX's course tools, at 2x): the
    /// lines reach into its height from above and below, not through its middle. With nothing on its left
    /// it is a control's only mark; with a button after it, it ends no row.
    @Test func aChevronCentredOnATwoLineCellEndsIt() {
        let chevron = PixelRect(x: 702, y: 201, width: 14, height: 24)
        let title = PixelRect(x: 150, y: 175, width: 127, height: 26)
        let subtitle = PixelRect(x: 150, y: 218, width: 320, height: 22)
        #expect(GraphicRole.endsCell(chevron, texts: [title, subtitle], others: []))
        #expect(!GraphicRole.endsCell(chevron, texts: [], others: []))
        #expect(!GraphicRole.endsCell(chevron, texts: [title, subtitle], others: [PixelRect(x: 730, y: 200, width: 14, height: 24)]))
        // Text right up to it is the row's own last letter, not a label far on its left.
        #expect(!GraphicRole.endsCell(chevron, texts: [PixelRect(x: 600, y: 205, width: 90, height: 18)], others: []))
    }

    /// A list's leading icons (MGO's health categories, at 3x: a 40–64 px icon 60–70 px before its label)
    /// share a column and a gap to their labels; a toolbar's back arrow before its title is alone.
    @Test func aListsLeadingIconsAreLabelled() {
        let icons = [PixelRect(x: 124, y: 841, width: 40, height: 58), PixelRect(x: 112, y: 1016, width: 64, height: 44),
                     PixelRect(x: 120, y: 1683, width: 53, height: 51)]
        let labels = [PixelRect(x: 232, y: 851, width: 300, height: 40), PixelRect(x: 232, y: 1019, width: 280, height: 40),
                      PixelRect(x: 232, y: 1689, width: 260, height: 40)]
        #expect(GraphicRole.leadingIcons(icons, texts: labels) == [0, 1, 2])
        #expect(GraphicRole.leadingIcons([icons[0]], texts: labels).isEmpty)
        // Labels at different distances are not one list's.
        let ragged = [PixelRect(x: 232, y: 851, width: 300, height: 40), PixelRect(x: 400, y: 1019, width: 280, height: 40)]
        #expect(GraphicRole.leadingIcons(Array(icons.prefix(2)), texts: ragged).isEmpty)
    }

    /// A clapperboard a third as wide as an empty poster (TvManiac) is the picture's placeholder; an icon on
    /// an icon button's square fill (four times its box), or a small X on a round one sixteen times its box
    /// (Ivy Wallet's close button), is the button's only label.
    @Test func anIconOnAnEmptyPosterIsAPlaceholder() {
        let clapperboard = PixelRect(x: 50, y: 100, width: 58, height: 47)
        #expect(Self.role(clapperboard, texts: [], backdrop: PixelRect(x: 20, y: 40, width: 131, height: 165)) == .placeholder)
        #expect(Self.role(Self.icon, texts: [], backdrop: PixelRect(x: 8, y: 8, width: 48, height: 48)) == .onlyLabel)
        let close = PixelRect(x: 224, y: 854, width: 13, height: 14)
        #expect(Self.role(close, texts: [], backdrop: PixelRect(x: 200, y: 830, width: 61, height: 62), backdropArea: 2950) == .onlyLabel)
    }

    /// A microphone's head and stand, drawn apart, are one icon; the next icon of a toolbar, a gap of its height
    /// away, another; pieces on another backdrop, or whose joint box would be larger than an icon, stay apart.
    @Test func piecesOfAnIconShareItsBox() {
        let head = PixelRect(x: 10, y: 0, width: 8, height: 12), stand = PixelRect(x: 7, y: 13, width: 14, height: 7)
        let next = PixelRect(x: 40, y: 0, width: 20, height: 20), label = PixelRect(x: 9, y: 1, width: 30, height: 10)
        let elsewhere = PixelRect(x: 22, y: 0, width: 6, height: 20), far = PixelRect(x: 62, y: 0, width: 40, height: 20)
        let boxes = GraphicRole.iconBoxes([(head, 0, true), (stand, 0, true), (next, 0, true), (label, 0, false), (elsewhere, 1, true),
                                           (far, 0, true)], largest: 56)
        let microphone = PixelRect(x: 7, y: 0, width: 14, height: 20)
        #expect(boxes == [microphone, microphone, next, label, elsewhere, far])
    }
}


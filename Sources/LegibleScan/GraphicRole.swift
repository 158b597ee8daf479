import LegibleImaging

/// What an icon or other UI graphic is for, and so whether WCAG 1.4.11 asks 3:1 of it. The criterion
/// asks it of graphics a person needs to understand the content or operate a control: an icon that is a
/// control's only label, a state indicator. An icon beside the text that labels it, or the disclosure
/// chevron at the end of a labelled row, adds nothing a person needs; a picture placeholder is decoration.
enum GraphicRole: NonTextRole, Equatable {
    /// An icon with no text beside it: it may be a control's only label.
    case onlyLabel
    /// A check mark: a state (selected, checked, done) that no label says.
    case stateMark
    /// The dots of a page indicator (`PageIndicator`): which page is shown.
    case pageIndicator
    /// An icon set beside, over or under text no taller than it, on the same backdrop: the text labels
    /// what it marks.
    case besideLabel
    /// A narrow mark at the end of a row whose text is on its left (a disclosure chevron).
    case rowAccessory
    /// A picker's caret (⌄, ▼) just after the text on its left: a select's value, a menu button's label.
    case pickerCaret
    /// A chevron or filled triangle pointing right, leading a row of a tree or list (› or ▸, a closed node): whether
    /// the row is open.
    case disclosure
    /// A mark between the items of a row (a breadcrumb's "/" or "›", `RowSeparator`).
    case separator
    /// A scroll indicator along the screen's right edge (`ScrollIndicator`).
    case scrollIndicator
    /// The grabber at the top of a sheet (`SheetGrabber`).
    case sheetGrabber
    /// Dots the system draws over the screen: a status bar's signal with no service, iPadOS's multitasking
    /// handle (`SystemChrome`).
    case systemChrome
    /// A lone icon, a fifth of the width or more, on a large fill with nothing else (an image's
    /// placeholder): decoration.
    case placeholder

    var isRequired: Bool { self == .onlyLabel || self == .stateMark || self == .pageIndicator || self == .disclosure }

    var message: String {
        switch self {
        case .onlyLabel:
            "icon or graphic with no text beside it: if it is a control's only label or shows a state, WCAG 1.4.11 asks 3:1 of it"
        case .stateMark:
            "check mark showing a state (selected, checked, done): WCAG 1.4.11 asks 3:1 of it"
        case .pageIndicator:
            "page indicator dots showing which page is shown, a state: WCAG 1.4.11 asks 3:1 of them"
        case .besideLabel:
            "icon with its text label beside, over or under it: WCAG 1.4.11 does not ask 3:1 of it (the text says what it marks)"
        case .rowAccessory:
            "mark at the end of a labelled row (a disclosure chevron): WCAG 1.4.11 does not ask 3:1 of it (the row's text labels it)"
        case .pickerCaret:
            "caret of a dropdown or menu button just after its label or value: WCAG 1.4.11 does not ask 3:1 of it (the text "
                + "and the control's box say what it is); where the caret is the control's only sign, judge it by eye"
        case .disclosure:
            "disclosure triangle or chevron leading a row of a tree or list: it shows whether the row is open, a state "
                + "WCAG 1.4.11 asks 3:1 of"
        case .separator:
            "mark between the items of a row (a breadcrumb's / or ›): WCAG 1.4.11 does not ask 3:1 of it (the items' text says "
                + "where each leads)"
        case .scrollIndicator:
            "scroll indicator along the screen's edge, drawn by the platform: WCAG 1.4.11 does not ask 3:1 of it (it labels no control)"
        case .sheetGrabber:
            "grabber of a sheet, drawn by the platform: WCAG 1.4.11 does not ask 3:1 of it (the sheet's edge shows the sheet)"
        case .systemChrome:
            "marks drawn by the system over or around the app (a status bar's signal with no service, iPadOS's multitasking "
                + "handle, a macOS window's buttons): not the app's content, so WCAG 1.4.11 asks nothing of the app here"
        case .placeholder:
            ScreenshotScanner.decorativeMessage
        }
    }

    /// Text this many of the taller one's heights away or nearer is beside the icon: icons are set a
    /// quarter to half their height from their label, and a toolbar's back arrow, the only label of its
    /// button, 1.3 or more from the title.
    static let besideGap = 0.75
    /// An icon at least this share of the text's glyph height is an icon beside it, not a glyph of it
    /// (an operator, a bullet): icons are set as tall as capitals or taller.
    static let iconToGlyphHeight = 0.9
    /// Whether a narrow mark at `rect` ends a row: text (`row`, on the same backdrop and line) on its left
    /// at least `gap` pixels away, and nothing (`others`) on its right.
    static func endsRow(_ rect: PixelRect, row: [PixelRect], others: [PixelRect], gap: Int, wide: Bool = false) -> Bool {
        let centre = rect.y + rect.height / 2
        return (wide || 4 * rect.width <= 3 * rect.height) && row.contains { $0.maxX + gap <= rect.x }
            && !(row + others).contains { $0 != rect && $0.x >= rect.maxX && 2 * abs($0.y + $0.height / 2 - centre) <= rect.height }
    }

    /// A lone glyph this many of its heights or more after the rest of its row's text, ending the row, is
    /// a disclosure chevron (›) rather than a letter of it.
    static let chevronGap = 4

    /// Whether a text run of one glyph at `rect` is a disclosure chevron: narrow (unless `wide`: a picker's
    /// ⌄), ending its row, far from the row's text (`texts`, on the same backdrop, itself left out).
    static func isChevron(_ rect: PixelRect, texts: [PixelRect], others: [PixelRect], wide: Bool = false) -> Bool {
        let row = rowMates(of: rect, among: texts)
        return !row.isEmpty && endsRow(rect, row: row, others: others, gap: chevronGap * rect.height, wide: wide)
            && !row.contains { $0.maxX > rect.x - chevronGap * rect.height && $0.maxX <= rect.x }
    }

    /// The boxes among `texts` on the row of `rect`: their middles within half the taller one's height of its.
    private static func rowMates(of rect: PixelRect, among texts: [PixelRect]) -> [PixelRect] {
        let centre = rect.y + rect.height / 2
        return texts.filter { $0 != rect && 2 * abs(centre - ($0.y + $0.height / 2)) <= max(rect.height, $0.height) }
    }

    /// The boxes among `texts` whose rows reach into the height of `rect` grown by `reach` pixels above and below: the
    /// lines of a table cell a mark at `rect` may end.
    private static func cellMates(of rect: PixelRect, among texts: [PixelRect], reach: Int = 0) -> [PixelRect] {
        texts.filter { $0 != rect && $0.y < rect.maxY + reach && rect.y - reach < $0.maxY }
    }

    /// A tree's disclosure mark is set at most this many of its heights before the row it leads (its icon, checkbox
    /// or label), with nothing as near on its left. Of 1, 2 and 3, 2 did best on all sources but one, whichever was
    /// left out.
    static let leadGap = 2.0

    /// Whether the mark at `rect` leads a row of `items` (every other line's box, and every ink component's): something
    /// starts on its right within `leadGap` of its heights, and nothing ends that near on its left (code's "->").
    static func leadsRow(_ rect: PixelRect, items: [PixelRect]) -> Bool {
        let reach = Int(leadGap * Double(rect.height))
        let row = rowMates(of: rect, among: items)
        return row.contains { $0.x >= rect.maxX && $0.x - rect.maxX <= reach } && !row.contains { $0.maxX <= rect.x && rect.x - $0.maxX <= reach }
    }

    /// A chevron-shaped glyph that ends its row at least this many of its heights after the row's text is a
    /// disclosure indicator even close to the text, as a settings row shows it after its value ("English ›");
    /// `chevronGap` asks more of a mark that is not chevron-shaped.
    static let shapedChevronGap = 0.8

    /// Whether the chevron-shaped mark at `rect` ends its row, `shapedChevronGap` after the text on it and
    /// at least half as tall as that text (a comma ending a line is chevron-shaped too, and small). The row is
    /// the text whose lines come within the mark's height of it, above or below: a table cell's chevron is centred
    /// between its title and its subtitle, or its value and date (PayForMe's "10.00" over "2020-11-25", with the
    /// chevron between and after them).
    static func endsRowAsChevron(_ rect: PixelRect, texts: [PixelRect], others: [PixelRect]) -> Bool {
        let row = cellMates(of: rect, among: texts, reach: rect.height)
        let gap = Int((shapedChevronGap * Double(rect.height)).rounded(.up))
        guard let before = row.filter({ $0.maxX <= rect.x }).max(by: { $0.maxX < $1.maxX }), before.height <= 2 * rect.height else { return false }
        return endsRow(rect, row: row, others: others, gap: gap) && before.maxX + gap <= rect.x
    }

    /// Whether a chevron-shaped mark at `rect` ends a table cell: text on its left (`texts`, on any backdrop:
    /// a cell's labels may sit on a fill of their own) at least `chevronGap` of its heights away, whose lines
    /// reach into its height (a cell's title over its subtitle, with the chevron centred between them), and
    /// nothing (`others`) on its right.
    static func endsCell(_ rect: PixelRect, texts: [PixelRect], others: [PixelRect], wide: Bool = false) -> Bool {
        let row = cellMates(of: rect, among: texts)
        return !row.isEmpty && endsRow(rect, row: row, others: others, gap: chevronGap * rect.height, wide: wide)
            && !row.contains { $0.maxX > rect.x - chevronGap * rect.height && $0.maxX <= rect.x }
    }

    /// Of icons with no label beside them (`icons`), those that lead a label in a list: each with text on its
    /// row to its right at most `leadingGap` of its heights away, and another such icon in the same column
    /// (left or centre within `columnTolerance` of the larger width) whose label starts as far from it. A
    /// list's leading icons sit a little further from their labels than a chip's icon; a lone toolbar back
    /// arrow before its title has no column to share.
    static func leadingIcons(_ icons: [PixelRect], texts: [PixelRect]) -> Set<Int> {
        let gaps: [Int?] = icons.map { icon in
            let centre = icon.y + icon.height / 2
            return texts.filter { 2 * abs($0.y + $0.height / 2 - centre) <= max(icon.height, $0.height) && $0.x >= icon.maxX }
                .map { $0.x - icon.maxX }.min().flatMap { Double($0) <= leadingGap * Double(icon.height) ? $0 : nil }
        }
        var leading = Set<Int>()
        for i in icons.indices {
            guard let gap = gaps[i] else { continue }
            for j in icons.indices where j != i {
                guard let other = gaps[j] else { continue }
                let (a, b) = (icons[i], icons[j])
                let tolerance = max(4, Int(columnTolerance * Double(max(a.width, b.width))))
                let sameColumn = abs(a.x - b.x) <= tolerance || abs(a.x + a.width / 2 - b.x - b.width / 2) <= tolerance
                if sameColumn && abs(a.y - b.y) >= max(a.height, b.height) && abs(gap - other) <= tolerance {
                    leading.insert(i)
                    break
                }
            }
        }
        return leading
    }

    /// The box of the icon each graphic is a piece of: graphics on one backdrop within `pieceGap` of the
    /// larger one's height of each other, while their joint box is no larger than `largest` pixels either
    /// way; any other item's own box. A microphone's head and stand, a database's discs, are one icon, whose
    /// label is beside the whole of it.
    static func iconBoxes(_ items: [(rect: PixelRect, background: Int32?, isGraphic: Bool)], largest: Int) -> [PixelRect] {
        let graphics = items.indices.filter { items[$0].isGraphic }.sorted { items[$0].rect.x < items[$1].rect.x }
        var parent = Array(items.indices)
        var box = items.map(\.rect)
        func root(_ index: Int) -> Int {
            var index = index
            while parent[index] != index {
                parent[index] = parent[parent[index]]
                index = parent[index]
            }
            return index
        }
        let widestGap = Int(pieceGap * Double(largest))
        for (position, a) in graphics.enumerated() {
            let first = items[a].rect
            for b in graphics[(position + 1)...] {
                let second = items[b].rect
                if second.x > first.maxX + widestGap { break }
                let gap = max(1, Int(pieceGap * Double(max(first.height, second.height))))
                let (x, y) = (root(a), root(b))
                guard x != y, items[b].background == items[a].background, first.gap(to: second) <= gap else { continue }
                let joint = box[x].union(box[y])
                guard max(joint.width, joint.height) <= largest else { continue }
                parent[y] = x
                box[x] = joint
            }
        }
        return items.indices.map { items[$0].isGraphic ? box[root($0)] : items[$0].rect }
    }

    /// The box of the fill an icon at `rect` sits alone on, when that fill (`area` pixels within `bounds`) is a
    /// tile of its own: no wider or taller than `largest` pixels, about square, mostly filled (a disc covers
    /// π/4 of its box, less the icon's hole), and holding the icon with room around it. Nil for a backdrop
    /// that is a bar, a card or the page.
    static func tile(around rect: PixelRect, bounds: PixelRect, area: Int, largest: Int) -> PixelRect? {
        let square = Double(max(bounds.width, bounds.height)) <= tileAspect * Double(min(bounds.width, bounds.height))
        let filled = Double(area) >= tileFill * Double(bounds.area)
        let holds = bounds.clamped(to: rect) == rect && rect.width < bounds.width && rect.height < bounds.height
        return max(bounds.width, bounds.height) <= largest && square && filled && holds ? bounds : nil
    }

    static let tileAspect = 1.25
    static let tileFill = 0.6

    /// Pieces of one icon are at most this share of the larger one's height apart.
    static let pieceGap = 0.2

    /// A list's leading icon is at most this many of its heights from its label.
    static let leadingGap = 2.5
    static let columnTolerance = 0.25

    /// Whether an icon at `rect` on a fill of `area` pixels within `bounds` (nothing else on it) is a
    /// picture's placeholder: the fill is large beside the icon, at least `placeholderSides` times as wide
    /// and as tall and `placeholderArea` times its box, or oblong (a poster, a thumbnail) and half that.
    /// An icon button's fill is round, or square and 4–9 times its icon's box. The icon is a fifth of the
    /// fill's width or more: a small mark on a large fill is a detail of a picture or a control.
    static func isPlaceholder(_ rect: PixelRect, on bounds: PixelRect, area: Int) -> Bool {
        let wide = Double(bounds.width) / Double(max(rect.width, 1))
        let tall = Double(bounds.height) / Double(max(rect.height, 1))
        let oblong = Double(max(bounds.width, bounds.height)) >= placeholderAspect * Double(min(bounds.width, bounds.height))
        let large = area >= placeholderArea * rect.area && min(wide, tall) >= placeholderSides
            || oblong && 2 * area >= placeholderArea * rect.area && min(wide, tall) >= placeholderSides - 0.5
        let rectangular = Double(area) >= placeholderFill * Double(bounds.area)
        return large && rectangular && 5 * rect.width >= bounds.width
    }

    /// A picture's placeholder is a rectangle (a poster, a thumbnail) and fills most of its box; an icon
    /// button's round fill covers π/4 of its box (Ivy Wallet's close button, its X a fifth as wide).
    static let placeholderFill = 0.85

    static let placeholderArea = 12
    static let placeholderSides = 2.5
    static let placeholderAspect = 1.2

    /// A picker's caret is set at most this many of its label's glyph heights after the label's end (a menu button's
    /// "Actions ▾", a select's "All ▾"); one further off is judged as any icon is, unless it ends its row. Of 1.5 to
    /// 5, 4 did best on all sources but one, whichever was left out.
    static let caretGap = 4.0

    /// The role of the graphic at `rect` (a check mark, a picker's caret shape or neither) on backdrop region
    /// `background`, from the text on the same backdrop (`texts`: their boxes and glyph heights), the other non-text
    /// marks (`others`) and the backdrop's area and bounds.
    init(rect: PixelRect, isCheckMark: Bool, isCaret: Bool = false, texts: [(rect: PixelRect, glyphHeight: Int)], others: [PixelRect],
         backdropArea: Int, backdropBounds: PixelRect?, imageWidth: Int, imageHeight: Int) {
        if isCheckMark {
            self = .stateMark
            return
        }
        let centre = rect.y + rect.height / 2
        let row = texts.filter { text in
            let textCentre = text.rect.y + text.rect.height / 2
            return 2 * abs(centre - textCentre) <= max(rect.height, text.rect.height)
        }
        // A caret smaller than the letters before it marks the control they name; an icon is as tall as they are
        // (`besideLabel`).
        if isCaret && row.contains(where: { text in
            let gap = rect.x - text.rect.maxX
            return gap >= -1 && Double(gap) <= Self.caretGap * Double(text.glyphHeight) && text.glyphHeight >= rect.height
        }) {
            self = .pickerCaret
            return
        }
        let beside = row.contains { text in
            let gap = max(text.rect.x - rect.maxX, rect.x - text.rect.maxX)
            return gap >= -1 && Double(gap) <= Self.besideGap * Double(max(rect.height, text.glyphHeight))
                && Double(rect.height) >= Self.iconToGlyphHeight * Double(text.glyphHeight)
        }
        // A label under or over the icon, as in tab bars and picture placeholders with a caption.
        let stacked = texts.contains { text in
            let gap = max(text.rect.y - rect.maxY, rect.y - text.rect.maxY)
            let middle = rect.x + rect.width / 2
            return gap >= -1 && Double(gap) <= Self.besideGap * Double(rect.height) && text.rect.x <= middle && middle < text.rect.maxX
                && Double(rect.height) >= Self.iconToGlyphHeight * Double(text.glyphHeight)
        }
        if beside || stacked {
            self = .besideLabel
            return
        }
        if Self.endsRow(rect, row: row.map(\.rect), others: others, gap: 0) {
            self = .rowAccessory
            return
        }
        if texts.isEmpty, let bounds = backdropBounds, Self.isPlaceholder(rect, on: bounds, area: backdropArea),
           bounds.x > 0, bounds.y > 0, bounds.maxX < imageWidth, bounds.maxY < imageHeight {
            self = .placeholder
            return
        }
        self = .onlyLabel
    }
}

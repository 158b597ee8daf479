import LegibleColor
import LegibleImaging

/// Finds a modal dialog over a dimmed screen, whose content behind the scrim is inactive, which WCAG exempts.
///
/// A modal dialog is a light card centred on the screen (or off it, a popup by its row, over a page that is the card's
/// colour darkened), clear of its edges or rounded at its corners where it
/// spans the screen's width (a sheet risen from the bottom edge, at its top corners), with text on it (an action
/// sheet's rows, split by hairlines, are one card; a band of another colour across its top, with the title, is its
/// header); the scrim behind it
/// darkens everything else (Material's black at 32 %, iOS's at 20–40 %), so that nothing outside the card is
/// near the card's lightness: a light page turns mid-grey. A light card on an ordinary page has the page's white
/// or light grey around it. A sheet covering most of the screen leaves little of it dimmed; it counts when the page
/// behind is the card's colour darkened, as a scrim darkens it. A dark theme's scrim is not told from a dark page by
/// its colours; `darkDialog` tells it by the text.
struct ModalScrim {
    let layer: BackgroundLayer
    /// The largest background region: the page.
    private let largestBackground: Int?

    init(layer: BackgroundLayer) {
        self.layer = layer
        largestBackground = layer.regionArea.indices.filter { layer.isBackground[$0] }.max { layer.regionArea[$0] < layer.regionArea[$1] }
    }

    /// The card is centred to this share of the screen's width, and covers these shares of its width and height.
    static let centring = 0.03
    static let cardWidths = 0.25...0.95
    static let cardHeights = 0.06...0.8
    static let tallCardHeights = 0.8...1.0
    /// A navigation drawer covers this share of the screen's width, from its left edge, and at least the least share of
    /// its height a tall card covers: Material's is the phone's width less 56 dp, and at most 320–360 dp, a quarter of
    /// a landscape tablet's.
    static let drawerWidths = 0.25...0.9
    /// The card is light: at least this luminance.
    static let lightestCard = 0.5
    /// Every background outside the card is at most this share of the card's luminance, and such backgrounds
    /// cover at least `dimmedShare` of the screen.
    static let dimmed = 0.6
    static let dimmedShare = 0.4
    /// Light marks with no text on them, outside the card, may cover this share of the screen together: an arrow
    /// or a bubble a documentation screenshot draws over the scrim, which the scrim does not dim.
    static let undimmedMarksShare = 0.005
    /// Under a sheet covering most of the screen, at least this share of the screen and this share of what the
    /// card leaves are dimmed, and the page is the card's colour scaled by one of `scrimFactors` in each channel
    /// (Android's dialogs dim by black at 60 % by default, Material's sheets at 32 %, iOS's at 20–40 %).
    static let leastDimmedShare = 0.2
    static let dimmedOutside = 0.75
    static let scrimFactors = 0.35...0.85
    static let factorTolerance = 0.05

    /// Whether `page` is `card` darkened by a black scrim: each channel scaled by the same factor.
    static func isDarkened(_ page: PackedRGB, from card: PackedRGB) -> Bool {
        let factors = [(page.red, card.red), (page.green, card.green), (page.blue, card.blue)].map { Double($0) / Double(max($1, 1)) }
        let mean = factors.reduce(0, +) / 3
        return scrimFactors.contains(mean) && factors.allSatisfy { abs($0 - mean) <= factorTolerance }
    }

    static let message = "exempt as inactive: behind a modal dialog's dimming scrim, which WCAG exempts; "
        + "judge it on the screen without the dialog"

    /// Whether `box` lies behind the scrim around `dialog`: outside it, and not above a navigation drawer that starts
    /// below the screen's top, where the system's status bar stands above the scrim (Etar's).
    func isBehindScrim(_ box: PixelRect, around dialog: PixelRect) -> Bool {
        box.clamped(to: dialog).area == 0 && !(isFromLeftEdge(dialog) && box.maxY <= dialog.y)
    }

    /// Whether `rect` starts at the screen's left edge and stops short of its right: only a drawer is placed so
    /// (`isPlaced`).
    private func isFromLeftEdge(_ rect: PixelRect) -> Bool { rect.x == 0 && rect.maxX < layer.width }

    /// A card rounded at all four corners floats over the screen even where it spans its width (a dialog on a
    /// small phone); a band as wide as the screen with square ends is part of the page. Its top and bottom
    /// rows stop at least this share of the screen's width short of either edge.
    static let cornerInset = 0.01

    /// Whether a card spanning the screen's width within `rect` has rounded corners: the rows of `top` and
    /// `bottom` (its first and last regions) there stop short of both edges; a sheet risen from the screen's
    /// bottom edge, its top row.
    private func isRounded(top: Int32, bottom: Int32, _ rect: PixelRect) -> Bool {
        let inset = max(2, Int(Self.cornerInset * Double(layer.width)))
        let rows = rect.maxY == layer.height ? [(rect.y, top)] : [(rect.y, top), (rect.maxY - 1, bottom)]
        return rows.allSatisfy { y, region in
            var (low, high) = (Int.max, Int.min)
            layer.runs.forEachRun(ofRow: y, from: 0, to: layer.width) { run, start, end in
                guard layer.regionOfRun[run] == region else { return }
                (low, high) = (min(low, start), max(high, end))
            }
            return low >= inset && high <= layer.width - inset
        }
    }

    /// Bands of one card start within 2 pixels of each other and end within 2 pixels or a scrollbar's width (this
    /// share of the screen's): a long dialog's body, which scrolls, ends at its scrollbar.
    static let scrollbarShare = 0.012

    /// Whether two bands line up as the parts of one card do.
    private func isAligned(_ a: PixelRect, _ b: PixelRect) -> Bool {
        abs(a.x - b.x) <= 2 && abs(a.maxX - b.maxX) <= max(2, Int(Self.scrollbarShare * Double(layer.width)))
    }

    /// A dialog's header (a band of another colour across the top of the card, holding its title) is at most
    /// this share of the card's height.
    static let headerReach = 0.3

    /// The card grown by its header: a backdrop with the card's left and right edges, ending just above it.
    private func withHeader(_ card: PixelRect, bounds: [Int32: PixelRect]) -> PixelRect {
        let header = bounds.values.filter { rect in
            isAligned(rect, card) && rect.maxY <= card.y
                && card.y - rect.maxY <= rowGap && Double(rect.height) <= Self.headerReach * Double(card.height)
        }.min { $0.y < $1.y }
        guard let header else { return card }
        return card.union(header)
    }

    /// A light backdrop outside the card that overlaps the dialog or touches it (within `rowGap`), no larger than the
    /// card, is a popup opened from the dialog (a dropdown's list hanging below it, a menu beside it), above the scrim
    /// with the dialog; so is one touching such a popup (the list's next rows).
    /// Returns the dialog grown by its popups, and the popups' regions.
    private func withPopups(_ dialog: PixelRect, card: PixelRect, bounds: [Int32: PixelRect],
                            isLight: (Int32) -> Bool) -> (PixelRect, Set<Int32>) {
        var (grown, popups) = (dialog, Set<Int32>())
        var candidates = bounds.filter { region, rect in
            isLight(region) && rect.clamped(to: card) != rect && rect.area <= card.area
        }
        while let (region, rect) = candidates.first(where: { _, rect in rect.grown(by: rowGap).clamped(to: grown).area > 0 }) {
            candidates[region] = nil
            popups.insert(region)
            grown = grown.union(rect)
        }
        return (grown, popups)
    }

    /// Rows of one sheet further apart than this (pixels, or this share of the screen's height) are two cards.
    static let rowGapPixels = 3
    static let rowGapShare = 0.004
    private var rowGap: Int { max(Self.rowGapPixels, Int(Self.rowGapShare * Double(layer.height))) }

    /// Light backdrops stacked with the same left and right edges, each within `rowGap` of the next, joined into
    /// one card (an action sheet's rows, split by hairlines, and the strip under the last); every other backdrop a
    /// card of its own. Each card lists its regions from the top. `overlapping`: a backdrop starting inside the card
    /// above joins it too (a web modal's body, its white joined round the open side of the selected tab to the tab
    /// row's, reaches up over the header's band).
    private func stacked(_ regions: [(region: Int32, rect: PixelRect)], overlapping: Bool = false) -> [(regions: [Int32], rect: PixelRect)] {
        var cards: [(regions: [Int32], rect: PixelRect)] = []
        for (region, rect) in regions.sorted(by: { ($0.rect.y, $0.region) < ($1.rect.y, $1.region) }) {
            if let index = cards.lastIndex(where: { isAligned($0.rect, rect)
                    && rect.y >= (overlapping ? $0.rect.y : $0.rect.maxY) && rect.y - $0.rect.maxY <= rowGap }) {
                let card = cards[index].rect
                cards[index].regions.append(region)
                cards[index].rect = PixelRect(x: min(card.x, rect.x), y: card.y, width: max(card.maxX, rect.maxX) - min(card.x, rect.x),
                                              height: rect.maxY - card.y)
            } else {
                cards.append(([region], rect))
            }
        }
        return cards
    }

    /// A black scrim of 20 % or more (iOS's lightest) takes white to a luminance of 0.6 or less: text on the page outside
    /// a light card brighter than this is undimmed, and the card is one on a dark theme's page (a bank account's mint
    /// card among green ones), not a dialog.
    static let brightestUnderScrim = 0.7

    /// The bounds of the dialog card among the backdrops that hold text (`textBackdrops`), or nil. `texts`: each measured
    /// text line's box, backdrop and ink.
    func dialog(textBackdrops: Set<Int32>, texts: [(rect: PixelRect, backdrop: Int32, ink: PackedRGB)]) -> PixelRect? {
        let light = textBackdrops.filter { layer.regionColor[Int($0)].luminance >= Self.lightestCard }
        // On an ordinary light screen the largest backdrop, the page, is as light as any card: no need to look
        // for the card's bounds.
        guard let brightest = light.map({ layer.regionColor[Int($0)].luminance }).max() else { return nil }
        if let page = largestBackground,
           !light.contains(Int32(page)), layer.regionColor[page].luminance > Self.dimmed * brightest {
            return nil
        }
        // One pass over the runs finds the bounds of every backdrop: the candidates' and those around them.
        let backdrops = Set(layer.regionArea.indices.filter { layer.isBackground[$0] }.map { Int32($0) }).union(light)
        let bounds = layer.bounds(of: backdrops)
        // A sheet's rows are stacked with its other light bands (the strip under its last row); a card holds text.
        let pale = backdrops.filter { layer.regionColor[Int($0)].luminance >= Self.lightestCard }
        let stackedCards = stacked(pale.compactMap { region in bounds[region].map { (region, $0) } }, overlapping: true).filter { card in
            card.regions.contains(where: light.contains)
        }
        // A long dialog (a form whose body scrolls) may be nearly as tall as the screen, where a page's panel is too:
        // it counts only over the page darkened by a scrim.
        guard let dialog = scrimmed(stackedCards.filter { isPlaced($0, heights: Self.cardHeights) }, bounds: bounds, textBackdrops: textBackdrops)
            ?? scrimmed(stackedCards.filter { isPlaced($0, heights: Self.tallCardHeights) }, bounds: bounds, textBackdrops: textBackdrops,
                        darkenedOnly: true) else { return nil }
        // The top band is left out in landscape too: a tablet's status bar stands there, white over the scrim (openHAB's).
        let top = max(Int(Self.statusBarShare * Double(layer.height)), scrimTop(bounds: bounds, texts: texts.map(\.rect)))
        let undimmed = texts.contains { text in
            Int(text.backdrop) == largestBackground && text.rect.clamped(to: dialog).area == 0 && text.rect.y >= top
                && text.ink.luminance > Self.brightestUnderScrim
        }
        return undimmed ? nil : dialog
    }

    /// The bounds of the dialog among `cards` over a page dimmed by its scrim (`darkenedOnly`: the card's colour
    /// darkened), or nil.
    private func scrimmed(_ cards: [(regions: [Int32], rect: PixelRect)], bounds: [Int32: PixelRect], textBackdrops: Set<Int32>,
                          darkenedOnly: Bool = false) -> PixelRect? {
        let (width, height) = (Double(layer.width), Double(layer.height))
        // The largest card centred on the screen, else the largest of the others; ties go to the one with the lower
        // first region, so that the choice does not depend on order.
        let largest = { (cards: [(regions: [Int32], rect: PixelRect)]) in
            cards.max(by: { ($0.rect.area, $1.regions[0]) < ($1.rect.area, $0.regions[0]) })
        }
        guard let chosen = largest(cards.filter { isCentred($0.rect) }) ?? largest(cards) else { return nil }
        let card = chosen.rect
        let cardColor = layer.regionColor[Int(chosen.regions[0])]
        let limit = Self.dimmed * (chosen.regions.map { layer.regionColor[Int($0)].luminance }.min() ?? 0)
        let (dialog, popups) = withPopups(withHeader(card, bounds: bounds), card: card, bounds: bounds) { other in
            !chosen.regions.contains(other) && layer.isBackground[Int(other)] && layer.regionColor[Int(other)].luminance > limit
        }
        var dimmedArea = 0
        var undimmedMarks = 0
        // The page's colour is the one the dimmed regions cover most of together: a page split into cells (a
        // calendar's month) leaves no one region of it larger than the system's black navigation bar.
        var dimmedByColor: [PackedRGB: Int] = [:]
        for (other, rect) in bounds where !chosen.regions.contains(other) && layer.isBackground[Int(other)] {
            // Regions on the card (its buttons, fields) are the dialog's own; those outside must all be dimmed.
            guard rect.clamped(to: card) != rect, !popups.contains(other) else { continue }
            if layer.regionColor[Int(other)].luminance > limit {
                // A light mark in the dialog's own header (its title) is neither dimmed nor the page's; a small
                // one with no text on it, outside, is drawn over the scrim (a documentation screenshot's arrow).
                if rect.clamped(to: dialog) == rect { continue }
                let area = Int(layer.regionArea[Int(other)])
                if !textBackdrops.contains(other), Double(undimmedMarks + area) <= Self.undimmedMarksShare * width * height {
                    undimmedMarks += area
                    continue
                }
                return nil
            }
            dimmedArea += Int(layer.regionArea[Int(other)])
            dimmedByColor[layer.regionColor[Int(other)], default: 0] += Int(layer.regionArea[Int(other)])
        }
        // Ties go to the lower colour, so that the choice does not depend on order.
        let page = dimmedByColor.max { ($0.value, $1.key.value) < ($1.value, $0.key.value) }?.key
        // A dialog off the screen's centre (a documentation screenshot cropped around it) counts only over the
        // page darkened by a scrim, the card's colour scaled by one factor: a white card on a grey canvas (a page in
        // a document viewer, an artboard) is no dialog. So does one with light marks left undimmed outside it: a dark
        // page with a light chart on it is no scrim.
        let darkened = page.map { Self.isDarkened($0, from: cardColor) } == true
        if Double(dimmedArea) >= Self.dimmedShare * width * height {
            return (isCentred(card) && undimmedMarks == 0 && !darkenedOnly) || darkened ? dialog : nil
        }
        // A sheet covering most of the screen leaves less of it dimmed: enough when nearly all that is left is, and
        // the page behind is the card's own colour darkened (a white page under black at 40 %), not a header of a
        // colour of its own over a panel.
        guard let page, Double(dimmedArea) >= Self.leastDimmedShare * width * height,
              Double(dimmedArea) >= Self.dimmedOutside * (width * height - Double(card.area)) else { return nil }
        return Self.isDarkened(page, from: cardColor) ? dialog : nil
    }

    /// Whether `card` is placed as a dialog is: large enough, clear of the top, its height one of `heights` of the
    /// screen's, and clear of the left and right edges, or spanning the width with rounded corners (a sheet risen
    /// from the bottom edge, a dialog on a small phone); or as a navigation drawer is, from the left edge over most of
    /// the screen's height, from its top or not.
    private func isPlaced(_ card: (regions: [Int32], rect: PixelRect), heights: ClosedRange<Double>) -> Bool {
        let (rect, width, height) = (card.rect, Double(layer.width), Double(layer.height))
        let smallest = Self.cardWidths.lowerBound * Self.cardHeights.lowerBound * width * height
        guard card.regions.reduce(0, { $0 + Int(layer.regionArea[Int($1)]) }) >= Int(smallest),
              heights.contains(Double(rect.height) / height) else { return false }
        // A navigation drawer slides in from the left edge over the screen's height, leaving a strip of the page dimmed.
        if isFromLeftEdge(rect) && Self.drawerWidths.contains(Double(rect.width) / width)
            && Double(rect.height) >= Self.tallCardHeights.lowerBound * height { return true }
        guard rect.y > 0 else { return false }
        if rect.x == 0 && rect.maxX == layer.width { return isRounded(top: card.regions[0], bottom: card.regions[card.regions.count - 1], rect) }
        return rect.x > 0 && rect.maxX < layer.width && Self.cardWidths.contains(Double(rect.width) / width)
    }

    /// Whether `rect` spans the screen's width or is centred on it.
    private func isCentred(_ rect: PixelRect) -> Bool {
        rect.x == 0 && rect.maxX == layer.width || abs(Double(rect.x + rect.maxX) / 2 - Double(layer.width) / 2) <= Self.centring * Double(layer.width)
    }

    /// A dark theme's scrim darkens a dark page, which no colour of the page tells from an undimmed one; the text
    /// does. A black scrim scales every colour behind it, so the brightest text outside the dialog is a fraction of
    /// the dialog's own brightest (Material's 32 % takes white to 0.43 of its luminance, iOS's 40 % to 0.33), where
    /// an ordinary dark screen's headings outside a card are as bright as the card's.
    static let darkCardDimming = 0.5
    /// The dialog's brightest text is at least this luminance (a dark theme's light text), and there are at least
    /// `leastLines` text lines inside the dialog and outside it to compare.
    static let brightestDarkCardText = 0.3
    static let leastLines = 2
    static let darkCardHeights = 0.06...0.92
    /// At least this share of the text outside the dialog is light on dark.
    static let darkPageShare = 0.75
    /// Text in this top share of a portrait screen is the system's status bar, which iOS draws above the scrim; so may
    /// be its brightest line outside the dialog, where there are `linesBesideOneAboveTheScrim` or more.
    static let statusBarShare = 0.06
    static let linesBesideOneAboveTheScrim = 4
    /// A landscape capture of a browser has its chrome (a row of tabs over the address bar) above the page the scrim
    /// covers, within this top share of the capture. An app's own header band, one row, is not told from it.
    static let chromeShare = 0.15

    /// The bottom of a landscape capture's browser chrome, or 0: the lowest top of a backdrop as wide as the capture
    /// within `chromeShare` of its height, with text above it in two rows or more that do not overlap.
    private func browserChromeBottom(bounds: [Int32: PixelRect], texts: [PixelRect]) -> Int {
        guard let bottom = bounds.values.filter({ rect in
            rect.x == 0 && rect.maxX == layer.width && Double(rect.y) <= Self.chromeShare * Double(layer.height)
        }).map(\.y).max() else { return 0 }
        let above = texts.filter { $0.maxY <= bottom }
        return above.contains { upper in above.contains { upper.maxY <= $0.y } } ? bottom : 0
    }

    /// The top of what a scrim covers: below a portrait capture's status bar, which iOS draws above the scrim, and below a
    /// landscape capture's browser chrome. A dark dialog's page in landscape keeps its top band, which an app's own
    /// header fills as often as a status bar.
    private func scrimTop(bounds: [Int32: PixelRect], texts: [PixelRect]) -> Int {
        layer.height > layer.width ? Int(Self.statusBarShare * Double(layer.height)) : browserChromeBottom(bounds: bounds, texts: texts)
    }

    /// The bounds of a dark dialog among the backdrops of `texts` (each line's box, backdrop and ink), or nil. The card
    /// need not be centred: the text tells the scrim, and documentation screenshots are often cropped around a dialog.
    func darkDialog(texts: [(rect: PixelRect, backdrop: Int32, ink: PackedRGB)]) -> PixelRect? {
        let dark = Set(texts.map(\.backdrop)).filter { layer.regionColor[Int($0)].luminance < Self.lightestCard }
        // A light page is no dark theme's: no need to look for the card's bounds.
        guard !dark.isEmpty, let page = largestBackground, layer.regionColor[page].luminance < Self.lightestCard else { return nil }
        let backdrops = Set(layer.regionArea.indices.filter { layer.isBackground[$0] }.map { Int32($0) }).union(dark)
        let bounds = layer.bounds(of: backdrops)
        let shaded = backdrops.filter { layer.regionColor[Int($0)].luminance < Self.lightestCard }
        // Not `overlapping`: a dark dialog as wide as the screen (LogDate's) would join the page above it through its
        // rounded corners. Centred cards are tried first, as for a light dialog, then the largest.
        let cards = stacked(shaded.compactMap { region in bounds[region].map { (region, $0) } }).filter { card in
            card.regions.contains(where: dark.contains) && isPlaced(card, heights: Self.darkCardHeights)
        }.map { (card: $0, centred: isCentred($0.rect) ? 1 : 0) }
            .sorted { ($0.centred, $0.card.rect.area, $1.card.regions[0]) > ($1.centred, $1.card.rect.area, $0.card.regions[0]) }
            .map(\.card)
        let portrait = layer.height > layer.width
        let top = scrimTop(bounds: bounds, texts: texts.map(\.rect))
        for card in cards {
            let dialog = withHeader(card.rect, bounds: bounds)
            let inside = texts.filter { $0.rect.clamped(to: dialog) == $0.rect }.map(\.ink.luminance)
            let outside = texts.filter { $0.rect.clamped(to: dialog).area == 0 && $0.rect.y >= top }
            // The page behind is a dark theme's too: light text on dark (a dark snackbar over a light page is not a dialog).
            let lightOnDark = outside.filter { $0.ink.luminance > layer.regionColor[Int($0.backdrop)].luminance }
            guard inside.count >= Self.leastLines, lightOnDark.count >= Self.leastLines,
                  Double(lightOnDark.count) >= Self.darkPageShare * Double(outside.count),
                  let brightest = inside.max(), brightest >= Self.brightestDarkCardText else { continue }
            // One line of `linesBesideOneAboveTheScrim` or more may be above the scrim: a framed capture's status
            // bar, lower than the screen's top.
            let outsideBrightest = outside.map(\.ink.luminance).sorted(by: >)
            let compared = portrait && outsideBrightest.count >= Self.linesBesideOneAboveTheScrim ? 1 : 0
            return outsideBrightest[compared] <= Self.darkCardDimming * brightest ? dialog : nil
        }
        return nil
    }
}

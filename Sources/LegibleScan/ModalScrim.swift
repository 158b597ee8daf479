import LegibleColor
import LegibleImaging

/// Finds a modal dialog over a dimmed screen, whose content behind the scrim is inactive, which WCAG exempts.
///
/// A modal dialog is a light card centred on the screen, clear of its edges or rounded at its corners where it
/// spans the screen's width, with text on it; the scrim behind it
/// darkens everything else (Material's black at 32 %, iOS's at 20–40 %), so that nothing outside the card is
/// near the card's lightness: a light page turns mid-grey. A light card on an ordinary page has the page's white
/// or light grey around it. A dark theme's scrim is not told from a dark page, so only light cards are found.
struct ModalScrim {
    let layer: BackgroundLayer

    /// The card is centred to this share of the screen's width, and covers these shares of its width and height.
    static let centring = 0.03
    static let cardWidths = 0.25...0.95
    static let cardHeights = 0.06...0.8
    /// The card is light: at least this luminance.
    static let lightestCard = 0.5
    /// Every background outside the card is at most this share of the card's luminance, and such backgrounds
    /// cover at least `dimmedShare` of the screen.
    static let dimmed = 0.6
    static let dimmedShare = 0.4

    static let message = "exempt as inactive: behind a modal dialog's dimming scrim, which WCAG exempts; "
        + "judge it on the screen without the dialog"

    /// A card rounded at all four corners floats over the screen even where it spans its width (a dialog on a
    /// small phone); a band as wide as the screen with square ends is part of the page. Its top and bottom
    /// rows stop at least this share of the screen's width short of either edge.
    static let cornerInset = 0.01

    /// Whether `region`, spanning the screen's width within `rect`, has rounded corners: its top and bottom
    /// rows stop short of both edges.
    private func isRounded(_ region: Int32, _ rect: PixelRect) -> Bool {
        let inset = max(2, Int(Self.cornerInset * Double(layer.width)))
        return [rect.y, rect.maxY - 1].allSatisfy { y in
            var (low, high) = (Int.max, Int.min)
            layer.runs.forEachRun(ofRow: y, from: 0, to: layer.width) { run, start, end in
                guard layer.regionOfRun[run] == region else { return }
                (low, high) = (min(low, start), max(high, end))
            }
            return low >= inset && high <= layer.width - inset
        }
    }

    /// The bounds of the dialog card among the backdrops that hold text (`textBackdrops`), or nil.
    func dialog(textBackdrops: Set<Int32>) -> PixelRect? {
        let (width, height) = (Double(layer.width), Double(layer.height))
        let smallest = Self.cardWidths.lowerBound * Self.cardHeights.lowerBound * width * height
        let light = textBackdrops.filter {
            layer.regionColor[Int($0)].luminance >= Self.lightestCard && Double(layer.regionArea[Int($0)]) >= smallest
        }
        // On an ordinary light screen the largest backdrop, the page, is as light as any card: no need to look
        // for the card's bounds.
        guard let brightest = light.map({ layer.regionColor[Int($0)].luminance }).max() else { return nil }
        if let page = layer.regionArea.indices.filter({ layer.isBackground[$0] }).max(by: { layer.regionArea[$0] < layer.regionArea[$1] }),
           !light.contains(Int32(page)), layer.regionColor[page].luminance > Self.dimmed * brightest {
            return nil
        }
        // One pass over the runs finds the bounds of every backdrop: the candidates' and those around them.
        let backdrops = Set(layer.regionArea.indices.filter { layer.isBackground[$0] }.map { Int32($0) }).union(light)
        let bounds = layer.bounds(of: backdrops)
        let cards = bounds.filter { region, rect in
            guard light.contains(region), rect.y > 0, rect.maxY < layer.height,
                  Self.cardHeights.contains(Double(rect.height) / height) else { return false }
            if rect.x == 0 && rect.maxX == layer.width { return isRounded(region, rect) }
            return rect.x > 0 && rect.maxX < layer.width && abs(Double(rect.x + rect.maxX) / 2 - width / 2) <= Self.centring * width
                && Self.cardWidths.contains(Double(rect.width) / width)
        }
        // The largest card; ties go to the lower region, so that the choice does not depend on the dictionary's order.
        guard let (region, card) = cards.max(by: { ($0.value.area, $1.key) < ($1.value.area, $0.key) }) else { return nil }
        let limit = Self.dimmed * layer.regionColor[Int(region)].luminance
        var dimmedArea = 0
        for (other, rect) in bounds where other != region && layer.isBackground[Int(other)] {
            // Regions on the card (its buttons, fields) are the dialog's own; those outside must all be dimmed.
            guard rect.clamped(to: card) != rect else { continue }
            if layer.regionColor[Int(other)].luminance > limit { return nil }
            dimmedArea += Int(layer.regionArea[Int(other)])
        }
        return Double(dimmedArea) >= Self.dimmedShare * width * height ? card : nil
    }
}

import Foundation
import LegibleImaging
import LegibleFindings

/// Pixels per point from the size of a screenshot's body text, where neither `--scale` nor the file
/// name says it. The width alone misleads: a 1280-px desktop capture at 1x is also a 428-pt phone at 3x,
/// and only the text tells them apart (14-px body text is 14 pt at 1x, an unreadable 4.7 pt at 3x).
struct BodyTextScale {
    /// The font size, in pixels, that most of the text's width is set in (a median weighted by each
    /// run's width, so that the body outweighs a few headings and labels).
    let bodyPixels: Double
    /// The font size, in pixels, under which a tenth of the text's width is set: the screen's small text
    /// (captions, table cells, secondary lines), weighted as `bodyPixels` is.
    let smallPixels: Double
    /// How many text runs it was measured from.
    let runs: Int

    /// Body text of phones, tablets and the web is set at 12–17 pt (iOS body 17, Android 14–16, the
    /// web's default 16); 15 is the middle on a log scale.
    static let typicalBodyPoints = 15.0
    /// The sizes the commonest text of a screen is set at: a scale that makes it smaller or larger is not
    /// the screen's. Where the width is a common screen's at that scale the range is wider (captions
    /// only, or a headline over little else); where only the text speaks, narrower.
    static let plausibleBodyPoints = 8.0...32.0
    static let plausibleBodyPointsByTextAlone = 10.0...24.0
    /// The scales screens come at: common widths decide between the close ones (2.625 and 2.75 are
    /// Android's 420 and 440 dpi).
    static let scales: [Double] = [1, 1.5, 2, 2.625, 2.75, 3, 3.5, 4]
    /// The scales most screenshots come at. A rarer scale must fit the text better by this much (in
    /// log size, ~35 %) to be chosen: text alone cannot tell 2.75 from 3, and a 1440-px desktop at 1x is
    /// a 411-dp phone at 3.5 by its width. Android's own densities are not rare where the width is exactly
    /// that of a phone that comes at them: a 1080-px capture is as often a 411-dp Pixel at 2.625 (Wire's
    /// Compose previews, 34 of them, all read as 3 before) as a 360-dp phone at 3.
    static let commonScales: Set<Double> = [1, 1.5, 2, 3]
    static let rareScalePenalty = 0.3
    /// A scale at which the width is no common screen's must fit the text better by this much (in log
    /// size, ~65 %): the width is a strong clue, but cropped components and resized captures have any width.
    static let uncommonWidthPenalty = 0.5
    /// A width a few points off a common screen's at a scale (`ScaleEstimate.WidthMatch.near`) counts a
    /// little against it: it tells a 1438-px phone at 3.5 (411 dp, exactly) from one at 4 (359.5 dp).
    static let nearWidthPenalty = 0.2
    /// A capture exactly the size of an Android device's whole screen is most likely that device: its
    /// density is chosen unless another scale fits the text better by this much. The text alone reads a
    /// 1080 × 2400 capture of a Pixel 6 (2.625) as a 360-dp phone at 3 whenever its body is set at 14 sp.
    static let deviceScreenBonus = 0.2
    /// A component snapshot as wide as an unusual device's screen (`PaparazziThumbnail.usualDevices`)
    /// must fit the text better by this much: more than the 5–10 % between phones, so that a usual
    /// device's scale is chosen wherever it gives the text a plausible size.
    static let unusualDevicePenalty = 0.2
    /// Where the body text fits 2 nearly as well as 1.5, 2 is chosen: a 26-px body is 17 pt at 1.5 and 13 pt at 2,
    /// equally far from the typical size, and captures at 2 (every Retina Mac, iPhone and iPad, most web docs) far
    /// outnumber those at 1.5 (Windows at 150 %, Android's hdpi). Of the corpus's 1,643 captures (442 at 2, 37 at 1.5)
    /// the margin made 63 more estimates right and none wrong; of the 40 labelled Now in Android captures (39 at 1.5),
    /// 3 wrong. Twice the margin made 2 more right and 11 more of those wrong.
    static let doubleOverOneAndAHalf = 0.1
    /// Where the body text chose 1.5 but a tenth of the text would be set under this size (points) at 1.5, the
    /// screen is at 1: interfaces at 1.5 (Windows at 150 %, Android's hdpi) set their small text at 11–12 pt, 16 px
    /// or more, while a capture at 1 whose body is 20–24 px (documentation pages, a large font setting) keeps its
    /// captions and cells at 12–14 px. On the 3,985 captures of known scale of the 174 labelled sources this made 61
    /// estimates right (of 28 sources) and 4 wrong (of 2).
    static let smallestPointsAtOneAndAHalf = 9.5
    static let smallTextShare = 0.1
    /// How far body text of `points` is from the typical size, in log size.
    static func misfit(_ points: Double) -> Double { abs(log(points / typicalBodyPoints)) }

    /// Fewer runs than this make a weak estimate (a lone label may be a heading or a badge).
    static let soundRuns = 3

    /// The body size of the text findings of a scan at any scale (font sizes in pixels do not depend on
    /// it), or nil when there is no text.
    init?(findings: [Finding]) {
        let sized = findings.compactMap { finding -> (pixels: Double, weight: Int)? in
            guard finding.kind == .text, let pixels = finding.fontPixels, pixels > 0, let box = finding.box else { return nil }
            return (pixels, box.width)
        }.sorted { $0.pixels < $1.pixels }
        guard !sized.isEmpty else { return nil }
        let total = sized.reduce(0) { $0 + $1.weight }
        func quantile(_ share: Double) -> Double {
            var sum = 0
            return sized.first { sum += $0.weight; return Double(sum) > share * Double(total) }?.pixels ?? sized[sized.count - 1].pixels
        }
        bodyPixels = quantile(0.5)
        smallPixels = quantile(Self.smallTextShare)
        runs = sized.count
    }

    /// The scale that sets the body text nearest the typical size, counting against a scale at which the
    /// width is no common screen's and against a rare one; `fallback` (the width's guess) where no scale
    /// gives the body a plausible size. A Paparazzi golden image's scales (`PaparazziThumbnail`) are
    /// candidates too, as a common width's are: a whole screen's at no cost, a component's at a near width's
    /// and more for an unusual device's. So is the density of an Android device whose whole screen the
    /// capture is (`DeviceScreen`), ahead of the others and at no cost for its rarity if screens often come
    /// at it: a 1080 × 2400 capture is a Pixel 6 at 2.625, which the width alone reads as 3, and a
    /// 1080 × 2160 one a Pixel 3 at 2.75 before a Pixel 3a XL at 2.5.
    func estimate(width: Int, height: Int, fallback: ScaleEstimate) -> ScaleEstimate {
        // A whole screen's thumbnail is matched by both sides; a title or two say less than that.
        if fallback.source == "thumbnail" && runs < Self.soundRuns { return fallback }
        var candidates = Self.scales.compactMap { scale -> (scale: Double, cost: Double, source: String)? in
            let points = bodyPixels / scale
            let match = ScaleEstimate.widthMatch(width, at: scale)
            guard match != nil ? Self.plausibleBodyPoints.contains(points)
                    : Self.commonScales.contains(scale) && Self.plausibleBodyPointsByTextAlone.contains(points) else { return nil }
            let widthCost = switch match {
            case .exact: 0.0
            case .near: Self.nearWidthPenalty
            case nil: Self.uncommonWidthPenalty
            }
            let cost = Self.misfit(points) + widthCost
                + (Self.commonScales.contains(scale) || ScaleEstimate.isPhoneWidth(width, atAndroidDensity: scale) ? 0 : Self.rareScalePenalty)
            return (scale, cost, match != nil ? "text-and-width" : "text")
        }
        for thumbnail in PaparazziThumbnail.candidates(width: width, height: height) {
            let points = bodyPixels / thumbnail.scale
            guard Self.plausibleBodyPoints.contains(points) else { continue }
            let cost = Self.misfit(points) + (thumbnail.wholeScreen ? 0 : Self.nearWidthPenalty)
                + (thumbnail.usual ? 0 : Self.unusualDevicePenalty)
            candidates.append((thumbnail.scale, cost, "thumbnail"))
        }
        for density in ScaleEstimate.deviceDensities(width: width, height: height) {
            let points = bodyPixels / density
            guard Self.plausibleBodyPoints.contains(points) else { continue }
            let cost = Self.misfit(points) + (Self.scales.contains(density) ? 0 : Self.rareScalePenalty) - Self.deviceScreenBonus
            candidates.append((density, cost, "device"))
        }
        func cheapest(at scale: Double?) -> (scale: Double, cost: Double, source: String)? {
            candidates.filter { scale == nil || $0.scale == scale }.min { $0.cost < $1.cost }
        }
        guard var best = cheapest(at: nil) else { return fallback }
        if best.scale == 1.5, let double = cheapest(at: 2), double.cost <= best.cost + Self.doubleOverOneAndAHalf {
            best = double
        }
        if best.scale == 1.5, smallPixels / 1.5 < Self.smallestPointsAtOneAndAHalf, let single = cheapest(at: 1) {
            best = single
        }
        return ScaleEstimate(scale: best.scale, source: best.source, weak: runs < Self.soundRuns)
    }
}

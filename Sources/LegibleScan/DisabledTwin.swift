import LegibleColor
import LegibleFindings
import LegibleImaging

/// Tells a button drawn as the disabled twin of an enabled one on the same screen, which WCAG 1.4.3 exempts if it is
/// disabled: a review, not a fail.
///
/// Desktop toolkits and many web styles draw a disabled button as the enabled one with its label greyed (Qt's and
/// Windows' "Apply" until something changes, a form's "Submit" until it is filled): the same fill, the same size,
/// the label's ink moved towards the fill. So a faint label centred on a control-sized fill is that twin when another
/// control on the screen has nearly the same fill, as tall, with a label as tall that passes in an ink the faint one
/// is blended from. A secondary button styled on purpose has a fill or a label colour of its own, and a list's grey
/// subtitle is on the page, not on a control's fill; but one can be as grey, so the finding is a review.
struct DisabledTwin {
    let layer: BackgroundLayer
    /// Image pixels per UI point.
    let scale: Double

    /// Controls are at most this tall (points) and cover at most this share of the screen.
    static let tallestControl = 64.0
    static let largestShare = 0.05
    /// Twins' fills differ by at most this much in any channel, and their heights and their labels' glyph heights by
    /// at most this share.
    static let fillTolerance = 24
    /// A greyed label stays under this ratio at best, as a faded control's does (`FadedControl.faint`); an enabled
    /// secondary button's grey label that misses 4.5:1 narrowly is above it.
    static let faint = FadedControl.faint
    static let sizeTolerance = 0.2

    /// A greyed twin is a review: an enabled secondary button styled so is as grey, which only a person can tell.
    static let message = "looks disabled (the same button as an enabled one on this screen, its label greyed, as toolkits "
        + "draw inactive controls): WCAG exempts inactive controls; if this one is enabled, it fails"

    /// The indices of the failing labels among `labels` (text lines on a backdrop, and their findings) that look like
    /// a disabled twin's.
    func disabledLabels(_ labels: [(line: TextLineGrouping.Line, finding: Finding)]) -> Set<Int> {
        let residents = Dictionary(grouping: labels.compactMap(\.line.background), by: { $0 }).mapValues(\.count)
        // A control's label is alone on its fill; the pass over the runs that bounds the fills is made only where a
        // faint one fails.
        let alone = labels.indices.filter { labels[$0].line.background.map { residents[$0] == 1 } == true }
        guard alone.contains(where: { Self.isFaint(labels[$0].finding) }) else { return [] }
        let bounds = layer.bounds(of: Set(alone.compactMap { labels[$0].line.background }))
        let tallest = Int(Self.tallestControl * scale)
        let screen = Double(layer.width * layer.height)
        // Centred on its fill, which is bounded inside the screen and a control's size.
        let onControl = alone.filter { index in
            let label = labels[index].line
            guard let backdrop = label.background, let fill = bounds[backdrop], labels[index].finding.foregroundRGB != nil,
                  fill.x > 0, fill.y > 0, fill.maxX < layer.width, fill.maxY < layer.height,
                  fill.height <= tallest, Double(fill.area) <= Self.largestShare * screen else { return false }
            let (left, right) = (label.rect.x - fill.x, fill.maxX - label.rect.maxX)
            let (top, bottom) = (label.rect.y - fill.y, fill.maxY - label.rect.maxY)
            return abs(left - right) <= max(3, fill.width / 10) && abs(top - bottom) <= max(3, fill.height / 5)
        }
        let enabled = onControl.filter { Self.passes(labels[$0].finding) }
        return Set(onControl.filter { index in
            let (faint, faintFinding) = labels[index]
            guard Self.isFaint(faintFinding), let backdrop = faint.background, let faintFill = bounds[backdrop],
                  let faintInk = faintFinding.foregroundRGB else { return false }
            let fill = layer.regionColor[Int(backdrop)]
            let faintStep = faintInk.luminance - fill.luminance
            return enabled.contains { other in
                let (twin, twinFinding) = labels[other]
                guard let twinBackdrop = twin.background, let twinFill = bounds[twinBackdrop],
                      let twinInk = twinFinding.foregroundRGB else { return false }
                let twinStep = twinInk.luminance - fill.luminance
                return BackgroundLayer.similar(layer.regionColor[Int(twinBackdrop)], fill, within: UInt32(Self.fillTolerance))
                    && SizeMatch.alike(faintFill.height, twinFill.height, within: Self.sizeTolerance)
                    && SizeMatch.alike(faint.glyphHeight, twin.glyphHeight, within: Self.sizeTolerance)
                    && faintStep * twinStep > 0 && abs(twinStep) > abs(faintStep) && Self.isFaded(faintInk, from: twinInk, on: fill)
            }
        })
    }

    /// A failing label under `faint` at best.
    private static func isFaint(_ finding: Finding) -> Bool {
        finding.verdict == .fail && (finding.ratioMax ?? 0) < faint
    }

    /// A label that passes on its ratio (not as exempt).
    private static func passes(_ finding: Finding) -> Bool {
        finding.verdict == .pass && (finding.ratio ?? 0) >= (finding.threshold ?? .infinity)
    }

    /// A greyed label lies on the line from the fill to the enabled label's ink, within `fadeTolerance` levels (or a
    /// tenth of the line's length) of it, `fadeShares` of the way along.
    static let fadeTolerance = 12.0
    static let fadeShares = 0.1...0.9

    /// Whether `label` is `ink` blended towards `fill`, as a greyed label is; a label in a colour of its own (a teal
    /// label on a dark button) is not.
    static func isFaded(_ label: PackedRGB, from ink: PackedRGB, on fill: PackedRGB) -> Bool {
        let toInk = [Double(ink.red - fill.red), Double(ink.green - fill.green), Double(ink.blue - fill.blue)]
        let toLabel = [Double(label.red - fill.red), Double(label.green - fill.green), Double(label.blue - fill.blue)]
        let length = toInk.reduce(0) { $0 + $1 * $1 }
        guard length > 0 else { return false }
        let share = zip(toInk, toLabel).reduce(0) { $0 + $1.0 * $1.1 } / length
        let residual = zip(toInk, toLabel).map { $1 - share * $0 }.reduce(0) { $0 + $1 * $1 }.squareRoot()
        return fadeShares.contains(share) && residual <= max(fadeTolerance, 0.1 * length.squareRoot())
    }
}

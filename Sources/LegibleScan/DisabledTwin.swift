import LegibleColor
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

    /// A text line on a backdrop region: its box, the height of its glyphs, its ink, and whether it passes or fails.
    struct Label {
        var rect: PixelRect
        var glyphHeight: Int
        var backdrop: Int32
        var ink: PackedRGB
        var passes: Bool
        var fails: Bool
        /// The best ratio the label's colours may have.
        var best: Double
    }

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

    /// The indices of the failing labels among `labels` that look like a disabled twin's.
    func disabledLabels(_ labels: [Label]) -> Set<Int> {
        guard labels.contains(where: \.fails) else { return [] }
        let bounds = layer.bounds(of: Set(labels.map(\.backdrop)))
        let tallest = Int(Self.tallestControl * scale)
        let screen = Double(layer.width * layer.height)
        let residents = Dictionary(grouping: labels.map(\.backdrop), by: { $0 }).mapValues(\.count)
        // A control's label is alone on its fill and centred on it; the fill is bounded inside the screen.
        let onControl = labels.indices.filter { index in
            let label = labels[index]
            guard residents[label.backdrop] == 1, let fill = bounds[label.backdrop],
                  fill.x > 0, fill.y > 0, fill.maxX < layer.width, fill.maxY < layer.height,
                  fill.height <= tallest, Double(fill.area) <= Self.largestShare * screen else { return false }
            let (left, right) = (label.rect.x - fill.x, fill.maxX - label.rect.maxX)
            let (top, bottom) = (label.rect.y - fill.y, fill.maxY - label.rect.maxY)
            return abs(left - right) <= max(3, fill.width / 10) && abs(top - bottom) <= max(3, fill.height / 5)
        }
        let enabled = onControl.filter { labels[$0].passes }
        return Set(onControl.filter { index in
            let faint = labels[index]
            guard faint.fails, faint.best < Self.faint, let faintFill = bounds[faint.backdrop] else { return false }
            let fill = layer.regionColor[Int(faint.backdrop)]
            let faintStep = faint.ink.luminance - fill.luminance
            return enabled.contains { other in
                let twin = labels[other]
                guard let twinFill = bounds[twin.backdrop] else { return false }
                let twinStep = twin.ink.luminance - fill.luminance
                return Self.isSameColor(layer.regionColor[Int(twin.backdrop)], fill)
                    && Self.isAlike(faintFill.height, twinFill.height) && Self.isAlike(faint.glyphHeight, twin.glyphHeight)
                    && faintStep * twinStep > 0 && abs(twinStep) > abs(faintStep) && Self.isFaded(faint.ink, from: twin.ink, on: fill)
            }
        })
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

    private static func isSameColor(_ a: PackedRGB, _ b: PackedRGB) -> Bool {
        abs(a.red - b.red) <= fillTolerance && abs(a.green - b.green) <= fillTolerance && abs(a.blue - b.blue) <= fillTolerance
    }

    private static func isAlike(_ a: Int, _ b: Int) -> Bool {
        Double(abs(a - b)) <= sizeTolerance * Double(max(a, b))
    }
}

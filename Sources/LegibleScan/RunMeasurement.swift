import LegibleColor
import LegibleImaging

/// The colours, contrast and size of one run of ink, measured from the pixels.
struct RunMeasurement {
    var foreground: RGBA8
    /// The commonest colour of the glyphs' core, which thin text never shows in full: what the colour it
    /// was blended from is extrapolated from (`thinTextRange`).
    var coreForeground: RGBA8
    /// The core's colour farthest from the background: on the blends of `coreForeground` for thin text,
    /// else the farthest of its large colour groups, which blurred glyphs (a resampled capture) show beyond
    /// their commonest colour (`blurredTextRange`).
    var farthestCoreForeground: RGBA8
    /// The dominant background, and the darkest and lightest background seen around the run.
    var background: RGBA8
    var backgroundRange: (darkest: RGBA8, lightest: RGBA8)?
    var ratio: ContrastRatio
    var ratioMax: ContrastRatio
    var apca: Double
    var fontPixels: Double
    var bold: Bool
    /// Stem width over font size: what `bold` is decided from.
    var strokeRatio: Double

    /// Height of ascenders and capitals above the baseline in em, as measured on rendered UI fonts
    /// (Roboto, DejaVu Sans; SF and Helvetica are alike): the tops most glyphs of a line reach.
    static let ascenderHeight = 0.71
    /// Partly covered rows at the top and bottom of glyphs that the ink threshold still counts.
    static let antialiasingRows = 0.6
    /// Stem width over font size from which text counts as bold. Measured on Roboto and DejaVu Sans
    /// at 1x–3x: regular and medium stay under 0.11, bold (600/700) over 0.165.
    static let boldStrokeRatio = 0.135
    /// Background around a run varying by more than this ratio (darkest to lightest) is a range, not a colour.
    static let uniformBackgroundRatio = 1.03
    /// A background whose commonest colour covers less than this share of the pixels around a run varies.
    static let dominantBackgroundShare = 0.75
    /// How the background and the glyphs' core are told from near-identical colours: ΔE00 under 2 is one colour.
    static let colors = DominantColors(mergeThreshold: 2, maximumGroups: 16)

    /// Measures the ink components of line `line` (its `members`), reading colours from the layer's runs.
    /// Size and weight are measured only for `text` (a graphic has neither; 0 and not bold).
    init(layer: BackgroundLayer, ink: InkComponents, membership: LineMembership, line: Int32, memberCount: Int,
         rect: PixelRect, glyphHeight: Int, background region: Int32?, text: Bool) {
        let runs = layer.runs
        let samples = Self.backgroundSamples(
            layer: layer, ink: ink, membership: membership, line: line, rect: rect, glyphHeight: glyphHeight, region: region)
        let sampleCount = samples.reduce(0) { $0 + $1.count }
        let histogram = DominantColors.histogram(ofCounted: samples)
        let dominant = Self.colors.groups(histogram: histogram, total: sampleCount)
        let backgroundColor = dominant.first?.color ?? RGBA8(255, 255, 255)
        background = backgroundColor

        // Darkest and lightest background by luminance, ignoring the extreme 2% (stray pixels).
        let byLuminance = Self.byLuminance(histogram)
        let darkest = Self.percentile(byLuminance, position: sampleCount * 2 / 100)
        let lightest = Self.percentile(byLuminance, position: (sampleCount - 1) * 98 / 100)
        let spread = ContrastRatio(luminance: darkest.luminance, lightest.luminance)

        // The member pixels in raster order, a piece of a colour run at a time (one colour), with each
        // piece's squared distance from the background.
        let bg = (Int(backgroundColor.r), Int(backgroundColor.g), Int(backgroundColor.b))
        func forEachPiece(_ body: (Piece) -> Void) {
            for y in rect.y..<rect.maxY {
                runs.forEachRun(ofRow: y, from: rect.x, to: rect.maxX) { run, low, high in
                    let component = ink.component(ofRun: run)
                    guard membership.contains(component, inLine: line) else { return }
                    let color = runs.color[run]
                    body(Piece(y: y, low: low, high: high, color: color, distance: color.squaredDistance(to: bg),
                               slot: Int(membership.slotOfComponent[Int(component)])))
                }
            }
        }
        // The farthest pixels, bar a few strays of another colour: a pixel or two of another glyph that
        // touches the run (a grey descender from the line above on a blue link's ascender) would otherwise
        // set the core's threshold past every pixel of the run's own colour.
        let none = (distance: 0, color: PackedRGB(red: 0, green: 0, blue: 0))
        var farthest = [(distance: Int, color: PackedRGB)](repeating: none, count: Self.strayPixels + 1)
        var memberPixels = 0
        forEachPiece { piece in
            memberPixels += piece.high - piece.low
            guard piece.distance > farthest[Self.strayPixels].distance else { return }
            for _ in 0..<min(piece.high - piece.low, farthest.count) {
                guard let slot = farthest.firstIndex(where: { piece.distance > $0.distance }) else { break }
                farthest.insert((piece.distance, piece.color), at: slot)
                farthest.removeLast()
            }
        }
        // Strays: the farthest pixels up to the first of another colour, if that comes soon enough.
        let background = (Double(bg.0), Double(bg.1), Double(bg.2))
        let strays = farthest.prefix(min(Self.strayPixels, Int(Self.strayCoreShare * Double(memberPixels))) + 1).firstIndex {
            !ColorSpans.pointSameWay($0.color, farthest[0].color, from: background)
        }
        let maximumDistance = farthest[strays ?? 0].distance

        // Foreground: the glyphs' core, i.e. the most frequent colour among the member pixels farthest
        // from the background. Anti-aliased edges are blends towards the background, so they are nearer.
        // (0.8 of the distance, squared.)
        let coreThreshold = maximumDistance * 64 / 100
        // Ink: member pixels past half-way from the background (squared distance ≥ a quarter of the
        // maximum). Its rows give the glyph heights.
        let inkThreshold = maximumDistance / 4
        var core: [ColorCount] = []
        var inkRows = [(top: Int, bottom: Int)](repeating: (Int.max, Int.min), count: memberCount)
        // Stem width: the median width of horizontal ink runs (vertical stems dominate Latin text),
        // each run's width the sum of its pixels' coverage, so that it is sub-pixel at small sizes.
        // A run ends at a pixel of little coverage, at a pixel not of the line, and at the end of a row.
        let maximum = Double(max(maximumDistance, 1)).squareRoot()
        var stems: [Double] = []
        var stem = 0.0
        var previous: Piece?
        var coverage = 0.0
        var coverageDistance = -1
        forEachPiece { piece in
            if piece.distance >= coreThreshold { Self.count(piece.color, piece.high - piece.low, in: &core) }
            guard text else { return }
            if piece.distance >= inkThreshold {
                inkRows[piece.slot] = (min(inkRows[piece.slot].top, piece.y), max(inkRows[piece.slot].bottom, piece.y))
            }
            if stem > 0, let previous, previous.y != piece.y || previous.high != piece.low {
                stems.append(stem)
                stem = 0
            }
            // Glyph cores repeat one colour: a square root and a division only when the distance changes.
            if piece.distance != coverageDistance {
                coverageDistance = piece.distance
                coverage = min(1, Double(piece.distance).squareRoot() / maximum)
            }
            if coverage > 0.15 {
                // Pixel by pixel, as the sum would come out pixel by pixel.
                for _ in piece.low..<piece.high { stem += coverage }
            } else if stem > 0 {
                stems.append(stem)
                stem = 0
            }
            previous = piece
        }
        if stem > 0 { stems.append(stem) }
        let coreGroups = Self.colors.groups(ofCounted: core)
        coreForeground = coreGroups.first?.color ?? backgroundColor

        fontPixels = text ? Self.fontPixels(glyphRows: inkRows.filter { $0.top <= $0.bottom }, rect: rect) : 0
        strokeRatio = (stems.isEmpty ? 0 : Selection.kthSmallest(&stems, stems.count / 2)) / max(fontPixels, 1)
        bold = text && strokeRatio >= Self.boldStrokeRatio
        let thinStems = text && strokeRatio * fontPixels < Self.thinStemPixels
        farthestCoreForeground = thinStems ? Self.farthestColor(core, from: bg, commonest: coreForeground)
            : text ? Self.farthestSignificantColor(coreGroups, from: bg) ?? coreForeground : coreForeground
        // Thin text's core is a spread of blends, its commonest one well short of the text colour; the few
        // pixels a stem covers whole show the colour itself, and no blend lies beyond it.
        let foregroundColor = thinStems ? farthestCoreForeground : coreForeground
        foreground = foregroundColor

        let foregroundSRGB = foregroundColor.color
        // Varying: its luminance spreads, or no one colour dominates it (a hue gradient of even lightness).
        if spread.value > Self.uniformBackgroundRatio || (dominant.first?.share ?? 1) < Self.dominantBackgroundShare {
            backgroundRange = (darkest.color.rgba8, lightest.color.rgba8)
            let range = ContrastRange(textLuminance: foregroundSRGB.relativeLuminance,
                                      backgroundBetween: darkest.luminance, and: lightest.luminance)
            ratio = range.minimum
            ratioMax = range.maximum
        } else {
            backgroundRange = nil
            ratio = ContrastRatio(foregroundSRGB, backgroundColor.color)
            ratioMax = ratio
        }
        apca = APCAContrast.lc(text: foregroundSRGB, background: backgroundColor.color)
    }

    /// A run's farthest pixels are passed over as strays when they are all of another colour than the next
    /// one, at most this many and at most `strayCoreShare` of its pixels: too few for a colour of their own.
    static let strayPixels = 6

    /// Stems narrower than this (pixels) cover few pixels whole: 16–17 px text at 1x, 10 px at 2x.
    static let thinStemPixels = 2.5

    /// Of thin text's core, the share of pixels farthest from the background passed over as strays
    /// before a colour is taken for the text's.
    static let strayCoreShare = 0.02
    /// Blends of one colour with the background lie on a continuum of distances from it; a step wider than
    /// this share of the commonest core colour's distance leaves it (the farther colour is another mark's,
    /// such as a separator of another colour in the same run).
    static let blendStep = 0.04

    /// The colour of the core's pixels farthest from the background (`bg`) on the continuum of blends that
    /// holds its commonest colour (`commonest`), passing over the farthest `strayCoreShare` of them.
    private static func farthestColor(_ core: [ColorCount], from bg: (Int, Int, Int), commonest: RGBA8) -> RGBA8 {
        // (A colour may stand in the list more than once; at one distance, it walks the same.)
        let byDistance = core.map { (color: $0.rgb, count: $0.count, distance: Double($0.rgb.squaredDistance(to: bg)).squareRoot()) }
            .sorted { $0.distance != $1.distance ? $0.distance < $1.distance : $0.color < $1.color }
        let commonestDistance = Double(PackedRGB(red: commonest.r, green: commonest.g, blue: commonest.b).squaredDistance(to: bg)).squareRoot()
        // From the commonest colour's first entry, so that its pixels all count.
        guard let start = byDistance.firstIndex(where: { $0.distance >= commonestDistance })
            ?? byDistance.indices.last else { return commonest }
        var top = start
        let step = max(1.5, blendStep * commonestDistance)
        while top + 1 < byDistance.count && byDistance[top + 1].distance - byDistance[top].distance <= step { top += 1 }
        let strays = Int(strayCoreShare * Double(byDistance[start...top].reduce(0) { $0 + $1.count }))
        var seen = 0
        for entry in byDistance[start...top].reversed() {
            seen += entry.count
            if seen > strays { return entry.color.rgba8 }
        }
        return commonest
    }

    /// Of a core's colour groups, the one farthest from the background (`bg`) among those holding at least
    /// `significantCoreShare` of it. In sharp text that is the commonest, the text's own colour, and its
    /// blends lie nearer the background; where a farther group holds as much, the glyphs were blurred (a
    /// resampled capture) and the commonest colour is itself a blend.
    private static func farthestSignificantColor(_ groups: [ColorShare], from bg: (Int, Int, Int)) -> RGBA8? {
        func distance(_ color: RGBA8) -> Int { PackedRGB(red: color.r, green: color.g, blue: color.b).squaredDistance(to: bg) }
        return groups.filter { $0.share >= significantCoreShare }
            .max { (distance($0.color), $1.color.r) < (distance($1.color), $0.color.r) }?.color
    }
    static let significantCoreShare = 0.2

    /// The distinct colours of a histogram with their luminance, darkest first (ties by value).
    static func byLuminance(_ histogram: [ColorCount]) -> [(color: PackedRGB, count: Int, luminance: Double)] {
        histogram.map { ($0.rgb, $0.count, $0.rgb.luminance) }
            .sorted { $0.luminance != $1.luminance ? $0.luminance < $1.luminance : $0.color < $1.color }
    }

    /// The colour at `position` when every sample is laid out darkest first.
    static func percentile(_ byLuminance: [(color: PackedRGB, count: Int, luminance: Double)], position: Int)
        -> (color: PackedRGB, luminance: Double) {
        var seen = 0
        for entry in byLuminance {
            seen += entry.count
            if position < seen { return (entry.color, entry.luminance) }
        }
        return byLuminance.last.map { ($0.color, $0.luminance) } ?? (PackedRGB(0xFFFFFF), 1)
    }

    /// A stretch of one colour run inside the line's box whose pixels belong to the line.
    private struct Piece {
        var y: Int
        var low: Int
        var high: Int
        var color: PackedRGB
        var distance: Int
        var slot: Int
    }

    /// Adds `pixels` of `colour` to a list of colours and counts, onto its last entry when that is the
    /// same colour: a flat background comes in row after row of the same colour, and the list stays
    /// short for the histogram to sort.
    @inline(__always) private static func count(_ color: PackedRGB, _ pixels: Int, in list: inout [ColorCount]) {
        if let last = list.last, last.rgb == color {
            list[list.count - 1].count += pixels
        } else {
            list.append(ColorCount(color, pixels))
        }
    }

    /// The run's background pixels as colours and counts: those of its own region around it, else
    /// any background, else whatever surrounds it that is not the run.
    private static func backgroundSamples(layer: BackgroundLayer, ink: InkComponents, membership: LineMembership,
                                          line: Int32, rect: PixelRect, glyphHeight: Int,
                                          region: Int32?) -> [ColorCount] {
        let runs = layer.runs
        let margin = max(2, glyphHeight / 3)
        let area = rect.grown(by: margin).clamped(to: PixelRect(x: 0, y: 0, width: layer.width, height: layer.height))
        // Usually the run's own region surrounds it; the fallbacks need a second look only when it does not.
        if let region {
            var own: [ColorCount] = []
            var count = 0
            for y in area.y..<area.maxY {
                runs.forEachRun(ofRow: y, from: area.x, to: area.maxX) { run, low, high in
                    guard layer.regionOfRun[run] == region && ink.component(ofRun: run) < 0 else { return }
                    Self.count(runs.color[run], high - low, in: &own)
                    count += high - low
                }
            }
            if count >= 8 { return own }
        }
        var anyBackground: [ColorCount] = []
        var anyBackgroundCount = 0
        var around: [ColorCount] = []
        for y in area.y..<area.maxY {
            runs.forEachRun(ofRow: y, from: area.x, to: area.maxX) { run, low, high in
                let component = ink.component(ofRun: run)
                if component < 0 {
                    Self.count(runs.color[run], high - low, in: &anyBackground)
                    anyBackgroundCount += high - low
                } else if !membership.contains(component, inLine: line) {
                    Self.count(runs.color[run], high - low, in: &around)
                }
            }
        }
        let samples = anyBackgroundCount >= 8 ? anyBackground : around + anyBackground
        return samples.isEmpty ? [ColorCount(PackedRGB(0xFFFFFF), 1)] : samples
    }

    /// The font size (em) in pixels from the glyphs' ink rows: from the ascender line most tall glyphs
    /// reach to the baseline most glyphs sit on.
    private static func fontPixels(glyphRows: [(top: Int, bottom: Int)], rect: PixelRect) -> Double {
        let glyphs = glyphRows.map { (top: $0.top, bottom: $0.bottom, height: $0.bottom - $0.top + 1) }
        let tallest = glyphs.map(\.height).max() ?? rect.height
        let tall = glyphs.filter { 2 * $0.height >= tallest }
        guard !tall.isEmpty else { return Double(rect.height) / ascenderHeight }
        let baseline = tall.map(\.bottom).sorted()[tall.count / 2]
        // Ascenders and capitals: glyphs on the baseline nearly as tall as the tallest of them.
        let onBaseline = glyphs.filter { abs($0.bottom - baseline) <= max(1, tallest / 12) }
        let ascending = onBaseline.map(\.height).max() ?? tallest
        let ascenders = onBaseline.filter { 10 * $0.height >= 9 * ascending }
        let top = ascenders.isEmpty ? (tall.map(\.top).min() ?? rect.y) : ascenders.map(\.top).sorted()[ascenders.count / 2]
        return fontPixels(ascenderTop: top, baseline: baseline)
    }

    /// The font size of text whose ascenders and capitals reach from `ascenderTop` down to `baseline`.
    static func fontPixels(ascenderTop: Int, baseline: Int) -> Double {
        max(1, Double(baseline - ascenderTop + 1) - antialiasingRows) / ascenderHeight
    }

    /// Takes the size of the line a lone letter belongs to (`RunClassifier.fontPixels(ofLetter:besideAnyOf:)`):
    /// its stems, measured against its own height, would make an x-height letter read small and bold.
    mutating func setFontPixels(_ pixels: Double) {
        strokeRatio *= max(fontPixels, 1) / max(pixels, 1)
        fontPixels = pixels
        bold = strokeRatio >= Self.boldStrokeRatio
    }

    /// Text this small (in pixels) has strokes thinner than a pixel: no pixel shows the full text
    /// colour, so the measured colour is a blend and its ratio a worst case. 14–15px monospaced code
    /// at 1x is as thin (its darkest pixels ~0.89 of the way to the text colour).
    static let thinTextPixels = 16.0

    /// The share of a pixel the fullest stems of thin dark text are taken to cover at least. Against the
    /// stylesheet's colours of 2,169 thin lines on 208 Chromium-rendered pages, the measured colour was within
    /// 5% of the true ratio in 93% of them; a coverage falling with size (0.82 at 10px) had sent 104 failing
    /// lines to review for each 9 passing ones whose colour the review's range held. Light text on a dark fill
    /// renders thinner (syntax colours on a dark editor fell short of their colour), and keeps that wider range
    /// (`lightThinStrokeCoverage`).
    static let darkThinStrokeCoverage = 0.93

    /// The share of a pixel the fullest stems of thin light text on a darker fill cover at this size:
    /// measured on Chromium-rendered text, ~0.82 of the way from background to text colour at 10px, ~0.9 at 14px.
    static func lightThinStrokeCoverage(fontPixels: Double) -> Double { min(1, 0.62 + 0.02 * fontPixels) }

    /// For thin text, the ratio range from the measured colour (worst) to the colour it was blended
    /// from at the coverage its stems reach (best).
    func thinTextRange() -> ContrastRange? {
        guard backgroundRange == nil, fontPixels < Self.thinTextPixels, !bold else { return nil }
        let coverage = foreground.color.relativeLuminance < background.color.relativeLuminance
            ? Self.darkThinStrokeCoverage : Self.lightThinStrokeCoverage(fontPixels: fontPixels)
        func extend(_ f: UInt8, _ b: UInt8) -> Double {
            min(1, max(0, (Double(b) + (Double(f) - Double(b)) / coverage) / 255))
        }
        let extrapolated = SRGBColor(
            red: extend(coreForeground.r, background.r), green: extend(coreForeground.g, background.g),
            blue: extend(coreForeground.b, background.b))
        let best = max(ContrastRatio(extrapolated, background.color), Self.whiteOrBlackBlend(foreground, on: background) ?? ratio)
        return ContrastRange(minimum: ratio, maximum: max(ratio, best))
    }

    /// For blurred text, the ratio range from the commonest core colour (worst) to the farthest large core
    /// colour group (best); nil for text whose core shows its colour as the commonest, thin text
    /// (`thinTextRange`) and text on a varying backdrop.
    func blurredTextRange() -> ContrastRange? {
        guard backgroundRange == nil, foreground == coreForeground, farthestCoreForeground != coreForeground else { return nil }
        return ContrastRange(minimum: ratio, maximum: max(ratio, ContrastRatio(farthestCoreForeground.color, background.color)))
    }

    /// The least share of a pixel thin strokes are taken to cover at their core (a stem of 0.8 px).
    static let thinnestCoreCoverage = 0.75
    /// Channels this close to 0 or 255 are white's or black's.
    static let pureChannelTolerance = 4.0

    /// The ratio of white or black text, when the measured colour is a blend of the background with one of
    /// them: the line from the background through the measured colour leaves the sRGB cube at white or
    /// black, having covered at least `thinnestCoreCoverage` of the way. White and black labels are common
    /// on coloured fills, and no other colour lies on that line so exactly (a grey on white points at black
    /// too, but half-way, so it is taken as measured).
    static func whiteOrBlackBlend(_ foreground: RGBA8, on background: RGBA8) -> ContrastRatio? {
        let b = [Double(background.r), Double(background.g), Double(background.b)]
        let f = [Double(foreground.r), Double(foreground.g), Double(foreground.b)]
        // How far past the measured colour the line runs before a channel reaches 0 or 255.
        var reach = Double.infinity
        for (fc, bc) in zip(f, b) where fc != bc {
            reach = min(reach, fc > bc ? (255 - bc) / (fc - bc) : bc / (bc - fc))
        }
        guard reach.isFinite, 1 / reach >= thinnestCoreCoverage else { return nil }
        let end = zip(f, b).map { fc, bc in bc + (fc - bc) * reach }
        let white = end.allSatisfy { $0 >= 255 - pureChannelTolerance }
        let black = end.allSatisfy { $0 <= pureChannelTolerance }
        guard white || black else { return nil }
        return ContrastRatio(white ? SRGBColor(red: 1, green: 1, blue: 1) : SRGBColor(red: 0, green: 0, blue: 0), background.color)
    }
}

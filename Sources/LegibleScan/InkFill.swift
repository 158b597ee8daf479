import LegibleColor

/// How the inside of a group of ink components is filled: one flat colour, as icons and glyphs are
/// drawn, or many (a gradient, a photo, a multi-colour logo), as decoration is.
struct InkFill {
    /// Pixels whose four neighbours are ink of the same component: what anti-aliasing leaves alone.
    let interiorPixels: Int
    /// Share of those pixels that have the commonest exact colour.
    let commonestShare: Double

    /// Fewer interior pixels than this (strokes of 1x icons and small text) say nothing about the fill.
    static let fewestInterior = 24
    /// A flat fill has nearly all its interior in one colour (a badge or a two-tone icon most of it);
    /// a gradient or a photo spreads it over many, none holding more than a few percent.
    static let flatShare = 0.3

    init(of members: [Int], layer: BackgroundLayer, ink: InkComponents) {
        var counts: [PackedRGB: Int] = [:]
        var interior = 0
        for index in members {
            let component = ink.components[index]
            guard min(component.width, component.height) >= Self.smallestFilled else { continue }
            let stride = component.width + 2
            // The component's colours in its box with a frame of outside; nil where it is not this component.
            var colors = [PackedRGB?](repeating: nil, count: stride * (component.height + 2))
            ink.forEachRun(ofComponent: index, in: layer) { run, y, low, high in
                let row = (y - component.minY + 1) * stride + 1 - component.minX
                for x in low..<high { colors[row + x] = layer.runs.color[run] }
            }
            for y in 1...component.height {
                for x in 1...component.width {
                    let at = y * stride + x
                    guard let color = colors[at], colors[at - 1] != nil, colors[at + 1] != nil,
                          colors[at - stride] != nil, colors[at + stride] != nil else { continue }
                    counts[color, default: 0] += 1
                    interior += 1
                }
            }
        }
        interiorPixels = interior
        commonestShare = interior == 0 ? 1 : Double(counts.values.max() ?? 0) / Double(interior)
    }

    /// Filled with many colours: a gradient, a photo or a multi-colour drawing, never a UI icon.
    var isVaried: Bool { interiorPixels >= Self.fewestInterior && commonestShare < Self.flatShare }

    /// Components narrower than this (pixels) on their short side are glyphs or icons at 1x, anti-aliased
    /// all through, whose many grey levels say nothing about how they were filled.
    static let smallestFilled = 12

    /// Whether thin strokes, too thin to have an interior, are drawn with a gradient along them (outline
    /// art): many of their strong pixels point from `background` a little away from the strongest one.
    /// Anti-aliasing keeps a flat stroke's direction; a two-tone icon's second colour points far away.
    static func hasGradientStroke(_ members: [Int], background: PackedRGB, layer: BackgroundLayer, ink: InkComponents) -> Bool {
        let bg = background.channels
        // Each run's colour as a vector from the background, with its pixel count.
        var runs: [(vector: (Double, Double, Double), length: Double, pixels: Int)] = []
        for index in members {
            ink.forEachRun(ofComponent: index, in: layer) { run, _, low, high in
                let (vector, length) = ColorSpans.offset(of: layer.runs.color[run], from: bg)
                runs.append((vector, length, high - low))
            }
        }
        guard let strongest = runs.max(by: { $0.length < $1.length }), strongest.length > 0 else { return false }
        var strong = 0, off = 0, slightlyOff = 0
        for run in runs where run.length >= 0.5 * strongest.length {
            let (v, u) = (run.vector, strongest.vector)
            let cosine = (v.0 * u.0 + v.1 * u.1 + v.2 * u.2) / (run.length * strongest.length)
            strong += run.pixels
            if cosine < ColorSpans.sameDirection { off += run.pixels }
            if cosine < ColorSpans.sameDirection && cosine >= 0.85 { slightlyOff += run.pixels }
        }
        guard strong >= Self.fewestStrongPixels else { return false }
        return Double(slightlyOff) >= Self.gradientShare * Double(strong) && Double(off) >= Self.offShare * Double(strong)
    }

    /// Strokes with fewer strong pixels than this are too small to tell a gradient along them.
    static let fewestStrongPixels = 40
    /// Shares of strong pixels a little off the strongest one's direction, and off it at all, that make a
    /// stroke a gradient: 0.14–0.33 and 0.24–0.61 on outline art, none on flat icons.
    static let gradientShare = 0.1
    static let offShare = 0.2
}

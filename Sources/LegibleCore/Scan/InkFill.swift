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
        var counts: [UInt32: Int] = [:]
        var interior = 0
        for index in members {
            let component = ink.components[index]
            guard min(component.width, component.height) >= Self.smallestFilled else { continue }
            let stride = component.width + 2
            // The component's colours in its box with a frame of outside; nil where it is not this component.
            var colours = [UInt32?](repeating: nil, count: stride * (component.height + 2))
            for y in component.minY...component.maxY {
                layer.runs.forEachRun(ofRow: y, from: component.minX, to: component.maxX + 1) { run, low, high in
                    guard ink.component(ofRun: run) == Int32(index) else { return }
                    let row = (y - component.minY + 1) * stride + 1 - component.minX
                    for x in low..<high { colours[row + x] = layer.runs.colour[run] }
                }
            }
            for y in 1...component.height {
                for x in 1...component.width {
                    let at = y * stride + x
                    guard let colour = colours[at], colours[at - 1] != nil, colours[at + 1] != nil,
                          colours[at - stride] != nil, colours[at + stride] != nil else { continue }
                    counts[colour, default: 0] += 1
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
    static func hasGradientStroke(_ members: [Int], background: UInt32, layer: BackgroundLayer, ink: InkComponents) -> Bool {
        let bg = (Double(background >> 16 & 0xFF), Double(background >> 8 & 0xFF), Double(background & 0xFF))
        var vectors: [(Double, Double, Double, Double)] = []
        for index in members {
            let component = ink.components[index]
            for y in component.minY...component.maxY {
                layer.runs.forEachRun(ofRow: y, from: component.minX, to: component.maxX + 1) { run, low, high in
                    guard ink.component(ofRun: run) == Int32(index) else { return }
                    let c = layer.runs.colour[run]
                    let v = (Double(c >> 16 & 0xFF) - bg.0, Double(c >> 8 & 0xFF) - bg.1, Double(c & 0xFF) - bg.2)
                    let length = (v.0 * v.0 + v.1 * v.1 + v.2 * v.2).squareRoot()
                    for _ in low..<high { vectors.append((v.0, v.1, v.2, length)) }
                }
            }
        }
        guard let strongest = vectors.max(by: { $0.3 < $1.3 }), strongest.3 > 0 else { return false }
        let strong = vectors.filter { $0.3 >= 0.5 * strongest.3 }
        guard strong.count >= Self.fewestStrongPixels else { return false }
        var off = 0, slightlyOff = 0
        for v in strong {
            let cosine = (v.0 * strongest.0 + v.1 * strongest.1 + v.2 * strongest.2) / (v.3 * strongest.3)
            if cosine < ColourSpans.sameDirection { off += 1 }
            if cosine < ColourSpans.sameDirection && cosine >= 0.85 { slightlyOff += 1 }
        }
        return Double(slightlyOff) >= Self.gradientShare * Double(strong.count) && Double(off) >= Self.offShare * Double(strong.count)
    }

    /// Strokes with fewer strong pixels than this are too small to tell a gradient along them.
    static let fewestStrongPixels = 40
    /// Shares of strong pixels a little off the strongest one's direction, and off it at all, that make a
    /// stroke a gradient: 0.14–0.33 and 0.24–0.61 on outline art, none on flat icons.
    static let gradientShare = 0.1
    static let offShare = 0.2
}

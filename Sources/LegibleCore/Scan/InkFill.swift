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
}

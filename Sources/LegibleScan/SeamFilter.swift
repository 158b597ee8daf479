import LegibleColor
import LegibleImaging

/// Recognises the anti-aliased seam where two background regions meet (a card's rounded corner,
/// a chip's edge): ink whose every pixel is a blend of the two regions on either side. A seam is
/// not content, so it is not reported.
enum SeamFilter {
    /// How far (8-bit levels, Euclidean RGB) a pixel may lie from the blend line and still be a blend.
    static let tolerance = 6.0

    static func isSeam(_ component: InkComponents.Component, index: Int, layer: BackgroundLayer, ink: InkComponents) -> Bool {
        // Seams are thin: no more than a few pixels across anywhere.
        guard component.pixelCount <= 4 * max(component.width, component.height) else { return false }
        let runs = layer.runs
        // The two background regions on either side: the commonest within 2 pixels of it (a seam's
        // own blends may have joined one side, so direct neighbours are not enough).
        var nearby = RegionCounts()
        let area = PixelRect(x: component.minX - 2, y: component.minY - 2, width: component.width + 4, height: component.height + 4)
            .clamped(to: PixelRect(x: 0, y: 0, width: layer.width, height: layer.height))
        for y in area.y..<area.maxY {
            runs.forEachRun(ofRow: y, from: area.x, to: area.maxX) { run, low, high in
                let region = layer.regionOfRun[run]
                if layer.isBackground[Int(region)] { nearby.add(region, count: high - low) }
            }
        }
        let ranked = nearby.ranked
        guard ranked.count >= 2 else { return false }
        // Each side's colours beside the seam: one for a flat fill, many where a side is a gradient
        // (a shape of an illustration shaded from one colour to another). Three sides where two shapes
        // touch on a backdrop.
        let regions = ranked.prefix(3).map(\.region)
        var sides = [[PackedRGB]](repeating: [], count: regions.count)
        func note(_ run: Int) {
            guard let side = regions.firstIndex(of: layer.regionOfRun[run]), sides[side].count < Self.colorsPerSide,
                  !sides[side].contains(runs.color[run]) else { return }
            sides[side].append(runs.color[run])
        }
        // The colours right beside each of its runs, then others around it.
        ink.forEachRun(ofComponent: index, in: layer) { run, y, _, _ in
            let row = runs.runs(ofRow: y)
            if run > row.lowerBound { note(run - 1) }
            if run + 1 < row.upperBound { note(run + 1) }
        }
        for y in area.y..<area.maxY where sides.contains(where: { $0.count < Self.colorsPerSide }) {
            runs.forEachRun(ofRow: y, from: area.x, to: area.maxX) { run, _, _ in note(run) }
        }
        let channels = sides.map { $0.map(\.channels) }
        func isBlend(_ color: PackedRGB) -> Bool {
            let c = color.channels
            for i in channels.indices {
                for j in channels.indices where j > i {
                    for a in channels[i] {
                        for b in channels[j] where BlendDistance.distance(of: c, fromBlendOf: a, and: b) <= tolerance { return true }
                    }
                }
            }
            return false
        }
        var blends: [PackedRGB: Bool] = [:]
        var outside = 0
        // Past a tenth of its pixels off every blend line, it is no seam: the rest need not be tried.
        let allowed = component.pixelCount / 10
        ink.forEachRun(ofComponent: index, in: layer) { run, _, low, high in
            guard outside <= allowed else { return }
            let color = runs.color[run]
            let blend = blends[color] ?? isBlend(color)
            blends[color] = blend
            if !blend { outside += high - low }
        }
        return outside <= allowed
    }

    /// The most colours of one side that a seam is compared with, so that a seam along a photo costs
    /// no more than one along a gradient.
    static let colorsPerSide = 128
}

/// Recognises the anti-aliased seam where two background regions meet (a card's rounded corner,
/// a chip's edge): ink whose every pixel is a blend of the two regions on either side. A seam is
/// not content, so it is not reported.
enum SeamFilter {
    /// How far (8-bit levels, Euclidean RGB) a pixel may lie from the blend line and still be a blend.
    static let tolerance = 6.0

    static func isSeam(_ component: InkComponents.Component, index: Int, pixels: UnsafeBufferPointer<UInt32>,
                       layer: BackgroundLayer, ink: InkComponents) -> Bool {
        // Seams are thin: no more than a few pixels across anywhere.
        guard component.pixelCount <= 4 * max(component.width, component.height) else { return false }
        // The two background regions on either side: the commonest within 2 pixels of it (a seam's
        // own blends may have joined one side, so direct neighbours are not enough).
        var nearby: [Int32: Int] = [:]
        let area = PixelRect(x: component.minX - 2, y: component.minY - 2, width: component.width + 4, height: component.height + 4)
            .clamped(to: PixelRect(x: 0, y: 0, width: layer.width, height: layer.height))
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX where layer.isBackgroundPixel(y * layer.width + x) {
                nearby[layer.regionOfPixel[y * layer.width + x], default: 0] += 1
            }
        }
        guard nearby.count >= 2 else { return false }
        let sides = nearby.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(2)
            .map { layer.regionColour[Int($0.key)] }
        let a = channels(sides[0])
        let b = channels(sides[1])
        let ab = (b.0 - a.0, b.1 - a.1, b.2 - a.2)
        let length2 = ab.0 * ab.0 + ab.1 * ab.1 + ab.2 * ab.2
        let width = layer.width
        var outside = 0
        for y in component.minY...component.maxY {
            for x in component.minX...component.maxX {
                let pixel = y * width + x
                guard ink.componentOfPixel[pixel] == Int32(index) else { continue }
                let p = channels(pixels[pixel])
                let ap = (p.0 - a.0, p.1 - a.1, p.2 - a.2)
                let t = length2 > 0 ? min(1, max(0, (ap.0 * ab.0 + ap.1 * ab.1 + ap.2 * ab.2) / length2)) : 0
                let d = (ap.0 - t * ab.0, ap.1 - t * ab.1, ap.2 - t * ab.2)
                if (d.0 * d.0 + d.1 * d.1 + d.2 * d.2).squareRoot() > tolerance { outside += 1 }
            }
        }
        return outside * 10 <= component.pixelCount
    }

    private static func channels(_ packed: UInt32) -> (Double, Double, Double) {
        (Double(packed >> 16 & 0xFF), Double(packed >> 8 & 0xFF), Double(packed & 0xFF))
    }
}

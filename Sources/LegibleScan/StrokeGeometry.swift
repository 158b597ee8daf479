import Foundation

/// How one ink component is drawn, read from its pixels: how much of it lies deep inside it, and
/// whether it is a single straight stroke and at what angle. What tells a glyph from the shapes of
/// an illustration: letters are strokes of a few pixels, a half-disc or a pill is solid all the way
/// through, and the rays of a sunburst or the spokes of a loading wheel are straight slanted bars.
struct StrokeGeometry {
    /// Share of the stroke pixels further than 15% of the component's height from its edge (chessboard
    /// distance): none for a letter, whose strokes are thinner than that, most of a solid shape. Nil
    /// unless asked for (a distance transform over the component's box).
    let solidity: Double?
    /// Square root of the ratio of the principal second moments: about length over width for a bar.
    let elongation: Double
    /// Angle of the main axis from the horizontal, in degrees, 0...90 either way it leans.
    let angle: Double
    /// The centroid of the stroke pixels, in image pixels.
    let centre: (x: Double, y: Double)
    /// The main axis' direction, in radians from the horizontal (image y down), -π/2...π/2.
    let orientation: Double

    /// Components at least this elongated are single straight strokes.
    static let straightElongation = 6.0
    /// A straight stroke this far (degrees) from both axes is tilted: no icon is drawn so, and of letters
    /// only `/` and italics, which seldom stand alone.
    static let tilt = 4.0
    /// Colours this close (per channel) to the background are not ink: the counters inside letters.
    static let counterTolerance: UInt32 = 16

    init(of component: InkComponents.Component, index: Int, layer: BackgroundLayer, ink: InkComponents, measuringSolidity: Bool) {
        let width = component.width
        let height = component.height
        // The component's mask in its box, with a one-pixel frame of outside around it.
        let stride = width + 2
        var distance = [Int32](repeating: 0, count: measuringSolidity ? stride * (height + 2) : 0)
        var n = 0.0, sx = 0.0, sy = 0.0, sxx = 0.0, syy = 0.0, sxy = 0.0
        // The counters of letters (the inside of an o) are too small to be background, so they are part
        // of the component; only pixels away from the colour around it are strokes.
        let around = component.mainBackground.map { layer.regionColor[Int($0)] }
        ink.forEachRun(ofComponent: index, in: layer) { run, y, low, high in
            if let around, BackgroundLayer.similar(layer.runs.color[run], around, within: Self.counterTolerance) { return }
            if measuringSolidity {
                let row = (y - component.minY + 1) * stride + 1 - component.minX
                for x in low..<high { distance[row + x] = Int32.max / 2 }
            }
            // Moments of the pixels low..<high on row y, summed in closed form.
            let count = Double(high - low)
            let sumX = Double(low + high - 1) * count / 2
            let sumXX = (Double(high - 1) * Double(high) * Double(2 * high - 1) - Double(low - 1) * Double(low) * Double(2 * low - 1)) / 6
            n += count
            sx += sumX
            sy += count * Double(y)
            sxx += sumXX
            syy += count * Double(y * y)
            sxy += sumX * Double(y)
        }
        if measuringSolidity {
            solidity = Self.solidity(&distance, width: width, height: height, strokes: n)
        } else {
            solidity = nil
        }
        let cxx = sxx / n - (sx / n) * (sx / n)
        let cyy = syy / n - (sy / n) * (sy / n)
        let cxy = sxy / n - (sx / n) * (sy / n)
        let spread = ((cxx - cyy) * (cxx - cyy) / 4 + cxy * cxy).squareRoot()
        let major = (cxx + cyy) / 2 + spread
        // A one-pixel-wide bar has a minor moment of 1/12 whatever it measures in samples.
        let minor = max((cxx + cyy) / 2 - spread, 1.0 / 12)
        elongation = (major / minor).squareRoot()
        orientation = atan2(2 * cxy, cxx - cyy) / 2
        angle = abs(orientation * 180 / .pi)
        centre = (sx / n, sy / n)
    }

    /// The share of deep stroke pixels, by a chessboard distance transform of the mask (stroke pixels a
    /// large value, a one-pixel frame of zeros): a forward and a backward pass of the 8-neighbour minimum.
    private static func solidity(_ distance: inout [Int32], width: Int, height: Int, strokes: Double) -> Double {
        let stride = width + 2
        distance.withUnsafeMutableBufferPointer { d in
            for y in 1...height {
                for x in 1...width where d[y * stride + x] > 0 {
                    let i = y * stride + x
                    d[i] = min(d[i], min(d[i - 1], d[i - stride - 1], d[i - stride], d[i - stride + 1]) + 1)
                }
            }
            for y in Swift.stride(from: height, through: 1, by: -1) {
                for x in Swift.stride(from: width, through: 1, by: -1) where d[y * stride + x] > 0 {
                    let i = y * stride + x
                    d[i] = min(d[i], min(d[i + 1], d[i + stride - 1], d[i + stride], d[i + stride + 1]) + 1)
                }
            }
        }
        let deep = Int32((0.15 * Double(height)).rounded(.up))
        return Double(distance.reduce(0) { $0 + ($1 > deep ? 1 : 0) }) / max(strokes, 1)
    }

    /// A single straight bar.
    var isStraightBar: Bool { elongation >= Self.straightElongation }
    /// A single straight bar that is neither level nor upright: a ray, a spoke, a hatching line.
    var isTilted: Bool { isStraightBar && angle >= Self.tilt && angle <= 90 - Self.tilt }
}

import Dispatch
import LegibleBase
import LegibleColor
import LegibleImaging

/// Simulates how a person with a colour-vision deficiency sees colours and images,
/// in linear RGB, never on gamma-encoded values.
public struct CVDSimulator: Sendable {
    public let deficiency: ColorVisionDeficiency
    /// 0 is normal vision, 1 is full dichromacy (or achromatopsia).
    public let severity: Double
    /// The method actually used (`auto` resolved).
    public let method: SimulationMethod
    /// What the simulation does in linear RGB: the HTML report builds its SVG filters from it.
    package let transform: Transform

    /// What a simulation does to one linear-RGB colour: one matrix, or Brettel's two half-planes.
    package enum Transform: Sendable {
        case matrix(ColorMatrix)
        case halfPlanes(first: ColorMatrix, second: ColorMatrix, separation: [Double])
    }

    /// Full-severity simulation of every deficiency, in `ColorVisionDeficiency.allCases` order, by the
    /// default method: what the reports, the scan's `--cvd` ratios and the palette check all use.
    public static let standard = ColorVisionDeficiency.allCases.map { CVDSimulator(deficiency: $0) }

    /// - Parameters:
    ///   - severity: clamped to 0...1. Below 1, Brettel and Viénot blend with the original in
    ///     linear RGB; Machado interpolates its published matrices.
    ///   - method: `auto` picks Brettel for tritan, Viénot for full protan/deutan, Machado for partial
    ///     ones (as DaltonLens and ColorAide recommend). Achromatopsia has one model whatever is asked.
    public init(deficiency: ColorVisionDeficiency, severity: Double = 1, method: SimulationMethod = .auto) {
        let severity = min(max(severity.isNaN ? 1 : severity, 0), 1)
        self.deficiency = deficiency
        self.severity = severity
        var resolved = method
        if method == .auto {
            switch deficiency {
            case .tritan: resolved = .brettel
            case .protan, .deutan: resolved = severity < 0.999 ? .machado : .vienot
            case .achroma: resolved = .vienot
            }
        }
        if deficiency == .achroma { resolved = .auto }
        self.method = resolved

        // DaltonLens treats severities within 1e-5 of 1 as full dichromacy.
        let blend = severity < 0.99999 ? severity : 1
        func blended(_ m: ColorMatrix) -> ColorMatrix { m.blended(with: .identity, weight: blend) }
        switch (deficiency, resolved) {
        case (.achroma, _):
            transform = .matrix(blended(CVDModels.achromatopsia))
        case (_, .machado):
            transform = .matrix(CVDModels.machado(deficiency, severity: severity))
        case (_, .brettel):
            let brettel = CVDModels.brettel(deficiency)!
            transform = .halfPlanes(
                first: blended(brettel.first), second: blended(brettel.second), separation: brettel.separation)
        default:
            transform = .matrix(blended(CVDModels.vienot(deficiency)))
        }
    }

    /// The colour as seen with the deficiency (alpha kept), clipped to the sRGB gamut like DaltonLens.
    public func simulate(_ color: SRGBColor) -> SRGBColor {
        let linear = color.linear
        let out = matrix(for: [linear.red, linear.green, linear.blue]).apply(linear)
        func clip(_ v: Double) -> Double { min(max(v, 0), 1) }
        return SRGBColor(LinearRGB(red: clip(out.red), green: clip(out.green), blue: clip(out.blue)), alpha: color.alpha)
    }

    private func matrix(for rgb: [Double]) -> ColorMatrix {
        switch transform {
        case .matrix(let m): return m
        case .halfPlanes(let first, let second, let separation):
            return Vector3.dot(rgb, separation) >= 0 ? first : second
        }
    }

    /// The whole image as seen with the deficiency; alpha untouched. Rows are split across
    /// `threads` workers (1 when the caller already runs images in parallel).
    public func simulate(_ buffer: PixelBuffer, threads: Int = 1) -> PixelBuffer {
        var output = [UInt8](repeating: 0, count: buffer.pixels.count)
        let (first, second, separation): ([Float], [Float], [Float])
        switch transform {
        case .matrix(let m): (first, second, separation) = (m.floats, m.floats, [0, 0, 0])
        case .halfPlanes(let a, let b, let n): (first, second, separation) = (a.floats, b.floats, n.map(Float.init))
        }
        let rowsPerChunk = max(1, (buffer.height + threads * 4 - 1) / (threads * 4))
        let chunks = threads <= 1 ? 1 : (buffer.height + rowsPerChunk - 1) / rowsPerChunk
        let rowBytes = buffer.width * 4
        SRGBTransfer.linearFromByteFloat.withUnsafeBufferPointer { decode in
            SRGBTransfer.byteFromLinear.withUnsafeBufferPointer { encode in
                buffer.pixels.withUnsafeBufferPointer { source in
                    output.withUnsafeMutableBufferPointer { destination in
                        let kernel = PixelKernel(
                            decode: decode, encode: encode, first: first, second: second, separation: separation)
                        if chunks == 1 {
                            kernel.run(source, destination, range: 0..<source.count)
                        } else {
                            // Each chunk writes its own rows; the pointers outlive concurrentPerform.
                            nonisolated(unsafe) let source = source
                            nonisolated(unsafe) let destination = destination
                            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                                let start = chunk * rowsPerChunk * rowBytes
                                let end = min(source.count, start + rowsPerChunk * rowBytes)
                                if start < end { kernel.run(source, destination, range: start..<end) }
                            }
                        }
                    }
                }
            }
        }
        return PixelBuffer(width: buffer.width, height: buffer.height, pixels: output)
    }
}

/// The per-pixel loop: table decode, one of two 3×3 matrices, table encode. Repeats of the
/// previous pixel (most of a UI screenshot) reuse its result. Unchecked-Sendable: it only
/// reads tables that outlive every worker.
private struct PixelKernel: @unchecked Sendable {
    let decode: UnsafeBufferPointer<Float>
    let encode: UnsafeBufferPointer<UInt8>
    let first: [Float]
    let second: [Float]
    let separation: [Float]

    func run(_ source: UnsafeBufferPointer<UInt8>, _ destination: UnsafeMutableBufferPointer<UInt8>, range: Range<Int>) {
        let (a0, a1, a2, a3, a4, a5, a6, a7, a8) = (first[0], first[1], first[2], first[3], first[4], first[5], first[6], first[7], first[8])
        let (b0, b1, b2, b3, b4, b5, b6, b7, b8) = (second[0], second[1], second[2], second[3], second[4], second[5], second[6], second[7], second[8])
        let (n0, n1, n2) = (separation[0], separation[1], separation[2])
        let scale = Float(SRGBTransfer.encodeTableSize - 1)
        @inline(__always) func encoded(_ v: Float) -> UInt8 {
            encode[Int(min(max(v, 0), 1) * scale + 0.5)]
        }
        var previousKey: UInt32 = 0xFFFF_FFFF
        var previous: (UInt8, UInt8, UInt8) = (0, 0, 0)
        var offset = range.lowerBound
        while offset < range.upperBound {
            let red = source[offset]
            let green = source[offset + 1]
            let blue = source[offset + 2]
            let key = UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
            if key != previousKey {
                let r = decode[Int(red)]
                let g = decode[Int(green)]
                let b = decode[Int(blue)]
                if n0 * r + n1 * g + n2 * b >= 0 {
                    previous = (encoded(a0 * r + a1 * g + a2 * b), encoded(a3 * r + a4 * g + a5 * b), encoded(a6 * r + a7 * g + a8 * b))
                } else {
                    previous = (encoded(b0 * r + b1 * g + b2 * b), encoded(b3 * r + b4 * g + b5 * b), encoded(b6 * r + b7 * g + b8 * b))
                }
                previousKey = key
            }
            destination[offset] = previous.0
            destination[offset + 1] = previous.1
            destination[offset + 2] = previous.2
            destination[offset + 3] = source[offset + 3]
            offset += 4
        }
    }
}

extension CVDSimulator {
    /// What a preview shows, for its label: the dichromacy, or the anomaly and its severity.
    public var label: String {
        guard severity < 1 else { return deficiency.displayName }
        let anomaly = deficiency.displayName.replacingOccurrences(of: "opia", with: "omaly").replacingOccurrences(of: "opsia", with: "omaly")
        return anomaly + " " + NumberFormat.decimal(severity * 100, places: 0) + "%"
    }
}

import Foundation
import LegibleColor
import LegibleImaging
import LegibleBase

/// What a person with reduced visual acuity (and, optionally, reduced contrast sensitivity) sees of a
/// screenshot held at a viewing distance: a blur whose width follows from the acuity, then contrast
/// pulled towards the image's mean.
///
/// The model. Snellen acuity 20/X means the smallest detail resolved, the minimum angle of resolution
/// (MAR), is X/20 arcminutes (20/20 resolves 1′). An eye whose blur is a Gaussian of standard deviation σ
/// stops telling two points apart when they come closer than 2σ (the Sparrow limit for Gaussians), so an
/// eye resolving MAR has σ = MAR/2. A viewer with 20/20 vision looking at the preview blurs it by their
/// own σ₂₀ = ½′ again, so the preview adds only the difference of the variances:
/// σ = ½′ · √((X/20)² − 1). One arcminute at distance D is D · tan(1/60°); a UI point is 1/160 inch
/// (Android's dp; iOS points are 1/163, Apple's 1x), and the screenshot has `scale` pixels per point.
/// The blur runs in linear light, as optical blur does. Contrast sensitivity, when reduced, scales every
/// channel's departure from the image's mean in linear light by `1 − contrastLoss` (a loss of 0.5 halves
/// every Michelson contrast).
///
/// Chromium's DevTools emulation ("Blurred vision", "Reduced contrast") is what users know: it applies a
/// fixed `feGaussianBlur stdDeviation=2` in CSS pixels, whatever the acuity or distance, and adds 0.5 to
/// every channel (`feFuncX type=gamma offset=0.5`), which washes the page towards white. This model
/// instead derives the blur from a stated acuity, distance and scale, and reduces contrast about the
/// image's mean, so a dark interface stays dark.
public struct LowVision: Sendable, Equatable {
    /// X in Snellen 20/X (20 is normal vision; 70 is the WHO's threshold for low vision; 200 legal blindness in the US).
    public var acuity: Double
    /// Eye to screen, in centimetres (a phone is held at 30–40 cm, a laptop at about 50, a desktop at 60).
    public var viewingDistance: Double
    /// Share of contrast lost, 0 (none) to 1 (flat grey).
    public var contrastLoss: Double

    /// UI points per inch: Android's density-independent pixel; iOS points are within 2% (163).
    public static let pointsPerInch = 160.0

    public init(acuity: Double, viewingDistance: Double = 40, contrastLoss: Double = 0) {
        self.acuity = acuity
        self.viewingDistance = viewingDistance
        self.contrastLoss = contrastLoss
    }

    /// `20/70` or `70`: the X of 20/X.
    public init?(parsing text: String, viewingDistance: Double = 40, contrastLoss: Double = 0) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        let denominator: Double?
        switch parts.count {
        case 1: denominator = Double(parts[0])
        case 2:
            guard let numerator = Double(parts[0]), let value = Double(parts[1]), numerator > 0 else { return nil }
            denominator = value * 20 / numerator
        default: denominator = nil
        }
        guard let denominator, denominator >= 20, denominator.isFinite else { return nil }
        self.init(acuity: denominator, viewingDistance: viewingDistance, contrastLoss: contrastLoss)
    }

    /// `20-200`, for file names.
    public var name: String { "20-\(NumberFormat.decimal(acuity, places: acuity == acuity.rounded() ? 0 : 1))" }

    /// One arcminute at the viewing distance, in the screenshot's pixels.
    public func pixelsPerArcminute(scale: Double) -> Double {
        let centimetres = viewingDistance * tan(Double.pi / (180 * 60))
        return centimetres / 2.54 * Self.pointsPerInch * scale
    }

    /// The standard deviation of the added Gaussian blur, in the screenshot's pixels.
    public func blurSigma(scale: Double) -> Double {
        let ratio = acuity / 20
        return 0.5 * pixelsPerArcminute(scale: scale) * (ratio * ratio - 1).squareRoot()
    }

    /// The preview of `buffer`, a screenshot of `scale` pixels per point. Alpha is kept.
    public func simulate(_ buffer: PixelBuffer, scale: Double) -> PixelBuffer {
        let width = buffer.width
        let height = buffer.height
        guard width > 0, height > 0 else { return buffer }
        let decode = SRGBTransfer.linearFromByteFloat
        var planes = [[Float]](repeating: [Float](repeating: 0, count: width * height), count: 3)
        buffer.pixels.withUnsafeBufferPointer { pixels in
            for channel in 0..<3 {
                planes[channel].withUnsafeMutableBufferPointer { plane in
                    for index in 0..<(width * height) { plane[index] = decode[Int(pixels[index * 4 + channel])] }
                }
            }
        }
        let kernel = Self.gaussian(sigma: blurSigma(scale: scale))
        let keep = Float(1 - min(1, max(0, contrastLoss)))
        var output = buffer
        SRGBTransfer.byteFromLinear.withUnsafeBufferPointer { encode in
            for channel in 0..<3 {
                if kernel.count > 1 { Self.blur(&planes[channel], width: width, height: height, kernel: kernel) }
                let mean = planes[channel].reduce(0, +) / Float(width * height)
                output.pixels.withUnsafeMutableBufferPointer { pixels in
                    planes[channel].withUnsafeBufferPointer { plane in
                        for index in 0..<(width * height) {
                            pixels[index * 4 + channel] = SRGBTransfer.byte(fromLinear: mean + keep * (plane[index] - mean), table: encode)
                        }
                    }
                }
            }
        }
        return output
    }

    /// A normalised Gaussian kernel out to three standard deviations; one tap when there is nothing to blur.
    static func gaussian(sigma: Double) -> [Float] {
        guard sigma > 0.05 else { return [1] }
        let radius = Int((3 * sigma).rounded(.up))
        let weights = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        return weights.map { Float($0 / total) }
    }

    /// Blurs a plane with a separable kernel, rows then columns, the edges extended.
    static func blur(_ plane: inout [Float], width: Int, height: Int, kernel: [Float]) {
        let radius = kernel.count / 2
        var temporary = [Float](repeating: 0, count: plane.count)
        kernel.withUnsafeBufferPointer { weights in
            plane.withUnsafeBufferPointer { source in
                temporary.withUnsafeMutableBufferPointer { destination in
                    for y in 0..<height {
                        let row = y * width
                        for x in 0..<width {
                            var sum: Float = 0
                            for tap in 0..<weights.count {
                                sum += weights[tap] * source[row + min(width - 1, max(0, x + tap - radius))]
                            }
                            destination[row + x] = sum
                        }
                    }
                }
            }
            temporary.withUnsafeBufferPointer { source in
                plane.withUnsafeMutableBufferPointer { destination in
                    for y in 0..<height {
                        for x in 0..<width {
                            var sum: Float = 0
                            for tap in 0..<weights.count {
                                sum += weights[tap] * source[min(height - 1, max(0, y + tap - radius)) * width + x]
                            }
                            destination[y * width + x] = sum
                        }
                    }
                }
            }
        }
    }
}

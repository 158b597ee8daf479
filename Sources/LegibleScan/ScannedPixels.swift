import LegibleImaging

/// A screenshot's decoded pixels with the colour runs the scan found in them, for what is made from the
/// pixels while they are held (the HTML report's previews, which average runs rather than pixels).
public struct ScannedPixels: Sendable {
    public let buffer: PixelBuffer
    package let runs: ColorRuns
}

/// A decoded PNG: its header facts and its pixels, already converted to sRGB.
public struct DecodedImage: Sendable {
    public let info: ImageInfo
    public let buffer: PixelBuffer
}

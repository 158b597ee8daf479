/// What a PNG's header says about it, before any pixel is decoded.
public struct ImageInfo: Hashable, Sendable, Codable {
    /// The PNG colour type, by name.
    public enum ColorType: String, Sendable, Codable {
        case grey, greyAlpha = "grey+alpha", palette, rgb, rgba, unknown
    }

    public let width: Int
    public let height: Int
    public let colorType: ColorType
    public let bitDepth: Int
    public let interlaced: Bool
    public let profile: ColorProfile

    public init(width: Int, height: Int, colorType: ColorType, bitDepth: Int, interlaced: Bool, profile: ColorProfile) {
        self.width = width
        self.height = height
        self.colorType = colorType
        self.bitDepth = bitDepth
        self.interlaced = interlaced
        self.profile = profile
    }

    public var pixelCount: Int { width * height }
}

import LegibleColor

/// An image as 8-bit sRGB RGBA with straight alpha, rows top to bottom, in one flat array.
public struct PixelBuffer: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A for each pixel.
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4, "pixel count mismatch")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A buffer filled with one colour.
    public init(width: Int, height: Int, filledWith color: RGBA8) {
        self.width = width
        self.height = height
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for offset in stride(from: 0, to: pixels.count, by: 4) {
            pixels[offset] = color.r
            pixels[offset + 1] = color.g
            pixels[offset + 2] = color.b
            pixels[offset + 3] = color.a
        }
        self.pixels = pixels
    }

    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    public var pixelCount: Int { width * height }

    /// Whether every pixel has alpha 255.
    public var isOpaque: Bool {
        // Two pixels a word, the words ANDed a block at a time (a loop the compiler vectorises): the
        // alpha bytes of the result are 255 only if every pixel's were.
        let alphas: UInt64 = 0xFF00_0000_FF00_0000
        return pixels.withUnsafeBytes { bytes in
            let words = bytes.count / 8
            var start = 0
            while start < words {
                let end = min(words, start + 1024)
                var all = UInt64.max
                for word in start..<end { all &= bytes.loadUnaligned(fromByteOffset: word &* 8, as: UInt64.self) }
                if UInt64(littleEndian: all) & alphas != alphas { return false }
                start = end
            }
            return bytes.count % 8 == 0 || bytes[bytes.count - 1] == 255
        }
    }

    public subscript(x: Int, y: Int) -> RGBA8 {
        get {
            let offset = (y * width + x) * 4
            return RGBA8(pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3])
        }
        set {
            let offset = (y * width + x) * 4
            pixels[offset] = newValue.r
            pixels[offset + 1] = newValue.g
            pixels[offset + 2] = newValue.b
            pixels[offset + 3] = newValue.a
        }
    }
}

/// An axis-aligned box in image pixels.
public struct PixelRect: Hashable, Sendable, Codable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var area: Int { width * height }

    /// The part of this box inside `other` (empty when they do not meet).
    public func clamped(to other: PixelRect) -> PixelRect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        return PixelRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// The smallest box holding this one and `other`.
    public func union(_ other: PixelRect) -> PixelRect {
        let (left, top) = (min(x, other.x), min(y, other.y))
        return PixelRect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// This box grown by `margin` pixels on every side.
    public func grown(by margin: Int) -> PixelRect {
        PixelRect(x: x - margin, y: y - margin, width: width + 2 * margin, height: height + 2 * margin)
    }
}

/// An opaque sRGB colour as `0xRRGGBB` in 32 bits: the scanner's working colour, cheap to compare,
/// hash, sort and store one per run of pixels.
public struct PackedRGB: Hashable, Comparable, Sendable {
    public var value: UInt32

    @inline(__always) public init(_ value: UInt32) {
        self.value = value
    }

    @inline(__always) public init(red: UInt8, green: UInt8, blue: UInt8) {
        value = UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    }

    @inline(__always) public var red: Int { Int(value >> 16 & 0xFF) }
    @inline(__always) public var green: Int { Int(value >> 8 & 0xFF) }
    @inline(__always) public var blue: Int { Int(value & 0xFF) }

    /// The channels as numbers, for arithmetic between colours.
    // Public and inlinable, as `squaredDistance` is: the scanner uses both per pixel, from a layer up.
    @inlinable public var channels: (Double, Double, Double) { (Double(red), Double(green), Double(blue)) }

    /// HSV saturation, 0 for greys to 1 for pure hues: how far from white, grey or black a colour is.
    package var saturation: Double {
        let high = max(red, green, blue)
        return high > 0 ? Double(high - min(red, green, blue)) / Double(high) : 0
    }

    /// HSV hue in degrees, 0 to 360 (0 for greys).
    package var hue: Double {
        let (high, low) = (max(red, green, blue), min(red, green, blue))
        guard high > low else { return 0 }
        let delta = Double(high - low)
        let sector: Double
        if high == red {
            sector = Double(green - blue) / delta
        } else if high == green {
            sector = 2 + Double(blue - red) / delta
        } else {
            sector = 4 + Double(red - green) / delta
        }
        return (sector * 60 + 360).truncatingRemainder(dividingBy: 360)
    }

    public var rgba8: RGBA8 { RGBA8(UInt8(red), UInt8(green), UInt8(blue)) }

    /// WCAG relative luminance, through the byte-to-linear table.
    public var luminance: Double {
        let table = SRGBTransfer.linearFromByte
        return 0.2126 * table[red] + 0.7152 * table[green] + 0.0722 * table[blue]
    }

    /// Squared distance to a colour given by its channels, in bytes.
    @inline(__always) @inlinable public func squaredDistance(to other: (Int, Int, Int)) -> Int {
        let dr = red - other.0
        let dg = green - other.1
        let db = blue - other.2
        return dr * dr + dg * dg + db * db
    }

    public static func < (lhs: PackedRGB, rhs: PackedRGB) -> Bool { lhs.value < rhs.value }
}

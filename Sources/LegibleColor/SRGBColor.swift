/// A colour in gamma-encoded sRGB with straight alpha, channels nominally in 0...1.
///
/// Channels may lie outside 0...1 when the colour came from a wider gamut (Display P3);
/// they are kept so that luminance stays exact, and clamped only when shown as `#rrggbb`.
public struct SRGBColor: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public static let black = SRGBColor(red: 0, green: 0, blue: 0)
    public static let white = SRGBColor(red: 1, green: 1, blue: 1)

    /// Whether the colour lets anything behind it show through.
    public var isTranslucent: Bool { alpha < 1 }

    /// The colour with alpha dropped (as if fully opaque).
    public var opaque: SRGBColor { SRGBColor(red: red, green: green, blue: blue) }

    /// Linear-light RGB (the sRGB transfer function undone), alpha dropped.
    public var linear: LinearRGB {
        LinearRGB(red: SRGBTransfer.decode(red), green: SRGBTransfer.decode(green), blue: SRGBTransfer.decode(blue))
    }

    /// Rebuilds a gamma-encoded colour from linear light.
    public init(_ linear: LinearRGB, alpha: Double = 1) {
        self.init(
            red: SRGBTransfer.encode(linear.red), green: SRGBTransfer.encode(linear.green),
            blue: SRGBTransfer.encode(linear.blue), alpha: alpha)
    }

    /// WCAG 2 relative luminance (alpha ignored).
    public var relativeLuminance: Double { linear.relativeLuminance }

    /// Rounded to 8 bits per channel, clamped to the sRGB gamut.
    public var rgba8: RGBA8 {
        RGBA8(Self.byte(red), Self.byte(green), Self.byte(blue), Self.byte(alpha))
    }

    /// `#rrggbb` of the clamped, rounded colour.
    public var hex: String { rgba8.hex }

    /// `#rrggbb`, or `#rrggbbaa` when translucent.
    public var hexWithAlpha: String { isTranslucent ? rgba8.hexWithAlpha : rgba8.hex }

    /// Whether every channel lies in 0...1 (within rounding).
    public var isInGamut: Bool {
        [red, green, blue].allSatisfy { $0 >= -1e-9 && $0 <= 1 + 1e-9 }
    }

    private static func byte(_ value: Double) -> UInt8 {
        UInt8((min(max(value, 0), 1) * 255).rounded())
    }
}

/// Linear-light RGB with sRGB (BT.709) primaries and a D65 white.
public struct LinearRGB: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double

    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// WCAG 2 relative luminance: `0.2126 R + 0.7152 G + 0.0722 B`.
    public var relativeLuminance: Double { 0.2126 * red + 0.7152 * green + 0.0722 * blue }
}

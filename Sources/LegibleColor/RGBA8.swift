/// An 8-bit, gamma-encoded sRGB colour with straight (non-premultiplied) alpha, as pixels are stored.
public struct RGBA8: Hashable, Sendable, Codable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// `#rrggbb`, lower case; alpha is not shown.
    public var hex: String { HexFormat.rgb(r, g, b) }

    /// `#rrggbbaa`, lower case.
    public var hexWithAlpha: String { HexFormat.rgb(r, g, b) + HexFormat.byte(a) }

    /// The same colour as a floating-point sRGB value.
    public var color: SRGBColor {
        SRGBColor(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: Double(a) / 255)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(a == 255 ? hex : hexWithAlpha)
    }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        self = try ColorParser.parse(text).rgba8
    }
}

enum HexFormat {
    private static let digits = Array("0123456789abcdef")

    static func byte(_ value: UInt8) -> String {
        String([digits[Int(value >> 4)], digits[Int(value & 0xF)]])
    }

    static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> String {
        "#" + byte(r) + byte(g) + byte(b)
    }
}

/// The WCAG 2 contrast ratio between two colours: `(L1 + 0.05) / (L2 + 0.05)`, lighter over darker, 1...21.
///
/// The value is never rounded; compare `value` against a threshold, and show `truncatedText`,
/// which truncates to two decimals so that a failing 4.499 never reads as a passing 4.50.
public struct ContrastRatio: Comparable, Hashable, Sendable, Codable {
    public let value: Double

    public init(value: Double) {
        self.value = value
    }

    /// The ratio between two relative luminances, in either order.
    public init(luminance first: Double, _ second: Double) {
        let lighter = max(first, second)
        let darker = min(first, second)
        value = (lighter + 0.05) / (darker + 0.05)
    }

    /// The ratio between two opaque colours (alpha is ignored; composite first).
    public init(_ first: SRGBColor, _ second: SRGBColor) {
        self.init(luminance: first.relativeLuminance, second.relativeLuminance)
    }

    /// Whether the ratio meets a threshold ("at least", no rounding).
    public func meets(_ threshold: Double) -> Bool { value >= threshold }

    /// Truncated (not rounded) to two decimals, e.g. `4.49`.
    public var truncatedText: String { Self.truncated(value) }

    /// Formats any ratio value truncated to `places` decimals: a ratio never reads higher than it is.
    public static func truncated(_ value: Double, places: Int = 2) -> String {
        guard value.isFinite, value >= 0 else { return String(format: "%.\(places)f", value) }
        let scale = scale(places)
        // Digits by hand: String(format:) was most of the time of writing findings.csv.
        let units = Int((value * Double(scale)).rounded(.down))
        let fraction = String(units % scale)
        return String(units / scale) + "." + String(repeating: "0", count: places - fraction.count) + fraction
    }

    /// Any ratio value truncated to `places` decimals, as a number (for formats that carry numbers).
    public static func truncatedValue(_ value: Double, places: Int = 3) -> Double {
        let scale = Double(scale(places))
        return (value * scale).rounded(.down) / scale
    }

    private static func scale(_ places: Int) -> Int {
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        return scale
    }

    public static func < (lhs: ContrastRatio, rhs: ContrastRatio) -> Bool { lhs.value < rhs.value }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }

    public init(from decoder: Decoder) throws {
        value = try decoder.singleValueContainer().decode(Double.self)
    }
}

/// The lowest and highest WCAG ratio a pair can have when what lies behind it is unknown.
///
/// Used for translucent backgrounds (a material, a scrim) with no known backdrop: the pair is
/// composited over every possible opaque backdrop and the extremes are reported.
public struct ContrastRange: Hashable, Sendable, Codable {
    public let minimum: ContrastRatio
    public let maximum: ContrastRatio

    public init(minimum: ContrastRatio, maximum: ContrastRatio) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The range for text of one luminance over a background anywhere between two luminances: the
    /// ratios at the two ends, and 1:1 at worst when the text's luminance lies between them.
    public init(textLuminance text: Double, backgroundBetween first: Double, and second: Double) {
        let atFirst = ContrastRatio(luminance: text, first)
        let atSecond = ContrastRatio(luminance: text, second)
        let crosses = text >= min(first, second) && text <= max(first, second)
        self.init(minimum: crosses ? ContrastRatio(value: 1) : min(atFirst, atSecond), maximum: max(atFirst, atSecond))
    }

    /// Whether the two ends agree, i.e. the backdrop does not matter.
    public var isExact: Bool { abs(maximum.value - minimum.value) < 1e-9 }

    /// The range of `foreground` drawn on `background`, both possibly translucent, over any opaque backdrop.
    ///
    /// With an opaque foreground this is exact (Lea Verou's contrast-ratio method): composited
    /// luminance is monotone in each backdrop channel, so black and white give the extremes, and
    /// when the foreground's luminance lies between them some backdrop gives 1:1. With a translucent
    /// foreground too, both sides move with the backdrop, so every grey backdrop is tried.
    public static func overUnknownBackdrop(foreground: SRGBColor, background: SRGBColor) -> ContrastRange {
        if !background.isTranslucent {
            let ratio = ContrastRatio(foreground.composited(over: background), background)
            return ContrastRange(minimum: ratio, maximum: ratio)
        }
        if !foreground.isTranslucent {
            return ContrastRange(
                textLuminance: foreground.relativeLuminance,
                backgroundBetween: background.composited(over: .black).relativeLuminance,
                and: background.composited(over: .white).relativeLuminance)
        }
        var lowest = ContrastRatio(value: 21)
        var highest = ContrastRatio(value: 1)
        var previousSign: Bool?
        for level in 0...255 {
            let grey = Double(level) / 255
            let backdrop = SRGBColor(red: grey, green: grey, blue: grey)
            let behind = background.composited(over: backdrop)
            let front = foreground.composited(over: behind)
            let difference = front.relativeLuminance - behind.relativeLuminance
            let ratio = ContrastRatio(front, behind)
            lowest = min(lowest, ratio)
            highest = max(highest, ratio)
            if let previousSign, previousSign != (difference >= 0) { lowest = ContrastRatio(value: 1) }
            previousSign = difference >= 0
        }
        return ContrastRange(minimum: lowest, maximum: highest)
    }
}

import LegibleColor
import LegiblePolicy

/// One foreground/background pair measured in one appearance. Compact, because a contrast grid of
/// a thousand tokens holds millions of them; rows and findings are formatted from it on demand.
public struct PairResult: Sendable {
    /// Which of the checked pairs this is (the same in every appearance).
    public let pair: Int32
    public let foreground: Int32
    public let background: Int32
    public let appearance: Appearance
    /// Measured as with Reduce Transparency on (variant name gets `-reduced-transparency`).
    public let reducedTransparency: Bool
    /// The reduced-transparency colours were composited onto the backdrop, not given by the palette.
    public let standIn: Bool
    public let usage: Usage
    /// The opaque colours measured (after compositing and colour management).
    public let measuredForeground: RGBA8
    public let measuredBackground: RGBA8
    public let ratio: Double
    public let ratioMax: Double
    /// APCA Lc; NaN when the background's backdrop is unknown.
    public let apca: Float
    public let protan: Float
    public let deutan: Float
    public let tritan: Float
    public let achroma: Float
    public let verdict: Verdict
    /// For increased-contrast appearances: whether the ratio is higher than in the standard appearance.
    public var increasedContrastRaises: Bool?

    /// `light`, `dark-increased-contrast`, `light-reduced-transparency`, …
    public var variant: String { appearance.rawValue + (reducedTransparency ? "-reduced-transparency" : "") }

    /// Whether the background was translucent with nothing known behind it.
    public var isRange: Bool { ratio != ratioMax }
}

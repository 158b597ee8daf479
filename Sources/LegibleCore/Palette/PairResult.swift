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

/// A categorical group's distinguishability under one kind of vision in one appearance.
public struct GroupCheck: Sendable, Codable {
    public struct Collapse: Sendable, Codable {
        public let first: String
        public let second: String
        public let deltaE: Double
    }

    public let group: String
    public let variant: String
    /// `normal`, or a deficiency's name.
    public let vision: String
    public let minimumDeltaE: Double
    /// Pairs closer than the limit: people with this vision may not tell them apart.
    public let collapsing: [Collapse]

    /// One line per group and variant that collapses for someone: which visions, how many pairs, the closest.
    public static func summaries(_ checks: [GroupCheck]) -> [String] {
        var lines: [String] = []
        var seen = Set<String>()
        for check in checks where seen.insert(check.group + "/" + check.variant).inserted {
            let same = checks.filter { $0.group == check.group && $0.variant == check.variant && !$0.collapsing.isEmpty }
            guard !same.isEmpty else { continue }
            let visions = same.map { "\($0.vision) (\($0.collapsing.count))" }.joined(separator: ", ")
            let worst = same.flatMap { c in c.collapsing.map { (c.vision, $0) } }.min { $0.1.deltaE < $1.1.deltaE }!
            lines.append("group '\(check.group)' in \(check.variant) collapses for \(visions); closest: \(worst.1.first)/\(worst.1.second) ΔE \(String(format: "%.1f", worst.1.deltaE)) (\(worst.0))")
        }
        return lines
    }
}

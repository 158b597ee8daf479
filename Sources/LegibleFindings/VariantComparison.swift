import LegiblePolicy

/// How a run compares with its match in the other screenshot of a variant pair (the same screen with
/// Increase Contrast, Reduce Transparency, dark mode or another named state), as the finding of either
/// screenshot carries it.
public struct VariantComparison: Sendable, Codable, Hashable {
    /// `increased-contrast`, `reduced-transparency`, `dark`, or a manifest's own name.
    public var variant: String
    /// The other screenshot of the pair, as reports name files.
    public var pairedFile: String
    /// The matched run's worst ratio in the other screenshot; nil when nothing there matched this run.
    public var pairedRatio: Double?
    /// What the pair shows, when it is more than a side-by-side: a broken promise, or no match.
    public var flag: VariantFlag?

    public init(variant: String, pairedFile: String, pairedRatio: Double?, flag: VariantFlag?) {
        self.variant = variant
        self.pairedFile = pairedFile
        self.pairedRatio = pairedRatio
        self.flag = flag
    }
}

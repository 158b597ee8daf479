/// What a variant pair found wrong with a run, or that the run had no match.
public enum VariantFlag: String, Sendable, Codable, Hashable {
    /// With increased contrast the ratio fell.
    case fell
    /// With increased contrast the ratio did not rise, though the standard one fails or is near its threshold.
    case stayed
    /// With reduced transparency the backdrop still varies (translucent material, a blur over content).
    case stillTranslucent = "still-translucent"
    /// No run in the other screenshot lies where this one does.
    case unmatched

    /// Whether the variant broke its promise (and the run fails), as opposed to a run only one side has.
    public var isBroken: Bool { self != .unmatched }

    /// The sentence reports give it.
    public var sentence: String {
        switch self {
        case .fell: return "contrast fell with increased contrast"
        case .stayed: return "contrast did not rise with increased contrast, though the standard ratio fails or is within 1.2× of its threshold"
        case .stillTranslucent: return "the backdrop still varies with reduced transparency: it should be opaque"
        case .unmatched: return "no matching run in the paired screenshot"
        }
    }
}

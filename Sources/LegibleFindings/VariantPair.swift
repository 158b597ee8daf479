/// Two screenshots of one screen: the standard state and a variant (Increase Contrast, Reduce
/// Transparency, dark mode, or a manifest's own name), named as reports name files.
public struct VariantPair: Sendable, Codable, Hashable {
    public var standard: String
    public var variant: String
    /// `increased-contrast`, `reduced-transparency`, `dark`, or a manifest's own name.
    public var name: String

    public init(standard: String, variant: String, name: String) {
        self.standard = standard
        self.variant = variant
        self.name = name
    }
}

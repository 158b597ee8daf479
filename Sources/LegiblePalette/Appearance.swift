/// One of the appearances a palette can define a colour for.
public enum Appearance: String, CaseIterable, Sendable, Codable, Comparable {
    /// A palette with no appearances has this single one.
    case `default`
    case light
    case dark
    case lightIncreasedContrast = "light-increased-contrast"
    case darkIncreasedContrast = "dark-increased-contrast"

    /// The standard appearance an increased-contrast one raises, if it is one.
    public var standard: Appearance? {
        switch self {
        case .lightIncreasedContrast: return .light
        case .darkIncreasedContrast: return .dark
        default: return nil
        }
    }

    /// Where a token without a value of its own takes one from: increased contrast falls back to
    /// standard (as Xcode does), standard to the palette's default.
    var fallback: Appearance? {
        switch self {
        case .default: return nil
        case .light, .dark: return .default
        case .lightIncreasedContrast: return .light
        case .darkIncreasedContrast: return .dark
        }
    }

    package var isDark: Bool { self == .dark || self == .darkIncreasedContrast }

    /// The light or dark appearance, or its increased-contrast variant.
    static func scheme(dark: Bool, moreContrast: Bool) -> Appearance {
        dark ? (moreContrast ? .darkIncreasedContrast : .dark) : (moreContrast ? .lightIncreasedContrast : .light)
    }

    public static func < (lhs: Appearance, rhs: Appearance) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

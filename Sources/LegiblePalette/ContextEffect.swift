/// What choosing a theme context (a resolver modifier's context, a Tokens Studio theme, a CSS theme
/// selector) does to the appearance, read from its name unless `AppearanceNames` says otherwise.
enum ContextEffect: Equatable, Sendable {
    case light, dark, lightMoreContrast, darkMoreContrast, moreContrast, standard, reducedTransparency, none

    init(context: String, names: AppearanceNames = AppearanceNames()) {
        if let named = names.effect(of: context) {
            self = named
            return
        }
        let words = context.replacingOccurrences(of: "([a-z])([A-Z])", with: "$1 $2", options: .regularExpression)
            .lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
        let contrast = words.contains("contrast") && (words.contains("high") || words.contains("more") || words.contains("increased"))
            || words == ["more"] || words == ["high"] || words.contains("hc")
        if words.contains("reduced") || words.contains("reduce") || words.contains("opaque") {
            self = .reducedTransparency
        } else if words.contains("dark") {
            self = contrast ? .darkMoreContrast : .dark
        } else if words.contains("light") {
            self = contrast ? .lightMoreContrast : .light
        } else if contrast {
            self = .moreContrast
        } else if ["standard", "default", "normal", "regular", "no", "off", "false", "transparent"].contains(where: words.contains) {
            self = .standard
        } else {
            self = .none
        }
    }

    /// The appearance a choice of contexts (one per modifier or theme group) makes, and whether it is the
    /// reduced-transparency variant of it.
    static func appearance(of effects: [ContextEffect]) -> (appearance: Appearance, reducedTransparency: Bool) {
        var (dark, more, opaque) = (false, false, false)
        for effect in effects {
            switch effect {
            case .dark: dark = true
            case .darkMoreContrast: (dark, more) = (true, true)
            case .lightMoreContrast, .moreContrast: more = true
            case .reducedTransparency: opaque = true
            case .light, .standard, .none: break
            }
        }
        return (Appearance.scheme(dark: dark, moreContrast: more), opaque)
    }
}

import Foundation

/// Names of theme contexts, themes and CSS theme selectors that the user maps to appearances
/// (`palette --appearance night=dark --appearance '[data-mode=night]=dark'`), for palettes whose names
/// do not say it the way Legible reads them.
public struct AppearanceNames: Sendable {
    /// The values `--appearance NAME=VALUE` takes.
    public static let values = ["light", "dark", "light-increased-contrast", "dark-increased-contrast", "increased-contrast",
                                "reduced-transparency", "standard", "none"]

    private var effects: [String: ContextEffect] = [:]

    public init() {}

    /// Parses `NAME=VALUE` mappings; an unknown value is an error naming it.
    public init(_ mappings: [String]) throws(AppearanceNamesError) {
        for mapping in mappings {
            guard let equals = mapping.lastIndex(of: "=") else { throw .malformed(mapping) }
            let name = String(mapping[..<equals])
            let effect: ContextEffect
            switch mapping[mapping.index(after: equals)...].lowercased() {
            case "light": effect = .light
            case "dark": effect = .dark
            case "light-increased-contrast": effect = .lightMoreContrast
            case "dark-increased-contrast": effect = .darkMoreContrast
            case "increased-contrast": effect = .moreContrast
            case "reduced-transparency": effect = .reducedTransparency
            case "standard": effect = .standard
            case "none": effect = .none
            default: throw .unknownAppearance(mapping)
            }
            guard !name.isEmpty else { throw .malformed(mapping) }
            effects[Self.key(name)] = effect
        }
    }

    func effect(of name: String) -> ContextEffect? {
        effects.isEmpty ? nil : effects[Self.key(name)]
    }

    /// Case, spaces and quotes do not matter: `[data-theme="Night"]` is `[data-theme=night]`.
    private static func key(_ name: String) -> String {
        name.lowercased().filter { !$0.isWhitespace && $0 != "\"" && $0 != "'" }
    }
}

/// Why an `--appearance` mapping cannot be used.
public enum AppearanceNamesError: LocalizedError, Equatable {
    case malformed(String)
    case unknownAppearance(String)

    public var errorDescription: String? {
        switch self {
        case .malformed(let mapping): return "--appearance '\(mapping)': expected NAME=APPEARANCE"
        case .unknownAppearance(let mapping):
            return "--appearance '\(mapping)': the appearance must be one of \(AppearanceNames.values.joined(separator: ", "))"
        }
    }
}

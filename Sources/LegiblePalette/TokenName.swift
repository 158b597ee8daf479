/// What a token's whole name says about its use, across naming conventions (`fgColor.danger`,
/// `--md-sys-color-on-primary`, `colorOnSurface`, `light_background`): its role, the theme it names,
/// and the rest of its words (its stem) that a foreground and its background share.
struct TokenName {
    let words: [String]
    let role: TokenRole
    /// `light`, `dark`, `black`, `sepia`, `night` as the first or last word: a theme, not a tint.
    let theme: String?
    /// The words other than role, theme and colour words.
    let stem: Set<String>

    static let themeWords: Set<String> = ["light", "dark", "black", "sepia", "night"]
    private static let colorWords: Set<String> = ["color", "colour", "colors", "colours", "sys", "ref", "token", "tokens", "semantic", "theme"]
    /// Stems of the backgrounds text is set on by default.
    private static let neutralWords: Set<String> = ["default", "muted", "subtle", "primary", "secondary", "tertiary", "inset", "canvas",
                                                    "page", "main", "body", "app", "overlay", "lowest", "low", "high", "highest",
                                                    "variant", "raised", "sunken", "base", "level", "layer", "plain", "normal", "rest"]
    /// Stems of foregrounds meant for the default backgrounds too.
    private static let generalWords: Set<String> = ["danger", "error", "success", "warning", "attention", "accent", "info", "critical",
                                                    "severe", "done", "open", "closed", "positive", "negative", "caution", "notice", "brand",
                                                    "link", "disabled", "placeholder", "strong", "weak", "light", "medium", "soft", "quiet",
                                                    "loud", "faint", "subtler", "subtlest", "bold", "hover", "pressed", "active", "visited",
                                                    "focus", "key", "down", "selected"]
    /// Foregrounds for fixed or special backgrounds (over images, on strong fills): never on the page by default.
    private static let fixedWords: Set<String> = ["static", "white", "black", "inverse", "inverted", "media", "image", "overlay"]
    /// Strong backgrounds that only their own foregrounds (`on-…`) are meant to sit on.
    private static let emphaticWords: Set<String> = ["emphasis", "solid", "inverse", "inverted", "knockout", "filled", "onemphasis"]

    init(_ name: String, ignoring common: Set<String> = []) {
        let words = TokenRole.words(of: name)
        self.words = words
        role = TokenRole.of(words: words)
        // A theme is a prefix (`light_`, `dark_`, `black_`), or `light`/`dark` as a suffix (`bg-dark`);
        // `bgColor.black` is a colour, not a theme.
        let theme = words.count > 1
            ? (Self.themeWords.contains(words[0]) ? words[0] : ["light", "dark"].contains(words.last!) ? words.last : nil) : nil
        self.theme = theme
        var stem = Set(words).subtracting(TokenRole.roleWords).subtracting(Self.colorWords).subtracting(common).subtracting(["on"])
        if let theme { stem.remove(theme) }
        self.stem = stem
    }

    /// All the words, for finding `X` by the name of `on-X`.
    var key: String { words.joined(separator: " ") }

    /// The words after "on" (`text-positive-on-positive-secondary`: positive, secondary), minus role
    /// and colour words: the stem of the background meant.
    var onStem: Set<String>? {
        guard let at = words.firstIndex(of: "on"), at + 1 < words.count else { return nil }
        let after = Set(words[(at + 1)...]).subtracting(TokenRole.roleWords).subtracting(Self.colorWords)
        return after.isEmpty ? nil : after
    }

    /// The stem words before "on" (`brand` in `wa-color-brand-on-loud`): the background's hue or group.
    var stemBeforeOn: Set<String> {
        guard let at = words.firstIndex(of: "on") else { return [] }
        return stem.intersection(words[..<at])
    }

    /// For `on-X`, `onX`, `X-on` (the word "on" anywhere): the key of X.
    var onTarget: String? {
        guard let at = words.firstIndex(of: "on"), words.count > 1 else { return nil }
        var rest = words
        rest.remove(at: at)
        return rest.joined(separator: " ")
    }

    /// Backgrounds that are not where text is set by default: scrims, fixed black and white, states.
    private static let notNeutralWords: Set<String> = ["backdrop", "scrim", "black", "white", "transparent", "disabled", "selected",
                                                       "hover", "active", "pressed", "focus", "checked"]

    /// A background text is set on by default (`bg.default`, `surface`, `canvas-subtle`).
    var isNeutral: Bool {
        words.allSatisfy { !Self.notNeutralWords.contains($0) }
            && stem.allSatisfy { Self.neutralWords.contains($0) || $0.allSatisfy(\.isNumber) }
    }

    /// A foreground for the default backgrounds as well as its own.
    var isGeneral: Bool { stem.allSatisfy { Self.neutralWords.contains($0) || Self.generalWords.contains($0) || $0.allSatisfy(\.isNumber) } }

    static func isNeutralWord(_ word: String) -> Bool { neutralWords.contains(word) || generalWords.contains(word) || word.allSatisfy(\.isNumber) }

    var isEmphatic: Bool { !stem.isDisjoint(with: Self.emphaticWords) }

    /// A foreground meant for a fixed background (`static-white-text`), not the neutral ones.
    var isFixed: Bool { !Set(words).isDisjoint(with: Self.fixedWords) }

    /// Whether two tokens may be drawn together: not when they name different themes.
    func sameTheme(as other: TokenName) -> Bool {
        theme == nil || other.theme == nil || theme == other.theme
    }
}

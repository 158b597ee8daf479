import LegiblePolicy

/// What a token's name says it is for: drawn on something (text, icons, separators) or drawn under.
enum TokenRole: Equatable {
    case foreground(Usage)
    case background
    case unknown

    private static let foregroundWords: Set<String> = ["label", "text", "foreground", "fg", "content", "ink", "title",
                                                       "heading", "link", "placeholder", "caption", "subtitle", "headline"]
    // (Not "focus": it is mostly a state, `input-background-color-focus`; a focus ring is a "ring".)
    private static let nonTextWords: Set<String> = ["icon", "separator", "outline", "border", "divider", "stroke", "ring", "indicator"]
    private static let backgroundWords: Set<String> = ["background", "bg", "surface", "fill", "canvas", "container", "backdrop",
                                                       "page", "card", "sheet", "well"]
    /// Every word that gives a role.
    static let roleWords = foregroundWords.union(nonTextWords).union(backgroundWords)

    /// The role a token's whole name gives.
    static func of(_ name: String) -> TokenRole {
        of(words: words(of: name))
    }

    /// The role the words give: `on` before another word makes a foreground (`on-primary`,
    /// `text-on-positive`; a last `on` is a state, `switchThumbOn`, unless the palette has the colour it
    /// names); otherwise the last role word decides (`surface.text` is text, `text.background` a background).
    static func of(words: [String]) -> TokenRole {
        // Shadows and scrims are effects laid over things, neither drawn on nor under text.
        if words.contains("shadow") || words.contains("scrim") { return .unknown }
        if let on = words.firstIndex(of: "on"), on < words.count - 1 { return .foreground(.text) }
        for word in words.reversed() {
            if nonTextWords.contains(word) { return .foreground(.nonText) }
            if foregroundWords.contains(word) { return .foreground(.text) }
            if backgroundWords.contains(word) { return .background }
        }
        return .unknown
    }

    /// Lowercased words, split at separators and camelCase humps: `onPrimaryContainer` → on, primary, container.
    static func words(of text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousLower = false
        for character in text {
            if !character.isLetter && !character.isNumber {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousLower = false
                continue
            }
            if character.isUppercase && previousLower {
                words.append(current)
                current = ""
            }
            current.append(Character(character.lowercased()))
            previousLower = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}

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

    /// The role of a name from its leaf (kept for names whose groups say nothing of the use).
    static func of(_ name: String) -> TokenRole {
        of(words: words(of: name))
    }

    /// The role the words give: `on` anywhere makes a foreground; otherwise the last role word decides
    /// (`surface.text` is text, `text.background` a background).
    static func of(words: [String]) -> TokenRole {
        if words.contains("on") && words.count > 1 { return .foreground(.text) }
        for word in words.reversed() {
            if nonTextWords.contains(word) { return .foreground(.nonText) }
            if foregroundWords.contains(word) { return .foreground(.text) }
            if backgroundWords.contains(word) { return .background }
        }
        return .unknown
    }

    /// For `on-X` / `onX`: the name of X beside it (same group path), else nil.
    static func onTarget(_ name: String) -> String? {
        let leafName = leaf(name)
        let words = Self.words(of: leafName)
        guard words.first == "on", words.count > 1 else { return nil }
        return words.dropFirst().joined()
    }

    /// The last path component of a dotted/slashed token name.
    static func leaf(_ name: String) -> String {
        String(name.split(whereSeparator: { $0 == "." || $0 == "/" }).last ?? Substring(name))
    }

    /// The group path of a token name (everything before its leaf).
    static func group(_ name: String) -> String {
        String(name.dropLast(leaf(name).count))
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

import Foundation

/// Walks a stylesheet's rules for the custom-property declarations of the root element, each with the
/// appearance it applies in: enough CSS syntax for design-token stylesheets (rules, `@media`, `@supports`
/// and `@layer` blocks, comments, strings), not a full parser.
struct StylesheetReader {
    private let characters: [Character]
    private let source: String
    private var position = 0
    private var line = 1
    private var order = 0
    private let names: AppearanceNames
    private var found: [CSSCustomPropertiesImporter.Declaration] = []

    init(text: String, source: String, names: AppearanceNames = AppearanceNames()) {
        characters = Array(text)
        self.source = source
        self.names = names
    }

    mutating func declarations() throws(PaletteError) -> [CSSCustomPropertiesImporter.Declaration] {
        try block(context: CSSCustomPropertiesImporter.Context(), topLevel: true)
        return found
    }

    /// Reads rules until the block's `}` (or the end, at the top level).
    private mutating func block(context: CSSCustomPropertiesImporter.Context?, topLevel: Bool) throws(PaletteError) {
        while true {
            skipSpaceAndComments()
            guard position < characters.count else {
                if topLevel { return }
                throw .invalidLine(file: source, line: line, reason: "a block is not closed with '}'")
            }
            if characters[position] == "}" {
                guard !topLevel else { throw .invalidLine(file: source, line: line, reason: "a '}' closes nothing") }
                advance()
                return
            }
            let (prelude, preludeLine, ending) = try readUntil(["{", ";"])
            guard ending == "{" else { continue }  // @import, @charset: nothing for us
            let trimmed = prelude.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.hasPrefix("@media") {
                let inner = context.flatMap { Self.context(media: String(trimmed.dropFirst("@media".count)), within: $0) }
                try block(context: inner, topLevel: false)
            } else if trimmed.hasPrefix("@supports") || trimmed.hasPrefix("@layer") || trimmed.hasPrefix("@container") {
                try block(context: context, topLevel: false)
            } else if trimmed.hasPrefix("@") {
                try block(context: nil, topLevel: false)  // @font-face, @keyframes: skipped
            } else {
                try rule(selectors: trimmed, line: preludeLine, context: context)
            }
        }
    }

    /// The declarations of one rule, kept where a selector of the list is the root in some appearance.
    private mutating func rule(selectors: String, line ruleLine: Int, context: CSSCustomPropertiesImporter.Context?) throws(PaletteError) {
        let targets = context.map { base in
            selectors.split(separator: ",").compactMap { Self.rootSelector(String($0), within: base, names: names) }
        } ?? []
        while true {
            skipSpaceAndComments()
            guard position < characters.count else { throw .invalidLine(file: source, line: ruleLine, reason: "the rule '\(selectors)' is not closed with '}'") }
            if characters[position] == "}" {
                advance()
                return
            }
            let (text, declarationLine, ending) = try readUntil([";", "}", "{"])
            if ending == "{" {
                try block(context: nil, topLevel: false)  // a nested rule: not the root
                continue
            }
            if ending == "}" { position -= 1 }  // the last declaration may omit its ';'
            guard let colon = text.firstIndex(of: ":") else { continue }
            let property = text[..<colon].trimmingCharacters(in: .whitespacesAndNewlines)
            guard property.hasPrefix("--") else { continue }
            var value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
            if value.hasSuffix("!important") { value = String(value.dropLast("!important".count)).trimmingCharacters(in: .whitespaces) }
            for (target, specificity) in targets {
                order += 1
                found.append(.init(property: String(property.dropFirst(2)), value: value, line: declarationLine, context: target,
                                   specificity: specificity, order: order))
            }
        }
    }

    /// The appearance a root selector stands for (`:root`, `html.dark`, `[data-theme="dark"]`), with its
    /// specificity; nil for a selector of anything but the root. Classes and attributes are read as
    /// `ContextEffect` reads names, or as `names` maps them.
    static func rootSelector(_ selector: String, within base: CSSCustomPropertiesImporter.Context, names: AppearanceNames)
        -> (CSSCustomPropertiesImporter.Context, Int)? {
        var rest = selector.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard !rest.isEmpty, !rest.contains(where: { $0 == " " || $0 == ">" || $0 == "+" || $0 == "~" }) else { return nil }
        var context = base
        var specificity = 0
        for root in [":root", ":host", "html"] where rest.contains(root) {
            rest = rest.replacingOccurrences(of: root, with: "")
            specificity += root == "html" ? 1 : 100
        }
        // What is left must be classes and attributes naming a theme.
        let qualifiers = rest.matches(of: /\.[^.\[]+|\[[^\]]*\]/).map { String($0.output) }
        guard qualifiers.joined() == rest else { return nil }
        for qualifier in qualifiers {
            switch ContextEffect(context: qualifier, names: names) {
            case .dark: context.scheme = .dark
            case .light: context.scheme = .light
            case .darkMoreContrast: (context.scheme, context.moreContrast) = (.dark, true)
            case .lightMoreContrast: (context.scheme, context.moreContrast) = (.light, true)
            case .moreContrast: context.moreContrast = true
            case .reducedTransparency: context.reducedTransparency = true
            case .standard: break
            case .none: return nil
            }
            specificity += 100
        }
        guard specificity > 0 else { return nil }
        return (context, specificity)
    }

    /// The context of an `@media` block inside `base`, or nil for one no appearance reaches (print, widths).
    static func context(media query: String, within base: CSSCustomPropertiesImporter.Context) -> CSSCustomPropertiesImporter.Context? {
        var context = base
        let text = query.lowercased()
        guard !text.contains(","), !text.contains(" or "), !text.contains("not ") else { return nil }
        for part in text.components(separatedBy: " and ") {
            let feature = part.trimmingCharacters(in: CharacterSet(charactersIn: "() \n\t"))
            switch feature.replacingOccurrences(of: " ", with: "") {
            case "screen", "all", "onlyscreen", "": continue
            case "prefers-color-scheme:dark": context.scheme = .dark
            case "prefers-color-scheme:light": context.scheme = .light
            case "prefers-contrast:more", "prefers-contrast:high": context.moreContrast = true
            case "prefers-reduced-transparency:reduce": context.reducedTransparency = true
            default: return nil
            }
        }
        return context
    }

    /// The text up to the first of `endings` outside strings and parentheses, the line it starts on, and
    /// the ending found.
    private mutating func readUntil(_ endings: Set<Character>) throws(PaletteError) -> (String, Int, Character) {
        var text = ""
        let start = line
        var depth = 0
        while position < characters.count {
            let character = characters[position]
            if character == "/" && position + 1 < characters.count && characters[position + 1] == "*" {
                skipSpaceAndComments()
                text.append(" ")
                continue
            }
            if character == "\"" || character == "'" {
                text += try readString(quote: character)
                continue
            }
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            advance()
            if depth == 0 && endings.contains(character) { return (text, start, character) }
            text.append(character)
        }
        throw .invalidLine(file: source, line: start, reason: "'\(text.trimmingCharacters(in: .whitespacesAndNewlines).prefix(40))' is not closed")
    }

    private mutating func readString(quote: Character) throws(PaletteError) -> String {
        let start = line
        var text = String(quote)
        advance()
        while position < characters.count {
            let character = characters[position]
            advance()
            text.append(character)
            if character == "\\" && position < characters.count {
                text.append(characters[position])
                advance()
            } else if character == quote {
                return text
            }
        }
        throw .invalidLine(file: source, line: start, reason: "a string is not closed")
    }

    private mutating func skipSpaceAndComments() {
        while position < characters.count {
            if characters[position].isWhitespace {
                advance()
            } else if characters[position] == "/" && position + 1 < characters.count && characters[position + 1] == "*" {
                advance()
                advance()
                while position < characters.count && !(characters[position] == "*" && position + 1 < characters.count && characters[position + 1] == "/") {
                    advance()
                }
                advance()
                advance()
            } else {
                return
            }
        }
    }

    private mutating func advance() {
        guard position < characters.count else { return }
        if characters[position] == "\n" { line += 1 }
        position += 1
    }
}

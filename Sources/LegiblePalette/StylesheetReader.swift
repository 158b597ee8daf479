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
    /// `@import`s in the order met, each with the condition it is under (nil: one no appearance reaches)
    /// and the line it is on.
    private(set) var imports: [(url: String, context: CSSCustomPropertiesImporter.Context?, line: Int)] = []

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
            let (prelude, preludeLine, ending) = try readUntil(["{", ";", "}"])
            let trimmed = prelude.trimmingCharacters(in: .whitespacesAndNewlines)
            if ending == "}" {
                // A declaration of an at-rule block (`@font-face`) that omits its last ';'.
                position -= 1
                continue
            }
            guard ending == "{" else {
                if trimmed.lowercased().hasPrefix("@import"), let url = Self.importURL(trimmed) {
                    let condition = url.condition.isEmpty ? context : context.flatMap { Self.context(media: url.condition, within: $0) }
                    imports.append((url.url, condition, preludeLine))
                }
                continue  // @charset, @layer a, b;: nothing for us
            }
            if trimmed.hasPrefix("@theme") {
                // Tailwind's `@theme { --color-…: … }`: custom properties of the root, with no selector.
                try rule(selectors: ":root", line: preludeLine, context: context)
            } else if trimmed.hasPrefix("@media") {
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
        var targets = context.map { base in
            Self.selectorList(selectors).compactMap { Self.rootSelector($0, within: base, names: names) }
        } ?? []
        // A list that names one scheme is that scheme's block: `:host, .sl-theme-dark` is dark, its
        // `:host` included (the theme file is loaded for dark).
        let named = Set(targets.compactMap { $0.0.scheme })
        if context?.scheme == nil, named.count == 1 {
            targets = targets.map { target in
                var adopted = target.0
                adopted.scheme = adopted.scheme ?? named.first
                return (adopted, target.1)
            }
        }
        while true {
            skipSpaceAndComments()
            guard position < characters.count else { throw .invalidLine(file: source, line: ruleLine, reason: "the rule '\(selectors)' is not closed with '}'") }
            if characters[position] == "}" {
                advance()
                return
            }
            let (text, declarationLine, ending) = try readUntil([";", "}", "{"])
            if ending == "{" {
                // CSS nesting: an `@media` inside the rule narrows it; a nested selector (`&.dark`) is
                // joined to the parent's.
                let nested = text.trimmingCharacters(in: .whitespacesAndNewlines)
                if nested.hasPrefix("@media") {
                    let inner = context.flatMap { Self.context(media: String(nested.dropFirst("@media".count)), within: $0) }
                    try rule(selectors: selectors, line: declarationLine, context: inner)
                } else if nested.hasPrefix("@supports") || nested.hasPrefix("@layer") || nested.hasPrefix("@container") {
                    try rule(selectors: selectors, line: declarationLine, context: context)
                } else if nested.hasPrefix("@") {
                    try block(context: nil, topLevel: false)
                } else {
                    try rule(selectors: Self.nestedSelectors(nested, in: selectors), line: declarationLine, context: context)
                }
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
                found.append(.init(property: String(property.dropFirst(2)), value: value, file: source, line: declarationLine, context: target,
                                   specificity: specificity, order: order))
            }
        }
    }

    /// A selector list split at its top-level commas.
    /// The most selectors a nested rule's list is expanded to: each level of nesting multiplies its
    /// parent's list by its own, and ten levels of three made a 19 KB stylesheet take 13 s.
    static let mostNestedSelectors = 64

    /// The selector list of a rule nested in one whose list is `parents` (CSS nesting): `&` stands for each
    /// parent (`&.dark` under `:root` is `:root.dark`), and a selector without it is a descendant of each.
    /// Those with `&` come first, then descendants, up to `mostNestedSelectors` in all: a descendant never
    /// selects the root (the one element whose declarations are read), so those cut lose nothing.
    static func nestedSelectors(_ nested: String, in parents: String) -> String {
        let (parents, nested) = (selectorList(parents), selectorList(nested))
        var joined: [String] = []
        for selector in nested.filter({ $0.contains("&") }) + nested.filter({ !$0.contains("&") }) {
            for parent in parents {
                guard joined.count < mostNestedSelectors else { return joined.joined(separator: ",") }
                joined.append(selector.contains("&") ? selector.replacingOccurrences(of: "&", with: parent) : parent + " " + selector)
            }
        }
        return joined.joined(separator: ",")
    }

    static func selectorList(_ text: String) -> [String] {
        CSSColorValue.splitTopLevel(text, on: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }

    /// The appearance a root selector stands for (`:root`, `html.dark`, `[data-theme="dark"]`,
    /// `:where(:root)`, `:host(.dark)`, `:root:not([data-theme=dark])`), with its specificity; nil for a
    /// selector of anything but the root. Classes and attributes are read as `ContextEffect` reads names,
    /// or as `names` maps them.
    static func rootSelector(_ selector: String, within base: CSSCustomPropertiesImporter.Context, names: AppearanceNames)
        -> (CSSCustomPropertiesImporter.Context, Int)? {
        var rest = selector.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        // `:is(a, b)` and `:where(a, b)` match the root when one of their selectors does; `:where` adds
        // no specificity.
        for wrapper in [":where(", ":is("] where rest.hasPrefix(wrapper) {
            guard let close = CSSColorValue.matchingParenthesis(in: rest, from: rest.index(rest.startIndex, offsetBy: wrapper.count)) else { return nil }
            let inner = String(rest[rest.index(rest.startIndex, offsetBy: wrapper.count)..<close])
            let tail = String(rest[rest.index(after: close)...])
            for option in selectorList(inner) {
                if let found = rootSelector(option + tail, within: base, names: names) {
                    return (found.0, wrapper == ":where(" ? max(1, found.1 - 100) : found.1)
                }
            }
            return nil
        }
        // `:not(X)` where X names a theme: the root in the other scheme; any other `:not()` is left aside.
        var context = base
        var specificity = 0
        while let range = rest.range(of: ":not(") {
            guard let close = CSSColorValue.matchingParenthesis(in: rest, from: range.upperBound) else { return nil }
            let inner = String(rest[range.upperBound..<close])
            switch ContextEffect(context: inner, names: names) {
            case .dark, .darkMoreContrast: context.scheme = .light
            case .light, .lightMoreContrast: context.scheme = .dark
            default: break
            }
            rest.removeSubrange(range.lowerBound...close)
            specificity += 10
        }
        // `:host(.dark)`: the host with those qualifiers.
        if let range = rest.range(of: ":host("), let close = CSSColorValue.matchingParenthesis(in: rest, from: range.upperBound) {
            let inner = String(rest[range.upperBound..<close])
            rest.replaceSubrange(range.lowerBound...close, with: ":host" + inner)
        }
        guard !rest.isEmpty, !rest.contains(where: { $0 == " " || $0 == ">" || $0 == "+" || $0 == "~" || $0 == "(" }) else { return nil }
        // `*` matches every element, the root among them.
        if rest == "*" { return (context, max(specificity, 1)) }
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
            case .none:
                // An attribute that only tests presence (`[data-theme]`) picks no theme.
                if qualifier.hasPrefix("[") && !qualifier.contains("=") { break }
                return nil
            }
            specificity += 100
        }
        guard specificity > 0 else { return nil }
        return (context, specificity)
    }

    /// The URL of an `@import` and the media condition after it (`layer()` and `supports()` dropped).
    static func importURL(_ rule: String) -> (url: String, condition: String)? {
        var rest = rule.dropFirst("@import".count).trimmingCharacters(in: .whitespacesAndNewlines)
        let url: String
        if rest.lowercased().hasPrefix("url(") {
            guard let close = rest.firstIndex(of: ")") else { return nil }
            url = rest[rest.index(rest.startIndex, offsetBy: 4)..<close].trimmingCharacters(in: CharacterSet(charactersIn: "\"' "))
            rest = String(rest[rest.index(after: close)...])
        } else if let quote = rest.first, quote == "\"" || quote == "'" {
            guard let close = rest.dropFirst().firstIndex(of: quote) else { return nil }
            url = String(rest[rest.index(after: rest.startIndex)..<close])
            rest = String(rest[rest.index(after: close)...])
        } else {
            return nil
        }
        var condition = rest.trimmingCharacters(in: .whitespacesAndNewlines)
        for function in ["layer(", "supports("] {
            if let range = condition.range(of: function), let close = CSSColorValue.matchingParenthesis(in: condition, from: range.upperBound) {
                condition.removeSubrange(range.lowerBound...close)
            }
        }
        condition = condition.trimmingCharacters(in: .whitespacesAndNewlines)
        if condition == "layer" { condition = "" }
        return (url, condition)
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

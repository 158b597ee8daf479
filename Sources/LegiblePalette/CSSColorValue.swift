import Foundation
import LegibleColor

/// A custom property's value, `var()` already substituted, as a colour: `light-dark()` and `color-mix()`
/// evaluated, then `ColorParser` for the rest.
enum CSSColorValue {
    /// Colour functions and notations: a value starting so is meant as a colour, and an error in it is one.
    static let colorStarts = ["#", "rgb", "hsl", "hwb", "lab(", "lch(", "oklab(", "oklch(", "color(", "color-mix(", "light-dark("]

    /// Whether a value is meant as one colour: it starts as a colour does and is one value (not a
    /// fragment such as `oklch(…) 10%` or a shadow `#000 0 1px`).
    static func looksLikeColor(_ value: String) -> Bool {
        let lowered = value.lowercased().trimmingCharacters(in: .whitespacesAndNewlines)
        guard colorStarts.contains(where: { lowered.hasPrefix($0) }) else { return false }
        if lowered.hasPrefix("#") { return !lowered.contains(where: \.isWhitespace) }
        guard let open = lowered.firstIndex(of: "("), let close = matchingParenthesis(in: lowered, from: lowered.index(after: open)) else { return true }
        return lowered.index(after: close) == lowered.endIndex
    }

    static func evaluate(_ value: String, scheme: Appearance) throws(ColorParseError) -> SRGBColor {
        var text = value.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.contains(where: \.isNewline) || text.contains("\t") {
            text = text.split(whereSeparator: { $0.isNewline || $0 == "\t" }).joined(separator: " ")
        }
        if text.range(of: "calc(", options: .caseInsensitive) != nil || text.range(of: "clamp(", options: .caseInsensitive) != nil {
            text = CSSMath.evaluated(text)
        }
        let lowered = text.lowercased()
        if lowered.hasPrefix("light-dark(") && lowered.hasSuffix(")") {
            let parts = splitTopLevel(String(text.dropFirst("light-dark(".count).dropLast()), on: ",")
            guard parts.count == 2 else { throw ColorParseError(input: value, reason: "light-dark() takes two colours") }
            return try evaluate(parts[scheme == .dark ? 1 : 0], scheme: scheme)
        }
        if lowered.hasPrefix("color-mix(") && lowered.hasSuffix(")") {
            return try mix(String(text.dropFirst("color-mix(".count).dropLast()), input: value, scheme: scheme)
        }
        return try ColorParser.parse(text)
    }

    /// CSS Color 5 `color-mix(in <space>, <color> [<p>%], <color> [<p>%])`: percentages normalised to
    /// 100% (a sum under it lowers alpha), premultiplied alpha, in srgb, srgb-linear or oklab.
    static func mix(_ body: String, input: String, scheme: Appearance) throws(ColorParseError) -> SRGBColor {
        let parts = splitTopLevel(body, on: ",")
        guard parts.count == 3 else { throw ColorParseError(input: input, reason: "color-mix() takes a space and two colours") }
        let space = parts[0].trimmingCharacters(in: .whitespaces).lowercased()
        guard space.hasPrefix("in ") else { throw ColorParseError(input: input, reason: "color-mix() starts with 'in <colour space>'") }
        let name = space.dropFirst(3).trimmingCharacters(in: .whitespaces)
        guard ["srgb", "srgb-linear", "oklab"].contains(name) else {
            throw ColorParseError(input: input, reason: "color-mix() in '\(name)' is not supported (use srgb, srgb-linear or oklab)")
        }
        var colors: [SRGBColor] = []
        var percents: [Double?] = []
        for part in parts.dropFirst() {
            var text = part.trimmingCharacters(in: .whitespaces)
            var percent: Double?
            // A percentage before or after the colour, outside its parentheses.
            let words = splitTopLevel(text, on: " ").filter { !$0.isEmpty }
            if let last = words.last, last.hasSuffix("%"), let value = Double(last.dropLast()), words.count > 1 {
                percent = value / 100
                text = words.dropLast().joined(separator: " ")
            } else if let first = words.first, first.hasSuffix("%"), let value = Double(first.dropLast()), words.count > 1 {
                percent = value / 100
                text = words.dropFirst().joined(separator: " ")
            }
            colors.append(try evaluate(text, scheme: scheme))
            percents.append(percent)
        }
        var (p1, p2) = (percents[0], percents[1])
        switch (p1, p2) {
        case (nil, nil): (p1, p2) = (0.5, 0.5)
        case (let a?, nil): p2 = 1 - a
        case (nil, let b?): p1 = 1 - b
        default: break
        }
        let sum = p1! + p2!
        guard sum > 0 else { throw ColorParseError(input: input, reason: "color-mix() percentages add up to 0") }
        let (w1, w2) = (p1! / sum, p2! / sum)
        let alphaScale = min(1, sum)
        func coordinates(_ color: SRGBColor) -> [Double] {
            switch name {
            case "srgb": return [color.red, color.green, color.blue]
            case "srgb-linear": return [color.linear.red, color.linear.green, color.linear.blue]
            default: return ColorSpaceConversion.oklab(color.linear)
            }
        }
        let (a, b) = (colors[0], colors[1])
        let alpha = a.alpha * w1 + b.alpha * w2
        let (ca, cb) = (coordinates(a), coordinates(b))
        let mixed = (0..<3).map { alpha == 0 ? 0 : (ca[$0] * a.alpha * w1 + cb[$0] * b.alpha * w2) / alpha }
        guard let color = ColorSpaceConversion.srgb(space: name, mixed, alpha: alpha * alphaScale) else {
            throw ColorParseError(input: input, reason: "color-mix() cannot convert '\(name)'")
        }
        return color
    }

    /// The index of the `)` closing the parenthesis opened just before `start`.
    static func matchingParenthesis(in text: String, from start: String.Index) -> String.Index? {
        var depth = 1
        var index = start
        while index < text.endIndex {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// `text` split on `separator` outside parentheses, into at most `maximum` parts.
    static func splitTopLevel(_ text: String, on separator: Character, maximum: Int = .max) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if character == separator && depth == 0 && parts.count < maximum - 1 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts
    }
}

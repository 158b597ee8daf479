import Foundation

/// Reads colours as users write them: CSS hex, `rgb()`, `hsl()`, `hwb()`, `lab()`, `lch()`, `oklab()`,
/// `oklch()` and `color()` notations.
public enum ColorParser {
    /// Parses `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` (the `#` optional), `rgb()`/`rgba()`,
    /// `hsl()`/`hsla()` (comma or space syntax, `/ alpha`), `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()`,
    /// `color(srgb|srgb-linear|display-p3 r g b [/ a])`, and `black`, `white`, `transparent`.
    public static func parse(_ input: String) throws(ColorParseError) -> SRGBColor {
        // Hex as reports and palettes write it needs none of the trimming and lowercasing below.
        if input.utf8.first == UInt8(ascii: "#"), let color = hexColor(input.utf8.dropFirst()) { return color }
        let text = input.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        func fail(_ reason: String) -> ColorParseError { ColorParseError(input: input, reason: reason) }
        guard !text.isEmpty else { throw fail("it is empty") }

        switch text {
        case "black": return .black
        case "white": return .white
        case "transparent": return SRGBColor(red: 0, green: 0, blue: 0, alpha: 0)
        default: break
        }
        if let open = text.firstIndex(of: "(") {
            guard text.hasSuffix(")") else { throw fail("the closing ')' is missing") }
            let name = String(text[..<open]).trimmingCharacters(in: .whitespaces)
            let body = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
            let arguments = try FunctionArguments(body, input: input)
            switch name {
            case "rgb", "rgba": return try rgb(arguments, input: input)
            case "hsl", "hsla": return try hsl(arguments, input: input)
            case "color": return try colorFunction(arguments, input: input)
            case "hwb", "lab", "lch", "oklab", "oklch": return try cylindricalOrLab(name, arguments, input: input)
            default: throw fail("'\(name)()' is not a colour function this tool knows")
            }
        }
        return try hex(text, input: input)
    }

    /// The colour of 3, 4, 6 or 8 ASCII hex digits, either case; nil for anything else.
    private static func hexColor(_ digits: Substring.UTF8View) -> SRGBColor? {
        guard [3, 4, 6, 8].contains(digits.count) else { return nil }
        let width = digits.count <= 4 ? 1 : 2
        var values: [UInt8] = []
        var value: UInt8 = 0
        for (position, byte) in digits.enumerated() {
            guard let digit = hexDigit(byte) else { return nil }
            value = value << 4 | digit
            if (position + 1) % width == 0 {
                values.append(width == 1 ? value * 17 : value)
                value = 0
            }
        }
        return RGBA8(values[0], values[1], values[2], values.count == 4 ? values[3] : 255).color
    }

    /// The value of an ASCII hexadecimal digit, either case.
    package static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static func hex(_ text: String, input: String) throws(ColorParseError) -> SRGBColor {
        let digits = text.hasPrefix("#") ? text.dropFirst() : text[...]
        if let color = hexColor(digits.utf8) { return color }
        if !text.hasPrefix("#"), !digits.allSatisfy(\.isHexDigit) {
            throw ColorParseError(input: input, reason: "it is not a colour name this tool knows, nor a hex colour")
        }
        guard [3, 4, 6, 8].contains(digits.count) else {
            throw ColorParseError(input: input, reason: "a hex colour has 3, 4, 6 or 8 digits, this has \(digits.count)")
        }
        // The right count of characters, one of them no ASCII hex digit: name the pair (or digit) holding it.
        let characters = Array(digits)
        let width = characters.count <= 4 ? 1 : 2
        let chunks = stride(from: 0, to: characters.count, by: width).map { String(characters[$0..<$0 + width]) }
        let bad = chunks.first { !$0.utf8.allSatisfy { hexDigit($0) != nil } } ?? String(digits)
        throw ColorParseError(input: input, reason: "'\(bad)' is not hexadecimal")
    }

    private static func rgb(_ arguments: FunctionArguments, input: String) throws(ColorParseError) -> SRGBColor {
        guard arguments.components.count == 3 else {
            throw ColorParseError(input: input, reason: "rgb() takes three channels and an optional alpha")
        }
        var channels: [Double] = []
        for component in arguments.components {
            channels.append(try number(component, percentScale: 255, input: input) / 255)
        }
        return SRGBColor(
            red: channels[0], green: channels[1], blue: channels[2],
            alpha: try alpha(arguments.alpha, input: input))
    }

    private static func hsl(_ arguments: FunctionArguments, input: String) throws(ColorParseError) -> SRGBColor {
        guard arguments.components.count == 3 else {
            throw ColorParseError(input: input, reason: "hsl() takes hue, saturation, lightness and an optional alpha")
        }
        let hue = try angle(arguments.components[0], input: input)
        // Saturation and lightness outside 0–100% (from calc() in design tokens) are clamped, as browsers
        // draw them.
        let saturation = min(1, max(0, try number(arguments.components[1], percentScale: 100, input: input) / 100))
        let lightness = min(1, max(0, try number(arguments.components[2], percentScale: 100, input: input) / 100))
        // CSS Color 4 hslToRgb.
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return SRGBColor(red: f(0), green: f(8), blue: f(4), alpha: try alpha(arguments.alpha, input: input))
    }

    private static func colorFunction(_ arguments: FunctionArguments, input: String) throws(ColorParseError) -> SRGBColor {
        guard arguments.components.count == 4 else {
            throw ColorParseError(input: input, reason: "color() takes a colour space and three components")
        }
        let space = arguments.components[0]
        var values: [Double] = []
        for component in arguments.components.dropFirst() {
            values.append(try number(component, percentScale: 1, input: input))
        }
        let alpha = try alpha(arguments.alpha, input: input)
        // color() in CSS Color 4 also has spaces Legible does not convert (a98-rgb, rec2020, …); these three it does.
        guard ["srgb", "srgb-linear", "display-p3"].contains(space),
              let color = ColorSpaceConversion.srgb(space: space, values, alpha: alpha)
        else {
            throw ColorParseError(
                input: input, reason: "the colour space '\(space)' is not supported (use srgb, srgb-linear or display-p3)")
        }
        return color
    }

    /// `hwb()`, `lab()`, `lch()`, `oklab()` and `oklch()` with CSS Color 4's percentage references
    /// (lab's L 100, a and b 125, chroma 150; OKLab's L 1, a and b 0.4, chroma 0.4).
    private static func cylindricalOrLab(_ name: String, _ arguments: FunctionArguments, input: String) throws(ColorParseError) -> SRGBColor {
        guard arguments.components.count == 3 else {
            throw ColorParseError(input: input, reason: "\(name)() takes three components and an optional alpha")
        }
        let c = arguments.components
        let values: [Double]
        switch name {
        case "hwb":
            values = [try angle(c[0], input: input), try number(c[1], percentScale: 100, input: input),
                      try number(c[2], percentScale: 100, input: input)]
        case "lab":
            values = [try number(c[0], percentScale: 100, input: input), try number(c[1], percentScale: 125, input: input),
                      try number(c[2], percentScale: 125, input: input)]
        case "lch":
            values = [try number(c[0], percentScale: 100, input: input), try number(c[1], percentScale: 150, input: input),
                      try angle(c[2], input: input)]
        case "oklab":
            values = [try number(c[0], percentScale: 1, input: input), try number(c[1], percentScale: 0.4, input: input),
                      try number(c[2], percentScale: 0.4, input: input)]
        default:
            values = [try number(c[0], percentScale: 1, input: input), try number(c[1], percentScale: 0.4, input: input),
                      try angle(c[2], input: input)]
        }
        guard let color = ColorSpaceConversion.srgb(space: name, values, alpha: try alpha(arguments.alpha, input: input)) else {
            throw ColorParseError(input: input, reason: "'\(name)()' cannot be converted")
        }
        return color
    }

    private static func alpha(_ text: String?, input: String) throws(ColorParseError) -> Double {
        guard let text else { return 1 }
        let value = try number(text, percentScale: 1, input: input)
        guard (0...1).contains(value) else {
            throw ColorParseError(input: input, reason: "alpha '\(text)' is outside 0…1")
        }
        return value
    }

    /// A plain number, or a percentage mapped to 0...`percentScale`.
    private static func number(_ text: String, percentScale: Double, input: String) throws(ColorParseError) -> Double {
        // CSS Color 4: `none`, a missing component, converts as zero.
        if text == "none" { return 0 }
        if text.hasSuffix("%"), let percent = Double(text.dropLast()) {
            return percent / 100 * percentScale
        }
        guard let value = Double(text), value.isFinite else {
            throw ColorParseError(input: input, reason: "'\(text)' is not a number")
        }
        return value
    }

    private static func angle(_ text: String, input: String) throws(ColorParseError) -> Double {
        if text == "none" { return 0 }
        let units: [(String, Double)] = [("deg", 1), ("grad", 0.9), ("rad", 180 / .pi), ("turn", 360)]
        for (suffix, scale) in units where text.hasSuffix(suffix) {
            if let value = Double(text.dropLast(suffix.count)) { return value * scale }
        }
        guard let value = Double(text) else {
            throw ColorParseError(input: input, reason: "'\(text)' is not an angle")
        }
        return value
    }
}

/// The inside of `f(a, b, c, d)` or `f(a b c / d)`, split into components and alpha.
private struct FunctionArguments {
    var components: [String]
    var alpha: String?

    init(_ body: String, input: String) throws(ColorParseError) {
        let parts = body.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { throw ColorParseError(input: input, reason: "more than one '/'") }
        var items = parts[0].split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(String.init)
        if parts.count == 2 {
            alpha = parts[1].trimmingCharacters(in: .whitespaces)
            if alpha?.isEmpty ?? true { throw ColorParseError(input: input, reason: "nothing after '/'") }
        } else if body.contains(","), items.count == 4 || (items.count == 5 && items.first?.first?.isLetter == true) {
            alpha = items.removeLast()
        }
        components = items
    }
}

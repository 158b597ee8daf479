import Foundation

/// CSS math functions in a custom property's value, once `var()` is substituted: `calc()`, `clamp()`,
/// `min()` and `max()` over numbers, percentages and angles (design systems compute mix amounts and
/// lightness with them: `color-mix(in oklab, … calc(100% - (clamp(0, 60 - 50, 1) * 100%)), white)`).
/// Mixed units other than a number with one unit are left as they are.
enum CSSMath {
    /// `text` with every `calc()` (and `clamp()`, `min()`, `max()` inside or outside one) replaced by its value.
    static func evaluated(_ text: String) -> String {
        var result = text
        var searchFrom = result.startIndex
        while let range = firstFunction(in: result, from: searchFrom) {
            guard let close = CSSColorValue.matchingParenthesis(in: result, from: range.upperBound) else { break }
            var parser = Parser(Array(result[range.lowerBound...close]))
            if let value = parser.expression(), parser.atEnd {
                let replacement = value.text
                result.replaceSubrange(range.lowerBound...close, with: replacement)
                searchFrom = result.index(range.lowerBound, offsetBy: replacement.count)
            } else {
                searchFrom = range.upperBound
            }
        }
        return result
    }

    private static func firstFunction(in text: String, from start: String.Index) -> Range<String.Index>? {
        ["calc(", "clamp(", "min(", "max("].compactMap { name -> Range<String.Index>? in
            var from = start
            while let range = text.range(of: name, options: .caseInsensitive, range: from..<text.endIndex) {
                // A whole name: not the end of another (`-min(`, `xmax(`).
                if range.lowerBound == text.startIndex || !(text[text.index(before: range.lowerBound)].isLetter || text[text.index(before: range.lowerBound)] == "-") {
                    return range
                }
                from = range.upperBound
            }
            return nil
        }.min { $0.lowerBound < $1.lowerBound }
    }

    /// A number with at most one unit (`%`, `deg`, …).
    struct Quantity {
        var value: Double
        var unit: String

        var text: String {
            let number = value == value.rounded() && abs(value) < 1e12 ? String(Int(value)) : String(format: "%.10g", value)
            return number + unit
        }
    }

    /// Recursive descent over `+ - * /`, parentheses and the math functions.
    struct Parser {
        let characters: [Character]
        var position = 0

        init(_ characters: [Character]) {
            self.characters = characters
        }

        var atEnd: Bool {
            var index = position
            while index < characters.count && characters[index].isWhitespace { index += 1 }
            return index == characters.count
        }

        mutating func skipSpace() {
            while position < characters.count && characters[position].isWhitespace { position += 1 }
        }

        mutating func expression() -> Quantity? {
            guard var left = term() else { return nil }
            while true {
                skipSpace()
                guard position < characters.count, characters[position] == "+" || characters[position] == "-" else { return left }
                let operation = characters[position]
                position += 1
                guard let right = term(), let unit = Self.unit(left, right) else { return nil }
                left = Quantity(value: operation == "+" ? left.value + right.value : left.value - right.value, unit: unit)
            }
        }

        mutating func term() -> Quantity? {
            guard var left = factor() else { return nil }
            while true {
                skipSpace()
                guard position < characters.count, characters[position] == "*" || characters[position] == "/" else { return left }
                let operation = characters[position]
                position += 1
                guard let right = factor() else { return nil }
                if operation == "*" {
                    guard left.unit.isEmpty || right.unit.isEmpty else { return nil }
                    left = Quantity(value: left.value * right.value, unit: left.unit + right.unit)
                } else {
                    guard right.unit.isEmpty, right.value != 0 else { return nil }
                    left = Quantity(value: left.value / right.value, unit: left.unit)
                }
            }
        }

        mutating func factor() -> Quantity? {
            skipSpace()
            guard position < characters.count else { return nil }
            if characters[position] == "(" {
                position += 1
                guard let inner = expression() else { return nil }
                skipSpace()
                guard position < characters.count, characters[position] == ")" else { return nil }
                position += 1
                return inner
            }
            if characters[position] == "-" && position + 1 < characters.count && !characters[position + 1].isNumber && characters[position + 1] != "." {
                position += 1
                return factor().map { Quantity(value: -$0.value, unit: $0.unit) }
            }
            if characters[position].isLetter {
                var name = ""
                while position < characters.count && characters[position].isLetter {
                    name.append(characters[position])
                    position += 1
                }
                guard position < characters.count, characters[position] == "(" else { return nil }
                position += 1
                var arguments: [Quantity] = []
                while true {
                    guard let argument = expression() else { return nil }
                    arguments.append(argument)
                    skipSpace()
                    guard position < characters.count else { return nil }
                    position += 1
                    if characters[position - 1] == ")" { break }
                    if characters[position - 1] != "," { return nil }
                }
                guard let unit = arguments.dropFirst().reduce(Optional(arguments[0].unit), { unit, next in
                    unit.flatMap { Self.unit(Quantity(value: 0, unit: $0), next) }
                }) else { return nil }
                let values = arguments.map(\.value)
                switch name.lowercased() {
                case "calc" where values.count == 1: return arguments[0]
                case "min": return Quantity(value: values.min()!, unit: unit)
                case "max": return Quantity(value: values.max()!, unit: unit)
                case "clamp" where values.count == 3: return Quantity(value: max(values[0], min(values[1], values[2])), unit: unit)
                default: return nil
                }
            }
            var number = ""
            while position < characters.count, characters[position].isNumber || characters[position] == "." || (number.isEmpty && (characters[position] == "-" || characters[position] == "+"))
                    || ((characters[position] == "e" || characters[position] == "E") && position + 1 < characters.count && characters[position + 1].isNumber) {
                number.append(characters[position])
                position += 1
            }
            guard let value = Double(number) else { return nil }
            var unit = ""
            while position < characters.count && (characters[position].isLetter || characters[position] == "%") {
                unit.append(characters[position])
                position += 1
            }
            return Quantity(value: value, unit: unit)
        }

        /// The unit of a sum: both the same, or a bare zero beside a unit.
        static func unit(_ a: Quantity, _ b: Quantity) -> String? {
            if a.unit == b.unit { return a.unit }
            if a.unit.isEmpty && a.value == 0 { return b.unit }
            if b.unit.isEmpty && b.value == 0 { return a.unit }
            return nil
        }
    }
}

/// HTML that is escaped by construction. The literal text of a Swift source file (`"<td>"`) is markup;
/// every `String` interpolated into it (`"<td>\(name)</td>"`) is escaped as text, wherever it came from;
/// other `HTML` goes in as it is; numbers are written as numbers. The only other way in is the package's
/// own files (`init(packageResource:)`): a file name or a message cannot open a tag or end an attribute.
struct HTML: Sendable, Equatable, ExpressibleByStringInterpolation {
    /// The document's bytes, UTF-8.
    private(set) var bytes: [UInt8]

    /// No markup.
    init() { bytes = [] }

    init(stringLiteral literal: StaticString) {
        bytes = []
        bytes.appendUTF8(of: literal)
    }

    init(stringInterpolation: Interpolation) { bytes = stringInterpolation.bytes }

    /// A file of the package (its style, script and page template), taken as markup: written by the
    /// package's authors, as its literals are.
    init(packageResource: [UInt8]) { bytes = packageResource }

    /// The markup as text.
    var markup: String { String(decoding: bytes, as: UTF8.self) }

    var isEmpty: Bool { bytes.isEmpty }

    static func + (lhs: HTML, rhs: HTML) -> HTML {
        var sum = lhs
        sum += rhs
        return sum
    }

    static func += (lhs: inout HTML, rhs: HTML) { lhs.bytes.append(contentsOf: rhs.bytes) }

    /// Builds an interpolated literal: literals as markup, strings as escaped text.
    struct Interpolation: StringInterpolationProtocol {
        fileprivate var bytes: [UInt8]

        init(literalCapacity: Int, interpolationCount: Int) {
            bytes = []
            bytes.reserveCapacity(literalCapacity + 16 * interpolationCount)
        }

        mutating func appendLiteral(_ literal: StaticString) { bytes.appendUTF8(of: literal) }

        /// Text: escaped.
        mutating func appendInterpolation(_ text: String) { bytes.appendEscaped(text) }

        /// Text: escaped.
        mutating func appendInterpolation(_ text: Substring) { bytes.appendEscaped(String(text)) }

        mutating func appendInterpolation(_ html: HTML) { bytes.append(contentsOf: html.bytes) }

        mutating func appendInterpolation<Number: BinaryInteger>(_ number: Number) {
            bytes.append(contentsOf: String(number).utf8)
        }
    }
}

extension Sequence where Element == HTML {
    /// The pieces one after another.
    func joined() -> HTML {
        var html = HTML()
        for piece in self { html += piece }
        return html
    }

    /// The pieces with `separator` between them.
    func joined(separator: HTML) -> HTML {
        var html = HTML()
        for (index, piece) in enumerated() {
            if index > 0 { html += separator }
            html += piece
        }
        return html
    }
}

extension [UInt8] {
    fileprivate mutating func appendUTF8(of literal: StaticString) {
        if literal.hasPointerRepresentation {
            append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
        } else {
            append(contentsOf: String(literal.unicodeScalar).utf8)
        }
    }

    /// `text` escaped as `MarkupText` escapes it; most text (numbers, colours, most file names) needs
    /// nothing and is copied as it is.
    fileprivate mutating func appendEscaped(_ text: String) {
        var plain = text
        let copied = plain.withUTF8 { utf8 in
            guard utf8.allSatisfy(MarkupText.isPlain) else { return false }
            append(contentsOf: utf8)
            return true
        }
        if !copied { append(contentsOf: MarkupText.escape(text).utf8) }
    }
}

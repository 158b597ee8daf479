/// A page of markup with named slots (`{{title}}`) that `filled` puts HTML into: the report's page
/// template, a file of the package.
struct HTMLTemplate: Sendable {
    private enum Part: Sendable {
        case markup(HTML)
        case slot(String)
    }

    private let parts: [Part]

    /// Reads `{{name}}` slots out of `markup`, a file of the package.
    init(packageResource markup: [UInt8]) {
        var parts: [Part] = []
        var rest = markup[...]
        let open = Array("{{".utf8), close = Array("}}".utf8)
        while let start = rest.firstRange(of: open), let end = rest[start.upperBound...].firstRange(of: close) {
            parts.append(.markup(HTML(packageResource: Array(rest[..<start.lowerBound]))))
            parts.append(.slot(String(decoding: rest[start.upperBound..<end.lowerBound], as: UTF8.self)))
            rest = rest[end.upperBound...]
        }
        parts.append(.markup(HTML(packageResource: Array(rest))))
        self.init(parts: parts)
    }

    private init(parts: [Part]) { self.parts = parts }

    /// The slots' names, in order.
    var slots: [String] { parts.compactMap { if case .slot(let name) = $0 { name } else { nil } } }

    /// The template up to the slot `name` and after it: a page whose body is streamed.
    func split(at name: String) -> (before: HTMLTemplate, after: HTMLTemplate) {
        let index = parts.firstIndex { if case .slot(name) = $0 { true } else { false } } ?? parts.endIndex
        return (HTMLTemplate(parts: Array(parts[..<index])), HTMLTemplate(parts: Array(parts[min(index + 1, parts.endIndex)...])))
    }

    /// The markup with each slot given its value in `values`; every slot must have one.
    func filled(_ values: [String: HTML]) -> HTML {
        var html = HTML()
        for part in parts {
            switch part {
            case .markup(let markup): html += markup
            case .slot(let name):
                guard let value = values[name] else { preconditionFailure("the page template's slot \(name) was given no value") }
                html += value
            }
        }
        return html
    }
}

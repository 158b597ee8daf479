import Foundation

/// A path glob as `.legible.yml` writes them: `*` and `?` within one path component, `**` across any
/// number of them, `[abc]` a set. Matched against whole paths relative to the configuration file.
public struct GlobPattern: Sendable, CustomStringConvertible {
    public let description: String
    private let expression: NSRegularExpression

    public init?(_ glob: String) {
        var pattern = "^"
        var characters = Array(glob)[...]
        while let character = characters.popFirst() {
            switch character {
            case "*":
                if characters.first == "*" {
                    characters.removeFirst()
                    if characters.first == "/" {
                        characters.removeFirst()
                        pattern += "(?:.*/)?"
                    } else {
                        pattern += ".*"
                    }
                } else {
                    pattern += "[^/]*"
                }
            case "?": pattern += "[^/]"
            case "[":
                guard let close = characters.firstIndex(of: "]"), close > characters.startIndex else { return nil }
                pattern += "[" + String(characters[..<close]).replacingOccurrences(of: "\\", with: "\\\\") + "]"
                characters = characters[characters.index(after: close)...]
            default: pattern += NSRegularExpression.escapedPattern(for: String(character))
            }
        }
        guard let expression = try? NSRegularExpression(pattern: pattern + "$") else { return nil }
        description = glob
        self.expression = expression
    }

    public func matches(_ path: String) -> Bool {
        expression.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
    }
}

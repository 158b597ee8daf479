import Foundation
import Yams

/// `.legible.yml`: defaults for the options of every command (top-level keys for all the commands that
/// take them, a section per command for one), and for `scan` the paths to include and exclude and a scale
/// per glob. Options given on the command line win. Every value keeps its line, for errors.
public struct ConfigurationFile: Sendable {
    /// One value: a scalar, a list of scalars, a map of scalars (a glob's scale), or a list of such maps
    /// (ignored regions).
    public enum Value: Sendable, Equatable {
        case scalar(String)
        case list([String])
        case map([String: String])
        case maps([[String: String]])
    }

    /// A key's value and the line it is on.
    public struct Entry: Sendable {
        public let key: String
        public let value: Value
        public let line: Int
    }

    public static let fileName = ".legible.yml"

    /// The commands that may have a section of their own.
    public static let commands = ["scan", "merge", "palette", "ratio", "info", "colors", "simulate"]

    public let path: String
    /// Top-level keys, in file order.
    public let common: [Entry]
    /// Each command section's keys, in file order.
    public let sections: [String: [Entry]]

    /// The `.legible.yml` in `directory` or the nearest folder above it, if any.
    public static func discover(from directory: String) -> String? {
        var folder = URL(fileURLWithPath: directory).standardized
        while true {
            let candidate = folder.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    public init(path: String) throws(ConfigurationError) {
        self.path = path
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(file: path) }
        let node: Node?
        do {
            node = try Yams.compose(yaml: String(decoding: data, as: UTF8.self))
        } catch let error as YamlError {
            throw .syntax(file: path, line: Self.line(of: error), reason: "\(error)".components(separatedBy: "\n").first ?? "not YAML")
        } catch {
            throw .syntax(file: path, line: 1, reason: "not YAML")
        }
        guard let root = node else {
            (common, sections) = ([], [:])
            return
        }
        guard case .mapping(let mapping) = root else {
            throw .wrongType(file: path, line: Self.line(of: root), key: "(the file)", expected: "a map of keys to values")
        }
        var common: [Entry] = []
        var sections: [String: [Entry]] = [:]
        for (keyNode, valueNode) in mapping {
            let key = keyNode.string ?? ""
            if Self.commands.contains(key) {
                guard case .mapping(let section) = valueNode else {
                    throw .wrongType(file: path, line: Self.line(of: valueNode), key: key, expected: "a map of \(key)'s options")
                }
                sections[key] = try section.map { (inner, value) throws(ConfigurationError) in try Self.entry(inner, value, file: path) }
            } else {
                common.append(try Self.entry(keyNode, valueNode, file: path))
            }
        }
        self.common = common
        self.sections = sections
    }

    /// The entries that apply to `command`: its section's, then the top-level ones it does not override.
    public func entries(for command: String) -> [Entry] {
        let own = sections[command] ?? []
        return common.filter { entry in !own.contains { $0.key == entry.key } } + own
    }

    private static func entry(_ key: Node, _ value: Node, file: String) throws(ConfigurationError) -> Entry {
        guard let name = key.string else { throw .wrongType(file: file, line: line(of: key), key: "(a key)", expected: "a name") }
        switch value {
        case .scalar(let scalar):
            return Entry(key: name, value: .scalar(scalar.string), line: line(of: value))
        case .sequence(let sequence):
            if let first = sequence.first, case .mapping = first {
                var maps: [[String: String]] = []
                for item in sequence {
                    guard case .mapping(let mapping) = item else {
                        throw .wrongType(file: file, line: line(of: item), key: name, expected: "a list of maps")
                    }
                    var map: [String: String] = [:]
                    for (inner, value) in mapping {
                        guard let innerKey = inner.string, let text = value.string else {
                            throw .wrongType(file: file, line: line(of: value), key: name, expected: "maps of plain values")
                        }
                        map[innerKey] = text
                    }
                    maps.append(map)
                }
                return Entry(key: name, value: .maps(maps), line: line(of: value))
            }
            var items: [String] = []
            for item in sequence {
                guard let text = item.string else {
                    throw .wrongType(file: file, line: line(of: item), key: name, expected: "a list of plain values")
                }
                items.append(text)
            }
            return Entry(key: name, value: .list(items), line: line(of: value))
        case .mapping(let mapping):
            var map: [String: String] = [:]
            for (inner, item) in mapping {
                guard let innerKey = inner.string, let text = item.string else {
                    throw .wrongType(file: file, line: line(of: item), key: name, expected: "a map of plain values")
                }
                map[innerKey] = text
            }
            return Entry(key: name, value: .map(map), line: line(of: value))
        }
    }

    private static func line(of node: Node) -> Int { node.mark?.line ?? 1 }

    private static func line(of error: YamlError) -> Int {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): return mark.line
        default: return 1
        }
    }
}

/// Why `.legible.yml` cannot be used. Every case names the file and, where there is one, the line and key.
public enum ConfigurationError: LocalizedError, Equatable, Sendable {
    case unreadable(file: String)
    case syntax(file: String, line: Int, reason: String)
    case wrongType(file: String, line: Int, key: String, expected: String)
    case unknownKey(file: String, line: Int, key: String, known: [String])
    case badGlob(file: String, line: Int, key: String, glob: String)
    case badValue(file: String, line: Int, key: String, value: String, expected: String)

    public var errorDescription: String? {
        switch self {
        case .unreadable(let file): return "\(file): cannot read the configuration file"
        case .syntax(let file, let line, let reason): return "\(file):\(line): not valid YAML: \(reason)"
        case .wrongType(let file, let line, let key, let expected): return "\(file):\(line): '\(key)': expected \(expected)"
        case .unknownKey(let file, let line, let key, let known):
            return "\(file):\(line): unknown key '\(key)' (known: \(known.joined(separator: ", ")))"
        case .badGlob(let file, let line, let key, let glob): return "\(file):\(line): '\(key)': '\(glob)' is not a valid glob"
        case .badValue(let file, let line, let key, let value, let expected):
            return "\(file):\(line): \(key): \"\(value)\" is not \(expected)"
        }
    }
}

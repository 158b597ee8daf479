import Foundation

/// What `.legible.yml` says about the paths `scan` takes: `include` and `exclude` globs, and the scale
/// of the screenshots under each glob of `scales` (else `scale`), all relative to the file's folder.
public struct ScanPathRules: Sendable {
    public private(set) var include: [GlobPattern] = []
    public private(set) var exclude: [GlobPattern] = []
    public private(set) var scales: [(glob: GlobPattern, scale: Double)] = []
    public private(set) var scale: Double?
    /// The configuration file's folder, which the globs are relative to.
    let base: String

    /// The keys these rules read from the `scan` entries.
    public static let keys = ["include", "exclude", "scales", "scale", "ignore"]

    public init(configuration: ConfigurationFile) throws(ConfigurationError) {
        base = URL(fileURLWithPath: configuration.path).absoluteURL.standardized.deletingLastPathComponent().path
        let file = configuration.path
        func globs(_ entry: ConfigurationFile.Entry) throws(ConfigurationError) -> [GlobPattern] {
            let texts: [String]
            switch entry.value {
            case .scalar(let text): texts = [text]
            case .list(let list): texts = list
            case .map, .maps: throw .wrongType(file: file, line: entry.line, key: entry.key, expected: "a glob or a list of globs")
            }
            var patterns: [GlobPattern] = []
            for text in texts {
                guard let pattern = GlobPattern(text) else { throw .badGlob(file: file, line: entry.line, key: entry.key, glob: text) }
                patterns.append(pattern)
            }
            return patterns
        }
        func number(_ text: String, _ entry: ConfigurationFile.Entry) throws(ConfigurationError) -> Double {
            guard let value = Double(text), value > 0, value.isFinite else {
                throw .wrongType(file: file, line: entry.line, key: entry.key, expected: "a positive number of pixels per point")
            }
            return value
        }
        for entry in configuration.entries(for: "scan") {
            switch entry.key {
            case "include": include = try globs(entry)
            case "exclude": exclude = try globs(entry)
            case "scale":
                guard case .scalar(let text) = entry.value else {
                    throw .wrongType(file: file, line: entry.line, key: "scale", expected: "a positive number of pixels per point")
                }
                scale = try number(text, entry)
            case "scales":
                guard case .map(let map) = entry.value else {
                    throw .wrongType(file: file, line: entry.line, key: "scales", expected: "a map of globs to scales")
                }
                for (glob, text) in map.sorted(by: { $0.key < $1.key }) {
                    guard let pattern = GlobPattern(glob) else { throw .badGlob(file: file, line: entry.line, key: "scales", glob: glob) }
                    scales.append((pattern, try number(text, entry)))
                }
            default: continue
            }
        }
    }

    /// Whether `path` is scanned: it matches an `include` glob (or there is none) and no `exclude` glob.
    public func admits(_ path: String) -> Bool {
        let relative = relativePath(path)
        return (include.isEmpty || include.contains { $0.matches(relative) }) && !exclude.contains { $0.matches(relative) }
    }

    /// The scale of `path`: its `scales` glob's (the first in name order that matches), else `scale`.
    public func scale(for path: String) -> Double? {
        let relative = relativePath(path)
        return scales.first { $0.glob.matches(relative) }?.scale ?? scale
    }

    /// Whether `glob` matches `path`, relative to the configuration's folder.
    func matches(_ glob: GlobPattern, _ path: String) -> Bool {
        glob.matches(relativePath(path))
    }

    private func relativePath(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).absoluteURL.standardized.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : path
    }
}

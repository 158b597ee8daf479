import Foundation

/// `.legible.yml` read once: every command's option values, typed, and `scan`'s path rules and ignored
/// regions. Every mistake in the file is found here, before any work, and names the file, line and key.
public struct Configuration: Sendable {
    public let path: String
    /// `scan`'s include, exclude and per-glob scales.
    public let pathRules: ScanPathRules
    /// `scan`'s ignored regions.
    public let ignoredRegions: IgnoredRegions
    private let settings: [String: CommandSettings]

    /// Reads and checks the file at `path`.
    public init(path: String) throws(ConfigurationError) {
        try self.init(file: ConfigurationFile(path: path))
    }

    public init(file: ConfigurationFile) throws(ConfigurationError) {
        path = file.path
        let anyCommand = Set(CommandSettings.keys.values.joined())
        for entry in file.common where !anyCommand.contains(entry.key) {
            throw .unknownKey(file: file.path, line: entry.line, key: entry.key, known: anyCommand.sorted())
        }
        for (section, entries) in file.sections {
            let allowed = CommandSettings.keys[section] ?? []
            for entry in entries where !allowed.contains(entry.key) {
                throw .unknownKey(file: file.path, line: entry.line, key: entry.key, known: allowed.sorted())
            }
        }
        var settings: [String: CommandSettings] = [:]
        for command in ConfigurationFile.commands {
            let keys = CommandSettings.keys[command] ?? []
            settings[command] = try Self.decode(file.entries(for: command).filter { keys.contains($0.key) }, file: file.path)
        }
        self.settings = settings
        pathRules = try ScanPathRules(configuration: file)
        ignoredRegions = try IgnoredRegions(configuration: file, rules: pathRules)
    }

    /// The values the file gives `command` (its section's, else the top level's).
    public func settings(for command: String) -> CommandSettings {
        settings[command] ?? CommandSettings()
    }

    /// `entries` decoded as `CommandSettings`, a mistake placed on its entry's line.
    private static func decode(_ entries: [ConfigurationFile.Entry], file: String) throws(ConfigurationError) -> CommandSettings {
        // The entries keep their text (YAML's scalars untyped), so JSON carries them to the decoder unchanged.
        var object: [String: Any] = [:]
        for entry in entries {
            switch entry.value {
            case .scalar(let text): object[entry.key] = text
            case .list(let items): object[entry.key] = items
            case .map(let map): object[entry.key] = map
            case .maps(let maps): object[entry.key] = maps
            }
        }
        func line(_ key: String) -> Int { entries.first { $0.key == key }?.line ?? 1 }
        do {
            let data = try JSONSerialization.data(withJSONObject: object)
            return try JSONDecoder().decode(CommandSettings.self, from: data)
        } catch let error as CommandSettings.ValueError {
            switch error {
            case .wrongType(let key, let expected):
                throw .wrongType(file: file, line: line(key), key: key, expected: expected)
            case .badValue(let key, let value, let expected):
                throw .badValue(file: file, line: line(key), key: key, value: value, expected: expected)
            }
        } catch {
            throw .wrongType(file: file, line: entries.first?.line ?? 1, key: "(the file)", expected: "plain values")
        }
    }
}

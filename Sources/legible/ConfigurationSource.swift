import Foundation
import LegibleCore

/// Where `.legible.yml` comes from: `--config FILE` (taken out of the arguments, since every command
/// accepts it), else the file in the working folder or the nearest one above it.
struct ConfigurationSource {
    /// The arguments without `--config FILE`.
    let arguments: [String]
    /// The configuration file to read, if any.
    let path: String?

    init(arguments: [String]) throws {
        var arguments = arguments
        if let index = arguments.firstIndex(where: { $0 == "--config" || $0.hasPrefix("--config=") }) {
            if arguments[index] == "--config" {
                guard index + 1 < arguments.count else { throw ConfigurationUsageError("--config needs a file") }
                path = arguments[index + 1]
                arguments.removeSubrange(index...index + 1)
            } else {
                path = String(arguments[index].dropFirst("--config=".count))
                arguments.remove(at: index)
            }
        } else {
            path = ConfigurationFile.discover(from: FileManager.default.currentDirectoryPath)
        }
        self.arguments = arguments
    }

    /// The command the arguments name, when it is one a configuration applies to.
    var command: String? {
        arguments.first { !$0.hasPrefix("-") }.flatMap { ConfigurationFile.commands.contains($0) ? $0 : nil }
    }

    /// The configuration, read and checked once, when there is a file and a command for it.
    func load() throws(ConfigurationError) -> Configuration? {
        guard let path, command != nil else { return nil }
        return try Configuration(path: path)
    }
}

/// A misused `--config`.
struct ConfigurationUsageError: LocalizedError {
    let message: String
    init(_ message: String) { self.message = message }
    var errorDescription: String? { message }
}

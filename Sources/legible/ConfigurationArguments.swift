import Foundation
import LegibleCore

/// Turns `.legible.yml` into the command-line arguments it stands for, placed before the user's own so
/// that an option given on the command line wins (the parser keeps an option's last value).
enum ConfigurationArguments {
    /// How an option takes its value from the file.
    enum Kind {
        /// `--key value`.
        case value
        /// A list joined with commas: `format: [csv, sarif]` is `--format csv,sarif`.
        case commaList
        /// `--key` once per item.
        case repeated
        /// `--key` when true.
        case flag
    }

    /// The long options of each command that the file may set (`ConfigurationTests` holds this against
    /// the parser's own list), plus the keys only a file can say, which `ScanPathRules` reads.
    static let options: [String: [String: Kind]] = {
        let report: [String: Kind] = ["out": .value, "format": .commaList, "fail-on": .value]
        let policy: [String: Kind] = ["policy": .value, "level": .value]
        let batch: [String: Kind] = ["jobs": .value, "max-pixels": .value, "quiet": .flag]
        return [
            "scan": report.merging(policy) { $1 }.merging(batch) { $1 }.merging(
                ["cvd": .flag, "baseline": .value, "write-baseline": .value, "shard": .value, "variant": .repeated,
                 "variants": .value]) { $1 },
            "merge": report,
            "palette": report.merging(policy) { $1 }.merging(["grid": .flag, "appearance": .repeated, "timings": .flag]) { $1 },
            "ratio": policy.merging(["size": .value, "bold": .flag, "json": .flag]) { $1 },
            "info": ["json": .flag],
            "colors": ["top": .value, "max-pixels": .value, "json": .flag],
            "simulate": ["out": .value, "deficiency": .commaList, "severity": .value, "method": .value, "sheet": .flag,
                         "jobs": .value, "max-pixels": .value, "quiet": .flag, "timings": .flag, "low-vision": .commaList,
                         "viewing-distance": .value, "contrast-loss": .value, "invert": .flag, "scale": .value],
        ]
    }()

    /// The hidden option through which `scan` gets the file for `ScanPathRules`.
    static let fileOption = "--configuration-file"

    /// `arguments` (without the program name) with the configuration's arguments inserted after the
    /// subcommand: from `--config FILE` (removed from the list), else `.legible.yml` in the working folder
    /// or above it.
    static func apply(to arguments: [String]) throws -> [String] {
        var arguments = arguments
        var path: String?
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
        guard let path, let position = arguments.firstIndex(where: { !$0.hasPrefix("-") }),
              ConfigurationFile.commands.contains(arguments[position]) else { return arguments }
        let command = arguments[position]
        let file = try ConfigurationFile(path: path)
        var inserted = try self.arguments(for: command, file: file)
        if command == "scan" {
            _ = try IgnoredRegions(configuration: file, rules: ScanPathRules(configuration: file))  // their errors now, before any work
            inserted += [fileOption, path]
        }
        arguments.insert(contentsOf: inserted, at: position + 1)
        return arguments
    }

    /// The arguments `file` gives `command`; a key no command takes, or not this one in its own section,
    /// is an error naming the file, line and key.
    static func arguments(for command: String, file: ConfigurationFile) throws(ConfigurationError) -> [String] {
        let known = options[command] ?? [:]
        let anyCommand = Set(options.values.flatMap(\.keys)).union(ScanPathRules.keys)
        for entry in file.common where !anyCommand.contains(entry.key) {
            throw .unknownKey(file: file.path, line: entry.line, key: entry.key, known: anyCommand.sorted())
        }
        for (section, entries) in file.sections {
            let allowed = Set(options[section]?.keys.map { $0 } ?? []).union(section == "scan" ? ScanPathRules.keys : [])
            for entry in entries where !allowed.contains(entry.key) {
                throw .unknownKey(file: file.path, line: entry.line, key: entry.key, known: allowed.sorted())
            }
        }
        var result: [String] = []
        for entry in file.entries(for: command) {
            guard let kind = known[entry.key] else { continue }  // another command's, or a path rule
            switch (kind, entry.value) {
            case (.flag, .scalar(let text)):
                guard let on = Bool(text.lowercased()) else {
                    throw .wrongType(file: file.path, line: entry.line, key: entry.key, expected: "true or false")
                }
                if on { result.append("--" + entry.key) }
            case (.value, .scalar(let text)):
                result += ["--" + entry.key, text]
            case (.commaList, .scalar(let text)):
                result += ["--" + entry.key, text]
            case (.commaList, .list(let items)):
                result += ["--" + entry.key, items.joined(separator: ",")]
            case (.repeated, .scalar(let text)):
                result += ["--" + entry.key, text]
            case (.repeated, .list(let items)):
                result += items.flatMap { ["--" + entry.key, $0] }
            default:
                throw .wrongType(file: file.path, line: entry.line, key: entry.key,
                                 expected: kind == .flag ? "true or false" : kind == .value ? "one value" : "a value or a list")
            }
        }
        return result
    }
}

/// A misused `--config`.
struct ConfigurationUsageError: LocalizedError {
    let message: String
    init(_ message: String) { self.message = message }
    var errorDescription: String? { message }
}

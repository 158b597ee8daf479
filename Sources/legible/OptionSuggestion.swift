import ArgumentParser
import Foundation

/// What to say of an option the parser does not know: the command's own option it most likely meant
/// (`--fial-on` → `--fail-on`, within two edits, as `CommandSuggestion` does for commands, counting the
/// options every command takes, such as `--config`), or the other command it belongs to
/// (`palette --cvd` is scan's). The parser's own guess reaches four edits, which named `--grid` for `--cvd`.
enum OptionSuggestion {
    /// Options the parser never sees: `--config` is taken out of the arguments before parsing.
    static let global = ["--config", "--help", "--version"]

    /// The unknown long option an ArgumentParser message names (`Unknown option '--fial-on'`), if any.
    static func unknownOption(in message: String) -> String? {
        guard let start = message.range(of: "Unknown option '--")?.lowerBound else { return nil }
        let rest = message[message.index(start, offsetBy: "Unknown option '".count)...]
        return rest.firstIndex(of: "'").map { String(rest[..<$0]) }
    }

    /// The long options of `command`, from the parser's own description of it.
    static func longOptions(of command: ParsableCommand.Type) -> [String] {
        guard let dump = try? JSONSerialization.jsonObject(with: Data(command._dumpHelp().utf8)) as? [String: Any],
              let arguments = (dump["command"] as? [String: Any])?["arguments"] as? [[String: Any]] else { return [] }
        return arguments.flatMap { argument in
            (argument["names"] as? [[String: Any]] ?? []).compactMap { name in
                name["kind"] as? String == "long" ? (name["name"] as? String).map { "--" + $0 } : nil
            }
        }
    }

    /// The sentence for `option`, unknown to the command `name` (nil for the root) of type `command`;
    /// `others` are the other commands, by name.
    static func message(for option: String, command: ParsableCommand.Type, name: String?,
                        others: [(name: String, type: ParsableCommand.Type)]) -> String {
        let prefix = name.map { "legible \($0)" } ?? "legible"
        let own = longOptions(of: command) + global
        let help = "(\(prefix) --help lists them)"
        if let meant = CommandSuggestion.nearest(to: option, among: own) {
            return "\(prefix): unknown option '\(option)'; did you mean '\(meant)'? \(help)"
        }
        let owners = others.filter { $0.name != name && longOptions(of: $0.type).contains(option) }.map(\.name)
        if !owners.isEmpty {
            return "\(prefix): '\(option)' is an option of \(owners.joined(separator: " and ")), not of \(name ?? "legible itself") \(help)"
        }
        return "\(prefix): unknown option '\(option)' \(help)"
    }
}

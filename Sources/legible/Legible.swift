import ArgumentParser
import Foundation
import LegibleCore

/// The `legible` command: parses arguments and hands the work to LegibleCore.
@main
struct Legible: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "legible",
        abstract: "Colour-contrast checks for screenshots and palettes.",
        discussion: """
            Every command reads its defaults from .legible.yml in the working folder or the nearest one above it, \
            or from --config FILE: top-level keys are options' long names (format: [csv, sarif], out: reports, \
            policy: hig), a section per command (scan:, palette:, ...) sets that command's; scan also takes include \
            and exclude globs and scales per glob. Options given on the command line win.

            More in Legible's docs/ folder: formats.md (every option and report column), checks.md (every check, \
            as legible checks lists them), algorithm.md (how scan measures), palette-formats.md, distributed.md \
            (shards and merge), speed.md, checking.md and held-out.md (how it is checked).
            """,
        version: LegibleVersion.current,
        subcommands: [ScanCommand.self, MergeCommand.self, PaletteCommand.self, RatioCommand.self, InfoCommand.self, ColorsCommand.self,
                      SimulateCommand.self, ChecksCommand.self]
    )

    /// Runs the command with `.legible.yml`'s values where the user gave none; usage errors exit 2
    /// (not ArgumentParser's 64), like unreadable input.
    static func main() {
        FreedMemory.keepForReuse()
        let arguments: [String]
        let settingsFile: Configuration?
        do {
            let source = try ConfigurationSource(arguments: Array(CommandLine.arguments.dropFirst()))
            (arguments, settingsFile) = (source.arguments, try source.load())
        } catch {
            StandardError.write("legible: \(error.localizedDescription)")
            Foundation.exit(ExitStatus.unusable.rawValue)
        }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        if let first = arguments.first, !first.hasPrefix("-"), let meant = CommandSuggestion.nearest(to: first, among: names) {
            StandardError.write("legible: '\(first)' is not a command; did you mean '\(meant)'? (legible --help lists them)")
            Foundation.exit(ExitStatus.unusable.rawValue)
        }
        do {
            var command = try parseAsRoot(arguments)
            if var configured = command as? any ConfiguredCommand, let settingsFile {
                try configured.merge(settingsFile.settings(for: type(of: configured).configuration.commandName ?? ""))
                try configured.validate()
                try configured.run(configuration: settingsFile)
            } else {
                try command.run()
            }
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                Self.exit(withError: error)
            }
            var message = fullMessage(for: error)
            if let option = OptionSuggestion.unknownOption(in: message) {
                let commands = configuration.subcommands.compactMap { type in type.configuration.commandName.map { ($0, type) } }
                let named = commands.first { command in arguments.first { !$0.hasPrefix("-") } == command.0 }
                message = OptionSuggestion.message(for: option, command: named?.1 ?? Self.self, name: named?.0,
                                                   others: commands.map { (name: $0.0, type: $0.1) })
            }
            if !message.isEmpty {
                FileHandle.standardError.write(Data((message + "\n").utf8))
            }
            Foundation.exit(code == .failure ? ExitStatus.findings.rawValue : ExitStatus.unusable.rawValue)
        }
    }
}

extension ExitStatus {
    var exitCode: ExitCode { ExitCode(rawValue) }
}

/// Writes to stderr (errors, progress) so that stdout stays machine-readable.
enum StandardError {
    static func write(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// A job's `notify`: each note on its own line, prefixed with the command.
    static func note(_ command: String) -> (String) -> Void {
        { write("legible \(command): \($0)") }
    }

    /// Says why `command` cannot go on and returns the exit code for it: `throw StandardError.unusable(…)`.
    static func unusable(_ command: String, _ error: any Error) -> ExitCode {
        write("legible \(command): \(error.localizedDescription)")
        return ExitStatus.unusable.exitCode
    }
}

/// Creates or checks the output folder before any work, so a long batch never fails at its end.
/// Returns whether the folder was created (a run that then cannot start removes it: `OutputDirectory.removeIfEmpty`).
@discardableResult
func prepareOutputFolder(_ path: String, for command: String) throws -> Bool {
    do {
        return try OutputDirectory.prepare(path)
    } catch {
        throw StandardError.unusable(command, error)
    }
}

/// Prints what a job said at its end (its lines on stdout unless quiet, its timings on stderr) and exits as it says.
func conclude(_ outcome: JobOutcome, quiet: Bool = false) throws {
    if !quiet { outcome.lines.forEach { print($0) } }
    if let timings = outcome.timings { StandardError.write(timings) }
    if outcome.status != .success { throw outcome.status.exitCode }
}

/// Runs a job, turning an error that stops it into the message and exit code of an unusable run.
func running<T>(_ command: String, _ job: () throws -> T) throws -> T {
    do {
        return try job()
    } catch {
        throw StandardError.unusable(command, error)
    }
}

/// Prints per-file results, as JSON with the failures beside them or as each result's text; exits 2 when a file failed.
func printResults<R>(_ results: FileResults<R>, json: Bool, text: (R) -> String) throws {
    if json {
        print(try JSONOutput.encode(results))
    } else {
        results.results.forEach { print(text($0)) }
    }
    if !results.errors.isEmpty { throw ExitStatus.unusable.exitCode }
}

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
            policy: hig), a section per command (scan:, palette:, …) sets that command's; scan also takes include \
            and exclude globs and scales per glob. Options given on the command line win.
            """,
        version: "0.1.0",
        subcommands: [ScanCommand.self, MergeCommand.self, PaletteCommand.self, RatioCommand.self, InfoCommand.self, ColorsCommand.self, SimulateCommand.self]
    )

    /// Runs the command with `.legible.yml`'s defaults before the user's arguments; usage errors exit 2
    /// (not ArgumentParser's 64), like unreadable input.
    static func main() {
        let arguments: [String]
        do {
            arguments = try ConfigurationArguments.apply(to: Array(CommandLine.arguments.dropFirst()))
        } catch {
            StandardError.write("legible: \(error.localizedDescription)")
            Foundation.exit(ExitStatus.unusable.rawValue)
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                Self.exit(withError: error)
            }
            let message = fullMessage(for: error)
            if !message.isEmpty {
                FileHandle.standardError.write(Data((message + "\n").utf8))
            }
            Foundation.exit(code == .failure ? ExitStatus.findings.rawValue : ExitStatus.unusable.rawValue)
        }
    }
}

/// What the exit code says: 0 all clear, 1 a check failed, 2 bad usage or unreadable input.
enum ExitStatus: Int32 {
    case success = 0
    case findings = 1
    case unusable = 2

    var exitCode: ExitCode { ExitCode(rawValue) }
}

/// Writes to stderr (errors, progress) so that stdout stays machine-readable.
enum StandardError {
    static func write(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Says why `command` cannot go on and returns the exit code for it: `throw StandardError.unusable(…)`.
    static func unusable(_ command: String, _ error: any Error) -> ExitCode {
        write("legible \(command): \(error.localizedDescription)")
        return ExitStatus.unusable.exitCode
    }
}

/// Creates or checks the output folder before any work, so a long batch never fails at its end.
func prepareOutputFolder(_ path: String, for command: String) throws {
    do {
        try OutputDirectory.prepare(path)
    } catch {
        throw StandardError.unusable(command, error)
    }
}

import ArgumentParser
import LegibleCore

/// A command that takes defaults from `.legible.yml`: after parsing, the file's values fill the options the
/// command line left out (the command line wins; a repeatable option adds to the file's), and the result is
/// checked again.
protocol ConfiguredCommand: ParsableCommand {
    /// Fills the options the command line left out with the file's `settings` for this command.
    mutating func merge(_ settings: CommandSettings) throws

    /// Runs with the file's rules that are not options (scan's path rules and ignored regions).
    mutating func run(configuration: Configuration?) throws
}

extension ConfiguredCommand {
    mutating func run(configuration: Configuration?) throws { try run() }
}

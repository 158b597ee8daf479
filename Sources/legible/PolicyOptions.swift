import ArgumentParser
import LegibleCore

extension ContrastPolicy: ExpressibleByArgument {}

extension ConformanceLevel: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument.uppercased())
    }
}

/// `--policy` and `--level`, shared by every command that judges contrast; nil until given, for `.legible.yml`.
struct PolicyOptions: ParsableArguments {
    @Option(name: .customLong("policy"), help: ArgumentHelp("Rule book: wcag (WCAG 2) or hig (Apple Human Interface Guidelines). Default: wcag.",
                                                            valueName: "policy"))
    var policyOption: ContrastPolicy?

    @Option(name: .customLong("level"), help: ArgumentHelp("Conformance level: AA or AAA. Default: AA.", valueName: "level"))
    var levelOption: ConformanceLevel?

    /// The file's values where the command line gave none.
    mutating func merge(_ file: CommandSettings) {
        policyOption = policyOption ?? file.policy
        levelOption = levelOption ?? file.level
    }

    var requirement: ContrastRequirement { ContrastRequirement(policy: policyOption ?? .wcag, level: levelOption ?? .aa) }
}

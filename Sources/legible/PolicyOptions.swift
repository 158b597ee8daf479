import ArgumentParser
import LegibleCore

extension ContrastPolicy: ExpressibleByArgument {}

extension ConformanceLevel: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument.uppercased())
    }
}

/// `--policy` and `--level`, shared by every command that judges contrast.
struct PolicyOptions: ParsableArguments {
    @Option(help: "Rule book: wcag (WCAG 2) or hig (Apple Human Interface Guidelines).")
    var policy: ContrastPolicy = .wcag

    @Option(help: "Conformance level: AA or AAA.")
    var level: ConformanceLevel = .aa

    var requirement: ContrastRequirement { ContrastRequirement(policy: policy, level: level) }
}

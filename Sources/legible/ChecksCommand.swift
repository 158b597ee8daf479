import ArgumentParser
import LegibleCore

/// `legible checks`: what Legible checks, with the rule IDs its reports carry.
struct ChecksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "checks",
        abstract: "List the checks: their rule IDs (as in SARIF and JUnit), criteria and thresholds.",
        discussion: """
            EXAMPLES:
              legible checks
              legible checks --markdown > checks.md
            """
    )

    @Flag(help: "Print a Markdown table, with each check's examples.")
    var markdown = false

    func run() {
        print(markdown ? CheckListing.markdown() : CheckListing.text(), terminator: "")
    }
}

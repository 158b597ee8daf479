import Foundation
import Testing

/// A mistyped command gets the one it most likely meant, and nothing runs.
@Suite struct CommandSuggestionTests {
    @Test(arguments: [("scna", "scan"), ("pallete", "palette"), ("simualte", "simulate"), ("ration", "ratio")])
    func aMistypedCommandIsNamed(typed: String, meant: String) throws {
        let result = try LegibleRunner.run([typed, "x.png"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("did you mean '\(meant)'"))
        #expect(result.stdout.isEmpty)
    }

    @Test func aWordFarFromEveryCommandIsLeftToTheParser() throws {
        let result = try LegibleRunner.run(["screenshots", "x.png"])
        #expect(result.status == 2)
        #expect(!result.stderr.contains("did you mean"))
    }
}

/// A mistyped option gets the one it most likely meant, an option of another command says whose it is.
@Suite struct OptionSuggestionTests {
    @Test(arguments: [
        (["scan", "x.png", "--fial-on", "never"], "did you mean '--fail-on'"),
        (["scan", "x.png", "--conifg", "a.yml"], "did you mean '--config'"),
        (["--verison"], "did you mean '--version'"),
        (["palette", "x.json", "--cvd"], "'--cvd' is an option of scan, not of palette"),
        (["scan", "x.png", "--deficiency=protan"], "'--deficiency' is an option of simulate, not of scan"),
    ])
    func aMistypedOptionIsNamed(arguments: [String], said: String) throws {
        let result = try LegibleRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(said), "\(result.stderr)")
        #expect(!result.stderr.contains("--grid"), "never the parser's far guess")
    }
}

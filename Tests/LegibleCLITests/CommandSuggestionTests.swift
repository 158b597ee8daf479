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

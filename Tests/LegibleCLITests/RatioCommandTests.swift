import Foundation
import Testing

@Suite struct RatioCommandTests {
    @Test func passingPairExitsZeroWithTruncatedRatioAndAPCA() throws {
        let result = try LegibleRunner.run(["ratio", "#767676", "#fff"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("4.54:1"))
        #expect(result.stdout.contains("APCA Lc       71.6"))
        #expect(result.stderr.isEmpty)
    }

    /// #777 on white is 4.4777…: it must read 4.47 and fail, never round up to a passing 4.48/4.5.
    @Test func failingPairExitsOne() throws {
        let result = try LegibleRunner.run(["ratio", "#777777", "white"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("4.47:1"))
        #expect(result.stdout.contains("normal text  4.50:1   fail"))
        #expect(result.stdout.contains("large text   3.00:1   pass"))
    }

    @Test func sizeDecidesWhichThresholdApplies() throws {
        #expect(try LegibleRunner.run(["ratio", "#949494", "#fff", "--size", "24"]).status == 0)
        #expect(try LegibleRunner.run(["ratio", "#949494", "#fff", "--size", "23"]).status == 1)
        #expect(try LegibleRunner.run(["ratio", "#949494", "#fff", "--size", "19", "--bold"]).status == 0)
        #expect(try LegibleRunner.run(["ratio", "#949494", "#fff", "--size", "11", "--bold", "--policy", "hig"]).status == 0)
        #expect(try LegibleRunner.run(["ratio", "#767676", "#fff", "--level", "AAA"]).status == 1)
    }

    @Test func jsonCarriesTheRangeForATranslucentBackground() throws {
        // #777 over 50% white: 1.14:1 over a black backdrop, 4.48:1 over a white one; large text needs 3.
        let result = try LegibleRunner.run(["ratio", "#777", "#ffffff80", "--json", "--size", "24"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let low = try #require(json["ratio"] as? Double)
        let high = try #require(json["ratioMax"] as? Double)
        #expect(low < high)
        let asked = try #require(json["asked"] as? [String: Any])
        #expect(asked["verdict"] as? String == "review")
        #expect(result.status == 1)
        // Black over it is 5.3:1 at worst: the whole range passes, so the pair passes.
        #expect(try LegibleRunner.run(["ratio", "#000", "#ffffff80", "--size", "24"]).status == 0)
    }

    @Test(arguments: [["ratio", "#12345", "#fff"], ["ratio", "#fff"], ["ratio", "#000", "#fff", "--size", "-3"],
                      ["ratio", "#000", "#fff", "--policy", "nope"], ["nonsense"]])
    func badUsageExitsTwoWithAMessage(arguments: [String]) throws {
        let result = try LegibleRunner.run(arguments)
        #expect(result.status == 2)
        #expect(!result.stderr.isEmpty)
        #expect(result.stdout.isEmpty)
    }

    @Test func badColorMessageQuotesIt() throws {
        let result = try LegibleRunner.run(["ratio", "#12345", "#fff"])
        #expect(result.stderr.contains("'#12345'"))
    }
}

import Foundation
import Testing

@Suite struct ImageCommandTests {
    @Test func infoReportsTypeDepthInterlaceAndProfile() throws {
        let result = try LegibleRunner.run([
            "info", LegibleRunner.fixture("png/rgba16-interlaced.png"), LegibleRunner.fixture("png/p3-iccp.png"),
        ])
        #expect(result.status == 0)
        #expect(result.stdout.contains("16×8, rgba 16-bit, Adam7 interlaced, sRGB (untagged)"))
        #expect(result.stdout.contains("Display P3 (iCCP \"Display P3\")"))
    }

    @Test func colorsAreColorManaged() throws {
        let result = try LegibleRunner.run(["colors", LegibleRunner.fixture("png/p3-cicp.png"), "--json"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let results = try #require(json["results"] as? [[String: Any]])
        let colors = try #require(results.first?["colors"] as? [[String: Any]])
        let hexes = Set(colors.compactMap { $0["color"] as? String })
        // Expected sRGB values of the P3 pixels come from ColorAide (Tests/Fixtures/png/expected.json);
        // the raw P3 codes #e6283c / #1ea05a must not appear.
        #expect(hexes == ["#fb0032", "#00a352"])
    }

    /// Every kind of broken file: a line on stderr naming it, the good files still reported, exit 2.
    @Test(arguments: ["empty.png", "truncated.png", "header-only.png", "bad-crc.png", "bad-zlib.png",
                      "jpeg-renamed.png", "random.png", "huge-header.png"])
    func brokenFileExitsTwoAndTheBatchGoesOn(name: String) throws {
        let broken = LegibleRunner.fixture("png/broken/\(name)")
        let good = LegibleRunner.fixture("png/rgb8.png")
        let result = try LegibleRunner.run(["colors", broken, good])
        #expect(result.status == 2)
        #expect(result.stderr.contains(broken))
        #expect(result.stdout.contains(good))
        #expect(result.stdout.contains("#767676"))
    }

    @Test func maxPixelsIsEnforcedBeforeDecoding() throws {
        let result = try LegibleRunner.run(["colors", LegibleRunner.fixture("png/rgb8.png"), "--max-pixels", "100"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("more than the limit of 100"))
    }

    @Test func jsonListsErrorsBesideResults() throws {
        let result = try LegibleRunner.run(["info", "--json", "/no/such.png", LegibleRunner.fixture("png/grey1.png")])
        #expect(result.status == 2)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((json["results"] as? [Any])?.count == 1)
        let errors = try #require(json["errors"] as? [[String: Any]])
        #expect(errors.first?["file"] as? String == "/no/such.png")
    }
}

import Testing
@testable import LegibleColor
@testable import LegiblePolicy
@testable import LegibleBatch

/// `--disabled-color` values in any notation `ratio` reads, and `--disabled-tokens` files; every mistake
/// names the option and the value or file.
@Suite struct DisabledColorsSourceTests {
    @Test func colorsInAnyNotation() throws {
        let colors = try DisabledColorsSource.colors(["#ccc", "rgb(0 0 0 / 20%)", "white"])
        #expect(colors.entries.map(\.color) == [RGBA8(0xcc, 0xcc, 0xcc), RGBA8(0, 0, 0, 51), RGBA8(255, 255, 255)])
        #expect(throws: DisabledColorsSource.Problem.self) { try DisabledColorsSource.colors(["grey9"]) }
    }

    @Test func tokenFilesSayWhatTheyGave() throws {
        var notes: [String] = []
        let path = Fixtures.path("palettes/disabled.tokens.json")
        let colors = try DisabledColorsSource.tokens(in: [path]) { notes.append($0) }
        #expect(colors.entries.count == 2)
        #expect(notes == ["2 disabled colours from \(path): " + colors.entries.map { "\($0.token ?? "") \($0.color.hexWithAlpha)" }.joined(separator: ", ")])
    }

    @Test func mistakesNameTheFile() {
        #expect(throws: DisabledColorsSource.Problem.missingFile("/no/such.tokens.json")) {
            try DisabledColorsSource.tokens(in: ["/no/such.tokens.json"]) { _ in }
        }
        let gpl = Fixtures.path("palettes/simple.gpl")
        #expect(throws: DisabledColorsSource.Problem.noDisabledTokens(gpl)) { try DisabledColorsSource.tokens(in: [gpl]) { _ in } }
    }
}

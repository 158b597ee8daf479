import Testing
@testable import LegibleColor
@testable import LegiblePolicy
@testable import LegiblePalette

/// The tokens a palette names "disabled", in any case and any part of the name, with aliases resolved and
/// translucent values kept translucent (they are blended over each run's background when scanning).
@Suite struct PaletteDisabledColorsTests {
    @Test func tokensNamedDisabledAreDisabledColours() throws {
        let palette = try PaletteLoader.load(Fixtures.path("palettes/disabled.tokens.json"))
        let colors = palette.disabledColors
        #expect(Set(colors.entries.map(\.color)) == [RGBA8(0, 0, 0, 0x33), RGBA8(0, 0, 0, 0x1f)])
        #expect(colors.entries.allSatisfy { $0.token?.lowercased().contains("disabled") == true })
    }

    @Test func aPaletteWithoutThemHasNone() throws {
        #expect(try PaletteLoader.load(Fixtures.path("palettes/simple.gpl")).disabledColors.isEmpty)
    }
}

import Testing

@testable import LegibleColor

@Suite struct ColorParserTests {
    @Test(arguments: ColorAideReferences.shared.parsed)
    func parsesLikeColorAide(reference: ColorAideReferences.Parsed) throws {
        let color = try ColorParser.parse(reference.input)
        #expect(approximatelyEqual(color.red, reference.srgb[0], tolerance: 1e-7))
        #expect(approximatelyEqual(color.green, reference.srgb[1], tolerance: 1e-7))
        #expect(approximatelyEqual(color.blue, reference.srgb[2], tolerance: 1e-7))
        #expect(approximatelyEqual(color.alpha, reference.alpha, tolerance: 1e-9))
    }

    @Test(arguments: ["", "#12", "#12345", "#ggg", "nope", "rgb(1 2)", "rgb(1 2 3", "hsl(x 1% 2%)",
                      "color(rec2020 1 0 0)", "rgb(1 2 3 / 2)", "lab(50 1)", "oklch(1 x 3)", "rgb(1 2 3 /)",
                      "#a1b2cg", "#a1b2c3zz", "#a1b2c3 0", "#+f+f+f", "#０ａ０ｂ０ｃ"])
    func rejectsAndQuotesTheInput(input: String) {
        #expect {
            _ = try ColorParser.parse(input)
        } throws: { error in
            guard let error = error as? ColorParseError else { return false }
            return error.input == input && (error.errorDescription ?? "").contains("'\(input)'")
        }
    }

    @Test func hexInEitherCaseAndWithSpaces() throws {
        #expect(try ColorParser.parse("#A1b2C3").rgba8 == RGBA8(0xA1, 0xB2, 0xC3))
        #expect(try ColorParser.parse("#0A0b0C80").rgba8 == RGBA8(10, 11, 12, 128))
        #expect(try ColorParser.parse("  #a1b2c3\n").rgba8 == RGBA8(0xA1, 0xB2, 0xC3))
        #expect(try ColorParser.parse("#Fa0").rgba8 == RGBA8(0xFF, 0xAA, 0x00))
        #expect(try ColorParser.parse(" fA08 ").rgba8 == RGBA8(0xFF, 0xAA, 0x00, 0x88))
    }

    @Test func hexWithoutHashAndNamedColors() throws {
        #expect(try ColorParser.parse("007aff").rgba8 == RGBA8(0, 122, 255))
        #expect(try ColorParser.parse("White").rgba8 == RGBA8(255, 255, 255))
        #expect(try ColorParser.parse("transparent").alpha == 0)
    }

    @Test func displayP3RedIsOutsideSRGBButKeptForLuminance() throws {
        let red = try ColorParser.parse("color(display-p3 1 0 0)")
        #expect(!red.isInGamut)
        #expect(red.hex == "#ff0000")
        // Exact Y of P3 red is the P3 matrix's Y row entry (reference B §6).
        #expect(approximatelyEqual(red.relativeLuminance, 0.2289746, tolerance: 1e-4))
    }
}

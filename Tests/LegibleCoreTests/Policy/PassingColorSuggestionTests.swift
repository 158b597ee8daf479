import Foundation
import Testing

@testable import LegibleColor
@testable import LegiblePolicy

/// Tests/Fixtures/color/suggestions.json, written by Scripts/references/make-suggestion-references: failing
/// pairs with the nearest passing colour on each one's OKLCH lightness line found by brute force with
/// ColorAide, and ColorAide's luminance of each channel's 8-bit levels.
struct SuggestionReferences: Decodable {
    struct Nearest: Decodable, Sendable {
        let color: String
        let contrast: Double
        let deltaE: Double
    }

    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        let foreground: String
        let background: String
        let threshold: Double
        let contrast: Double
        let nearestForeground: Nearest?
        let nearestBackground: Nearest?
        var testDescription: String { "\(foreground) on \(background) at \(threshold):1" }
    }

    struct Luminance: Decodable, Sendable {
        let red: [Double]
        let green: [Double]
        let blue: [Double]
    }

    let luminance: Luminance
    let cases: [Case]

    static let shared: SuggestionReferences = {
        do {
            return try Fixtures.decode(SuggestionReferences.self, from: "color/suggestions.json")
        } catch {
            fatalError("Tests/Fixtures/color/suggestions.json is unreadable (run Scripts/references/make-suggestion-references): \(error)")
        }
    }()

    /// ColorAide's WCAG 2.1 contrast of two 8-bit colours, from its luminance tables.
    func contrast(_ a: RGBA8, _ b: RGBA8) -> Double {
        func y(_ c: RGBA8) -> Double { luminance.red[Int(c.r)] + luminance.green[Int(c.g)] + luminance.blue[Int(c.b)] }
        let (first, second) = (y(a), y(b))
        return (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }
}

@Suite struct PassingColorSuggestionTests {
    /// How much farther (ΔE00) than the brute-force nearest a suggestion may be: none, but for floating-point
    /// differences between platforms' maths libraries.
    static let tolerance = 0.01

    private static func rgba(_ hex: String) throws -> RGBA8 { try ColorParser.parse(hex).rgba8 }

    @Test(arguments: SuggestionReferences.shared.cases)
    func foregroundPassesAndIsNoFartherThanTheBruteForceNearest(reference: SuggestionReferences.Case) throws {
        let fg = try Self.rgba(reference.foreground)
        let bg = try Self.rgba(reference.background)
        let found = PassingColorSuggestion(threshold: reference.threshold).foreground(fg, on: bg)
        try check(found, original: fg, fixed: bg, nearest: reference.nearestForeground, threshold: reference.threshold)
    }

    @Test(arguments: SuggestionReferences.shared.cases)
    func backgroundPassesAndIsNoFartherThanTheBruteForceNearest(reference: SuggestionReferences.Case) throws {
        let fg = try Self.rgba(reference.foreground)
        let bg = try Self.rgba(reference.background)
        let found = PassingColorSuggestion(threshold: reference.threshold).background(bg, under: fg)
        try check(found, original: bg, fixed: fg, nearest: reference.nearestBackground, threshold: reference.threshold)
    }

    private func check(_ found: SuggestedColor?, original: RGBA8, fixed: RGBA8, nearest: SuggestionReferences.Nearest?,
                       threshold: Double) throws {
        let references = SuggestionReferences.shared
        guard let found else {
            // None found: the brute force finds none either, or only one within the margin of the threshold.
            if let nearest {
                #expect(nearest.contrast < threshold * (1 + PassingColorSuggestion.margin),
                        "brute force found \(nearest.color) (\(nearest.contrast):1, ΔE00 \(nearest.deltaE))")
            }
            return
        }
        #expect(references.contrast(found.color, fixed) >= threshold, "\(found.hex) fails per ColorAide")
        #expect(found.ratio >= threshold)
        #expect(found.color.a == 255)
        let difference = CIEDE2000.difference(CIELab(original.color), CIELab(found.color.color))
        #expect(approximatelyEqual(difference, found.difference, tolerance: 1e-9))
        let nearest = try #require(nearest, "brute force found nothing, yet \(found.hex) was suggested")
        #expect(found.difference <= nearest.deltaE + Self.tolerance,
                "\(found.hex) is ΔE00 \(found.difference), brute force's \(nearest.color) \(nearest.deltaE)")
    }

    @Test func aGreyOnWhiteDarkensToTheFirstPassingGrey() throws {
        let suggestion = try #require(
            PassingColorSuggestion(threshold: 4.5).suggestions(foreground: Self.rgba("#8a8a8e"), background: Self.rgba("#ffffff")))
        let foreground = try #require(suggestion.foreground)
        #expect(foreground.ratio >= 4.5 && foreground.ratio < 4.6)
        #expect(foreground.color.r < 0x8a && foreground.color.b > foreground.color.r)
    }

    @Test func nothingButBlackOnWhiteMeetsTwentyOne() throws {
        let suggestion = try #require(
            PassingColorSuggestion(threshold: 21).suggestions(foreground: Self.rgba("#777777"), background: Self.rgba("#ffffff")))
        #expect(suggestion.foreground == nil)
        #expect(suggestion.background == nil)
    }

    @Test func aPassingPairGetsNoSuggestion() throws {
        #expect(try PassingColorSuggestion(threshold: 4.5).suggestions(foreground: Self.rgba("#000000"), background: Self.rgba("#ffffff")) == nil)
    }
}

import Foundation
import Testing

@testable import LegibleColor
@testable import LegiblePolicy
@testable import LegiblePalette

@Suite struct PaletteCheckerTests {
    /// Translucent foregrounds composited on their background as browsers do; ratios per WCAG.
    @Test func pairsMatchColorAide() throws {
        let palette = try PaletteLoader.load(Fixtures.path("palettes/pairs.palette.json"))
        let result = PaletteChecker().check(palette)
        for reference in PaletteReferences.shared.pairs {
            let appearance = try #require(Appearance(rawValue: reference.variant))
            let pair = try #require(result.pairs.first {
                !$0.reducedTransparency && $0.appearance == appearance
                    && palette.tokens[Int($0.foreground)].name == reference.foreground
            })
            let measured = SRGBColor(red: reference.coords[0], green: reference.coords[1], blue: reference.coords[2])
            #expect(pair.measuredForeground == measured.rgba8, "\(reference.foreground) \(reference.variant)")
            let background = try #require(palette.tokens[Int(pair.background)].value(in: appearance))
            #expect(abs(pair.ratio - ContrastRatio(measured, background).value) < 1e-9)
            if let ratio = reference.ratio { #expect(abs(pair.ratio - ratio) < 1e-9) }
        }
    }

    static func palette(_ tokens: [String: [Appearance: String]], pairs: [DeclaredPair] = [], groups: [CategoricalGroup] = [],
                        backdrop: String? = nil) throws -> Palette {
        Palette(source: "test", name: "test", tokens: try tokens.keys.sorted().map { name in
            PaletteToken(name: name, values: try tokens[name]!.mapValues { try ColorParser.parse($0) })
        }, pairs: pairs, groups: groups, backdrop: backdrop)
    }

    @Test func translucentBackgroundIsAReviewedRangeAndGetsAReducedTransparencyRow() throws {
        let palette = try Self.palette(["label": [.default: "#000000"], "material": [.default: "#ffffff80"]],
                                       pairs: [DeclaredPair(foreground: "label", background: "material", usage: .text)])
        let result = PaletteChecker().check(palette)
        #expect(result.pairs.count == 2)
        let range = try #require(result.pairs.first { !$0.reducedTransparency })
        #expect(range.verdict == .review)
        #expect(range.ratio < range.ratioMax)
        let reduced = try #require(result.pairs.first { $0.reducedTransparency })
        #expect(reduced.standIn)
        #expect(reduced.variant == "default-reduced-transparency")
        #expect(reduced.measuredBackground.hex == "#ffffff")  // composited onto white, the light backdrop
        #expect(reduced.message(in: palette).contains("no reduced-transparency value"))
    }

    /// A translucent foreground is made opaque over the background it is paired with, not over white:
    /// a 15%-white border on a black card in a light palette (white backdrop) is #262626 on black, 1.39:1
    /// (ColorAide: Color.layer and wcag21 contrast), not white on black.
    @Test func reducedTransparencyCompositesTheForegroundOverItsBackground() throws {
        let palette = try Self.palette(["border": [.default: "rgb(255 255 255 / 0.15)"], "background": [.default: "#000000"]],
                                       pairs: [DeclaredPair(foreground: "border", background: "background", usage: .nonText)])
        let reduced = try #require(PaletteChecker().check(palette).pairs.first { $0.reducedTransparency })
        #expect(reduced.measuredForeground.hex == "#262626")
        #expect(abs(reduced.ratio - 1.3921329703247642) < 1e-3)
        #expect(reduced.standIn)
    }

    @Test func explicitReducedTransparencyValuesAreUsed() throws {
        var palette = try Self.palette(["label": [.light: "rgb(60 60 67 / 0.6)"], "bg": [.light: "#ffffff"]],
                                       pairs: [DeclaredPair(foreground: "label", background: "bg", usage: .text)])
        palette.tokens[1].reducedTransparency[.light] = try ColorParser.parse("#3c3c43")
        let reduced = try #require(PaletteChecker().check(palette).pairs.first { $0.reducedTransparency })
        #expect(!reduced.standIn)
        #expect(reduced.measuredForeground.hex == "#3c3c43")
    }

    @Test func increasedContrastThatDoesNotRaiseTheRatioIsFlagged() throws {
        let palette = try Self.palette(
            ["text": [.light: "#767676", .lightIncreasedContrast: "#808080"], "bg": [.light: "#ffffff"],
             "link": [.light: "#0a84ff", .lightIncreasedContrast: "#0040dd"]],
            pairs: [DeclaredPair(foreground: "text", background: "bg", usage: .text),
                    DeclaredPair(foreground: "link", background: "bg", usage: .text)])
        let result = PaletteChecker().check(palette)
        let ic = result.pairs.filter { $0.appearance == .lightIncreasedContrast }
        #expect(ic.first { palette.tokens[Int($0.foreground)].name == "text" }?.increasedContrastRaises == false)
        #expect(ic.first { palette.tokens[Int($0.foreground)].name == "link" }?.increasedContrastRaises == true)
    }

    /// The HIG's red/green warning made measurable: distinct for most people, not with deuteranopia.
    @Test func redAndGreenCollapseForDeutanButNotNormalVision() throws {
        let palette = try Self.palette(["red": [.default: "#ff3b30"], "green": [.default: "#34c759"]],
                                       groups: [CategoricalGroup(name: "status", tokens: ["red", "green"])])
        let checks = PaletteChecker().check(palette).groups
        #expect(checks.first { $0.vision == "normal" }?.collapsing.isEmpty == true)
        #expect(checks.first { $0.vision == "deutan" }?.collapsing.isEmpty == false)
        // Their lightness differs (L* 55 vs 71), so even without colour vision they stay apart.
        #expect(checks.first { $0.vision == "achroma" }?.collapsing.isEmpty == true)
    }

    @Test func pairsAreInferredFromNames() throws {
        let palette = try Self.palette([
            "primary": [.default: "#6750a4"], "onPrimary": [.default: "#ffffff"], "surface": [.default: "#fef7ff"],
            "textSecondary": [.default: "#49454f"], "border": [.default: "#79747e"], "brand": [.default: "#00ff00"],
        ])
        let pairs = PairSelection.declaredOrInferred.pairs(in: palette).map {
            "\(palette.tokens[$0.foreground].name)/\(palette.tokens[$0.background].name)/\($0.usage.rawValue)"
        }
        #expect(Set(pairs) == ["onPrimary/primary/text", "textSecondary/surface/text", "border/surface/non-text"])
    }

    @Test func gridChecksEveryForegroundOnEveryBackgroundOrEverythingWithoutRoles() throws {
        let roles = try Self.palette(["label": [.default: "#000"], "hint": [.default: "#777"], "background": [.default: "#fff"],
                                      "surface": [.default: "#eee"], "text": [.default: "#111"]])
        // label, text and hint (no role: tried both ways) × background, surface and hint, but not hint on itself.
        #expect(PairSelection.grid.pairs(in: roles).count == 3 * 3 - 1)
        let plain = try Self.palette(["a": [.default: "#000"], "b": [.default: "#777"], "c": [.default: "#fff"]])
        #expect(PairSelection.grid.pairs(in: plain).count == 6)
    }

    @Test func missingValuesAreReportedNotGuessed() throws {
        let palette = try Self.palette(["text": [.dark: "#ffffff"], "background": [.light: "#ffffff", .dark: "#000000"]],
                                       pairs: [DeclaredPair(foreground: "text", background: "background", usage: .text)])
        let result = PaletteChecker().check(palette)
        #expect(result.problems == ["token 'text' has no value for light"])
        #expect(result.pairs.map(\.appearance) == [.dark])
    }

    /// What the demo shows: Apple's secondary labels and some system colours fail on white.
    @Test func applesSecondaryLabelAndOrangeFailOnWhite() throws {
        let root = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent().path
        let apple = try PaletteLoader.load(root + "/Palettes/apple-system.palette.json")
        let result = PaletteChecker().check(apple)
        func verdict(_ foreground: String, _ background: String, _ appearance: Appearance) -> Verdict? {
            result.pairs.first {
                !$0.reducedTransparency && $0.appearance == appearance && apple.tokens[Int($0.foreground)].name == foreground
                    && apple.tokens[Int($0.background)].name == background
            }?.verdict
        }
        #expect(verdict("secondaryLabel", "systemBackground", .light) == .fail)
        #expect(verdict("systemOrange", "systemBackground", .light) == .fail)
        #expect(verdict("label", "systemBackground", .light) == .pass)
        #expect(verdict("systemBlue", "systemBackground", .lightIncreasedContrast) == .pass)
    }
}

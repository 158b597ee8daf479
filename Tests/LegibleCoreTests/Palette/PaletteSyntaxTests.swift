import Foundation
import Testing

@testable import LegiblePalette
@testable import LegibleBatch

/// Tests/Fixtures/palettes/syntax/expected.json, written by Scripts/references/make-syntax-fixtures with ColorAide.
struct SyntaxReferences: Decodable {
    let css: [String: [String: [Double]]]
    let css_absent: [String]
    let dtcg: [String: [Double]]
    let dtcg_skipped: [String: String]
    let studio: [String: [String: [Double]]]
    let xcassets: [String: [Double]]
    let android: [String: [String: [Double]]]
    let themes: [String: [String: [Double]]]
    let inverted: [String: [Double]]
    let android_themes: [String: [String: [Double]]]

    static let shared: SyntaxReferences = {
        do {
            return try Fixtures.decode(SyntaxReferences.self, from: "palettes/syntax/expected.json")
        } catch {
            fatalError("Tests/Fixtures/palettes/syntax/expected.json is unreadable (run Scripts/references/make-syntax-fixtures): \(error)")
        }
    }()
}

/// The syntax real design systems use, one small fixture each, read as a folder is (PaletteDiscovery).
@Suite struct PaletteSyntaxTests {
    static func palettes(_ relative: String) -> [Palette] {
        PaletteDiscovery.discover([Fixtures.path("palettes/syntax/" + relative)]).compactMap { try? $0.load() }
    }

    static func skippedKinds(_ palette: Palette) -> [String] {
        palette.skipped.map { "\($0)".split(separator: "(").first.map(String.init) ?? "" }
    }

    @Test(arguments: SyntaxReferences.shared.css.keys.sorted())
    func aFolderOfStylesheetsIsReadAsOnePage(name: String) throws {
        let palettes = Self.palettes("css")
        #expect(palettes.count == 1)
        let token = try #require(palettes.first?.token(named: name))
        try expectAppearances(SyntaxReferences.shared.css[name]!, tolerance: 2e-4, name) { token.value(in: $0) }
    }

    /// Stylesheets named together on the command line see each other's custom properties too.
    @Test func stylesheetsGivenTogetherAreOnePage() throws {
        let inputs = PaletteDiscovery.discover([Fixtures.path("palettes/syntax/css/theme.css"), Fixtures.path("palettes/syntax/css/base.css")])
        #expect(inputs.count == 1)
        let palette = try #require(try inputs.first?.load())
        try expectAppearances(SyntaxReferences.shared.css["link-color"]!, "link-color") { palette.token(named: "link-color")?.value(in: $0) }
    }

    @Test func stylesheetsLeaveOutNonColoursAndReportAMissingImport() throws {
        let palette = try #require(Self.palettes("css").first)
        for name in SyntaxReferences.shared.css_absent { #expect(palette.token(named: name) == nil, "\(name)") }
        #expect(palette.appearances == [.light, .dark])
        #expect(palette.skipped.count == 1)
        #expect(palette.skipped.first?.errorDescription?.contains("@import 'missing.css'") == true)
        #expect(palette.skipped.first?.file.hasSuffix("theme.css") == true)
    }

    @Test func dtcgAliasesTakeTheirTargetsTypeAndBadOnesAreReportedNotFatal() throws {
        let palette = try PaletteLoader.load(Fixtures.path("palettes/syntax/bezier.tokens.json"))
        #expect(Set(palette.tokens.map(\.name)) == Set(SyntaxReferences.shared.dtcg.keys))
        for (name, expected) in SyntaxReferences.shared.dtcg { expectColor(palette.token(named: name)?.value(in: .default), expected, name) }
        for (token, kind) in SyntaxReferences.shared.dtcg_skipped {
            #expect(palette.skipped.contains { "\($0)".hasPrefix(kind) && $0.errorDescription?.contains("'\(token)'") == true }, "\(token) \(kind)")
        }
        #expect(palette.skipped.count == SyntaxReferences.shared.dtcg_skipped.count)
    }

    @Test(arguments: SyntaxReferences.shared.studio.keys.sorted())
    func tokensStudioFolderSetsAndPercentageAlphas(name: String) throws {
        let palette = try #require(Self.palettes("studio").first)
        #expect(palette.skipped.isEmpty)
        let token = try #require(palette.token(named: name))
        try expectAppearances(SyntaxReferences.shared.studio[name]!, name) { token.value(in: $0) }
    }

    @Test func assetCatalogNamesAreQualifiedWhereTheyRepeatAndEmptySetsAreReported() throws {
        let palette = try PaletteLoader.load(Fixtures.path("palettes/syntax/Dupes.xcassets"))
        #expect(Set(palette.tokens.map(\.name)) == Set(SyntaxReferences.shared.xcassets.keys))
        for (name, expected) in SyntaxReferences.shared.xcassets { expectColor(palette.token(named: name)?.value(in: .default), expected, name) }
        #expect(Self.skippedKinds(palette) == ["missingValue"])
        #expect(palette.skipped.first?.file.contains("AccentColor.colorset") == true)
    }

    @Test func androidModulesResolveEachOthersColoursAndAnUnknownOneIsReported() throws {
        let palettes = Self.palettes("android")
        #expect(palettes.count == 1)
        let palette = try #require(palettes.first)
        for (name, expected) in SyntaxReferences.shared.android {
            let token = try #require(palette.token(named: name), "\(name)")
            try expectAppearances(expected, name) { token.value(in: $0) }
        }
        #expect(palette.token(named: "brand") == nil)
        #expect(palette.skipped.count == 1)
        #expect(palette.skipped.first?.errorDescription?.contains("@color/not_in_any_module") == true)
    }

    /// An app's theme attributes are tokens in the appearance their theme names, and pair by their names.
    @Test func androidThemeAttributesAreTokensOfTheirTheme() throws {
        let palette = try #require(Self.palettes("android-themes").first)
        #expect(palette.themeAttributes == SyntaxReferences.shared.android_themes.count)
        for (name, expected) in SyntaxReferences.shared.android_themes {
            let token = try #require(palette.token(named: name), "\(name)")
            try expectAppearances(expected, name) { token.value(in: $0) }
        }
        #expect(palette.token(named: "?backgroundTint") == nil)  // a widget style, not a theme
        let pairs = Set(PairSelection.declaredOrInferred.pairs(in: palette).map { "\(palette.tokens[$0.foreground].name) on \(palette.tokens[$0.background].name)" })
        #expect(pairs.isSuperset(of: ["?colorOnSurface on ?colorSurface", "?colorOnPrimary on ?colorPrimary"]))
    }

    /// Two apps side by side (neither refers to the other's colours) are two palettes; modules that do are one.
    @Test func androidAppsThatDoNotReferToEachOtherStayApart() throws {
        let root = try Fixtures.scratchFolder("android-apps")
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (app, body) in [("first", "<color name=\"ink\">#000000</color><color name=\"page_background\">#FFFFFF</color>"),
                            ("second", "<color name=\"text\">#111111</color><color name=\"background\">@color/white</color><color name=\"white\">#FFFFFF</color>")] {
            let folder = root + "/\(app)/src/main/res/values"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data("<resources>\(body)</resources>".utf8).write(to: URL(fileURLWithPath: folder + "/colors.xml"))
        }
        let palettes = PaletteDiscovery.discover([root]).compactMap { try? $0.load() }
        #expect(palettes.count == 2)
        #expect(palettes.allSatisfy { $0.skipped.isEmpty })
        #expect(Self.palettes("android").count == 1)
    }

    @Test func themePrefixedNamesAreAppearancesAndNeverPairedAcross() throws {
        let palette = try #require(Self.palettes("themes.gpl").first)
        #expect(palette.appearances == [.light, .dark])
        for (name, expected) in SyntaxReferences.shared.themes {
            let token = try #require(palette.token(named: name), "\(name)")
            try expectAppearances(expected, name) { token.value(in: $0) }
        }
        let pairs = PairSelection.declaredOrInferred.pairs(in: palette).map { "\(palette.tokens[$0.foreground].name)/\(palette.tokens[$0.background].name)" }
        #expect(pairs == ["text/background"])
    }

    /// A context that names no appearance (`inverted`) does not overwrite the standard one's values.
    @Test func aResolverContextNamingNoAppearanceIsLeftOut() throws {
        let palette = try PaletteLoader.load(Fixtures.path("palettes/syntax/inverted.resolver.json"))
        #expect(palette.appearances == [.default])
        for (name, expected) in SyntaxReferences.shared.inverted { expectColor(palette.token(named: name)?.value(in: .default), expected, name) }
        #expect(palette.notes.contains { $0.contains("modifier 'theme'") })
    }

    /// Theme groups in a token path (`color.light.bg` beside `color.dark.bg`) are appearances too; tints
    /// (`primary-light` beside `primary-dark`, no role) are not.
    @Test func themeGroupsInPathsAreAppearancesButTintsAreNot() throws {
        let palette = try PaletteCheckerTests.palette([
            "color.light.bg": [.default: "#ffffff"], "color.dark.bg": [.default: "#000000"],
            "color.light.text": [.default: "#111111"], "color.dark.text": [.default: "#eeeeee"],
            "primary-light": [.default: "#9fa8da"], "primary-dark": [.default: "#283593"],
        ]).foldingThemeNames()
        #expect(Set(palette.tokens.map(\.name)) == ["color.bg", "color.text", "primary-light", "primary-dark"])
        #expect(palette.token(named: "color.bg")?.value(in: .dark)?.hex == "#000000")
        #expect(palette.token(named: "color.text")?.value(in: .light)?.hex == "#111111")
        #expect(palette.foldedThemePairs == 2)
    }

    /// Design systems' own naming: Material's `on-` inside the name, a `-on` suffix, Primer's groups,
    /// and names for different themes kept apart.
    @Test func pairsFollowNamingConventions() throws {
        let palette = try PaletteCheckerTests.palette([
            "md-sys-color-primary": [.default: "#6750a4"], "md-sys-color-on-primary": [.default: "#ffffff"],
            "md-sys-color-primary-container": [.default: "#eaddff"], "md-sys-color-on-primary-container": [.default: "#21005d"],
            "wa-color-red": [.default: "#dc3146"], "wa-color-red-on": [.default: "#ffffff"],
            "button.danger.fgColor.rest": [.default: "#d1242f"], "button.danger.bgColor.rest": [.default: "#f6f8fa"],
            "bgColor.default": [.default: "#ffffff"], "fgColor.muted": [.default: "#59636e"],
            "light_text": [.default: "#111111"], "dark_surface": [.default: "#000000"],
        ])
        let pairs = Set(PairSelection.declaredOrInferred.pairs(in: palette).map {
            "\(palette.tokens[$0.foreground].name) on \(palette.tokens[$0.background].name)"
        })
        #expect(pairs.isSuperset(of: ["md-sys-color-on-primary on md-sys-color-primary",
                                      "md-sys-color-on-primary-container on md-sys-color-primary-container",
                                      "wa-color-red-on on wa-color-red", "button.danger.fgColor.rest on button.danger.bgColor.rest",
                                      "fgColor.muted on bgColor.default"]))
        #expect(!pairs.contains("light_text on dark_surface"))
        #expect(!pairs.contains("button.danger.fgColor.rest on bgColor.default"))
    }

    @Test(arguments: [(":where(:root)", true), (":where(html)", true), (":is(html, body)", true), (":where(*)", true), ("*", true), ("::before", false),
                      (":host(.dark)", true), (":root:not([data-theme=dark])", true), (".card", false), (":root .card", false)])
    func rootSelectorsAsBrowsersMatchThem(selector: String, isRoot: Bool) {
        let found = StylesheetReader.rootSelector(selector, within: .init(), names: AppearanceNames())
        #expect((found != nil) == isRoot, "\(selector)")
        if selector == ":host(.dark)" { #expect(found?.0.scheme == .dark) }
        if selector.contains(":not([data-theme=dark])") { #expect(found?.0.scheme == .light) }
    }
}

import Foundation
import Testing

@testable import LegibleColor
@testable import LegiblePalette
@testable import LegibleBatch

/// Tests/Fixtures/palettes/expected.json, written by Scripts/references/make-palette-references with ColorAide.
struct PaletteReferences: Decodable {
    struct Pair: Decodable {
        let foreground: String
        let background: String
        let variant: String
        let coords: [Double]
        let ratio: Double?
    }

    let pairs: [Pair]
    let dtcg: [String: [Double]]
    let xcassets: [String: [String: [Double]]]
    let android: [String: [String: [Double]]]
    let css: [String: [String: [Double]]]
    let css_reduced: [String: [String: [Double]]]
    let resolver: [String: [String: [Double]]]
    let tokens_studio: [String: [String: [Double]]]
    let broken: [String: [String?]]
    let broken_android: [String: [String]]

    static let shared: PaletteReferences = {
        do {
            return try Fixtures.decode(PaletteReferences.self, from: "palettes/expected.json")
        } catch {
            fatalError("Tests/Fixtures/palettes/expected.json is unreadable (run Scripts/references/make-palette-references): \(error)")
        }
    }()
}

func expectColor(_ color: SRGBColor?, _ expected: [Double], tolerance: Double = 1e-6, _ label: String) {
    guard let color else {
        Issue.record("\(label): no colour")
        return
    }
    let got = [color.red, color.green, color.blue, color.alpha]
    for (g, e) in zip(got, expected) {
        #expect(abs(g - e) <= tolerance, "\(label): \(got) ≠ \(expected)")
    }
}

/// Each of `expected`'s appearances (by raw value) against what `colour` gives for it.
func expectAppearances(_ expected: [String: [Double]], tolerance: Double = 1e-6, _ label: String,
                       _ color: (Appearance) -> SRGBColor?) throws {
    for (variant, values) in expected {
        expectColor(color(try #require(Appearance(rawValue: variant))), values, tolerance: tolerance, "\(label) \(variant)")
    }
}

/// Loading `path` reports a `PaletteError` of `kind` that names the file first and mentions `detail`: thrown
/// when the whole file is unreadable, or among the palette's skipped tokens when only some are.
func expectPaletteError(_ path: String, kind: String, mentioning detail: String?) {
    func matches(_ error: PaletteError) -> Bool {
        let description = error.errorDescription ?? ""
        let name = "\(error)".split(separator: "(").first.map(String.init) ?? ""
        return error.file == path && name == kind && description.hasPrefix(path)
            && (detail.map { description.contains("'\($0)'") || description.contains($0) } ?? true)
    }
    do {
        let palette = try PaletteLoader.load(path)
        #expect(palette.skipped.contains(where: matches), "\(path): expected a skipped \(kind) mentioning \(detail ?? "-"), got \(palette.skipped)")
    } catch {
        #expect(matches(error), "\(path): \(error)")
    }
}

@Suite struct PaletteImporterTests {
    @Test(arguments: PaletteReferences.shared.dtcg.keys.sorted())
    func dtcgColorSpacesAndAliasesMatchColorAide(token: String) throws {
        let palette = try PaletteLoader.load(Fixtures.path("palettes/spaces.tokens.json"))
        expectColor(palette.token(named: token)?.value(in: .default), PaletteReferences.shared.dtcg[token]!, token)
    }

    @Test func dtcgSkipsNonColorTokensAndNamesByDottedPath() throws {
        let palette = try PaletteLoader.load(Fixtures.path("palettes/spaces.tokens.json"))
        #expect(palette.token(named: "size.small") == nil)
        #expect(palette.tokens.count == PaletteReferences.shared.dtcg.count)
        #expect(palette.appearances == [.default])
    }

    /// Floats, 0–255 integers and 0xFF hex; luminosity and contrast appearances; grey gamma 2.2; a system reference.
    @Test(arguments: ["Brand", "Ink", "Canvas"])
    func assetCatalogColorSets(name: String) throws {
        let palette = try PaletteLoader.load(Fixtures.path("palettes/Assets.xcassets"))
        let token = try #require(palette.token(named: name))
        try expectAppearances(PaletteReferences.shared.xcassets[name]!, tolerance: 0.0011, name) { token.values[$0] }
        #expect(token.values.count == PaletteReferences.shared.xcassets[name]!.count)
    }

    @Test func assetCatalogAppearancesIncludeLightForAny() throws {
        let palette = try PaletteLoader.load(Fixtures.path("palettes/Assets.xcassets"))
        #expect(palette.appearances == [.light, .dark, .lightIncreasedContrast, .darkIncreasedContrast])
    }

    /// values/ and values-night/ as default and dark; alpha-first hex; @color/ references that follow the
    /// night file where it overrides their target; a framework colour; values-v31 left out with a note.
    @Test(arguments: PaletteReferences.shared.android.keys.sorted())
    func androidColorResources(name: String) throws {
        let palette = try PaletteLoader.load(Fixtures.path("palettes/android/res/values/colors.xml"))
        let token = try #require(palette.token(named: name))
        try expectAppearances(PaletteReferences.shared.android[name]!, name) { token.values[$0] }
        #expect(token.values.count == PaletteReferences.shared.android[name]!.count)
        #expect(palette.tokens.count == PaletteReferences.shared.android.count)
        #expect(palette.appearances == [.light, .dark])
        #expect(palette.notes.count == 1 && palette.notes[0].contains("values-v31"))
    }

    @Test func androidResourcesAreFoundOnceInAFolderWalk() {
        let found = PaletteDiscovery.discover([Fixtures.path("palettes/android/res")])
        #expect(found.count == 1)
        if case .file(let path) = found.first { #expect(path.hasSuffix("values/colors.xml")) }
    }

    @Test(arguments: PaletteReferences.shared.broken_android.keys.sorted())
    func brokenAndroidResourcesNameFileAndToken(folder: String) {
        let expected = PaletteReferences.shared.broken_android[folder]!
        expectPaletteError(Fixtures.path("palettes/android/broken/\(folder)/values/colors.xml"), kind: expected[0], mentioning: expected[1])
    }

    /// Root custom properties in four appearances (media queries and a theme selector), var() with
    /// fallbacks, light-dark(), color-mix() in three spaces and CSS Color 4 notations, against ColorAide.
    @Test(arguments: PaletteReferences.shared.css.keys.sorted())
    func cssCustomProperties(name: String) throws {
        let palette = try PaletteLoader.load(Fixtures.path("palettes/tokens.css"))
        let token = try #require(palette.token(named: name))
        try expectAppearances(PaletteReferences.shared.css[name]!, tolerance: 2e-4, name) { token.value(in: $0) }
        try expectAppearances(PaletteReferences.shared.css_reduced[name] ?? [:], "\(name) reduced") { token.reducedTransparencyValue(in: $0) }
    }

    @Test func cssLeavesOutWhatIsNotARootColor() throws {
        let palette = try PaletteLoader.load(Fixtures.path("palettes/tokens.css"))
        #expect(palette.tokens.count == PaletteReferences.shared.css.count)
        #expect(palette.token(named: "space") == nil && palette.token(named: "font") == nil)
        #expect(palette.appearances == [.light, .dark, .lightIncreasedContrast, .darkIncreasedContrast])
    }

    /// Every combination of a theme and a contrast modifier, files merged in resolution order, aliases
    /// from theme files to a foundation file and from an inline set to a theme token; a modifier that
    /// names no appearance keeps its default, with a note.
    @Test(arguments: PaletteReferences.shared.resolver.keys.sorted())
    func dtcgResolverDocument(name: String) throws {
        let palette = try PaletteLoader.load(Fixtures.path("palettes/resolver/tokens.resolver.json"))
        let token = try #require(palette.token(named: name))
        try expectAppearances(PaletteReferences.shared.resolver[name]!, name) { token.value(in: $0) }
        #expect(palette.tokens.count == PaletteReferences.shared.resolver.count)
        #expect(palette.appearances == [.light, .dark, .lightIncreasedContrast, .darkIncreasedContrast])
        #expect(palette.notes.count == 1 && palette.notes[0].contains("'brand'"))
    }

    /// A mode group and a contrast group of themes, a source set only for references, references inside
    /// rgba() and the alpha modifier; the project as a folder of sets and as one file.
    @Test(arguments: ["tokens-studio", "tokens-studio/$themes.json", "studio-single.json"])
    func tokensStudioThemes(path: String) throws {
        let palette = try PaletteLoader.load(Fixtures.path("palettes/" + path))
        for (name, variants) in PaletteReferences.shared.tokens_studio {
            let token = try #require(palette.token(named: name))
            try expectAppearances(variants, tolerance: 1e-9, name) { token.value(in: $0) }
        }
        // The source set's primitives resolve references but are not the theme's tokens.
        #expect(palette.tokens.map(\.name).sorted() == PaletteReferences.shared.tokens_studio.keys.sorted())
        #expect(palette.appearances == [.light, .dark, .lightIncreasedContrast, .darkIncreasedContrast])
    }

    /// Names that do not say their appearance are mapped by the user: a CSS theme selector and the
    /// contexts of a resolver's modifier. Unmapped, the selector's rule is not the root's and the modifier
    /// keeps its default context.
    @Test(arguments: [false, true])
    func appearanceNamesMapThemesTheNamesDoNotSay(mapped: Bool) throws {
        let names = mapped ? try AppearanceNames(["[data-mode=night]=dark", "night=dark", "day=light"]) : AppearanceNames()
        let css = try CSSCustomPropertiesImporter.parse(":root { --bg: #fff; }\n[data-mode=\"night\"] { --bg: #000; }\n",
                                                        source: "inline.css", names: names)
        #expect(css.token(named: "bg")?.value(in: .dark)?.hex == (mapped ? "#000000" : "#ffffff"))

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let resolver = folder.appendingPathComponent("modes.resolver.json")
        let token = { (hex: String) in ["bg": ["$type": "color", "$value": hex]] }
        let document: [String: Any] = [
            "version": "2025.10",
            "modifiers": ["mode": ["contexts": ["day": [token("#ffffff")], "night": [token("#000000")]], "default": "day"]],
            "resolutionOrder": [["$ref": "#/modifiers/mode"]],
        ]
        try JSONSerialization.data(withJSONObject: document).write(to: resolver)
        let palette = try PaletteLoader.load(resolver.path, names: names)
        #expect(palette.appearances == (mapped ? [.light, .dark] : [.default]))
        #expect(palette.token(named: "bg")?.value(in: .dark)?.hex == (mapped ? "#000000" : "#ffffff"))
        #expect(palette.notes.isEmpty == mapped)
    }

    /// Media queries a browser applies to a phone in dark mode count; widths, print and `or` lists do not.
    @Test(arguments: [("only screen and (prefers-color-scheme:dark)", true), ("screen and (prefers-color-scheme: dark)", true),
                      ("(min-width: 600px) and (prefers-color-scheme: dark)", false), ("print", false),
                      ("(prefers-color-scheme: dark), print", false)])
    func cssMediaQueries(query: String, applies: Bool) throws {
        let palette = try CSSCustomPropertiesImporter.parse(":root { --bg: #fff; }\n@media \(query) { :root { --bg: #000; } }\n", source: "m.css")
        #expect(palette.token(named: "bg")?.value(in: .dark)?.hex == (applies ? "#000000" : "#ffffff"))
    }

    /// CSS nesting: `&.dark` under `:root` is the root in dark, a nested descendant is not the root, and
    /// an `@media` inside the rule narrows it.
    @Test func nestedRulesJoinTheirParents() throws {
        let css = """
            :root {
              --bg: #fff;
              &.dark { --bg: #000; }
              .card { --bg: #f00; }
              @media (prefers-color-scheme: dark) { --fg: #eee; }
            }
            """
        let palette = try CSSCustomPropertiesImporter.parse(css, source: "nested.css")
        #expect(palette.token(named: "bg")?.value(in: .light)?.hex == "#ffffff")
        #expect(palette.token(named: "bg")?.value(in: .dark)?.hex == "#000000")
        #expect(palette.token(named: "fg")?.value(in: .dark)?.hex == "#eeeeee")
    }

    /// Each level of nesting multiplies its parent's selector list by its own: ten levels of three would
    /// be 59,049 selectors (a fuzzed 19 KB file took 13 s). The list stops at `mostNestedSelectors`, `&`
    /// forms first, since a descendant never selects the root.
    @Test func nestedSelectorListsStayBounded() {
        var selectors = ":root, .a, .b"
        for _ in 0..<10 { selectors = StylesheetReader.nestedSelectors(".x, .y, &.dark", in: selectors) }
        let list = StylesheetReader.selectorList(selectors)
        #expect(list.count == StylesheetReader.mostNestedSelectors)
        #expect(list.first == ":root.dark.dark.dark.dark.dark.dark.dark.dark.dark.dark")
    }

    @Test(arguments: ["night", "night=dusk", "=dark"])
    func appearanceNamesRejectMalformedMappings(mapping: String) {
        #expect(throws: AppearanceNamesError.self) { try AppearanceNames([mapping]) }
    }

    @Test func gimpPalette() throws {
        let palette = try PaletteLoader.load(Fixtures.path("palettes/simple.gpl"))
        #expect(palette.name == "Simple")
        #expect(palette.tokens.map(\.name) == ["Ink", "Paper", "Grey text"])
        #expect(palette.token(named: "Grey text")?.value(in: .default)?.hex == "#767676")
    }

    @Test func csvPaletteWithVariants() throws {
        let palette = try PaletteLoader.load(Fixtures.path("palettes/simple.csv"))
        #expect(palette.tokens.map(\.name) == ["text", "background", "accent"])
        #expect(palette.appearances == [.light, .dark])
        #expect(palette.token(named: "text")?.value(in: .dark)?.hex == "#eeeeee")
        #expect(palette.token(named: "accent")?.value(in: .dark)?.hex == "#007aff")  // default serves every appearance
    }

    @Test(arguments: PaletteReferences.shared.broken.keys.sorted())
    func brokenPalettesNameFileAndToken(file: String) {
        let expected = PaletteReferences.shared.broken[file]!
        expectPaletteError(Fixtures.path("palettes/broken/\(file)"), kind: expected[0] ?? "", mentioning: expected[1])
    }

    @Test func shippedPalettesLoad() throws {
        let apple = try PaletteLoader.load(Fixtures.root.deletingLastPathComponent().deletingLastPathComponent().path + "/Palettes/apple-system.palette.json")
        #expect(apple.appearances == [.light, .dark, .lightIncreasedContrast, .darkIncreasedContrast])
        #expect(apple.token(named: "systemBlue")?.value(in: .darkIncreasedContrast)?.hex == "#409cff")
        #expect(apple.token(named: "secondaryLabel")?.value(in: .light)?.alpha == 0.6)
        let material = try PaletteLoader.load(Fixtures.root.deletingLastPathComponent().deletingLastPathComponent().path + "/Palettes/material3-baseline.palette.json")
        #expect(material.appearances == [.light, .dark])
        #expect(material.pairs.count > 40)
    }
}

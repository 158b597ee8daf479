import Foundation
import Testing

@testable import LegiblePalette
@testable import LegibleBatch

/// One list of importers decides, for the loader and for discovery alike, which format a file is.
@Suite struct PaletteFormatsTests {
    @Test(arguments: [
        ("palettes/simple.gpl", "GPLImporter"), ("palettes/simple.csv", "CSVPaletteImporter"),
        ("palettes/Assets.xcassets", "AssetCatalogImporter"), ("palettes/resolver/tokens.resolver.json", "DTCGResolverImporter"),
        ("palettes/spaces.tokens.json", "DTCGTreeImporter"), ("palettes/tokens.css", "CSSCustomPropertiesImporter"),
        ("palettes/android/res/values/colors.xml", "AndroidColorsImporter"), ("palettes/tokens-studio", "TokensStudioImporter"),
        ("palettes/studio-single.json", "TokensStudioImporter"), ("palettes/pairs.palette.json", "NativePaletteImporter"),
    ])
    func eachFixtureHasItsImporter(path: String, importer: String) throws {
        let found = try #require(PaletteFormats.importer(for: Fixtures.path(path)))
        #expect(String(describing: type(of: found)) == importer)
    }

    @Test func aFileOfNoFormatIsRefusedByName() throws {
        #expect(PaletteFormats.importer(for: Fixtures.path("png/rgb8.png")) == nil)
        #expect(throws: PaletteError.unknownFormat(file: Fixtures.path("png/rgb8.png"))) {
            try PaletteLoader.load(Fixtures.path("png/rgb8.png"))
        }
    }

    /// A folder walk takes what the importers read, placed by their grouping: a CSV file there is left
    /// alone (it may be anything), a GPL file is a palette of its own, two token files are one palette.
    @Test func discoveryPlacesFilesByTheirImporter() throws {
        let folder = try Fixtures.scratchFolder("formats")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, fixture) in [("a.csv", "simple.csv"), ("b.gpl", "simple.gpl"), ("c.tokens.json", "spaces.tokens.json"),
                                ("d.tokens.json", "spaces.tokens.json")] {
            try FileManager.default.copyItem(atPath: Fixtures.path("palettes/" + fixture), toPath: folder + "/" + name)
        }
        let inputs = PaletteDiscovery.discover([folder])
        #expect(inputs.count == 2)
        #expect(inputs.contains(.file(folder + "/b.gpl")))
        #expect(inputs.contains { if case .tokenFiles(_, let files) = $0 { files.count == 2 } else { false } })
        #expect(!inputs.contains { $0.source.hasSuffix("a.csv") })
    }

    /// An Android module whose values/ holds only themes.xml is still one of the app's res/ folders.
    @Test func aResFolderWithOnlyThemesIsFound() throws {
        let folder = try Fixtures.scratchFolder("themes-only")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/app/res/values", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Fixtures.path("palettes/syntax/android-themes/app/src/main/res/values/themes.xml"),
                                         toPath: folder + "/app/res/values/themes.xml")
        let inputs = PaletteDiscovery.discover([folder])
        #expect(inputs.contains { if case .androidResources(_, let folders, _) = $0 { folders == [folder + "/app/res"] } else { false } })
    }
}

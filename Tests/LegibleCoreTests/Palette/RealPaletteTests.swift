import Foundation
import Testing

@testable import LegibleCore

/// The real design-system corpus beside the repository (../shared/corpus/real-palettes, as CI has it),
/// with what Scripts/references/make-real-palette-references worked out from it without Legible:
/// count_tokens.py's token counts and ColorAide's colours of a sample of tokens.
enum RealPalettes {
    static let corpus = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/corpus/real-palettes").path

    static let available = FileManager.default.fileExists(atPath: corpus + "/count_tokens.py")

    struct References: Decodable {
        let counts: [String: Int]
        let colours: [String: [String: [String: [Double]]]]
    }

    static let references: References = {
        do {
            return try Fixtures.decode(References.self, from: "palettes/real-references.json")
        } catch {
            fatalError("Tests/Fixtures/palettes/real-references.json is unreadable (run Scripts/references/make-real-palette-references): \(error)")
        }
    }()

    /// Every palette Legible reads from a source folder, as `legible palette <folder>` does.
    static func palettes(of source: String) -> [Palette] {
        PaletteDiscovery.discover([corpus + "/" + source]).compactMap { try? $0.load() }
    }
}

@Suite(.enabled(if: RealPalettes.available, "the real-palette corpus is not at ../shared/corpus/real-palettes; these tests are skipped"))
struct RealPaletteTests {
    /// Nothing lost: every colour token count_tokens.py counts is either read or reported as skipped
    /// (with its file), and at least 97% are read (bulma's own stylesheet leaves 11 undefined).
    @Test(arguments: RealPalettes.references.counts.keys.sorted())
    func everyColourTokenIsReadOrReported(source: String) {
        let palettes = RealPalettes.palettes(of: source)
        let expected = RealPalettes.references.counts[source]!
        let found = palettes.reduce(0) { $0 + $1.tokens.count }
        let reported = palettes.reduce(0) { $0 + $1.skipped.count }
        #expect(found + reported >= expected * 99 / 100, "\(source): \(found) read + \(reported) skipped of \(expected) (count_tokens.py)")
        #expect(Double(found) >= Double(expected) * 0.97, "\(source): \(found) read of \(expected)")
        #expect(palettes.allSatisfy { palette in palette.skipped.allSatisfy { $0.errorDescription?.hasPrefix("/") == true } },
                "every skipped token names its file")
    }

    /// Colours equal ColorAide's for a sample of each source's tokens, in light and dark.
    @Test(arguments: RealPalettes.references.colours.keys.sorted())
    func coloursMatchColorAide(source: String) throws {
        let palettes = RealPalettes.palettes(of: source)
        for (name, appearances) in RealPalettes.references.colours[source]!.sorted(by: { $0.key < $1.key }) {
            guard let token = palettes.lazy.compactMap({ $0.token(named: name) }).first else {
                Issue.record("\(source): no token '\(name)'")
                continue
            }
            try expectAppearances(appearances, tolerance: 5e-4, "\(source) \(name)") { token.value(in: $0) }
        }
    }

    /// What a tester saw fail: each of these loads, with the appearances it defines.
    @Test(arguments: [("macos-codeedit", [Appearance.light, .dark]), ("android-iosched", [.light, .dark]),
                      ("dtcg-github-primer", [.light, .dark, .lightIncreasedContrast, .darkIncreasedContrast]),
                      ("material-tokens", [.light, .dark]), ("shoelace", [.light, .dark]), ("pico", [.light, .dark])])
    func sourcesThatFailedBeforeLoadWithTheirAppearances(source: String, appearances: [Appearance]) {
        let palettes = RealPalettes.palettes(of: source)
        #expect(!palettes.isEmpty)
        #expect(palettes.contains { $0.appearances == appearances }, "\(source): \(palettes.map(\.appearances))")
    }
}

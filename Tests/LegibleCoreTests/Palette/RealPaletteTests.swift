import Foundation
import Testing

@testable import LegiblePalette
@testable import LegibleBatch

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
    /// Colour tokens count_tokens.py counts (a colour function, whatever is inside) that no browser can
    /// compute either: bulma's `.is-palette-light` sets `--color-00: hsl(var(--h), var(--s), var(--00-l))`
    /// with `--00-l: var(--bulma-light-00-l)`, and bulma.css defines none of the 21 `--bulma-light-NN-l`.
    static let undefinedInSource = ["bulma": 21]

    /// Nothing lost: every colour token count_tokens.py counts is either read or reported as skipped
    /// (with its file), and ≥ 99% of those a browser can compute are read.
    @Test(arguments: RealPalettes.references.counts.keys.sorted())
    func everyColourTokenIsReadOrReported(source: String) {
        let palettes = RealPalettes.palettes(of: source)
        let expected = RealPalettes.references.counts[source]!
        let found = palettes.reduce(0) { $0 + $1.tokens.count + $1.foldedThemePairs - $1.themeAttributes }
        let reported = palettes.reduce(0) { $0 + $1.skipped.count }
        #expect(found + reported >= expected * 99 / 100, "\(source): \(found) read + \(reported) skipped of \(expected) (count_tokens.py)")
        let computable = expected - (Self.undefinedInSource[source] ?? 0)
        #expect(Double(found) >= Double(computable) * 0.99, "\(source): \(found) read of \(computable)")
        #expect(palettes.allSatisfy { palette in palette.skipped.allSatisfy { $0.errorDescription?.hasPrefix("/") == true } },
                "every skipped token names its file")
    }

    /// Colours equal ColorAide's for a sample of each source's tokens, in light and dark.
    @Test(arguments: RealPalettes.references.colours.keys.sorted())
    func coloursMatchColorAide(source: String) throws {
        let palettes = RealPalettes.palettes(of: source)
        for (name, appearances) in RealPalettes.references.colours[source]!.sorted(by: { $0.key < $1.key }) {
            if let token = palettes.lazy.compactMap({ $0.token(named: name) }).first {
                try expectAppearances(appearances, tolerance: 5e-4, "\(source) \(name)") { token.value(in: $0) }
            } else if let folded = Self.folded(name, in: palettes) {
                // `X_light`/`X_dark` read as one token X: its own value is X's in that appearance.
                expectColor(folded.token.value(in: folded.appearance), try #require(appearances["light"]), tolerance: 5e-4, "\(source) \(name)")
            } else {
                Issue.record("\(source): no token '\(name)'")
            }
        }
    }

    /// The token a light or dark name was folded into, and the appearance that holds its value.
    static func folded(_ name: String, in palettes: [Palette]) -> (token: PaletteToken, appearance: Appearance)? {
        for palette in palettes where palette.foldedThemePairs > 0 {
            for token in palette.tokens {
                for probe in [name, name.replacingOccurrences(of: "dark", with: "light").replacingOccurrences(of: "Dark", with: "Light")] {
                    guard let (base, dark, _) = Palette.darkCounterpart(of: probe), base == token.name else { continue }
                    return (token, name == dark ? .dark : .light)
                }
            }
        }
        return nil
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

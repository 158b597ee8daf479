import Foundation
import Testing

@testable import LegibleImaging
@testable import LegiblePolicy
@testable import LegibleFindings
@testable import LegibleScan
@testable import LegibleReport
@testable import LegibleBatch

/// Variant pairs rendered twice in headless Chromium with `prefers-contrast: more`,
/// `prefers-reduced-transparency: reduce` and `prefers-color-scheme: dark` emulated
/// (`Scripts/fixtures/make-variant-pairs`); the truth is the DOM's colours and boxes.
@Suite struct VariantMatcherTests {
    struct Truth: Decodable {
        struct Pair: Decodable {
            let variant: String
            let standard: String
            let variant_file: String
            let elements: [Element]
        }
        struct Element: Decodable {
            let id: String
            let flag: String?
            let matched: Bool
            let standard: State
            let variant: State
        }
        struct State: Decodable {
            let present: Bool
            let box_px: Box?
            let ratio_range: [Double]?
        }
        struct Box: Decodable {
            let x, y, width, height: Double
        }
        let pairs: [String: Pair]
    }

    static let folder = Fixtures.path("variants")

    /// The pairs of the manifest, scanned and compared as `scan` does.
    static func compared() throws -> (report: ScanReport, truth: Truth) {
        let truth = try Fixtures.decode(Truth.self, from: "variants/truth.json")
        let manifest = try VariantPairing.manifest(at: folder + "/manifest.csv")
        let paths = Array(Set(manifest.flatMap { [$0.standard, $0.variant] })).sorted()
        let scanner = ScreenshotScanner()
        let scanned = paths.map { scanner.scan(fileAt: $0) }
        let report = ScanReport(requirement: ContrastRequirement(), files: scanned.map(\.file), findings: scanned.flatMap(\.findings))
        let pairs = manifest.map { VariantPair(standard: $0.standard, variant: $0.variant, name: $0.name) }
        return (VariantMatcher.compare(report, pairs: pairs), truth)
    }

    /// The finding of `file` whose box covers most of the element's box (half of it at least).
    static func finding(in report: ScanReport, file: String, box: Truth.Box) -> Finding? {
        let target = PixelRect(x: Int(box.x), y: Int(box.y), width: Int(box.width), height: Int(box.height))
        var best: (finding: Finding, overlap: Int)?
        for finding in report.findings where finding.file == file {
            guard finding.ratio != nil, let found = finding.box else { continue }
            let overlap = found.clamped(to: target).area
            guard overlap > 0, 2 * overlap >= min(target.area, found.area), overlap > (best?.overlap ?? 0) else { continue }
            best = (finding, overlap)
        }
        return best?.finding
    }

    @Test func everyRunMatchedAndFlaggedAsTheDOMSays() throws {
        let (report, truth) = try Self.compared()
        #expect(report.variantPairs?.count == 4)
        for (name, pair) in truth.pairs {
            let standardFile = Self.folder + "/" + pair.standard
            let variantFile = Self.folder + "/" + pair.variant_file
            for element in pair.elements {
                let label = "\(name)/\(element.id)"
                let before = element.standard.box_px.flatMap { Self.finding(in: report, file: standardFile, box: $0) }
                let after = element.variant.box_px.flatMap { Self.finding(in: report, file: variantFile, box: $0) }
                #expect(before != nil || !element.standard.present, "\(label): found in the standard screenshot")
                #expect(after != nil || !element.variant.present, "\(label): found in the variant screenshot")
                // Each side's ratio against the DOM's (a range where the backdrop varies), within 3%.
                for (finding, state) in [(before, element.standard), (after, element.variant)] {
                    guard let finding, let ratio = finding.ratio, let range = state.ratio_range else { continue }
                    #expect(ratio >= range[0] * 0.97 && ratio <= range[1] * 1.03, "\(label): \(ratio) against \(range)")
                }
                let comparison = after?.variants?.first { $0.variant == pair.variant }
                if element.matched, let before, let after {
                    // Matched to its own run: the ratio the variant finding pairs with is the standard finding's.
                    #expect(comparison?.pairedRatio == before.ratio, "\(label): matched to its own run")
                    #expect(before.variants?.first { $0.variant == pair.variant }?.pairedRatio == after.ratio, "\(label)")
                    #expect(comparison?.flag?.rawValue == element.flag, "\(label): flag \(String(describing: comparison?.flag)) against \(String(describing: element.flag))")
                } else if element.standard.present, let before {
                    #expect(before.variants?.first { $0.variant == pair.variant }?.flag == .unmatched, "\(label): listed as unmatched")
                } else if element.variant.present {
                    #expect(comparison?.flag == .unmatched, "\(label): listed as unmatched")
                }
            }
        }
        // Only the DOM's flagged runs are flagged.
        let flagged = report.findings.filter { $0.brokenVariant != nil }.count
        let expected = truth.pairs.values.flatMap(\.elements).filter { $0.flag != nil }.count
        #expect(flagged == expected)
        #expect(report.summary.variantFlagged == expected)
    }

    @Test func aFlaggedRunFailsTheRunAndIsReported() throws {
        let (report, _) = try Self.compared()
        let flagged = report.findings.filter { $0.brokenVariant != nil }
        #expect(flagged.allSatisfy { $0.fails(under: .fail) && !$0.fails(under: .never) })
        // The one that stayed at 4.95:1 passes WCAG but breaks its variant's promise: SARIF's own rule.
        #expect(flagged.contains { $0.verdict == .pass && Check.of($0).id == "legible/variant-promise" })
        let csv = String(decoding: try FindingsCSVWriter().render(report), as: UTF8.self)
        #expect(csv.hasPrefix(CSVFormat.row(FindingsCSVWriter.columns + FindingsCSVWriter.variantColumns).dropLast(2)))
        // The variant columns come last but for the four suggested-colour ones.
        #expect(csv.contains(",increased-contrast,4.542,fell,") && csv.contains(",reduced-transparency,"))
    }

    @Test(arguments: [
        ("home-highContrast.png", "increased-contrast", "home.png"), ("home_reduceTransparency@2x.png", "reduced-transparency", "home@2x.png"),
        ("home@2x.dark.png", "dark", "home@2x.png"), ("Home.Increased-Contrast.png", "increased-contrast", "Home.png"),
        ("settings-dark-mode@3x.png", "dark", "settings@3x.png"),
    ])
    func namingConventions(name: String, variant: String, standard: String) {
        let found = VariantPairing.variant(ofFileNamed: name)
        #expect(found?.variant == variant && found?.standardName == standard)
    }

    @Test(arguments: ["home.png", "darkroom.png", "dark.png", "highcontrast.png"])
    func standardNames(name: String) {
        #expect(VariantPairing.variant(ofFileNamed: name) == nil)
    }
}

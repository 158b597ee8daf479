import Foundation
import Testing

@testable import LegibleColor
@testable import LegiblePolicy
@testable import LegiblePalette
@testable import LegibleReport

@Suite struct PaletteJSONWriterTests {
    /// palette.json is written a chunk of pairs at a time; its text must be what Foundation's
    /// encoder gives for the whole document at once.
    @Test(arguments: [1, 7, 16_384])
    func streamedDocumentIsOneEncodingOfTheWhole(chunk: Int) throws {
        let apple = PaletteChecker().check(try PaletteLoader.load(Fixtures.root.deletingLastPathComponent().deletingLastPathComponent().path + "/Palettes/apple-system.palette.json"))
        let lone = PaletteChecker().check(Palette(source: "lone.palette.json", name: "One token", tokens: [
            PaletteToken(name: "label", values: [.light: SRGBColor(red: 0, green: 0, blue: 0)]),
        ]))
        #expect(apple.pairs.count > 2 * 7)
        #expect(lone.pairs.isEmpty)
        let report = PaletteReport(requirement: ContrastRequirement(), results: [apple, lone, apple],
                                   failures: [.init(source: "broken.gpl", message: "broken.gpl: not a palette")])
        let written = try PaletteJSONWriter(chunk: chunk).render(report)
        let whole = PaletteJSONWriter.document(report) { result in
            PaletteJSONWriter.rows(of: result, in: result.pairs.indices, requirement: report.requirement)
        }
        #expect(String(decoding: written, as: UTF8.self) == (try JSONOutput.encode(whole)))
    }
}

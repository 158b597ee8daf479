import Foundation
import Testing

@testable import LegiblePolicy
@testable import LegiblePalette
@testable import LegibleReport

@Suite struct ReportWriterTests {
    /// Every format of both jobs writes to its file exactly what it renders in memory, under the name
    /// the README gives.
    @Test func filesHoldWhatTheWritersRender() throws {
        let folder = try Fixtures.scratchFolder("writers")
        let scan = MachineFormatTests.report()
        let names = ["findings.csv", "findings.json", "report.html", "findings.sarif", "junit.xml", "findings.jsonl"]
        for (format, name) in zip(ReportFormat.allCases, names) {
            let path = try format.writer.write(scan, into: folder)
            #expect(path == folder + "/" + name)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == format.writer.render(scan))
        }
        let palette = try PaletteLoader.load(Fixtures.path("palettes/simple.gpl"))
        let report = PaletteReport(requirement: ContrastRequirement(), results: [PaletteChecker().check(palette)], failures: [])
        let paletteWriters = ReportFormat.allCases.compactMap(\.paletteWriter)
        #expect(paletteWriters.map(\.fileName) == ["palette.csv", "palette.json", "report.html"])
        for writer in paletteWriters {
            let path = try writer.write(report, into: folder)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == writer.render(report))
        }
    }
}

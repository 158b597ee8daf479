import Foundation
import Testing

@testable import LegibleImaging
@testable import LegiblePolicy
@testable import LegibleFindings
@testable import LegibleReport

@Suite struct BaselineTests {
    static func finding(file: String = "a.png", x: Int = 10, foreground: String = "#777777", verdict: Verdict = .fail) -> Finding {
        Finding(file: file, box: PixelRect(x: x, y: 20, width: 100, height: 20), kind: .text, foreground: foreground,
                background: "#ffffff", ratio: 4.48, ratioMax: 4.48, threshold: 4.5, verdict: verdict)
    }

    /// The report as a scan with `baseline` writes it.
    static func applying(_ baseline: Baseline, to report: ScanReport) -> ScanReport {
        ScanReport(requirement: report.requirement, files: report.files, findings: baseline.apply(to: report.findings))
    }

    static func report(_ findings: [Finding]) -> ScanReport {
        let file = ScannedFile(file: "a.png", width: 1000, height: 1000, scale: nil, profile: nil, seconds: 0, error: nil)
        return ScanReport(requirement: ContrastRequirement(), files: [file], findings: findings)
    }

    @Test func aBaselineOfARunSuppressesEveryProblemOfThatRunAndCountsThem() {
        let findings = [Self.finding(), Self.finding(x: 300, verdict: .review), Self.finding(x: 600, verdict: .pass)]
        let before = Self.report(findings)
        let after = Self.applying(Baseline(report: before), to: before)
        #expect(Baseline(report: before).entries.count == 2)
        #expect(after.summary.fail == 0 && after.summary.review == 0 && after.summary.pass == 1)
        #expect(after.summary.suppressed == 2)
        #expect(after.summary.text == 3)
        #expect(after.findings.map(\.suppressed) == [true, true, false])
        #expect(!after.findings.contains { $0.fails(under: .review) })
        #expect(before.findings.contains { $0.fails(under: .fail) })
    }

    @Test(arguments: [
        (8, "#777777", "a.png", true),  // moved two pixels: the boxes still overlap
        (10, "#787878", "a.png", true),  // one level lighter: ΔE00 well under 2
        (400, "#777777", "a.png", false),  // another place on the screen
        (10, "#999999", "a.png", false),  // another colour
        (10, "#777777", "b.png", false),  // another file
    ])
    func matchesBySameFileOverlappingBoxAndCloseColors(x: Int, foreground: String, file: String, expected: Bool) {
        let baseline = Baseline(report: Self.report([Self.finding()]))
        let applied = Self.applying(baseline, to: Self.report([Self.finding(file: file, x: x, foreground: foreground)]))
        #expect(applied.findings[0].suppressed == expected)
    }

    @Test func roundTripsThroughItsFileAndRefusesOtherJSON() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("legible-baseline-\(UUID())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let baseline = Baseline(report: Self.report([Self.finding()]))
        try baseline.write(to: directory + "/baseline.json")
        #expect(try Baseline.load(directory + "/baseline.json") == baseline)

        let findings = directory + "/findings.json"
        try Data(try JSONOutput.encode(Self.report([Self.finding()])).utf8).write(to: URL(fileURLWithPath: findings))
        #expect(throws: BaselineError.self) { try Baseline.load(findings) }
        do {
            _ = try Baseline.load(directory + "/missing.json")
            Issue.record("a missing baseline loaded")
        } catch {
            #expect(error.localizedDescription.contains("missing.json"))
        }
    }

    @Test func machineFormatsSaySuppressedTheirOwnWay() throws {
        let report = Self.applying(Baseline(report: Self.report([Self.finding()])), to: Self.report([Self.finding(), Self.finding(x: 500)]))
        let csv = String(decoding: try FindingsCSVWriter().render(report), as: UTF8.self)
        let rows = csv.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        // `suppressed` follows `message`; the suggested colours (none for these hand-made findings) come last.
        #expect(rows[0].hasSuffix(",message,suppressed," + FindingsCSVWriter.suggestionColumns.joined(separator: ",")))
        #expect(rows[1].hasSuffix(",true,,,,") && rows[2].hasSuffix(",false,,,,"))

        let sarif = try #require(try JSONSerialization.jsonObject(with: SARIFWriter().render(report)) as? [String: Any])
        let results = try #require((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.count == 2)
        #expect(results.filter { $0["suppressions"] != nil }.count == 1)

        let junit = String(decoding: try JUnitWriter().render(report), as: UTF8.self)
        #expect(junit.components(separatedBy: "<failure ").count - 1 == 1)
        #expect(junit.contains("failures=\"1\""))
        #expect(junit.contains("suppressed by the baseline"))
    }
}

import Foundation
import Testing

@testable import LegiblePolicy
@testable import LegibleFindings
@testable import LegibleScan
@testable import LegibleReport
@testable import LegibleBatch

@Suite struct ScanReportOutputTests {
    /// Three real scans (one with failing findings, one with none) and an unreadable input.
    static func report() -> ScanReport {
        let scanner = ScreenshotScanner(colorVision: true)
        let scanned = ["screens/s11-000@1x.png", "screens/s11-001@2x.png", "png/rgb8.png"].map { scanner.scan(fileAt: Fixtures.path($0)) }
        let broken = ScannedFile(file: "broken.png", width: nil, height: nil, scale: nil, profile: nil, seconds: 0, error: "empty")
        var findings = scanned.flatMap(\.findings).map { $0.withSuggestedColors() }
        findings.insert(.error(file: "broken.png", message: "broken.png: the file is empty"), at: scanned[0].findings.count)
        var files = scanned.map(\.file)
        files.insert(broken, at: 1)
        return ScanReport(requirement: ContrastRequirement(), files: files, findings: findings)
    }

    /// Results added in an order of their own (as workers finish them) and read back in batch order, a
    /// file at a time: every format is what its writer renders from the whole report in memory, and
    /// findings.json is, byte for byte, one encoding of it; whether the spool keeps the results it was given
    /// (a small batch) or reads every one back from disk (a large one).
    @Test(arguments: [0, ScanSpool.keptFindings])
    func streamedReportsEqualTheWholeReportRenderedInMemory(keptFindings: Int) throws {
        let report = Self.report()
        #expect(report.findings.count > 20)
        let folder = try Fixtures.scratchFolder("streamed")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var output = ScanReportOutput(directory: folder, formats: [.csv, .json, .sarif, .junit, .jsonl], failOn: .fail)
        output.chunk = 1
        let results = try ScanResults(directory: folder, requirement: report.requirement, keptFindings: keptFindings)
        let entries = ScanReportEntry.entries(of: report)
        for key in [2, 0, 3, 1] { results.add(entries[key].file, findings: entries[key].findings, key: key) }
        var told: [String] = []
        let outcome = try output.deliver(results, pairs: [], baselinePath: folder + "/baseline.json") { told.append($0) }
        #expect(told == ["broken.png: the file is empty"])
        #expect(outcome.status == ExitStatus(unreadable: true, failing: true))
        #expect(outcome.lines[0] == "Scanned 4 files: \(report.summary.fail) fail, \(report.summary.review) review, \(report.summary.pass) pass"
            + " (\(report.summary.text) text, \(report.summary.graphics) graphics), 1 unreadable")
        func written(_ name: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)) }
        #expect(try written("findings.json") == Data(try JSONOutput.encode(report).utf8))
        #expect(try JSONDecoder().decode(ScanReport.self, from: written("findings.json")).findings == report.findings)
        #expect(try written("findings.csv") == FindingsCSVWriter().render(report))
        #expect(try written("junit.xml") == JUnitWriter().render(report))
        #expect(try written("findings.jsonl") == FindingsJSONLinesWriter().render(report))
        // SARIF: equal as data to the document encoded whole.
        let whole = try SARIFWriter.serialize(SARIFWriter.document(results: report.findings.compactMap(SARIFWriter.result)))
        let sarif = try JSONSerialization.jsonObject(with: written("findings.sarif")) as? NSDictionary
        #expect(sarif == (try JSONSerialization.jsonObject(with: Data(whole)) as? NSDictionary))
        #expect(try Baseline.load(folder + "/baseline.json") == Baseline(report: report))
        // The spool leaves nothing behind in the report folder.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names == ["baseline.json", "findings.csv", "findings.json", "findings.jsonl", "findings.sarif", "junit.xml"])
    }

    /// A tally counted a file at a time says what the whole report's summary says, with variant pairs too.
    @Test func aTallyCountsWhatTheReportSummarizes() throws {
        let report = Self.report()
        #expect(ScanTally(report: report).summary == report.summary)
        let paired = try VariantMatcherTests.compared().report
        let tally = ScanTally(report: paired)
        #expect(tally.summary == paired.summary)
        #expect(tally.summary.variantFlagged ?? 0 > 0)
        #expect(tally.filesFailingUnderFail == Set(paired.findings.filter { $0.fails(under: .fail) }.map(\.file)).count)
        #expect(tally.fails(under: .fail) == paired.findings.contains { $0.fails(under: .fail) })
        // The worst files, worst first and at most ten, as the HTML report names them.
        let worst = ScanTally(report: report).worst
        #expect(!worst.isEmpty && worst.count <= ScanTally.worstCount)
        #expect(zip(worst, worst.dropFirst()).allSatisfy { ($0.fail, $0.review) >= ($1.fail, $1.review) })
    }

    /// merge reads a shard a file at a time; a shard in another layout is read whole, and a cut one is refused.
    @Test func shardsAreReadAFileAtATime() throws {
        let report = Self.report()
        let folder = try Fixtures.scratchFolder("shard")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for layout in ["ours", "compact"] {
            let text = layout == "ours" ? try FindingsJSONWriter().render(report) : try JSONEncoder().encode(report)
            try text.write(to: URL(fileURLWithPath: folder + "/findings.json"))
            var files: [ScannedFile] = []
            var findings: [Finding] = []
            try ShardReportReader(directory: folder).forEachFile { file, own in
                files.append(file)
                findings += own
            }
            #expect(files.map(\.file) == report.files.map(\.file), "\(layout)")
            #expect(findings == report.findings, "\(layout)")
            #expect(try ShardReportReader(directory: folder).frame().requirement == report.requirement)
        }
        let whole = try FindingsJSONWriter().render(report)
        try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: folder + "/findings.json"))
        #expect(throws: MergeError.self) { try ShardReportReader(directory: folder).forEachFile { _, _ in } }
    }
}

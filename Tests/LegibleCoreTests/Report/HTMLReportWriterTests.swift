import Foundation
import Testing

@testable import LegibleColor
@testable import LegibleImaging
@testable import LegibleVision
@testable import LegiblePolicy
@testable import LegibleFindings
@testable import LegibleScan
@testable import LegiblePalette
@testable import LegibleReport

@Suite struct HTMLReportWriterTests {
    static let evil = "<img src=x onerror=alert(1)>\"'&.png"

    /// A real scan whose file is named like an XSS payload, with previews, plus an unreadable input.
    static func report() throws -> (ScanReport, String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("legible-html-\(UUID())").path
        let previews = try ReportPreviews(reportDirectory: directory)
        let path = directory + "/" + evil
        try FileManager.default.copyItem(atPath: Fixtures.path("screens/s11-001@1x.png"), toPath: path)
        let (file, findings) = ScreenshotScanner().scan(fileAt: path) { previews.write($0, file: $1, findings: &$2) }
        let broken = ScannedFile(file: "broken.png", width: nil, height: nil, scale: nil, profile: nil, seconds: 0, error: "empty")
        let report = ScanReport(requirement: ContrastRequirement(), files: [file, broken],
                                findings: findings + [.error(file: "broken.png", message: "broken.png: the file is empty")])
        return (report, directory)
    }

    static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    /// The index and the screenshot's page, written into the report folder.
    static func written(_ report: ScanReport, into directory: String) throws -> (index: String, page: String) {
        try HTMLReportWriter().writeAll(report, into: directory)
        let key = try #require(report.files[0].preview)
        return (try String(contentsOfFile: directory + "/report.html", encoding: .utf8),
                try String(contentsOfFile: directory + "/report-pages/\(key).html", encoding: .utf8))
    }

    @Test func escapesNamesHasARowPerFindingAndAnOutlinePerProblem() throws {
        let (report, directory) = try Self.report()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (index, page) = try Self.written(report, into: directory)
        // The index written in memory is the one written beside the pages.
        #expect(String(decoding: try HTMLReportWriter().render(report), as: UTF8.self) == index)
        for html in [index, page] {
            #expect(!html.contains("<img src=x"))
            #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;&quot;&apos;&amp;.png"))
            #expect(!html.contains("http://") && !html.contains("https://"))
        }
        // The index lists both files, the unreadable one with its reason, and links the screenshot to its page.
        #expect(Self.count("<tr data-verdict=", in: index) == 2)
        #expect(index.contains("broken.png: the file is empty"))
        let key = try #require(report.files[0].preview)
        #expect(index.contains("href=\"report-pages/\(key).html\""))
        // The page has a row per finding of its file and an outline per problem.
        let own = report.findings.filter { $0.file == report.files[0].file }
        #expect(Self.count("<tr id=\"row-", in: page) == own.count)
        let problems = own.filter(\.isOpenProblem)
        #expect(problems.count > 3)
        #expect(Self.count("<a class=\"box ", in: page) == problems.count)
        // The one image the page names was written beside it, and every deficiency is it through an SVG
        // filter holding the simulation's matrices.
        #expect(page.contains("\"../\(ReportPreviews.relativePath(key: key))\""))
        #expect(FileManager.default.fileExists(atPath: directory + "/" + ReportPreviews.relativePath(key: key)))
        for name in ["legible.css", "legible.js"] {
            #expect(page.contains("\"\(name)\""))
            #expect(FileManager.default.fileExists(atPath: directory + "/report-pages/" + name))
        }
        for simulator in CVDSimulator.standard {
            #expect(page.contains("data-filter=\"url(#cvd-\(simulator.deficiency.rawValue))\""))
            let matrix = switch simulator.transform {
            case .matrix(let matrix): matrix
            case .halfPlanes(let first, _, _): first
            }
            #expect(page.contains("<filter id=\"cvd-\(simulator.deficiency.rawValue)\""))
            #expect(page.contains("values=\"\(String(format: "%.9f", matrix.rows[0][0]))"))
        }
    }

    /// Each problem is listed with an enlarged crop of it, its colours and ratio said once; its number
    /// stands beside its outline, on the side toward the middle of the screenshot.
    @Test func eachProblemHasACropAndOneStatementOfItsColours() throws {
        let (report, directory) = try Self.report()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let page = try Self.written(report, into: directory).page
        let file = report.files[0]
        let problems = report.findings.filter { $0.file == file.file && $0.isOpenProblem }
        let list = try #require(page.components(separatedBy: "<ol class=\"problems\">").last?.components(separatedBy: "</ol>").first)
        let items = list.components(separatedBy: "<li>").dropFirst()
        #expect(items.count == problems.count)
        for (item, finding) in zip(items, problems) {
            #expect(Self.count("class=\"crop\"", in: item) == 1)
            #expect(Self.count("ratio ", in: item) == 1, "\(item)")
            #expect(Self.count("<code>\(finding.foreground!)</code>", in: item) == 1, "\(item)")
            #expect(!item.contains(":1, needs "), "\(item)")
        }
        for finding in problems {
            let box = try #require(finding.box)
            let side = 2 * box.x + box.width < file.width! ? "after" : "before"
            #expect(page.contains("<a class=\"box \(finding.verdict!.rawValue) \(side)\" href=\"#row-"))
        }
    }

    @Test func outlinesSitWhereTheFindingsAreAsPercentagesOfTheImage() throws {
        let (report, directory) = try Self.report()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let page = try Self.written(report, into: directory).page
        let file = report.files[0]
        let first = try #require(report.findings.first(where: \.isOpenProblem)?.box)
        let expected = String(format: "left:%.3f%%;top:%.3f%%", 100 * Double(first.x) / Double(file.width!),
                              100 * Double(first.y) / Double(file.height!))
        #expect(page.contains(expected))
    }

    /// The index holds the first page of the table of files, whatever the number of files; the rest, and
    /// each verdict's files, are pages of their own, each row in exactly one page of each listing.
    @Test func theTableOfFilesIsPagedAndFilteredByVerdict() throws {
        let count = 2 * HTMLReportWriter.rowsPerPage + 100
        var files: [ScannedFile] = []
        var findings: [Finding] = []
        for index in 0..<count {
            let name = String(format: "shots/%04d.png", index)
            let unreadable = index % 50 == 7
            files.append(ScannedFile(file: name, width: unreadable ? nil : 390, height: unreadable ? nil : 844, scale: nil, profile: nil,
                                     seconds: 0, error: unreadable ? "empty" : nil))
            if unreadable {
                findings.append(.error(file: name, message: "\(name): the file is empty"))
                continue
            }
            let verdict: Verdict = index % 3 == 0 ? .fail : index % 3 == 1 ? .review : .pass
            findings.append(Finding(file: name, box: PixelRect(x: 1, y: 2, width: 30, height: 10), kind: .text, foreground: "#777777",
                                    background: "#ffffff", ratio: 4.47, threshold: 4.5, verdict: verdict))
        }
        let report = ScanReport(requirement: ContrastRequirement(), files: files, findings: findings)
        let directory = try Fixtures.scratchFolder("html-pages")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try HTMLReportWriter().writeAll(report, into: directory)
        func rows(_ name: String) throws -> [String] {
            let html = try String(contentsOfFile: directory + "/" + name, encoding: .utf8)
            return html.components(separatedBy: "<tr data-verdict=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        }
        let index = try rows("report.html")
        #expect(index.count == HTMLReportWriter.rowsPerPage)
        #expect(try rows("report-pages/files-all-2.html").count == HTMLReportWriter.rowsPerPage)
        #expect(try rows("report-pages/files-all-3.html").count == 100)
        #expect(!FileManager.default.fileExists(atPath: directory + "/report-pages/files-all-4.html"))
        let tally = ScanTally(report: report)
        for verdict in ScanTally.FileVerdict.allCases {
            let expected = tally.fileVerdicts[verdict] ?? 0
            #expect(expected > 0)
            var listed: [String] = []
            var page = 1
            while FileManager.default.fileExists(atPath: directory + "/report-pages/files-\(verdict.rawValue)-\(page).html") {
                listed += try rows("report-pages/files-\(verdict.rawValue)-\(page).html")
                page += 1
            }
            #expect(listed == Array(repeating: verdict.rawValue, count: expected))
        }
        // No file had a preview: no screenshot page, and no link to one.
        let index_ = try String(contentsOfFile: directory + "/report.html", encoding: .utf8)
        #expect(index_.range(of: "report-pages/[0-9a-f]{16}\\.html", options: .regularExpression) == nil && !index_.contains("<img"))
        #expect(index_.contains("href=\"report-pages/files-all-3.html\""))
    }

    @Test func paletteReportEscapesTokenNamesAndDrawsAGridPerVariant() throws {
        let tokens = [
            PaletteToken(name: "<script>alert(1)</script>-label", values: [.light: SRGBColor(red: 0.5, green: 0.5, blue: 0.5),
                                                                            .dark: SRGBColor(red: 0.9, green: 0.9, blue: 0.9)]),
            PaletteToken(name: "page-background", values: [.light: SRGBColor(red: 1, green: 1, blue: 1),
                                                          .dark: SRGBColor(red: 0, green: 0, blue: 0)]),
        ]
        let palette = Palette(source: "evil.palette.json", name: "Evil & co", tokens: tokens)
        let result = PaletteChecker().check(palette)
        let report = PaletteReport(requirement: ContrastRequirement(), results: [result], failures: [])
        let html = String(decoding: try PaletteHTMLWriter().render(report), as: UTF8.self)
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;-label"))
        #expect(Self.count("<table class=\"grid\">", in: html) == 2)
        #expect(result.pairs.count == 2)
        #expect(Self.count("<tr data-verdict=", in: html) == result.pairs.count)
    }
}

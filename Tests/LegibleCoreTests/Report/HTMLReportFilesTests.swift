import Foundation
import Testing

@testable import LegibleReport

@Suite struct HTMLReportFilesTests {
    @Test func namesLegibleGivesItsFiles() {
        #expect(HTMLReportFiles.isPageName("0123456789abcdef.html"))
        #expect(HTMLReportFiles.isPageName("files-all-2.html"))
        #expect(HTMLReportFiles.isPageName("files-unreadable-13.html"))
        for name in ["legible.css", "legible.js", "notes.html", "0123456789ABCDEF.html", "0123456789abcdef0.html",
                     "files-all-.html", "files-other-1.html", "files-all-1x.html", "files-all-1.htm"] {
            #expect(!HTMLReportFiles.isPageName(name), "\(name)")
        }
        #expect(HTMLReportFiles.isKey("0123456789abcdef"))
        #expect(!HTMLReportFiles.isKey("0123456789abcdeg"))
    }

    /// A report written over an earlier one leaves none of the earlier one's pages and previews, and
    /// nothing of the user's is touched.
    @Test func aReportWrittenOverAnotherRemovesOnlyWhatLegibleWroteBefore() throws {
        let (report, directory) = try HTMLReportWriterTests.report()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let pages = directory + "/" + HTMLReportWriter.pagesFolder
        let images = directory + "/" + ReportPreviews.folderName
        try FileManager.default.createDirectory(atPath: pages, withIntermediateDirectories: true)
        let stale = [pages + "/00000000deadbeef.html", pages + "/files-fail-9.html", images + "/00000000deadbeef.png"]
        let users = [pages + "/notes.html", pages + "/README", images + "/logo.png", images + "/00000000DEADBEEF.png"]
        for path in stale + users { try Data("earlier".utf8).write(to: URL(fileURLWithPath: path)) }
        try HTMLReportWriter().writeAll(report, into: directory)
        for path in stale { #expect(!FileManager.default.fileExists(atPath: path), "\(path)") }
        for path in users { #expect(FileManager.default.fileExists(atPath: path), "\(path)") }
        let key = try #require(report.files[0].preview)
        #expect(FileManager.default.fileExists(atPath: pages + "/\(key).html"))
        #expect(FileManager.default.fileExists(atPath: images + "/\(key).png"))
        #expect(FileManager.default.fileExists(atPath: pages + "/legible.css"))
    }
}

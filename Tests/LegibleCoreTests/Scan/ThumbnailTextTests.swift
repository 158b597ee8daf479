import Foundation
import Testing

@testable import LegibleColor
@testable import LegibleFindings
@testable import LegibleImaging
@testable import LegibleScan

/// Words under 5 pt are a picture of a page; icons read as tiny text, and text of readable sizes, are still judged.
@Suite struct ThumbnailTextTests {
    static func text(points: Double, width: Int, height: Int) -> Finding {
        Finding(file: "f", box: PixelRect(x: 0, y: 0, width: width, height: height), kind: .text, foreground: "#999999",
                background: "#ffffff", ratio: 2.8, fontPixels: points * 2, fontPoints: points, verdict: .fail)
    }

    @Test(arguments: [(3.8, 46, 10, Finding.Kind.decorative), (4.9, 120, 9, .decorative), (3.5, 14, 14, .text),
                      (5.5, 120, 11, .text), (9, 200, 18, .text)])
    func wordsUnderFivePointsAreAPicture(points: Double, width: Int, height: Int, kind: Finding.Kind) {
        let listed = ThumbnailText.listedAsPictures([Self.text(points: points, width: width, height: height)])
        #expect(listed.map(\.kind) == [kind])
        #expect(listed.allSatisfy { ($0.verdict == nil) == (kind == .decorative) && ($0.message == ThumbnailText.message) == (kind == .decorative) })
    }

    /// A document's thumbnail in a list at 2x (Paperless's small cards): the tiny words of its page are listed as
    /// decoration, the card's title under it is judged, and fails, and so is a row's "…" menu of tiny dots.
    @Test func aDocumentThumbnailsWordsAreNotJudged() throws {
        var canvas = ScreenshotScannerTests.Canvas(RGBA8(255, 255, 255), width: 400, height: 300)
        canvas.rect(20, 20, 180, 200, RGBA8(0xf4, 0xf4, 0xf4))
        for row in 0..<8 { for word in 0..<3 { canvas.word(x: 30 + word * 56, y: 30 + row * 20, height: 7, color: RGBA8(0x8a, 0x8a, 0x8a)) } }
        canvas.word(x: 20, y: 240, height: 24, color: RGBA8(0x99, 0x99, 0x99))
        // A row's "…" menu (Healthchecks' at 2x): three dots as small as the page's words, but no words.
        for x in [300, 310, 320] { canvas.rect(x, 100, 7, 7, RGBA8(0x99, 0x99, 0x99)) }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("legible-thumbnail-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("cards@2x.png").path
        try PNGEncoder().write(canvas.buffer, to: path)
        let findings = ScreenshotScanner().scan(fileAt: path).findings
        let page = findings.filter { ($0.box?.y ?? 0) < 230 && ($0.box?.x ?? 0) < 200 }
        #expect(page.count >= 8 && page.allSatisfy { $0.kind == .decorative && $0.message == ThumbnailText.message },
                "\(findings.map { ($0.kind, $0.box, $0.fontPoints, $0.verdict) })")
        #expect(findings.contains { $0.kind == .text && ($0.box?.y ?? 0) >= 230 && $0.verdict == .fail })
        let menu = findings.filter { ($0.box?.x ?? 0) >= 300 }
        #expect(menu.count == 1 && menu.allSatisfy { $0.kind != .decorative && $0.verdict == .fail }, "\(menu.map { ($0.kind, $0.box, $0.verdict) })")
    }
}

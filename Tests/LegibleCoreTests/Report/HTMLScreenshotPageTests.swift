import Testing

@testable import LegibleBase
@testable import LegibleColor
@testable import LegibleFindings
@testable import LegibleImaging
@testable import LegibleVision
@testable import LegibleReport

@Suite struct HTMLScreenshotPageTests {
    static let name = "shots/<img src=x onerror=alert(1)>&\"'.png"

    /// A screenshot with a failing text, a review graphic and a passing text, its name and its
    /// messages hostile.
    static func entry() -> ScanReportEntry {
        var file = ScannedFile(file: name, width: 400, height: 300, scale: ScaleEstimate(scale: 2, source: "name"),
                               profile: nil, seconds: 0, error: nil)
        file.preview = ReportPreviews.key(for: name)
        let findings = [
            Finding(file: name, box: PixelRect(x: 10, y: 20, width: 120, height: 30), kind: .text, foreground: "#999999",
                    background: "#ffffff", ratio: 2.85, fontPoints: 12, threshold: 4.5, verdict: .fail,
                    message: "</td><script>alert('m')</script>"),
            Finding(file: name, box: PixelRect(x: 300, y: 100, width: 40, height: 40), kind: .graphic, foreground: "#cccccc",
                    background: "#ffffff", ratio: 1.6, ratioMax: 3.4, threshold: 3, verdict: .review),
            Finding(file: name, box: PixelRect(x: 10, y: 200, width: 200, height: 30), kind: .text, foreground: "#000000",
                    background: "#ffffff", ratio: 21, fontPoints: 17, threshold: 4.5, verdict: .pass),
        ]
        return ScanReportEntry(file: file, findings: findings)
    }

    static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test func outlinesEachProblemAndListsEveryFinding() throws {
        let page = HTMLScreenshotPage.render(Self.entry()).markup
        #expect(page.hasPrefix("<!DOCTYPE html>") && page.hasSuffix("</html>\n"))
        // An outline, a numbered item and a crop per failing or review finding; a row per finding.
        #expect(Self.count("<a class=\"box ", in: page) == 2)
        #expect(page.contains("<a class=\"box fail after\" href=\"#row-0\""))
        #expect(page.contains("<a class=\"box review before\" href=\"#row-1\""))
        #expect(Self.count("<span class=\"crop\"", in: page) == 2)
        #expect(Self.count("<tr id=\"row-", in: page) == 3)
        #expect(page.contains("<p class=\"lead\">400×300 px, @2.00x"))
        #expect(page.contains("; 1 fail, 1 review.</p>"))
        // Where the outline stands, in percent of the screenshot, as CSS has it.
        #expect(page.contains("style=\"left:2.500%;top:6.667%;width:30.000%;height:10.000%\""))
        // The preview it shows, from the pages' folder, and the style and script it shares with them.
        let key = ReportPreviews.key(for: Self.name)
        #expect(page.contains("src=\"../report-images/\(key).png\""))
        #expect(page.contains("<link rel=\"stylesheet\" href=\"legible.css\">") && page.contains("<script src=\"legible.js\"></script>"))
        // Every colour-vision toggle.
        #expect(Self.count("<input type=\"radio\" name=\"vision-\(key)\"", in: page) == 1 + CVDSimulator.standard.count + 3)
    }

    /// The file's name and the findings' messages are text wherever they appear: title, heading, attributes, cells.
    @Test func escapesHostileNamesAndMessages() {
        let page = HTMLScreenshotPage.render(Self.entry()).markup
        #expect(!page.contains("<img src=x") && !page.contains("<script>alert") && !page.contains("</td><script>"))
        let name = "shots/&lt;img src=x onerror=alert(1)&gt;&amp;&quot;&apos;.png"
        #expect(page.contains("<title>Legible: \(name)</title>"))
        #expect(page.contains("<h1 class=\"file\">\(name)</h1>"))
        #expect(page.contains("aria-label=\"\(name)\""))
        #expect(page.contains("data-file=\"\(name)\""))
        #expect(page.contains("&lt;/td&gt;&lt;script&gt;alert(&apos;m&apos;)&lt;/script&gt;"))
        // Each element the page opens is closed: counted, as a browser would not.
        for tag in ["table", "tr", "td", "section", "article", "ol", "li", "a", "span", "fieldset", "label", "main"] {
            #expect(Self.count("<\(tag) ", in: page) + Self.count("<\(tag)>", in: page) == Self.count("</\(tag)>", in: page), "\(tag)")
        }
    }

    @Test func aFileWithNoPreviewHasNoPage() {
        var entry = Self.entry()
        entry.file.preview = nil
        #expect(!HTMLScreenshotPage.exists(for: entry, paired: false))
        #expect(HTMLScreenshotPage.render(entry).isEmpty)
        #expect(HTMLScreenshotPage.exists(for: Self.entry(), paired: false))
    }
}

import Foundation
import Testing

@testable import LegibleFindings
@testable import LegibleImaging
@testable import LegibleScan

/// Tests/Fixtures/icon-pages: twelve pages of Scripts/fixtures/make-icon-pages (Font Awesome Free's icons as
/// inline SVG and as its icon font, CC BY 4.0 and SIL OFL, beside and without labels; its licence beside them),
/// with each icon's and label's box, role and colours from the DOM. Scripts/checks/eval-icon-pages scores the
/// whole set; the figures here are defined as there.
struct IconPageTruth: Decodable {
    struct Item: Decodable {
        let role: String
        let box: [Int]
        let ratio: Double
        let threshold: Double

        var rect: PixelRect { PixelRect(x: box[0], y: box[1], width: box[2], height: box[3]) }
    }

    struct Page: Decodable {
        let items: [Item]
    }
}

@Suite struct IconPagesTests {
    struct Score {
        var icons = 0, iconsAsText = 0, besideLabels = 0, besideLabelsFailed = 0, onlyLabelsUnder = 0, onlyLabelsCaught = 0
        var labels = 0, labelsFound = 0
    }

    /// The share of `box` inside `item` grown by 3 px and 15 % of its height.
    static func shareInside(_ box: PixelRect, _ item: PixelRect) -> Double {
        let pad = 3 + item.height * 15 / 100
        let grown = PixelRect(x: item.x - pad, y: item.y - pad, width: item.width + 2 * pad, height: item.height + 2 * pad)
        return Double(box.clamped(to: grown).area) / Double(max(1, box.area))
    }

    static func score() throws -> Score {
        let truth = try Fixtures.decode([String: IconPageTruth.Page].self, from: "icon-pages/truth.json")
        var score = Score()
        for (name, page) in truth {
            let (file, findings) = ScreenshotScanner().scan(fileAt: Fixtures.path("icon-pages/\(name)"))
            #expect(file.error == nil)
            // Each finding is about the item holding the largest share of it, at least half.
            var about = [Int: [Finding]]()
            for finding in findings {
                guard let box = finding.box,
                      let best = page.items.indices.max(by: { shareInside(box, page.items[$0].rect) < shareInside(box, page.items[$1].rect) }),
                      shareInside(box, page.items[best].rect) >= 0.5 else { continue }
                about[best, default: []].append(finding)
            }
            for (index, item) in page.items.enumerated() {
                let got = about[index] ?? []
                if item.role == "text" {
                    score.labels += 1
                    let columns = Set(findings.filter { $0.kind == .text }.compactMap(\.box).flatMap { box -> Range<Int> in
                        let rows = min(box.maxY, item.rect.maxY) - max(box.y, item.rect.y)
                        return 2 * rows >= item.rect.height ? max(box.x, item.rect.x)..<max(max(box.x, item.rect.x), min(box.maxX, item.rect.maxX)) : 0..<0
                    })
                    score.labelsFound += 10 * columns.count >= 6 * item.rect.width ? 1 : 0
                    continue
                }
                score.icons += 1
                score.iconsAsText += got.contains { $0.kind == .text && ($0.verdict == .fail || $0.verdict == .review) } ? 1 : 0
                if item.role == "only-label" {
                    guard item.ratio < 3 else { continue }
                    score.onlyLabelsUnder += 1
                    score.onlyLabelsCaught += got.contains { $0.kind != .text && ($0.verdict == .fail || $0.verdict == .review) } ? 1 : 0
                } else {
                    score.besideLabels += 1
                    score.besideLabelsFailed += got.contains { $0.verdict == .fail } ? 1 : 0
                }
            }
        }
        return score
    }

    /// Floors under the figures measured when a glyph or two touching a graphic joined it as a piece of the
    /// same icon: 28 of 328 icons failed or reviewed as text, 20 of 264 icons beside their labels failed, 29
    /// of 33 icon-only buttons under 3:1 caught, every label found. The builds before gave 34 and 25 (icons
    /// judged as one where pieces lie inside a graphic's box) and 37 and 27.
    @Test func iconsAreToldFromText() throws {
        let score = try Self.score()
        #expect(score.icons == 328 && score.labels == 252 && score.besideLabels == 264 && score.onlyLabelsUnder == 33)
        #expect(score.iconsAsText <= 28, "\(score.iconsAsText) icons failed or reviewed as text")
        #expect(score.besideLabelsFailed <= 20, "\(score.besideLabelsFailed) icons beside labels failed")
        #expect(score.onlyLabelsCaught >= 29, "\(score.onlyLabelsCaught) icon-only buttons under 3:1 caught")
        #expect(score.labelsFound == score.labels, "\(score.labelsFound) of \(score.labels) labels found")
    }
}

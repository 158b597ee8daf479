import Foundation
import Testing

@testable import LegibleImaging
@testable import LegibleScan

/// Tests/Fixtures/real-apps-labelled: thirty-five snapshot-test screens of twelve real apps (Android and iOS; their
/// licences beside them), each region under a fail or review finding and each failing thing labelled by eye,
/// colours measured from pixels, never from Legible (LABELS-FORMAT.md). The committed part of the corpus that
/// Scripts/checks/eval-scan-findings scores source by source; the figures are defined as there.
struct AppScreenLabels: Decodable {
    struct Region: Decodable {
        let box: [Int]
        let `class`: String
        let fails: Bool

        var rect: PixelRect { PixelRect(x: box[0], y: box[1], width: box[2], height: box[3]) }
    }

    struct Image: Decodable {
        let scale: Double
        let regions: [Region]
    }

    let images: [String: Image]
}

@Suite struct LabelledAppScreensTests {
    /// Every labelled source folder.
    static let sources = ((try? FileManager.default.contentsOfDirectory(atPath: Fixtures.path("real-apps-labelled"))) ?? [])
        .filter { FileManager.default.fileExists(atPath: Fixtures.path("real-apps-labelled/\($0)/labels.json")) }.sorted()

    struct Score {
        var textFails = 0, textFailsRight = 0, graphicFails = 0, graphicFailsRight = 0
        var realFailures = 0, realFailuresCaught = 0
    }

    /// The region a finding is about: of those it matches (half of it inside the region grown by 3 px and a
    /// tenth of its height, or half of the region inside it), the one with the largest overlap over union.
    static func region(of box: PixelRect, among regions: [AppScreenLabels.Region]) -> Int? {
        let matched = regions.indices.filter { index in
            let r = regions[index].rect
            let pad = 3 + r.height / 10
            let grown = PixelRect(x: r.x - pad, y: r.y - pad, width: r.width + 2 * pad, height: r.height + 2 * pad)
            return 2 * box.clamped(to: grown).area >= max(1, box.area) || 2 * box.clamped(to: r).area >= max(1, r.area)
        }
        func iou(_ index: Int) -> Double {
            let common = box.clamped(to: regions[index].rect).area
            return Double(common) / Double(max(1, box.area + regions[index].rect.area - common))
        }
        return matched.max { (iou($0), -regions[$0].rect.area) < (iou($1), -regions[$1].rect.area) }
    }

    static func score(_ source: String) throws -> Score {
        let labels = try Fixtures.decode(AppScreenLabels.self, from: "real-apps-labelled/\(source)/labels.json")
        var score = Score()
        for (name, image) in labels.images {
            // The name says the scale where it has @2x or @3x; the others are scanned at the labelled scale, as
            // the evaluation script does.
            let scanner = ScreenshotScanner(scale: name.contains("@2x") || name.contains("@3x") ? nil : image.scale)
            let (file, findings) = scanner.scan(fileAt: Fixtures.path("real-apps-labelled/\(source)/\(name)"))
            #expect(file.error == nil)
            var caught = Set<Int>()
            for finding in findings where finding.verdict == .fail {
                guard let box = finding.box, let index = region(of: box, among: image.regions) else { continue }
                let region = image.regions[index]
                if finding.kind == .text {
                    score.textFails += 1
                    score.textFailsRight += region.class == "text" && region.fails ? 1 : 0
                    caught.insert(index)
                } else if finding.kind == .graphic || finding.kind == .border {
                    score.graphicFails += 1
                    score.graphicFailsRight += ["icon", "border", "state"].contains(region.class) && region.fails ? 1 : 0
                }
            }
            for index in image.regions.indices where image.regions[index].class == "text" && image.regions[index].fails {
                score.realFailures += 1
                score.realFailuresCaught += caught.contains(index) ? 1 : 0
            }
        }
        return score
    }

    /// Real failures the scan missed before, on screens of sources it was not tuned on when they were labelled:
    /// Orbit's count badges (a white digit alone in a coloured circle, 2.7–3.4:1, had been read as part of a
    /// drawing) and EngineerMemo's grey headings behind a two-coloured icon (3.42:1, measured in the icon's
    /// outline and passed; the third, after an icon the scan takes for a drawing, is still missed). The build
    /// before caught none of the badges and two of the five.
    @Test(arguments: [("android-orbit", 2, 2), ("ios-engineermemo", 5, 4)])
    func missedFailuresNowCaught(source: String, failures: Int, caught: Int) throws {
        let score = try Self.score(source)
        #expect(score.realFailures == failures)
        #expect(score.realFailuresCaught >= caught, "\(score.realFailuresCaught) of \(score.realFailures) caught")
        #expect(score.textFailsRight == score.textFails)
    }

    /// Floors under the figures measured at the last change over the ten sources: text fail precision 0.92
    /// (84/91), graphic fail precision 0.61 (14/23), real failures caught 0.93 (84/90); the build before it
    /// gave 0.79 (84/106), 0.31 (14/45) and 0.93 on the same files.
    @Test func realAppScreensJudgedAsPeopleDo() throws {
        var total = Score()
        for source in Self.sources {
            let score = try Self.score(source)
            total.textFails += score.textFails
            total.textFailsRight += score.textFailsRight
            total.graphicFails += score.graphicFails
            total.graphicFailsRight += score.graphicFailsRight
            total.realFailures += score.realFailures
            total.realFailuresCaught += score.realFailuresCaught
        }
        #expect(total.realFailures > 80)
        #expect(Double(total.textFailsRight) / Double(total.textFails) >= 0.9, "text fails right \(total.textFailsRight)/\(total.textFails)")
        #expect(Double(total.graphicFailsRight) / Double(max(1, total.graphicFails)) >= 0.5,
                "graphic fails right \(total.graphicFailsRight)/\(total.graphicFails)")
        #expect(Double(total.realFailuresCaught) / Double(total.realFailures) >= 0.9,
                "real failures caught \(total.realFailuresCaught)/\(total.realFailures)")
    }
}

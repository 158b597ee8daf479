import Foundation
import Testing

@testable import LegibleImaging
@testable import LegibleScan

/// Tests/Fixtures/real-android/labels.json: real screenshots labelled by eye (nothing in it came from
/// Legible): text lines, UI icons and control borders with whether each fails, and decorative regions.
struct ScreenshotLabels: Decodable {
    struct Item: Decodable {
        let box: [Int]
        let fails: Bool?
        let disabled: Bool?
        let note: String?
        let text: String?

        var rect: PixelRect { PixelRect(x: box[0], y: box[1], width: box[2], height: box[3]) }
        /// Cut by an edge or clipped so that it cannot be read: not counted as missed.
        var isCut: Bool {
            let note = (note ?? "").lowercased()
            return note.contains("cut") || note.contains("clipped") || (text ?? "").lowercased().contains("unreadable")
        }
    }

    struct Image: Decodable {
        let scale: Double
        let text: [Item]
        let icons: [Item]?
        let borders: [Item]?
        let decorative: [Item]?
    }

    let images: [String: Image]
}

/// The real screenshots live in shared/ beside the repository, as CI checks it out; not in git.
private let corpus = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/corpus/real-android").path

@Suite struct LabelledScreenshotTests {
    /// The figures of Scripts/checks/eval-scan-labels, held as floors (measured at the last change; the issue's
    /// targets are in the closing note). Matching as there: a label's box grown by 3px and a tenth of its height.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: corpus), "shared/corpus/real-android is not beside the repository"))
    func realScreenshotsLabelledByEye() throws {
        let labels = try Fixtures.decode(ScreenshotLabels.self, from: "real-android/labels.json")
        #expect(labels.images.count >= 30)
        var lines = 0, found = 0, textFails = 0, textFailsRight = 0, graphicFails = 0, decorationFails = 0
        var realFailures = 0, realFailuresCaught = 0
        for (name, label) in labels.images {
            let (file, findings) = ScreenshotScanner(scale: label.scale).scan(fileAt: corpus + "/" + name)
            #expect(file.error == nil)
            let texts = findings.filter { $0.kind == .text }
            for line in label.text {
                let matched = texts.filter { Self.matches($0.box, line.rect) }
                if !line.isCut {
                    lines += 1
                    found += matched.isEmpty ? 0 : 1
                }
                if line.fails == true && line.disabled != true && !line.isCut {
                    realFailures += 1
                    realFailuresCaught += matched.contains { $0.verdict == .fail } ? 1 : 0
                }
            }
            let failing = label.text.filter { $0.fails == true && $0.disabled != true }
            for finding in texts where finding.verdict == .fail {
                textFails += 1
                textFailsRight += failing.contains { Self.matches(finding.box, $0.rect) } ? 1 : 0
            }
            graphicFails += findings.filter { ($0.kind == .graphic || $0.kind == .border) && $0.verdict == .fail }.count
            for finding in findings where finding.verdict == .fail {
                guard let box = finding.box else { continue }
                let art = (label.decorative ?? []).contains { region in
                    let grown = PixelRect(x: region.rect.x - 2, y: region.rect.y - 2, width: region.rect.width + 4, height: region.rect.height + 4)
                    return 2 * box.clamped(to: grown).area >= box.area
                }
                decorationFails += art ? 1 : 0
            }
        }
        #expect(lines > 300)
        #expect(Double(found) / Double(lines) >= 0.96, "text lines found \(found)/\(lines)")
        // Of the six, two are clock digits in a marketing composite that its labeller doubted.
        #expect(realFailuresCaught >= 4, "readable failing text caught \(realFailuresCaught)/\(realFailures)")
        #expect(textFailsRight >= 4 && textFails == textFailsRight, "text fails \(textFailsRight) right of \(textFails)")
        #expect(graphicFails <= 1, "graphic fails \(graphicFails)")
        #expect(decorationFails == 0, "fails on decoration \(decorationFails)")
    }

    private static func matches(_ finding: PixelRect?, _ label: PixelRect) -> Bool {
        guard let finding else { return false }
        let pad = 3 + label.height / 10
        let grown = PixelRect(x: label.x - pad, y: label.y - pad, width: label.width + 2 * pad, height: label.height + 2 * pad)
        let inside = finding.clamped(to: grown)
        return 2 * inside.area >= finding.area && 10 * inside.width >= 4 * label.width
    }
}

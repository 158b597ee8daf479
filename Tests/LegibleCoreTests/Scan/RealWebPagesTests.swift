import Foundation
import Testing

@testable import LegibleCore

/// Tests/Fixtures/real-web: six phone-width pages at 1x from Scripts/fixtures/make-real-pages (Sphinx's haiku and
/// bizstyle themes, mkdocs' readthedocs and mkdocs themes, pytest-html, Pygments), with each text node's
/// line boxes and colours from the DOM and axe-core's verdict.
struct RealWebTruth: Decodable {
    struct Line: Decodable {
        let x: Int
        let y: Int
        let width: Int
        let height: Int
        let font_px: Double
        let foreground: String?
        let axe: String
        let cut: Bool

        var rect: PixelRect { PixelRect(x: x, y: y, width: width, height: height) }
    }

    struct Page: Decodable {
        let scale: Double
        let lines: [Line]
    }

    let pages: [String: Page]
}

@Suite struct RealWebPagesTests {
    /// Two figures of Scripts/checks/eval-scan-real, defined as there, held as floors (measured at the last
    /// change; the targets are in its closing note): visual lines found, and axe-failing text
    /// flagged (matched and flagged, or inside a flagged run of its own colour).
    @Test func realThemesScoredAgainstTheDOM() throws {
        let truth = try Fixtures.decode(RealWebTruth.self, from: "real-web/truth.json")
        #expect(truth.pages.count == 6)
        var visual = 0, found = 0, failing = 0, flagged = 0
        for (name, page) in truth.pages {
            let (file, findings) = ScreenshotScanner(scale: page.scale).scan(fileAt: Fixtures.path("real-web/" + name))
            #expect(file.error == nil)
            let texts = findings.filter { $0.kind == .text }
            for members in Self.visualLines(page.lines, scale: page.scale) where !members.contains(where: { page.lines[$0].cut }) {
                visual += 1
                found += Self.widthCovered(members.map { page.lines[$0].rect }, by: texts.compactMap(\.box)) >= 0.6 ? 1 : 0
            }
            for line in page.lines where line.axe == "fail" {
                failing += 1
                let box = line.rect
                let matched = texts.filter { finding in
                    guard let f = finding.box else { return false }
                    let overlap = f.clamped(to: box)
                    return 2 * overlap.area >= f.area && 5 * overlap.width >= 2 * box.width
                }.max { ($0.box?.clamped(to: box).area ?? 0) < ($1.box?.clamped(to: box).area ?? 0) }
                let judged = matched ?? texts.filter { finding in
                    guard let f = finding.box else { return false }
                    return 2 * f.clamped(to: box).area >= box.area && Self.similar(finding.foreground, line.foreground)
                }.min { ($0.box?.area ?? 0) < ($1.box?.area ?? 0) }
                flagged += judged.map { $0.verdict == .fail || $0.verdict == .review } == true ? 1 : 0
            }
        }
        #expect(visual > 150)
        #expect(Double(found) / Double(visual) >= 0.91, "visual lines found \(found)/\(visual)")
        #expect(failing > 40)
        #expect(Double(flagged) / Double(failing) >= 0.72, "axe-failing lines flagged \(flagged)/\(failing)")
    }

    /// Text nodes side by side on one line (≥ 60% vertical overlap, a gap under one font size), as a
    /// reader sees one line.
    static func visualLines(_ lines: [RealWebTruth.Line], scale: Double) -> [[Int]] {
        var groups: [[Int]] = []
        for index in lines.indices.sorted(by: { (lines[$0].y, lines[$0].x) < (lines[$1].y, lines[$1].x) }) {
            let line = lines[index]
            let joined = groups.firstIndex { group in
                let last = lines[group[group.count - 1]]
                let overlap = min(line.y + line.height, last.y + last.height) - max(line.y, last.y)
                let gap = line.x - (last.x + last.width)
                return 5 * overlap >= 3 * min(line.height, last.height) && gap >= -2
                    && Double(gap) <= max(line.font_px, last.font_px) * scale
            }
            if let joined { groups[joined].append(index) } else { groups.append([index]) }
        }
        return groups
    }

    /// Share of a visual line's width covered by boxes that overlap it by half their height or the line's.
    static func widthCovered(_ boxes: [PixelRect], by findings: [PixelRect]) -> Double {
        let left = boxes.map(\.x).min() ?? 0, right = boxes.map(\.maxX).max() ?? 0
        let top = boxes.map(\.y).min() ?? 0, bottom = boxes.map(\.maxY).max() ?? 0
        let line = PixelRect(x: left, y: top, width: right - left, height: bottom - top)
        let spans = findings.compactMap { box -> (Int, Int)? in
            let overlap = box.clamped(to: line)
            guard overlap.width > 0, 2 * overlap.height >= min(box.height, line.height) else { return nil }
            return (overlap.x, overlap.maxX)
        }.sorted { $0 < $1 }
        var covered = 0, reach = left
        for (low, high) in spans where high > reach {
            covered += high - max(low, reach)
            reach = high
        }
        return Double(covered) / Double(max(1, right - left))
    }

    /// Two `#rrggbb` colours within 12 levels per channel.
    static func similar(_ a: String?, _ b: String?) -> Bool {
        guard let a = a.flatMap({ try? ColorParser.parse($0).rgba8 }), let b = b.flatMap({ try? ColorParser.parse($0).rgba8 }) else {
            return false
        }
        return abs(Int(a.r) - Int(b.r)) <= 12 && abs(Int(a.g) - Int(b.g)) <= 12 && abs(Int(a.b) - Int(b.b)) <= 12
    }
}

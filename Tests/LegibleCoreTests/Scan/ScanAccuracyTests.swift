import Foundation
import Testing

@testable import LegibleCore

/// Tests/Fixtures/screens/truth.json: the DOM truth Scripts/make-fixtures recorded (seed 11, not tuned on).
struct ScreenTruth: Decodable {
    struct Run: Decodable {
        let text: String
        let x: Double
        let y: Double
        let width: Double
        let height: Double
        let foreground: String
        let background: String
        let background2: String?
        let gradient: Bool
        let font_px: Double
        let weight: Int
    }

    struct Screen: Decodable {
        let runs: [Run]
    }

    let screens: [String: Screen]
}

/// The figures of the scan issue, defined exactly as Scripts/eval-scan defines them.
struct ScanScores {
    var runs = 0, found = 0, failing = 0, caught = 0, gradients = 0, gradientRangeRight = 0
    var flaggedFail = 0, flaggedFailTrue = 0, boldRight = 0
    var ratioErrors: [Double] = []

    var recall: Double { Double(found) / Double(max(runs, 1)) }
    var caughtShare: Double { Double(caught) / Double(max(failing, 1)) }
    var failPrecision: Double { Double(flaggedFailTrue) / Double(max(flaggedFail, 1)) }
    var gradientRangeShare: Double { Double(gradientRangeRight) / Double(max(gradients, 1)) }
    var ratioErrorP90: Double {
        let sorted = ratioErrors.sorted()
        return sorted.isEmpty ? .nan : sorted[min(sorted.count - 1, Int((0.9 * Double(sorted.count - 1)).rounded()))]
    }

    mutating func score(findings: [Finding], truth truthRuns: [ScreenTruth.Run], scale: Double) throws {
        let texts = findings.filter { $0.kind == .text }
        var matched = Set<Int>()
        for run in truthRuns {
            let box = (run.x * scale, run.y * scale, (run.x + run.width) * scale, (run.y + run.height) * scale)
            var best: Int?
            var bestOverlap = 0.0
            for (index, finding) in texts.enumerated() {
                guard let f = finding.box else { continue }
                let ix = max(0, min(box.2, Double(f.maxX)) - max(box.0, Double(f.x)))
                let iy = max(0, min(box.3, Double(f.maxY)) - max(box.1, Double(f.y)))
                let inside = ix * iy / Double(max(1, f.area))
                let covers = ix / max(1, box.2 - box.0)
                if inside >= 0.5 && covers >= 0.4 && ix * iy > bestOverlap {
                    best = index
                    bestOverlap = ix * iy
                }
            }
            runs += 1
            var truthRatio = ContrastRatio(try ColorParser.parse(run.foreground), try ColorParser.parse(run.background)).value
            if run.gradient, let second = run.background2 {
                truthRatio = min(truthRatio, ContrastRatio(try ColorParser.parse(run.foreground), try ColorParser.parse(second)).value)
            }
            let large = run.font_px >= 24 || (run.weight >= 700 && run.font_px >= 18.66)
            let fails = truthRatio < (large ? 3 : 4.5)
            failing += fails ? 1 : 0
            gradients += run.gradient ? 1 : 0
            guard let best else { continue }
            found += 1
            matched.insert(best)
            let finding = texts[best]
            if fails && (finding.verdict == .fail || finding.verdict == .review) { caught += 1 }
            if finding.verdict == .fail {
                flaggedFail += 1
                flaggedFailTrue += fails ? 1 : 0
            }
            if finding.bold == (run.weight >= 600) { boldRight += 1 }
            if run.gradient, let second = run.background2 {
                // The measured range lies within the gradient's: the text sits over part of it.
                let foreground = try ColorParser.parse(run.foreground)
                let ends = [ContrastRatio(foreground, try ColorParser.parse(run.background)).value,
                            ContrastRatio(foreground, try ColorParser.parse(second)).value]
                let low = (finding.ratio ?? 0) >= ends.min()! * 0.97, high = (finding.ratioMax ?? .infinity) <= ends.max()! * 1.03
                gradientRangeRight += low && high ? 1 : 0
            } else if let ratio = finding.ratio {
                ratioErrors.append(abs(ratio - truthRatio) / truthRatio)
            }
        }
        for (index, finding) in texts.enumerated() where !matched.contains(index) && finding.verdict == .fail {
            flaggedFail += 1
        }
    }
}

@Suite struct ScanAccuracyTests {
    /// The issue's figures, held as floors on the committed fixtures (rendered by Chromium, truth from the DOM).
    @Test func meetsTheFiguresOnChromiumRenderedScreens() throws {
        let truth = try Fixtures.decode(ScreenTruth.self, from: "screens/truth.json")
        let folder = Fixtures.path("screens")
        let images = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
        #expect(images.count == 12)
        var scores = ScanScores()
        for image in images {
            let parts = image.dropLast(4).split(separator: "@")
            let screen = try #require(truth.screens[String(parts[0])])
            let scale = try #require(Double(parts[1].dropLast()))
            let (file, findings) = ScreenshotScanner().scan(fileAt: folder + "/" + image)
            #expect(file.error == nil)
            #expect(file.scale?.scale == scale, "scale of \(image) estimated from its name")
            try scores.score(findings: findings, truth: screen.runs, scale: scale)
        }
        #expect(scores.runs > 300)
        #expect(scores.recall >= 0.97, "text-run recall \(scores.recall)")
        #expect(scores.caughtShare >= 0.97, "failing runs caught \(scores.caughtShare)")
        #expect(scores.failPrecision >= 0.97, "flagged fail really failing \(scores.failPrecision)")
        #expect(scores.ratioErrorP90 <= 0.03, "ratio error p90 \(scores.ratioErrorP90)")
        #expect(scores.gradientRangeShare >= 0.9, "gradient ranges within the truth's \(scores.gradientRangeShare)")
        #expect(Double(scores.boldRight) / Double(scores.found) >= 0.95, "bold right \(scores.boldRight)/\(scores.found)")
    }
}

import Foundation
import Testing

@testable import LegibleColor
@testable import LegiblePolicy
@testable import LegibleFindings
@testable import LegibleScan

/// Tests/Fixtures/screens/truth.json: the DOM truth Scripts/fixtures/make-fixtures recorded (seed 11, not tuned on).
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
        /// The box of the element a 90° gradient runs across (the text lies on part of it).
        let gradient_left: Double?
        let gradient_width: Double?
        let font_px: Double
        let weight: Int

        /// The least and greatest ratio of the text over the part of its gradient behind it,
        /// interpolated in sRGB as CSS does.
        func gradientRatios() throws -> (low: Double, high: Double)? {
            guard gradient, let background2, let gradient_left, let gradient_width else { return nil }
            let (text, a, b) = (try ColorParser.parse(foreground), try ColorParser.parse(background), try ColorParser.parse(background2))
            let ratios = (0...20).map { step in
                let t = min(1, max(0, (x + width * Double(step) / 20 - gradient_left) / gradient_width))
                func mix(_ p: Double, _ q: Double) -> Double { ((p + (q - p) * t) * 255).rounded() / 255 }
                return ContrastRatio(text, SRGBColor(red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue))).value
            }
            return (ratios.min()!, ratios.max()!)
        }
    }

    struct Screen: Decodable {
        let runs: [Run]
    }

    let screens: [String: Screen]
}

/// The figures of the scan issue, defined exactly as Scripts/checks/eval-scan defines them.
struct ScanScores {
    var runs = 0, found = 0, failing = 0, caught = 0, gradients = 0, gradientRight = 0
    var flaggedFail = 0, flaggedFailTrue = 0, boldRight = 0
    var ratioErrors: [Double] = []

    var recall: Double { Double(found) / Double(max(runs, 1)) }
    var caughtShare: Double { Double(caught) / Double(max(failing, 1)) }
    var failPrecision: Double { Double(flaggedFailTrue) / Double(max(flaggedFail, 1)) }
    var gradientShare: Double { Double(gradientRight) / Double(max(gradients, 1)) }
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
            let behind = try run.gradientRatios()
            let truthRatio = try behind?.low ?? ContrastRatio(ColorParser.parse(run.foreground), ColorParser.parse(run.background)).value
            let large = run.font_px >= 24 || (run.weight >= 700 && run.font_px >= 18.66)
            let threshold = large ? 3.0 : 4.5
            let fails = truthRatio < threshold
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
            if let behind {
                // Review where the ratios behind the text straddle the threshold, else the side they lie on.
                let expected: Verdict = behind.high < threshold ? .fail : fails ? .review : .pass
                gradientRight += finding.verdict == expected ? 1 : 0
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
        #expect(scores.caughtShare >= 0.99, "failing runs caught \(scores.caughtShare)")
        #expect(scores.failPrecision >= 0.97, "flagged fail really failing \(scores.failPrecision)")
        #expect(scores.ratioErrorP90 <= 0.03, "ratio error p90 \(scores.ratioErrorP90)")
        #expect(scores.gradientShare >= 0.99, "text over gradients judged as the range behind it asks \(scores.gradientShare)")
        #expect(Double(scores.boldRight) / Double(scores.found) >= 0.95, "bold right \(scores.boldRight)/\(scores.found)")
    }
}

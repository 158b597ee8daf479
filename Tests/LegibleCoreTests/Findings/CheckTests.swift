import Foundation
import Testing

@testable import LegibleColor
@testable import LegiblePolicy
@testable import LegibleFindings
@testable import LegibleScan

/// Every check's examples, drawn and scanned as `scan` does: those that must trigger it do, those that
/// must not do not. The colours' ratios are WCAG's formula by hand (see each example's note).
@Suite struct CheckTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let check: Check
        let example: CheckExample
        var testDescription: String { "\(check.id): \(example.note)" }
    }

    static let cases = Check.all.flatMap { check in check.examples.map { Case(check: check, example: $0) } }

    @Test(arguments: cases)
    func examplesTriggerTheirCheck(_ item: Case) throws {
        let problems = try Self.findings(of: item.example.scene).filter { $0.isProblem || $0.kind == .error }
        let triggered = problems.filter { Check.of($0) == item.check }
        #expect(triggered.isEmpty != item.example.triggers, "\(problems.map { "\($0.kind) \($0.verdict.map(\.rawValue) ?? "") \(Check.of($0).id)" })")
    }

    @Test func everyCheckHasExamplesBothWays() {
        for check in Check.all {
            #expect(check.examples.contains { $0.triggers } && check.examples.contains { !$0.triggers }, "\(check.id)")
        }
        #expect(Set(Check.all.map(\.id)).count == Check.all.count)
    }

    /// The findings of the scene, scanned at one pixel per point.
    static func findings(of scene: CheckExample.Scene) throws -> [Finding] {
        let scanner = ScreenshotScanner()
        switch scene {
        case let .word(foreground, background, height):
            var canvas = ScreenshotScannerTests.Canvas(try color(background), width: 40 + 4 * height, height: 80 + 2 * height)
            canvas.word(x: 20, y: 40, height: height, color: try color(foreground))
            return scanner.scan(canvas.buffer, file: "word", scale: 1)
        case let .field(border, background):
            var canvas = ScreenshotScannerTests.Canvas(try color(background), width: 400, height: 120)
            canvas.frame(20, 30, 300, 48, try color(border))
            canvas.word(x: 35, y: 44, height: 20, color: RGBA8(0x33, 0x33, 0x33))
            return scanner.scan(canvas.buffer, file: "field", scale: 1)
        case let .wordsWithSpan(text, span, background):
            var canvas = ScreenshotScannerTests.Canvas(try color(background), width: 420)
            for (index, x) in [10, 85, 160, 235, 310].enumerated() {
                canvas.word(x: x, y: 45, height: 20, color: try color(index == 2 ? span : text))
            }
            return scanner.scan(canvas.buffer, file: "line", scale: 1)
        case let .variantPair(standard, increased, background):
            var files: [ScannedFile] = []
            var findings: [Finding] = []
            for (name, ink) in [("screen.png", standard), ("screen~increased-contrast.png", increased)] {
                var canvas = ScreenshotScannerTests.Canvas(try color(background))
                canvas.word(x: 20, y: 40, height: 12, color: try color(ink))
                files.append(ScannedFile(file: name, width: 300, height: 120, scale: nil, profile: nil, seconds: 0, error: nil))
                findings += scanner.scan(canvas.buffer, file: name, scale: 1)
            }
            let report = ScanReport(requirement: ContrastRequirement(), files: files, findings: findings)
            let pair = VariantPair(standard: "screen.png", variant: "screen~increased-contrast.png", name: "increased-contrast")
            return VariantMatcher.compare(report, pairs: [pair]).findings
        case let .file(bytes):
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID().uuidString).png").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            defer { try? FileManager.default.removeItem(atPath: path) }
            return scanner.scan(fileAt: path).findings
        }
    }

    static func color(_ hex: String) throws -> RGBA8 {
        let value = try #require(UInt32(hex.dropFirst(), radix: 16))
        return RGBA8(UInt8(value >> 16), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
    }
}

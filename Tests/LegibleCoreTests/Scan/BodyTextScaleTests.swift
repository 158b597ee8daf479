import Foundation
import Testing
@testable import LegibleImaging
@testable import LegibleFindings
@testable import LegibleScan

/// The scale read from the body text, where the name and options say nothing. The sizes are those of
/// real screens: CSS body text (14–16 px at 1x), iOS body (17 pt), Material body (14 sp), and the
/// Chromium-rendered pages of Tests/Fixtures/screens, whose scale is in their names.
@Suite struct BodyTextScaleTests {
    /// Text findings of the given font sizes (pixels) and widths.
    private func texts(_ runs: [(pixels: Double, width: Int)]) -> [Finding] {
        runs.enumerated().map { index, run in
            var finding = Finding(file: "f", box: PixelRect(x: 0, y: 20 * index, width: run.width, height: Int(run.pixels)), kind: .text)
            finding.fontPixels = run.pixels
            return finding
        }
    }

    private let guess = ScaleEstimate(scale: 1, source: "default", weak: true)

    @Test(arguments: [
        // A 1280-px desktop capture at 1x is also a 428-pt phone at 3x by its width alone.
        (1280, [(14.6, 600), (14.6, 500), (32.0, 300), (12.0, 80)], 1.0, "text-and-width"),
        (2560, [(32.0, 1200), (29.0, 900), (64.0, 500)], 2.0, "text-and-width"),
        (1170, [(51.0, 900), (51.0, 800), (39.0, 300), (102.0, 600)], 3.0, "text-and-width"),
        // 1080 px is a 411-dp phone at 2.625 (Pixels 6-8, Compose previews), a 393-dp one at 2.75 (Paparazzi's
        // Pixel 5) and a 360-dp one at 3: all common, so the text decides. 14-sp body text at 2.625 reads as
        // 12.25 pt at 3; 15 sp at 3 (45 px) is 3's.
        (1080, [(36.75, 900), (36.75, 700), (42.0, 400)], 2.625, "text-and-width"),
        (1080, [(45.0, 900), (45.0, 700), (54.0, 400)], 3.0, "text-and-width"),
        // Body text at 3.5 (411 dp at 1440 px) is the rare scale's only when the text says so clearly.
        (1440, [(49.0, 900), (49.0, 700), (56.0, 300)], 3.5, "text-and-width"),
        // 960 px matches no common screen at a plausible scale: the text alone decides.
        (960, [(21.0, 500), (21.0, 400), (16.5, 100)], 1.5, "text"),
        // The same body with a seventh of the text in 13-px captions, which would be 8.8 pt at 1.5: a page at 1
        // whose body is set large (a documentation page, a large font setting).
        (960, [(21.0, 500), (21.0, 400), (13.2, 150)], 1.0, "text"),
        // A 25-px body is 16.7 pt at 1.5 and 12.5 pt at 2, nearly as far from the typical size: 2, the commoner scale
        // (a 340-pt iOS component at 2x, a web page's 12.5-px text on a Retina Mac).
        (680, [(25.0, 500), (25.0, 400), (34.0, 100)], 2.0, "text"),
    ] as [(Int, [(Double, Int)], Double, String)])
    func chosenScale(width: Int, runs: [(Double, Int)], scale: Double, source: String) throws {
        let body = try #require(BodyTextScale(findings: texts(runs)))
        let estimate = body.estimate(width: width, height: 2000, fallback: guess)
        #expect(estimate.scale == scale)
        #expect(estimate.source == source)
        #expect(!estimate.isWeak)
    }

    /// A capture of a whole Android screen is that device, at its density: Material body text (14 sp) on a
    /// Pixel 6 (1080 × 2400 at 2.625) and a Pixel 5 (1080 × 2340 at 2.75), which the width alone reads as 3x,
    /// and 17-sp text on a Pixel 6, which fits 15 pt at 3x better than 17 sp at 2.625;
    /// on a Pixel 3's 1080 × 2160, which a Pixel 3a XL (2.5) shares, the commoner density. 1920 × 1080 is a
    /// desktop's before it is a Nexus 5's on its side, which its text alone then tells.
    @Test(arguments: [
        (1080, 2400, 36.75, 2.625, "device"),
        (1080, 2400, 44.6, 2.625, "device"),
        (1080, 2340, 38.5, 2.75, "device"),
        (1080, 2160, 38.5, 2.75, "device"),
        (1920, 1080, 42.0, 3.0, "text"),
        (1920, 1080, 16.0, 1.0, "text-and-width"),
    ])
    func wholeDeviceScreens(width: Int, height: Int, bodyPixels: Double, scale: Double, source: String) throws {
        let body = try #require(BodyTextScale(findings: texts([(bodyPixels, 600), (bodyPixels, 500), (bodyPixels * 1.5, 300)])))
        let estimate = body.estimate(width: width, height: height, fallback: guess)
        #expect(estimate.scale == scale, "\(estimate)")
        #expect(estimate.source == source)
    }

    /// A Paparazzi golden image of a Pixel 6's screen (450 × 1000 px, 1.09375 px a dp) with Material body
    /// text (14 sp), and one of a component 1000 px wide with 15-sp text. The text alone reads them as 1x
    /// and 3x. Which phone a component spans the text cannot tell (2.31–2.78 are 5–10 % apart), so it is
    /// taken to span a usual one: a Pixel 5 (2.55), even where its text is exactly 15 sp on a Pixel 6 (2.43).
    @Test(arguments: [(450, 1000, 15.3, 1.09375), (1000, 300, 36.46, 2.5463)])
    func paparazziGoldens(width: Int, height: Int, bodyPixels: Double, scale: Double) throws {
        let body = try #require(BodyTextScale(findings: texts([(bodyPixels, 300), (bodyPixels, 250), (bodyPixels * 1.6, 200)])))
        let estimate = body.estimate(width: width, height: height, fallback: guess)
        #expect(abs(estimate.scale - scale) < 0.0001, "\(estimate)")
        #expect(estimate.source == "thumbnail")
    }

    @Test func bodyOutweighsHeadings() throws {
        let body = try #require(BodyTextScale(findings: texts([(16, 700), (16, 650), (40, 300), (24, 200), (11, 90)])))
        #expect(body.bodyPixels == 16)
    }

    @Test func fewRunsMakeAWeakEstimate() throws {
        let body = try #require(BodyTextScale(findings: texts([(51, 300)])))
        let estimate = body.estimate(width: 1170, height: 2532, fallback: guess)
        #expect(estimate.scale == 3)
        #expect(estimate.isWeak)
    }

    @Test func noTextKeepsTheWidthsGuess() {
        var graphic = Finding(file: "f", box: PixelRect(x: 0, y: 0, width: 20, height: 20), kind: .graphic)
        graphic.fontPixels = nil
        #expect(BodyTextScale(findings: [graphic]) == nil)
    }

    @Test func implausibleTextKeepsTheWidthsGuess() throws {
        // 300-px letters: no scale sets them at a body size.
        let body = try #require(BodyTextScale(findings: texts([(300, 900), (300, 800), (300, 700)])))
        #expect(body.estimate(width: 1170, height: 2532, fallback: guess) == guess)
    }

    /// Rendered screens at 1x, 2x and 3x (their scale in their names), scanned under names without it.
    @Test(arguments: ["s11-000@1x.png", "s11-000@2x.png", "s11-000@3x.png", "s11-003@3x.png"])
    func renderedScreensUnderPlainNames(name: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-scale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = folder.appendingPathComponent("screen.png").path
        try FileManager.default.copyItem(atPath: Fixtures.path("screens/\(name)"), toPath: plain)
        let truth = Double(name.dropLast("x.png".count).split(separator: "@").last!)!
        let (file, _) = ScreenshotScanner().scan(fileAt: plain)
        #expect(file.scale?.scale == truth, "\(name): \(String(describing: file.scale))")
        #expect(file.scale?.source.hasPrefix("text") == true)
    }
}

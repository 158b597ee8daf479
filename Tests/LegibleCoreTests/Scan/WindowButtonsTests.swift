import Foundation
import Testing

@testable import LegibleColor
@testable import LegibleImaging
@testable import LegibleScan

/// The scale a Mac window's close, minimise and zoom buttons show: discs 12 points across, 8 apart, in the colours
/// macOS draws them (#ff5f57, #febc2e, #28c840), as Karabiner-Elements' and CotEditor's Retina captures show them.
@Suite struct WindowButtonsTests {
    typealias Canvas = ScreenshotScannerTests.Canvas
    static let (close, minimise, zoom) = (RGBA8(0xff, 0x5f, 0x57), RGBA8(0xfe, 0xbc, 0x2e), RGBA8(0x28, 0xc8, 0x40))

    /// A window's top with three discs of `diameter` pixels, `gap` apart, at the top left, in `colours`, and a title.
    static func titleBar(diameter: Int, gap: Int, colours: [RGBA8] = [close, minimise, zoom], top: Int = 16) -> Canvas {
        var canvas = Canvas(RGBA8(0xec, 0xec, 0xec), width: 600, height: 400)
        for (index, colour) in colours.enumerated() {
            canvas.disc(16 + index * (diameter + gap), top, diameter: diameter, colour)
        }
        canvas.word(x: 260, y: top + diameter / 4, height: diameter / 2, color: RGBA8(0x26, 0x26, 0x26))
        return canvas
    }

    static let unavailable = RGBA8(0xdc, 0xdc, 0xdc)

    /// A settings window offers no minimise or zoom: those buttons are grey.
    @Test(arguments: [(24, 16, 2.0, false), (12, 8, 1.0, false), (28, 12, 2.0, false), (10, 8, 1.0, false), (24, 16, 2.0, true)])
    func theButtonsSizeGivesTheScale(diameter: Int, gap: Int, scale: Double, settings: Bool) {
        let colours = settings ? [Self.close, Self.unavailable, Self.unavailable] : [Self.close, Self.minimise, Self.zoom]
        #expect(WindowButtons.scale(in: ColorRuns(Self.titleBar(diameter: diameter, gap: gap, colours: colours).buffer)) == scale)
    }

    /// 18-pixel discs are 18 pt at 1 and 9 pt at 2: no Mac's buttons. An inactive window's grey buttons (as grey as a
    /// chart's dots), three discs of one colour (a chart's legend), buttons spaced far apart or in the bottom half are
    /// no window's buttons to go by.
    @Test func otherDiscsSayNothing() {
        for canvas in [
            Self.titleBar(diameter: 18, gap: 12),
            Self.titleBar(diameter: 24, gap: 16, colours: [Self.unavailable, Self.unavailable, Self.unavailable]),
            Self.titleBar(diameter: 24, gap: 16, colours: [Self.close, Self.close, Self.close]),
            Self.titleBar(diameter: 24, gap: 60),
            Self.titleBar(diameter: 24, gap: 16, top: 300),
        ] {
            #expect(WindowButtons.scale(in: ColorRuns(canvas.buffer)) == nil)
        }
    }

    /// A capture with no scale in its name is scanned at the scale its window buttons show, and says so.
    @Test func aCaptureIsScannedAtTheScaleItsButtonsShow() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-buttons-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("window.png").path
        try PNGEncoder().write(Self.titleBar(diameter: 24, gap: 16).buffer, to: path)
        let (file, _) = ScreenshotScanner().scan(fileAt: path)
        #expect(file.scale == ScaleEstimate(scale: 2, source: "window-buttons"))
    }
}

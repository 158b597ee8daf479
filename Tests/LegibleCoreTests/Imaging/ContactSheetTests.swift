import Testing

@testable import LegibleColor
@testable import LegibleImaging

@Suite struct ContactSheetTests {
    /// Five desktop captures stack into rows; five phone screenshots stand in one row.
    @Test(arguments: [(1280, 800, 3), (1290, 2796, 5), (16, 8, 2)])
    func columnsBringTheSheetNearestSixteenByTen(width: Int, height: Int, columns: Int) {
        #expect(ContactSheet.columns(count: 5, width: width, height: height) == columns)
    }

    /// Each panel sits under a white band with its name in dark ink; the image itself is copied unchanged.
    @Test func panelsAreLabelledAboveTheirImage() {
        let image = PixelBuffer(width: 200, height: 50, filledWith: RGBA8(255, 0, 0))
        let sheet = ContactSheet.grid([.init(label: "original", image: image), .init(label: "protanopia", image: image)])
        let band = BitmapFont.height(scale: ContactSheet.textScale(forWidth: 200)) + 4 * ContactSheet.textScale(forWidth: 200)
        let bandPixels = (0..<band).flatMap { y in (0..<200).map { sheet[$0, y] } }
        #expect(bandPixels.contains(ContactSheet.ink))
        #expect(bandPixels.contains(ContactSheet.band))
        #expect((band..<band + 50).allSatisfy { y in (0..<200).allSatisfy { sheet[$0, y] == RGBA8(255, 0, 0) } })
    }

    /// The font draws the letters it has and leaves the rest blank, within the width it reports.
    @Test func textStaysWithinItsWidth() {
        var buffer = PixelBuffer(width: 100, height: 20, filledWith: RGBA8(255, 255, 255))
        BitmapFont.draw("ab~1", into: &buffer, x: 0, y: 0, scale: 2, color: RGBA8(0, 0, 0))
        let width = BitmapFont.width(of: "ab~1", scale: 2)
        let inked = (0..<20).flatMap { y in (0..<100).filter { buffer[$0, y] == RGBA8(0, 0, 0) } }
        #expect(!inked.isEmpty && inked.allSatisfy { $0 < width })
        // "~" has no glyph: its cell is blank.
        let cell = 2 * (BitmapFont.glyphWidth + BitmapFont.spacing) * 2
        #expect(!inked.contains { $0 >= cell && $0 < cell + BitmapFont.glyphWidth * 2 })
    }
}

import Foundation
import Testing

@testable import LegibleColor
@testable import LegibleImaging
@testable import LegibleScan
@testable import LegibleReport

@Suite struct ReportPreviewsTests {
    /// Every factor's blocks, whole and cut short at the edges, in every channel; 70 × 70 pixels is a block
    /// too large for the reciprocal, which is divided instead.
    @Test(arguments: [1, 2, 3, 5, 8, 70])
    func scalingDownAveragesEachBlockRounded(factor: Int) {
        let width = 3 * factor + 1
        let height = 2 * factor + 1
        var generator = SystemRandomNumberGenerator()
        var pixels: [UInt8] = []
        for _ in 0..<height * width { pixels += (0..<4).map { _ in UInt8.random(in: 0...255, using: &generator) } }
        let buffer = PixelBuffer(width: width, height: height, pixels: pixels)
        let small = ReportPreviews.scaledDown(buffer, factor: factor)
        #expect(small.width == (width + factor - 1) / factor && small.height == (height + factor - 1) / factor)
        for row in 0..<small.height {
            for column in 0..<small.width {
                var members: [RGBA8] = []
                for y in row * factor..<min(height, (row + 1) * factor) {
                    for x in column * factor..<min(width, (column + 1) * factor) { members.append(buffer[x, y]) }
                }
                func mean(_ channel: (RGBA8) -> UInt8) -> UInt8 {
                    UInt8((Double(members.map { Int(channel($0)) }.reduce(0, +)) / Double(members.count)).rounded(.toNearestOrAwayFromZero))
                }
                #expect(small[column, row] == RGBA8(mean(\.r), mean(\.g), mean(\.b), mean(\.a)))
            }
        }
    }

    /// Averaging an opaque screenshot's colour runs gives the bytes averaging its pixels gives (held to
    /// the plain mean above): real screenshots with repeated rows, noise and blocks cut short at the edges,
    /// up to blocks whose sums fill their packed lanes.
    @Test(arguments: ["screens/s11-000@3x.png", "screens/s11-000@2x.png", "real-web/pytest-html-light-report-w390@1x.png"], [2, 3, 7, 90])
    func averagingRunsGivesThePixelsAverages(name: String, factor: Int) throws {
        let buffer = try PNGDecoder().decode(fileAt: Fixtures.path(name)).buffer
        #expect(buffer.isOpaque)
        let fromRuns = ReportPreviews.scaledDown(ColorRuns(buffer), factor: factor)
        #expect(fromRuns == ReportPreviews.scaledDown(buffer, factor: factor))
    }

    /// Blocks too large for the packed sums are left to the pixels.
    @Test func averagingRunsDeclinesBlocksTooLargeToSum() throws {
        let buffer = try PNGDecoder().decode(fileAt: Fixtures.path("screens/s11-000@2x.png")).buffer
        #expect(ReportPreviews.scaledDown(ColorRuns(buffer), factor: 91) == nil)
    }

    /// One image per screenshot, at most `maximumWidth` wide: the page filters it for every deficiency.
    @Test func writesOnePreviewAtMostMaximumWidth() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("legible-previews-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let previews = try ReportPreviews(reportDirectory: directory)
        let image = try PNGDecoder().decode(fileAt: Fixtures.path("screens/s11-000@3x.png"))
        let key = try previews.write(image.buffer, file: "screens/s11-000@3x.png", runs: ColorRuns(image.buffer))
        #expect(key == ReportPreviews.key(for: "screens/s11-000@3x.png"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/" + ReportPreviews.folderName) == [key + ".png"])
        let written = try PNGDecoder().decode(fileAt: directory + "/" + ReportPreviews.relativePath(key: key))
        #expect(written.buffer.width <= ReportPreviews.maximumWidth)
        #expect(written.buffer.width == (image.buffer.width + 2) / 3)
    }
}

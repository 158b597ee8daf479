import Testing
@testable import LegibleImaging

/// Paparazzi saves a snapshot resized so that its longer side is 1000 px, rounding the shorter down
/// (`ImageUtils.getThumbnailScale` and `scale`). The expected sizes and scales are worked by hand from
/// the screens of its `DeviceConfig`: a Pixel 6 is 1080 × 2400 px at 420 dpi (2.625), so its screen is
/// saved as 450 × 1000 px at 2.625 × 1000 / 2400 = 1.09375 px a dp.
@Suite struct PaparazziThumbnailTests {
    @Test(arguments: [
        (450, 1000, [1.09375]),              // Pixel 6
        (1000, 562, [1.5625, 1.3672]),       // 1920 × 1080 in landscape: Nexus 5 (3), Pixel and Pixel 2 (2.625)
        (500, 1000, [1.2731, 1.2153, 1.1574]), // Pixel 3 (2.75), Pixel 2 XL (3.5) and Pixel 3a XL (2.5): 2160 or 2880 tall
    ])
    func wholeScreens(width: Int, height: Int, scales: [Double]) {
        let candidates = PaparazziThumbnail.candidates(width: width, height: height)
        #expect(candidates.allSatisfy { $0.wholeScreen })
        #expect(candidates.count == scales.count)
        for scale in scales {
            #expect(candidates.contains { abs($0.scale - scale) < 0.0001 }, "\(scale) in \(candidates.map(\.scale))")
        }
    }

    /// A component 1000 px wide may span a phone's screen: 411.4 dp (Pixel 6, 1080 px at 2.625) makes 2.4306.
    @Test func aComponentAsWideAsAPhone() {
        let candidates = PaparazziThumbnail.candidates(width: 1000, height: 642)
        #expect(!candidates.isEmpty && candidates.allSatisfy { !$0.wholeScreen })
        #expect(candidates.contains { abs($0.scale - 2.4306) < 0.0001 })
        #expect(candidates.contains { abs($0.scale - 1000.0 / 360) < 0.0001 })  // Nexus 5, 360 dp
        #expect(!candidates.contains { $0.scale < 2 }, "tablets are not phones: \(candidates.map(\.scale))")
    }

    /// The phones components are usually snapshotted on: Paparazzi's default, the Nexus 5 (360 dp), and
    /// the Pixel 5 (392.7 dp), which many projects set instead. A whole screen is its own device.
    @Test func usualDevices() {
        let usual = PaparazziThumbnail.candidates(width: 1000, height: 642).filter(\.usual).map(\.scale).sorted()
        #expect(usual.count == 2)
        #expect(abs(usual[0] - 2.75 * 1000 / 1080) < 0.0001 && abs(usual[1] - 3 * 1000 / 1080) < 0.0001, "\(usual)")
        #expect(PaparazziThumbnail.candidates(width: 450, height: 1000).allSatisfy { $0.usual })
    }

    @Test(arguments: [(1170, 2532), (1000, 1000), (640, 999), (1280, 800)])
    func otherSizesAreNoThumbnails(width: Int, height: Int) {
        #expect(PaparazziThumbnail.candidates(width: width, height: height).isEmpty)
    }

    @Test func theWholeScreenIsTheWidthsGuess() {
        let estimate = ScaleEstimate.estimate(path: "shot.png", width: 450, height: 1000, option: nil)
        #expect(estimate.scale == 1.09375)
        #expect(estimate.source == "thumbnail")
        #expect(!estimate.isWeak)
    }
}

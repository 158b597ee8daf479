import Testing
@testable import LegibleImaging

/// The screens of Android devices: sizes and densities from Paparazzi's `DeviceConfig` and Android
/// Studio's device profiles (a Pixel 6 is 1080 × 2400 px at 420 dpi, 2.625 px a dp).
@Suite struct DeviceScreenTests {
    @Test(arguments: [
        (1080, 2400, [2.625]),      // Pixel 6, 7, 8
        (2400, 1080, [2.625]),      // on its side
        (1080, 2340, [2.75]),       // Pixel 4a, 5
        (1080, 2160, [2.75, 2.5]),  // Pixel 3 and Pixel 3a XL share it
        (1080, 1920, [3, 2.625]),   // Nexus 5, Pixel
        (1170, 2532, []),           // an iPhone
        (1080, 2022, []),           // part of a screen
    ])
    func densities(width: Int, height: Int, densities: [Double]) {
        #expect(DeviceScreen.densities(width: width, height: height) == densities)
    }

    /// A landscape capture a desktop's width at 1x or 2x is a desktop's, though a device shares its size.
    @Test(arguments: [(1920, 1080), (1280, 800), (2560, 1600)])
    func desktopsAreNotDevicesOnTheirSide(width: Int, height: Int) {
        #expect(!DeviceScreen.densities(width: width, height: height).isEmpty)
        #expect(ScaleEstimate.deviceDensities(width: width, height: height).isEmpty)
    }

    @Test func aWholeScreenIsTheSizesGuess() {
        let estimate = ScaleEstimate.estimate(path: "shot.png", width: 1080, height: 2340, option: nil)
        #expect(estimate.scale == 2.75)
        #expect(estimate.source == "device")
        #expect(!estimate.isWeak)
        #expect(ScaleEstimate.estimate(path: "shot.png", width: 1080, height: 2160, option: nil).isWeak)
    }

    /// Android's own densities come with the widths of the phones that have them: a 1056-px component
    /// is 352 pt at 3x, not 384 dp at 2.75.
    @Test func rareDensitiesOnlyAtTheirPhonesWidths() {
        #expect(ScaleEstimate.widthMatch(1080, at: 2.75) == .exact)
        #expect(ScaleEstimate.widthMatch(1080, at: 2.625) == .exact)
        #expect(ScaleEstimate.widthMatch(1056, at: 2.75) == nil)
        #expect(ScaleEstimate.widthMatch(768, at: 2) == .exact)
    }
}

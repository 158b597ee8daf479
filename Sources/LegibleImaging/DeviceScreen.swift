/// The screen of an Android reference device, in pixels, with its density (pixels a dp).
///
/// A capture exactly the size of such a screen is most likely that device, at its density. The width
/// alone cannot say: 1080 px is a Nexus 5 at 3 (360 dp), a Pixel 5 at 2.75 (393 dp) and a Pixel 6 at
/// 2.625 (411 dp), and text sizes differ too little between them to choose; but the Pixel 5's screen is
/// 2340 px tall and the Pixel 6's 2400.
public struct DeviceScreen: Hashable, Sendable {
    public let shorter: Int
    public let longer: Int
    public let density: Double

    /// Paparazzi's built-in devices (`DeviceConfig`).
    public static let paparazzi: [DeviceScreen] = [
        DeviceScreen(768, 1280, 2),       // Nexus 4, Paparazzi's first default
        DeviceScreen(1080, 1920, 3),      // Nexus 5
        DeviceScreen(1200, 1920, 2),      // Nexus 7
        DeviceScreen(1600, 2560, 2),      // Nexus 10 (and Pixel Tablet, Medium Tablet)
        DeviceScreen(800, 1280, 1.33125), // Nexus 7 (2012), tvdpi
        DeviceScreen(1800, 2560, 2),      // Pixel C
        DeviceScreen(1080, 1920, 2.625),  // Pixel, Pixel 2
        DeviceScreen(1440, 2560, 3.5),    // Pixel XL
        DeviceScreen(1440, 2880, 3.5),    // Pixel 2 XL
        DeviceScreen(1080, 2160, 2.75),   // Pixel 3
        DeviceScreen(1440, 2960, 3.5),    // Pixel 3 XL
        DeviceScreen(1080, 2220, 2.75),   // Pixel 3a
        DeviceScreen(1080, 2160, 2.5),    // Pixel 3a XL
        DeviceScreen(1080, 2280, 2.75),   // Pixel 4
        DeviceScreen(1440, 3040, 3.5),    // Pixel 4 XL
        DeviceScreen(1080, 2340, 2.75),   // Pixel 4a, Pixel 5
        DeviceScreen(1080, 2400, 2.625),  // Pixel 6, 7 and 8, Medium Phone
        DeviceScreen(1440, 3120, 3.5),    // Pixel 6 Pro, 7 Pro
    ]

    /// Paparazzi's devices, then the Pixels and Android Studio's emulator profiles that came after them
    /// (Medium Phone is a Pixel 7's screen; Pixel Fold's inner screen).
    public static let android: [DeviceScreen] = paparazzi + [
        DeviceScreen(1344, 2992, 3),      // Pixel 8 Pro
        DeviceScreen(1080, 2424, 2.625),  // Pixel 9
        DeviceScreen(1840, 2208, 2.625),  // Pixel Fold, unfolded
        DeviceScreen(720, 1280, 2),       // Small Phone
    ]

    init(_ shorter: Int, _ longer: Int, _ density: Double) {
        self.shorter = shorter
        self.longer = longer
        self.density = density
    }

    /// The densities of the devices whose whole screen is `width` × `height` pixels, either way round.
    public static func densities(width: Int, height: Int) -> [Double] {
        let (shorter, longer) = (min(width, height), max(width, height))
        var seen = Set<Double>()
        return android.filter { $0.shorter == shorter && $0.longer == longer && seen.insert($0.density).inserted }.map(\.density)
    }
}

/// The scale of a Paparazzi golden image, which no width of a real screen explains.
///
/// Paparazzi (Cash App's Android snapshot library) has long saved each snapshot resized so that its
/// longer side is 1000 px (`ImageUtils.THUMBNAIL_SIZE`, with the new size rounded down). A whole screen of
/// a Pixel 6 (1080 × 2400 px at 2.625) is saved as 450 × 1000 px, 1.09375 px a dp; a component as wide as
/// that screen as 1000 px wide, 2.43 px a dp. Neither is a scale any screen has, and the text alone reads
/// them as 1x and 3x.
public struct PaparazziThumbnail: Sendable {
    /// The longer side of a saved snapshot.
    public static let side = 1000

    /// A scale at which a capture is a Paparazzi golden image.
    public struct Candidate: Hashable, Sendable {
        public let scale: Double
        /// A whole device screen, matched by both sides to a pixel; otherwise a component as wide as a
        /// device's screen, matched by the width alone (it may be narrower, and then its scale is unknowable).
        public let wholeScreen: Bool
        /// A component as wide as the screen of a device that snapshots are usually taken on
        /// (`usualDevices`). Always true of a whole screen, which its size already identifies.
        public let usual: Bool
    }

    /// The devices most components are snapshotted on: Paparazzi's default (Nexus 5, 360 dp at 3) and
    /// the Pixel 5 (393 dp at 2.75), which many projects set in its place. A 1000-px component
    /// is 2.78 or 2.55 px a dp on them; the text alone cannot tell those from the other phones' 2.31–2.6.
    public static let usualDevices: [DeviceScreen] = [DeviceScreen(1080, 1920, 3), DeviceScreen(1080, 2340, 2.75)]

    /// The scales at which `width` × `height` pixels is a Paparazzi golden image: each device whose whole
    /// screen, resized, has this size; else, for a capture 1000 px wide, each phone whose screen width
    /// it may span. Empty unless the longer side is 1000 px.
    public static func candidates(width: Int, height: Int) -> [Candidate] {
        guard max(width, height) == side else { return [] }
        let shorter = Double(min(width, height))
        let screens = DeviceScreen.paparazzi.filter { device in
            abs((Double(device.shorter * side) / Double(device.longer)).rounded(.down) - shorter) <= 1
        }
        if !screens.isEmpty {
            return unique(screens.map { Candidate(scale: $0.density * Double(side) / Double($0.longer), wholeScreen: true, usual: true) })
        }
        guard width == side, height < side else { return [] }
        let componentScale = { (device: DeviceScreen) in device.density * Double(side) / Double(device.shorter) }
        let usualScales = Set(usualDevices.map { key(componentScale($0)) })
        return unique(DeviceScreen.paparazzi.filter { Double($0.shorter) / $0.density < 600 }.map {
            Candidate(scale: componentScale($0), wholeScreen: false, usual: usualScales.contains(key(componentScale($0))))
        })
    }

    /// The candidates with duplicate scales (to a thousandth) left out, in order.
    private static func unique(_ candidates: [Candidate]) -> [Candidate] {
        var seen = Set<Int>()
        return candidates.filter { seen.insert(key($0.scale)).inserted }
    }

    /// A scale to a thousandth, so that devices of the same width in dp give one candidate.
    private static func key(_ scale: Double) -> Int { Int((scale * 1000).rounded()) }
}

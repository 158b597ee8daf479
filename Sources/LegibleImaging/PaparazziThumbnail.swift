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

    /// Paparazzi's built-in devices (`DeviceConfig`): the shorter and longer side of the screen in pixels
    /// and its density (pixels a dp).
    static let devices: [(short: Double, long: Double, density: Double)] = [
        (768, 1280, 2),       // Nexus 4, Paparazzi's default
        (1080, 1920, 3),      // Nexus 5 (and landscape)
        (1200, 1920, 2),      // Nexus 7
        (1600, 2560, 2),      // Nexus 10
        (800, 1280, 1.33125), // Nexus 7 (2012), tvdpi
        (1800, 2560, 2),      // Pixel C
        (1080, 1920, 2.625),  // Pixel, Pixel 2
        (1440, 2560, 3.5),    // Pixel XL
        (1440, 2880, 3.5),    // Pixel 2 XL
        (1080, 2160, 2.75),   // Pixel 3
        (1440, 2960, 3.5),    // Pixel 3 XL
        (1080, 2220, 2.75),   // Pixel 3a
        (1080, 2160, 2.5),    // Pixel 3a XL
        (1080, 2280, 2.75),   // Pixel 4
        (1440, 3040, 3.5),    // Pixel 4 XL
        (1080, 2340, 2.75),   // Pixel 4a, Pixel 5
        (1080, 2400, 2.625),  // Pixel 6
        (1440, 3120, 3.5),    // Pixel 6 Pro
    ]

    /// A scale at which a capture is a Paparazzi golden image.
    public struct Candidate: Hashable, Sendable {
        public let scale: Double
        /// A whole device screen, matched by both sides to a pixel; otherwise a component as wide as a
        /// device's screen, matched by the width alone (it may be narrower, and then its scale is unknowable).
        public let wholeScreen: Bool
    }

    /// The scales at which `width` × `height` pixels is a Paparazzi golden image: each device whose whole
    /// screen, resized, has this size; else, for a capture 1000 px wide, each phone whose screen width
    /// it may span. Empty unless the longer side is 1000 px.
    public static func candidates(width: Int, height: Int) -> [Candidate] {
        guard max(width, height) == side else { return [] }
        let shorter = Double(min(width, height))
        let screens = devices.filter { device in
            abs((device.short * Double(side) / device.long).rounded(.down) - shorter) <= 1
        }
        if !screens.isEmpty {
            return unique(screens.map { Candidate(scale: $0.density * Double(side) / $0.long, wholeScreen: true) })
        }
        guard width == side, height < side else { return [] }
        return unique(devices.filter { $0.short / $0.density < 600 }.map {
            Candidate(scale: $0.density * Double(side) / $0.short, wholeScreen: false)
        })
    }

    /// The candidates with duplicate scales (to a thousandth) left out, in order.
    private static func unique(_ candidates: [Candidate]) -> [Candidate] {
        var seen = Set<Int>()
        return candidates.filter { seen.insert(Int(($0.scale * 1000).rounded())).inserted }
    }
}

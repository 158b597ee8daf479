/// How many image pixels make one UI point (iOS point, Android dp, CSS px), and how we know.
public struct ScaleEstimate: Hashable, Sendable, Codable {
    public let scale: Double
    /// `option` (`--scale` or a configuration's scale for the path), `filename` (`@2x`, `@3x`),
    /// `text-and-width` (the body text's size at a scale where the width is a common screen's),
    /// `text` (the body text's size alone), `thumbnail` (the size of a Paparazzi golden image, with the
    /// body text's size where it leaves a choice), `device` (the size of an Android device's whole screen,
    /// with the body text's size where two share it), `window-buttons` (the size of a Mac window's close, minimise
    /// and zoom buttons), `width` (against common screen widths) or `default`.
    public let source: String
    /// True where the estimate rests on little: the width alone, one or two lines of text, or nothing.
    /// Absent (nil) where it is sound, so that older reports read the same.
    public let weak: Bool?

    public init(scale: Double, source: String, weak: Bool = false) {
        self.scale = scale
        self.source = source
        self.weak = weak ? true : nil
    }

    /// Whether the report should warn that this scale is a guess.
    public var isWeak: Bool { weak == true }

    /// How the scale was found, as the reports say it.
    public var explanation: String {
        let how = switch source {
        case "option": "as given"
        case "filename": "from the file name"
        case "text-and-width": "from the text size and the width"
        case "text": "from the text size"
        case "thumbnail": "from the size of a Paparazzi snapshot"
        case "device": "from the size of a device's screen"
        case "window-buttons": "from the size of a Mac window's buttons"
        case "width": "from the width"
        default: "assumed"
        }
        return isWeak ? how + ", a guess" : how
    }

    /// Logical widths of common phones and tablets, in points (iOS) and dp (Android).
    static let deviceWidths: [Double] = [320, 360, 375, 384, 390, 393, 402, 411, 412, 414, 428, 430, 440, 744, 768, 800, 810, 820, 834, 1024]
    /// The widths of the phones that come at Android's own densities: 420 and 560 dpi are the 411-dp
    /// Pixels, 440 dpi the 393-dp ones, 640 dpi a 360-dp or 411-dp phone at QHD. A 1056-px component is
    /// 352 pt at 3x, not a 384-dp phone at 2.75.
    static let devicesAtDensity: [Double: [Double]] = [2.625: [411, 412], 2.75: [393], 3.5: [411, 412], 4: [360, 411, 412]]
    /// Logical widths of common desktop screens and browser viewports, in CSS px.
    static let desktopWidths: [Double] = [1024, 1152, 1280, 1360, 1366, 1440, 1512, 1536, 1600, 1680, 1728, 1920]
    /// The scales desktop screens come at (pixels per CSS px); 3 for 4K screens at 300 %.
    static let desktopScales: [Double] = [1, 1.5, 2, 3]
    /// At 1.5 a desktop is a laptop at 150 %, 1920 or 2400 pixels wide (1280 or 1600 CSS px). A wider
    /// capture at 1.5 would be 2560 pixels or more, the widths of screens at 2x (2880 is a 1440-px Mac).
    static let widestDesktopAtOneAndAHalf = 1600.0

    /// `--scale` (or a configuration's scale) if given, else `@2x`/`@3x` in the file name: what the user
    /// said, never second-guessed.
    public static func stated(path: String, option: Double?) -> ScaleEstimate? {
        if let option { return ScaleEstimate(scale: option, source: "option") }
        let name = (path.split(separator: "/").last.map(String.init) ?? path).lowercased()
        for factor in [4, 3, 2, 1] where name.contains("@\(factor)x") {
            return ScaleEstimate(scale: Double(factor), source: "filename")
        }
        return nil
    }

    /// How closely a capture's width matches a common screen's at a scale.
    public enum WidthMatch: Sendable {
        /// The width rounds to a common width in points: a full-width capture is the screen's points
        /// times its scale, rounded to a pixel (1438 px is a 411-dp phone at 3.5, not a 360-dp one at 4).
        case exact
        /// Within 0.5 % of one: a window or a test's canvas a few points off a screen's width.
        case near
    }

    /// Whether `width` pixels is exactly the width of a phone that comes at Android's own density `scale`
    /// (2.625, 2.75, 3.5, 4): a 1080-px capture is a 411-dp Pixel at 2.625 as much as a 360-dp phone at 3.
    public static func isPhoneWidth(_ width: Int, atAndroidDensity scale: Double) -> Bool {
        devicesAtDensity[scale] != nil && widthMatch(width, at: scale) == .exact
    }

    /// How `width` pixels at `scale` matches a common phone, tablet or desktop width, or nil (a 750-px
    /// iPhone capture at 2x is not a 744-pt iPad mini at 1x).
    public static func widthMatch(_ width: Int, at scale: Double) -> WidthMatch? {
        let desktops = scale == 1.5 ? desktopWidths.filter { $0 <= widestDesktopAtOneAndAHalf } : desktopWidths
        let widths = (devicesAtDensity[scale] ?? deviceWidths) + (desktopScales.contains(scale) ? desktops : [])
        let points = Double(width) / scale
        if widths.contains(where: { abs($0 - points) < 0.5 }) { return .exact }
        return matches(width, at: scale, widths, within: 0.005) ? .near : nil
    }

    /// Whether `width` pixels at `scale` is one of `widths` (points), within `tolerance` of it.
    private static func matches(_ width: Int, at scale: Double, _ widths: [Double], within tolerance: Double) -> Bool {
        let logical = Double(width) / scale
        return widths.contains { abs($0 - logical) <= $0 * tolerance }
    }

    /// The densities of the Android devices whose whole screen is `width` × `height` pixels, unless it is
    /// a desktop's landscape (1920 × 1080 is a desktop at 1x before it is a Nexus 5 on its side).
    public static func deviceDensities(width: Int, height: Int) -> [Double] {
        if width > height, desktopScales.contains(where: { matches(width, at: $0, desktopWidths, within: 0) }) { return [] }
        return DeviceScreen.densities(width: width, height: height)
    }

    /// `stated` if anything is, else a Paparazzi golden image's whole screen (`PaparazziThumbnail`), else
    /// an Android device's whole screen (`DeviceScreen`; a guess where devices of two densities share it), else
    /// the width matched against phone and tablet widths at scales 1 to 4 (within 1%), else 1. The scan
    /// refines this from the text it finds (`BodyTextScale`).
    public static func estimate(path: String, width: Int, height: Int, option: Double?) -> ScaleEstimate {
        if let stated = stated(path: path, option: option) { return stated }
        if let screen = PaparazziThumbnail.candidates(width: width, height: height).first(where: \.wholeScreen) {
            return ScaleEstimate(scale: screen.scale, source: "thumbnail")
        }
        let densities = deviceDensities(width: width, height: height)
        if let density = densities.first {
            return ScaleEstimate(scale: density, source: "device", weak: densities.count > 1)
        }
        for factor in [3.0, 2.0, 1.0, 4.0, 2.625, 1.5] where matches(width, at: factor, deviceWidths, within: 0.01) {
            return ScaleEstimate(scale: factor, source: "width", weak: true)
        }
        return ScaleEstimate(scale: 1, source: "default", weak: true)
    }
}

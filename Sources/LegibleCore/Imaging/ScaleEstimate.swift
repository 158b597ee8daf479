/// How many image pixels make one UI point (iOS point, Android dp, CSS px), and how we know.
public struct ScaleEstimate: Hashable, Sendable, Codable {
    public let scale: Double
    /// `option`, `filename` (`@2x`, `@3x`), `width` (against common device widths) or `default`.
    public let source: String

    public init(scale: Double, source: String) {
        self.scale = scale
        self.source = source
    }

    /// Logical widths of common phones and tablets, in points (iOS) and dp (Android).
    static let deviceWidths: [Double] = [320, 360, 375, 384, 390, 393, 402, 411, 412, 414, 428, 430, 440, 744, 768, 800, 810, 820, 834, 1024]

    /// `--scale` if given, else `@2x`/`@3x` in the file name, else the width matched against device
    /// widths at scales 1 to 4 (within 1%), else 1.
    public static func estimate(path: String, width: Int, option: Double?) -> ScaleEstimate {
        if let option { return ScaleEstimate(scale: option, source: "option") }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        for factor in [4, 3, 2, 1] where name.lowercased().contains("@\(factor)x") {
            return ScaleEstimate(scale: Double(factor), source: "filename")
        }
        for factor in [3.0, 2.0, 1.0, 4.0, 2.625, 1.5] {
            let logical = Double(width) / factor
            if deviceWidths.contains(where: { abs($0 - logical) <= $0 * 0.01 }) {
                return ScaleEstimate(scale: factor, source: "width")
            }
        }
        return ScaleEstimate(scale: 1, source: "default")
    }
}

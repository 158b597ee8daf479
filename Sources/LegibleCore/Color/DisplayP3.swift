/// Display P3 (P3 primaries, D65 white, sRGB transfer curve): the colour space of iPhone and Mac screenshots.
public enum DisplayP3 {
    /// Linear Display P3 → linear sRGB (computed from the CSS Color 4 matrices, reference B §6).
    public static let toLinearSRGB: [[Double]] = [
        [1.2249401763, -0.2249401763, 0],
        [-0.0420569547, 1.0420569547, 0],
        [-0.0196375546, -0.0786360456, 1.0982736001],
    ]

    /// Converts gamma-encoded Display P3 components to sRGB, keeping out-of-gamut values unclipped.
    public static func srgb(red: Double, green: Double, blue: Double, alpha: Double = 1) -> SRGBColor {
        let r = SRGBTransfer.decode(red)
        let g = SRGBTransfer.decode(green)
        let b = SRGBTransfer.decode(blue)
        let m = toLinearSRGB
        let linear = LinearRGB(
            red: m[0][0] * r + m[0][1] * g + m[0][2] * b,
            green: m[1][0] * r + m[1][1] * g + m[1][2] * b,
            blue: m[2][0] * r + m[2][1] * g + m[2][2] * b)
        return SRGBColor(linear, alpha: alpha)
    }
}

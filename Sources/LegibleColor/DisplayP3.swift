/// Display P3 (P3 primaries, D65 white, sRGB transfer curve): the colour space of iPhone and Mac screenshots.
public enum DisplayP3 {
    /// Linear Display P3 → linear sRGB (computed from the CSS Color 4 matrices, reference B §6).
    public static let toLinearSRGB = ColorMatrix([
        [1.2249401763, -0.2249401763, 0],
        [-0.0420569547, 1.0420569547, 0],
        [-0.0196375546, -0.0786360456, 1.0982736001],
    ])

    /// Converts gamma-encoded Display P3 components to sRGB, keeping out-of-gamut values unclipped.
    public static func srgb(red: Double, green: Double, blue: Double, alpha: Double = 1) -> SRGBColor {
        let p3 = LinearRGB(red: SRGBTransfer.decode(red), green: SRGBTransfer.decode(green), blue: SRGBTransfer.decode(blue))
        return SRGBColor(toLinearSRGB.apply(p3), alpha: alpha)
    }
}

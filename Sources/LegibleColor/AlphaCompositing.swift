/// Source-over compositing as browsers and UIKit do it: on gamma-encoded sRGB values, not linear light.
extension SRGBColor {
    /// This colour drawn over `backdrop` (W3C Compositing 1, simple alpha compositing, `normal` blend).
    public func composited(over backdrop: SRGBColor) -> SRGBColor {
        let outAlpha = alpha + backdrop.alpha * (1 - alpha)
        guard outAlpha > 0 else { return SRGBColor(red: 0, green: 0, blue: 0, alpha: 0) }
        func channel(_ source: Double, _ destination: Double) -> Double {
            (alpha * source + backdrop.alpha * (1 - alpha) * destination) / outAlpha
        }
        return SRGBColor(
            red: channel(red, backdrop.red), green: channel(green, backdrop.green),
            blue: channel(blue, backdrop.blue), alpha: outAlpha)
    }
}

import Foundation

/// Converts colours given in CSS Color 4 / DTCG colour spaces to sRGB, keeping out-of-gamut values.
public enum ColorSpaceConversion {
    /// sRGB for `components` in `space` (DTCG names), or nil when the space is not supported.
    public static func srgb(space: String, _ c: [Double], alpha: Double = 1) -> SRGBColor? {
        switch space {
        case "srgb":
            return SRGBColor(red: c[0], green: c[1], blue: c[2], alpha: alpha)
        case "srgb-linear":
            return SRGBColor(LinearRGB(red: c[0], green: c[1], blue: c[2]), alpha: alpha)
        case "display-p3":
            return DisplayP3.srgb(red: c[0], green: c[1], blue: c[2], alpha: alpha)
        case "hsl":
            return try? ColorParser.parse("hsl(\(c[0]) \(c[1])% \(c[2])% / \(alpha))")
        case "hwb":
            // CSS Color 4: hue's pure colour, scaled by (1 − w − b), plus w.
            let white = c[1] / 100
            let black = c[2] / 100
            if white + black >= 1 {
                let grey = white / (white + black)
                return SRGBColor(red: grey, green: grey, blue: grey, alpha: alpha)
            }
            guard let pure = try? ColorParser.parse("hsl(\(c[0]) 100% 50%)") else { return nil }
            let scale = 1 - white - black
            return SRGBColor(red: pure.red * scale + white, green: pure.green * scale + white,
                             blue: pure.blue * scale + white, alpha: alpha)
        case "oklab":
            return SRGBColor(linearFromOKLab(l: c[0], a: c[1], b: c[2]), alpha: alpha)
        case "oklch":
            let h = c[2] * .pi / 180
            return SRGBColor(linearFromOKLab(l: c[0], a: c[1] * cos(h), b: c[1] * sin(h)), alpha: alpha)
        case "lab":
            return SRGBColor(linearFromXYZ(d50ToD65.apply(xyzD50FromLab(l: c[0], a: c[1], b: c[2]))), alpha: alpha)
        case "lch":
            let h = c[2] * .pi / 180
            return SRGBColor(linearFromXYZ(d50ToD65.apply(xyzD50FromLab(l: c[0], a: c[1] * cos(h), b: c[1] * sin(h)))), alpha: alpha)
        case "xyz-d65", "xyz":
            return SRGBColor(linearFromXYZ(c), alpha: alpha)
        case "xyz-d50":
            return SRGBColor(linearFromXYZ(d50ToD65.apply(c)), alpha: alpha)
        default:
            return nil
        }
    }

    /// XYZ (D65) → linear sRGB, CSS Color 4.
    static let xyzToLinearSRGB = ColorMatrix([
        [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
        [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
        [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
    ])

    /// Bradford D50 → D65, CSS Color 4.
    static let d50ToD65 = ColorMatrix([
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
    ])

    static func linearFromXYZ(_ xyz: [Double]) -> LinearRGB {
        let rgb = xyzToLinearSRGB.apply(xyz)
        return LinearRGB(red: rgb[0], green: rgb[1], blue: rgb[2])
    }

    /// CIE Lab (D50 white, as CSS `lab()`) → XYZ D50.
    static func xyzD50FromLab(l: Double, a: Double, b: Double) -> [Double] {
        let kappa = 24389.0 / 27
        let epsilon = 216.0 / 24389
        let fy = (l + 16) / 116
        let fx = a / 500 + fy
        let fz = fy - b / 200
        let x = pow(fx, 3) > epsilon ? pow(fx, 3) : (116 * fx - 16) / kappa
        let y = l > kappa * epsilon ? pow(fy, 3) : l / kappa
        let z = pow(fz, 3) > epsilon ? pow(fz, 3) : (116 * fz - 16) / kappa
        return [x * 0.3457 / 0.3585, y, z * (1 - 0.3457 - 0.3585) / 0.3585]
    }

    /// Linear sRGB → OKLab `[L, a, b]` (Ottosson's matrices).
    package static func oklab(_ linear: LinearRGB) -> [Double] {
        let (r, g, b) = (linear.red, linear.green, linear.blue)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return [0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s]
    }

    /// OKLab → linear sRGB (Ottosson's inverse matrices).
    package static func linearFromOKLab(l: Double, a: Double, b: Double) -> LinearRGB {
        let l_ = l + 0.3963377774 * a + 0.2158037573 * b
        let m_ = l - 0.1055613458 * a - 0.0638541728 * b
        let s_ = l - 0.0894841775 * a - 1.2914855480 * b
        let (lc, mc, sc) = (l_ * l_ * l_, m_ * m_ * m_, s_ * s_ * s_)
        return LinearRGB(
            red: 4.0767416621 * lc - 3.3077115913 * mc + 0.2309699292 * sc,
            green: -1.2684380046 * lc + 2.6097574011 * mc - 0.3413193965 * sc,
            blue: -0.0041960863 * lc - 0.7034186147 * mc + 1.7076147010 * sc)
    }
}

import Foundation

/// The CIEDE2000 colour difference (kL = kC = kH = 1), per Sharma, Wu & Dalal (2005).
public enum CIEDE2000 {
    /// ΔE00 between two CIELAB colours; symmetric, 0 for identical colours.
    public static func difference(_ first: CIELab, _ second: CIELab) -> Double {
        let pow25To7 = 6_103_515_625.0  // 25^7
        let chroma1 = (first.a * first.a + first.b * first.b).squareRoot()
        let chroma2 = (second.a * second.a + second.b * second.b).squareRoot()
        let meanChroma7 = pow((chroma1 + chroma2) / 2, 7)
        let g = 0.5 * (1 - (meanChroma7 / (meanChroma7 + pow25To7)).squareRoot())
        let a1 = (1 + g) * first.a
        let a2 = (1 + g) * second.a
        let c1 = (a1 * a1 + first.b * first.b).squareRoot()
        let c2 = (a2 * a2 + second.b * second.b).squareRoot()
        func hue(_ b: Double, _ a: Double) -> Double {
            if a == 0 && b == 0 { return 0 }
            let h = atan2(b, a) * 180 / .pi
            return h < 0 ? h + 360 : h
        }
        let h1 = hue(first.b, a1)
        let h2 = hue(second.b, a2)

        let deltaL = second.l - first.l
        let deltaC = c2 - c1
        var deltaHue = 0.0
        if c1 * c2 != 0 {
            deltaHue = h2 - h1
            if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
        }
        let deltaH = 2 * (c1 * c2).squareRoot() * sin(deltaHue / 2 * .pi / 180)

        let meanL = (first.l + second.l) / 2
        let meanC = (c1 + c2) / 2
        var meanHue = h1 + h2
        if c1 * c2 != 0 {
            if abs(h1 - h2) <= 180 {
                meanHue = (h1 + h2) / 2
            } else if h1 + h2 < 360 {
                meanHue = (h1 + h2 + 360) / 2
            } else {
                meanHue = (h1 + h2 - 360) / 2
            }
        }
        func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
        let t = 1 - 0.17 * cos(radians(meanHue - 30)) + 0.24 * cos(radians(2 * meanHue))
            + 0.32 * cos(radians(3 * meanHue + 6)) - 0.20 * cos(radians(4 * meanHue - 63))
        let deltaTheta = 30 * exp(-pow((meanHue - 275) / 25, 2))
        let meanC7 = pow(meanC, 7)
        let rc = 2 * (meanC7 / (meanC7 + pow25To7)).squareRoot()
        let lOffset = (meanL - 50) * (meanL - 50)
        let sl = 1 + 0.015 * lOffset / (20 + lOffset).squareRoot()
        let sc = 1 + 0.045 * meanC
        let sh = 1 + 0.015 * meanC * t
        let rt = -sin(radians(2 * deltaTheta)) * rc

        let l = deltaL / sl
        let c = deltaC / sc
        let h = deltaH / sh
        return (l * l + c * c + h * h + rt * c * h).squareRoot()
    }

    /// The largest lightness weight `SL` can take (at L* = 0 or 100): a ΔL* of more than
    /// `2 × maximumLightnessWeight` alone guarantees ΔE00 > 2, which lets callers skip pairs cheaply.
    public static let maximumLightnessWeight = 1 + 0.015 * 2500 / (20.0 + 2500).squareRoot()
}

import Foundation

/// CIE 1976 L*a*b* relative to a D65 white (as ColorAide's `lab-d65`), for colour differences.
public struct CIELab: Hashable, Sendable {
    public var l: Double
    public var a: Double
    public var b: Double

    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// D65 white from its chromaticity (0.3127, 0.3290), as CSS Color 4 and ColorAide define it.
    static let whiteX = 0.3127 / 0.3290
    static let whiteZ = (1 - 0.3127 - 0.3290) / 0.3290

    public init(_ color: LinearRGB) {
        let xyz = CIEXYZ(color)
        func f(_ t: Double) -> Double {
            let epsilon = 216.0 / 24389.0
            let kappa = 24389.0 / 27.0
            return t > epsilon ? cbrt(t) : (kappa * t + 16) / 116
        }
        let fx = f(xyz.x / Self.whiteX)
        let fy = f(xyz.y)
        let fz = f(xyz.z / Self.whiteZ)
        self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    public init(_ color: SRGBColor) {
        self.init(color.linear)
    }
}

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

/// CIE XYZ (D65, Y of white = 1).
public struct CIEXYZ: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var z: Double

    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// From linear sRGB, with the CSS Color 4 matrix.
    public init(_ c: LinearRGB) {
        x = 0.41239079926595934 * c.red + 0.357584339383878 * c.green + 0.1804807884018343 * c.blue
        y = 0.21263900587151027 * c.red + 0.715168678767756 * c.green + 0.07219231536073371 * c.blue
        z = 0.01933081871559182 * c.red + 0.11919477979462598 * c.green + 0.9505321522496607 * c.blue
    }
}

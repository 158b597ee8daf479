import Foundation

/// Björn Ottosson's OKLab, a perceptual space where Euclidean distance tracks visible difference.
public struct OKLab: Hashable, Sendable {
    public var l: Double
    public var a: Double
    public var b: Double

    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// From linear sRGB, with Ottosson's published matrices.
    public init(_ c: LinearRGB) {
        let lms = (
            cbrt(0.4122214708 * c.red + 0.5363325363 * c.green + 0.0514459929 * c.blue),
            cbrt(0.2119034982 * c.red + 0.6806995451 * c.green + 0.1073969566 * c.blue),
            cbrt(0.0883024619 * c.red + 0.2817188376 * c.green + 0.6299787005 * c.blue)
        )
        l = 0.2104542553 * lms.0 + 0.7936177850 * lms.1 - 0.0040720468 * lms.2
        a = 1.9779984951 * lms.0 - 2.4285922050 * lms.1 + 0.4505937099 * lms.2
        b = 0.0259040371 * lms.0 + 0.7827717662 * lms.1 - 0.8086757660 * lms.2
    }

    public init(_ color: SRGBColor) {
        self.init(color.linear)
    }

    /// Euclidean distance in OKLab (ΔEOK).
    public func distance(to other: OKLab) -> Double {
        let dl = l - other.l
        let da = a - other.a
        let db = b - other.b
        return (dl * dl + da * da + db * db).squareRoot()
    }
}

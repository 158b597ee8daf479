/// A 3×3 matrix acting on colour vectors (linear RGB, XYZ, LMS), row-major.
public struct ColorMatrix: Hashable, Sendable {
    public var rows: [[Double]]

    public init(_ rows: [[Double]]) {
        precondition(rows.count == 3 && rows.allSatisfy { $0.count == 3 }, "a colour matrix is 3×3")
        self.rows = rows
    }

    public static let identity = ColorMatrix([[1, 0, 0], [0, 1, 0], [0, 0, 1]])

    /// A matrix whose three rows are all `row` (e.g. luminance weights: every channel becomes Y).
    public init(repeatingRow row: [Double]) {
        self.init([row, row, row])
    }

    public func apply(_ v: [Double]) -> [Double] {
        rows.map { $0[0] * v[0] + $0[1] * v[1] + $0[2] * v[2] }
    }

    public func apply(_ c: LinearRGB) -> LinearRGB {
        let out = apply([c.red, c.green, c.blue])
        return LinearRGB(red: out[0], green: out[1], blue: out[2])
    }

    public static func * (lhs: ColorMatrix, rhs: ColorMatrix) -> ColorMatrix {
        ColorMatrix((0..<3).map { r in (0..<3).map { c in (0..<3).reduce(0) { $0 + lhs.rows[r][$1] * rhs.rows[$1][c] } } })
    }

    /// `weight × self + (1 − weight) × other`, entry by entry.
    public func blended(with other: ColorMatrix, weight: Double) -> ColorMatrix {
        ColorMatrix((0..<3).map { r in (0..<3).map { c in weight * rows[r][c] + (1 - weight) * other.rows[r][c] } })
    }

    public var transposed: ColorMatrix {
        ColorMatrix((0..<3).map { c in (0..<3).map { r in rows[r][c] } })
    }

    public var determinant: Double {
        let a = rows
        return a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1]) - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
            + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0])
    }

    /// The inverse, by the adjugate.
    public var inverse: ColorMatrix {
        let a = rows
        let d = determinant
        func cofactor(_ r: Int, _ c: Int) -> Double {
            let r1 = (r + 1) % 3
            let r2 = (r + 2) % 3
            let c1 = (c + 1) % 3
            let c2 = (c + 2) % 3
            return a[r1][c1] * a[r2][c2] - a[r1][c2] * a[r2][c1]
        }
        return ColorMatrix((0..<3).map { r in (0..<3).map { c in cofactor(c, r) / d } })
    }

    /// Solves `self · x = v`.
    public func solve(_ v: [Double]) -> [Double] { inverse.apply(v) }

    /// Entries as `Float`, row-major, for pixel loops.
    public var floats: [Float] { rows.flatMap { $0.map(Float.init) } }
}

/// Vector helpers for plane normals.
package enum Vector3 {
    package static func cross(_ a: [Double], _ b: [Double]) -> [Double] {
        [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
    }

    package static func dot(_ a: [Double], _ b: [Double]) -> Double {
        a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
    }
}

import LegibleColor

/// The cone (LMS) model the physiological simulations work in: Smith & Pokorny 1975 cone
/// fundamentals over sRGB's BT.709 primaries, as DaltonLens-Python 0.1.5's
/// `LMSModel_sRGB_SmithPokorny75` ("recommended for CVD simulation").
enum LMSModel {
    static let lmsFromXYZ = ColorMatrix([
        [0.15514, 0.54312, -0.03286],
        [-0.15514, 0.45684, 0.03286],
        [0, 0, 0.01608],
    ])

    static let xyzFromLinearRGB = ColorMatrix([
        [0.412456, 0.3575761, 0.1804375],
        [0.212672, 0.7151522, 0.0721750],
        [0.019333, 0.1191920, 0.9503041],
    ])

    static let lmsFromLinearRGB = lmsFromXYZ * xyzFromLinearRGB
    static let linearRGBFromLMS = lmsFromLinearRGB.inverse

    /// The projection along the missing cone's axis onto the plane with normal `n` (through black).
    static func projection(onPlaneWithNormal n: [Double], missingCone cone: Int) -> ColorMatrix {
        var rows = ColorMatrix.identity.rows
        rows[cone] = (0..<3).map { $0 == cone ? 0 : -n[$0] / n[cone] }
        return ColorMatrix(rows)
    }

    /// A projection in LMS expressed as a matrix on linear RGB.
    static func linearRGBMatrix(_ lmsProjection: ColorMatrix) -> ColorMatrix {
        linearRGBFromLMS * lmsProjection * lmsFromLinearRGB
    }
}

import LegibleColor

/// The published simulation models, each reduced to matrices on linear RGB.
enum CVDModels {
    /// Viénot 1999: one plane through black, blue and yellow (protan/deutan), or red and cyan (tritan).
    static func vienot(_ deficiency: ColorVisionDeficiency) -> ColorMatrix {
        guard let cone = deficiency.missingCone else { return achromatopsia }
        let lms = LMSModel.lmsFromLinearRGB
        let normal: [Double]
        if deficiency == .tritan {
            normal = Vector3.cross(lms.apply([0, 1, 1]), lms.apply([1, 0, 0]))
        } else {
            normal = Vector3.cross(lms.apply([1, 1, 0]), lms.apply([0, 0, 1]))
        }
        return LMSModel.linearRGBMatrix(LMSModel.projection(onPlaneWithNormal: normal, missingCone: cone))
    }

    /// Brettel 1997: two half-planes through the neutral axis (sRGB white) and a spectral anchor each;
    /// a colour uses the first when it lies on the non-negative side of the separation plane.
    struct Brettel: Sendable {
        let first: ColorMatrix
        let second: ColorMatrix
        /// The separation plane's normal, in linear RGB (so that `dot(rgb, normal)` decides).
        let separation: [Double]
    }

    static func brettel(_ deficiency: ColorVisionDeficiency) -> Brettel? {
        guard let cone = deficiency.missingCone else { return nil }
        // CIE 1931 2° XYZ of the anchor wavelengths, as DaltonLens-Python uses them.
        let anchors: ([Double], [Double]) =
            deficiency == .tritan
            ? ([0.05795, 0.1693, 0.6162], [0.1649, 0.0610, 0.0000])  // 485 nm, 660 nm
            : ([0.1421, 0.1126, 1.0419], [0.8425, 0.9154, 0.0018])  // 475 nm, 575 nm
        let lms = LMSModel.lmsFromLinearRGB
        let neutral = lms.apply([1, 1, 1])
        var wing1 = LMSModel.lmsFromXYZ.apply(anchors.0)
        var wing2 = LMSModel.lmsFromXYZ.apply(anchors.1)
        var axis = [0.0, 0, 0]
        axis[cone] = 1
        let separation = Vector3.cross(neutral, axis)
        if Vector3.dot(separation, wing1) < 0 { swap(&wing1, &wing2) }
        let first = LMSModel.projection(onPlaneWithNormal: Vector3.cross(neutral, wing1), missingCone: cone)
        let second = LMSModel.projection(onPlaneWithNormal: Vector3.cross(neutral, wing2), missingCone: cone)
        return Brettel(
            first: LMSModel.linearRGBMatrix(first), second: LMSModel.linearRGBMatrix(second),
            separation: lms.transposed.apply(separation))
    }

    /// Achromatopsia: every channel becomes the WCAG luminance, in linear light, so the WCAG
    /// ratio of any pair is unchanged by it.
    static let achromatopsia = ColorMatrix(repeatingRow: [0.2126, 0.7152, 0.0722])

    /// Machado 2009 at any severity: the published matrices (0.1 steps) interpolated.
    static func machado(_ deficiency: ColorVisionDeficiency, severity: Double) -> ColorMatrix {
        guard let table = MachadoMatrices.table[deficiency] else { return achromatopsia }
        let clamped = min(max(severity, 0), 1)
        let lower = Int((clamped * 10).rounded(.down))
        let upper = min(lower + 1, 10)
        // Weight of the upper matrix in 0..<1, as ColorAide does. (DaltonLens-Python 0.1.5 uses
        // `severity − lower/10`, ten times too small, so it barely leaves the lower step.)
        let weight = clamped * 10 - Double(lower)
        return table[upper].blended(with: table[lower], weight: weight)
    }
}

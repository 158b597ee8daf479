import LegibleColor

/// A pair's WCAG ratio as seen with each full colour-vision deficiency (auto method, severity 1),
/// so that a pair that passes for most people but collapses for some is visible.
public struct CVDRatios: Hashable, Sendable, Codable {
    public let protan: Double
    public let deutan: Double
    public let tritan: Double
    public let achroma: Double

    public init(foreground: SRGBColor, background: SRGBColor) {
        let ratios = CVDSimulator.standard.map { ContrastRatio($0.simulate(foreground), $0.simulate(background)).value }
        protan = ratios[0]
        deutan = ratios[1]
        tritan = ratios[2]
        achroma = ratios[3]
    }

    /// The lowest of the four, with its deficiency.
    public var worst: (deficiency: ColorVisionDeficiency, ratio: Double) {
        [(ColorVisionDeficiency.protan, protan), (.deutan, deutan), (.tritan, tritan), (.achroma, achroma)]
            .min { $0.1 < $1.1 }!
    }
}

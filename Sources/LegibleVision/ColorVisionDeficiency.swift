/// A colour-vision deficiency that Legible can simulate.
public enum ColorVisionDeficiency: String, CaseIterable, Sendable, Codable {
    /// Missing or shifted L cones (protanopia, protanomaly).
    case protan
    /// Missing or shifted M cones (deuteranopia, deuteranomaly).
    case deutan
    /// Missing or shifted S cones (tritanopia, tritanomaly).
    case tritan
    /// No colour vision at all: only luminance (achromatopsia).
    case achroma

    public var displayName: String {
        switch self {
        case .protan: return "protanopia"
        case .deutan: return "deuteranopia"
        case .tritan: return "tritanopia"
        case .achroma: return "achromatopsia"
        }
    }

    /// The LMS coordinate a dichromat of this kind lacks.
    var missingCone: Int? {
        switch self {
        case .protan: return 0
        case .deutan: return 1
        case .tritan: return 2
        case .achroma: return nil
        }
    }
}

/// Which published model simulates the deficiency.
public enum SimulationMethod: String, CaseIterable, Sendable, Codable {
    /// Brettel for tritan; Viénot for full protan/deutan; Machado for partial (DaltonLens' and ColorAide's choice).
    case auto
    /// Brettel, Viénot & Mollon 1997: two half-planes.
    case brettel
    /// Viénot, Brettel & Mollon 1999: one plane (not accurate for tritan).
    case vienot
    /// Machado, Oliveira & Fernandes 2009: severity-aware matrices.
    case machado
}

import LegibleCore

/// Tests/Fixtures/color/coloraide.json, written by Scripts/references/make-color-references with ColorAide.
struct ColorAideReferences: Decodable {
    struct Single: Decodable, Sendable, CustomTestStringConvertible {
        let hex: String
        let luminance: Double
        let wcag_luminance: Double
        let linear: [Double]
        let lab_d65: [Double]
        let oklab: [Double]
        var testDescription: String { hex }
    }

    struct Pair: Decodable, Sendable, CustomTestStringConvertible {
        let a: String
        let b: String
        let contrast: Double
        let wcag_contrast: Double
        let ciede2000: Double
        var testDescription: String { "\(a)/\(b)" }
    }

    struct Composite: Decodable, Sendable {
        let foreground: String
        let background: String
        let result: [Double]
    }

    struct Parsed: Decodable, Sendable, CustomTestStringConvertible {
        let input: String
        let srgb: [Double]
        let alpha: Double
        var testDescription: String { input }
    }

    struct P3: Decodable, Sendable {
        let p3: [Int]
        let srgb: [Double]
    }

    let singles: [Single]
    let pairs: [Pair]
    let composites: [Composite]
    let parsed: [Parsed]
    let displayP3: [P3]

    static let shared: ColorAideReferences = {
        do {
            return try Fixtures.decode(ColorAideReferences.self, from: "color/coloraide.json")
        } catch {
            fatalError("Tests/Fixtures/color/coloraide.json is unreadable (run Scripts/references/make-color-references): \(error)")
        }
    }()
}

import Testing

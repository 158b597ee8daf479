import Foundation
import Testing

@testable import LegibleColor
@testable import LegibleImaging
@testable import LegibleVision

/// Tests/Fixtures/cvd/references.json, written by Scripts/references/make-cvd-references.
struct CVDReferences: Decodable {
    struct DaltonLensCase: Decodable, Sendable, CustomTestStringConvertible {
        let method: String
        let deficiency: String
        let severity: Double
        let file: String
        var testDescription: String { "\(method) \(deficiency) \(severity)" }
    }

    struct ColorAideCase: Decodable, Sendable, CustomTestStringConvertible {
        let method: String
        let deficiency: String
        let severity: Double
        let outputs: [[Double]]
        var testDescription: String { "\(method) \(deficiency) \(severity)" }
    }

    struct ColorAide: Decodable {
        let colors: [String]
        let cases: [ColorAideCase]
    }

    let daltonlens: [DaltonLensCase]
    let coloraide: ColorAide

    static let shared: CVDReferences = {
        do {
            return try Fixtures.decode(CVDReferences.self, from: "cvd/references.json")
        } catch {
            fatalError("Tests/Fixtures/cvd/references.json is unreadable (run Scripts/references/make-cvd-references): \(error)")
        }
    }()
}

@Suite struct CVDSimulatorTests {
    /// The RGB cube every 5 levels, laid out as Scripts/references/make-cvd-references does.
    static let cube: PixelBuffer = {
        let n = 52
        var buffer = PixelBuffer(width: n * n, height: n, filledWith: RGBA8(0, 0, 0))
        for y in 0..<n {
            for x in 0..<(n * n) {
                buffer[x, y] = RGBA8(UInt8(5 * y), UInt8(5 * (x / n)), UInt8(5 * (x % n)), UInt8((x * 7 + y) % 256))
            }
        }
        return buffer
    }()

    /// Every method and deficiency DaltonLens implements, on 140,608 colours: within one 8-bit level
    /// (DaltonLens truncates to 8 bits where Legible rounds). Both the image path and the single-colour path.
    @Test(arguments: CVDReferences.shared.daltonlens)
    func matchesDaltonLensOnTheRGBCube(reference: CVDReferences.DaltonLensCase) throws {
        let expected = try PNGDecoder().decode(fileAt: Fixtures.path("cvd/\(reference.file)")).buffer
        let simulator = CVDSimulator(
            deficiency: try #require(ColorVisionDeficiency(rawValue: reference.deficiency)),
            severity: reference.severity, method: try #require(SimulationMethod(rawValue: reference.method)))
        let simulated = simulator.simulate(Self.cube, threads: 2)
        var worst = 0
        for y in 0..<expected.height {
            for x in 0..<expected.width {
                let want = expected[x, y]
                let got = simulated[x, y]
                let single = simulator.simulate(Self.cube[x, y].color).rgba8
                worst = max(
                    worst, abs(Int(got.r) - Int(want.r)), abs(Int(got.g) - Int(want.g)), abs(Int(got.b) - Int(want.b)),
                    abs(Int(single.r) - Int(want.r)), abs(Int(single.g) - Int(want.g)), abs(Int(single.b) - Int(want.b)))
                #expect(got.a == Self.cube[x, y].a)
            }
        }
        #expect(worst <= 1, "largest difference from DaltonLens: \(worst) levels")
    }

    /// Machado between its published steps, and achromatopsia, against ColorAide.
    @Test(arguments: CVDReferences.shared.coloraide.cases)
    func matchesColorAide(reference: CVDReferences.ColorAideCase) throws {
        let simulator = CVDSimulator(
            deficiency: try #require(ColorVisionDeficiency(rawValue: reference.deficiency)),
            severity: reference.severity, method: reference.method == "machado" ? .machado : .auto)
        for (hex, expected) in zip(CVDReferences.shared.coloraide.colors, reference.outputs) {
            let got = simulator.simulate(try ColorParser.parse(hex))
            let clipped = expected.map { min(max($0, 0), 1) }
            #expect(approximatelyEqual(got.red, clipped[0], tolerance: 1e-5), "\(hex)")
            #expect(approximatelyEqual(got.green, clipped[1], tolerance: 1e-5), "\(hex)")
            #expect(approximatelyEqual(got.blue, clipped[2], tolerance: 1e-5), "\(hex)")
        }
    }

    static let everySimulator: [CVDSimulator] = ColorVisionDeficiency.allCases.flatMap { deficiency in
        SimulationMethod.allCases.flatMap { method in
            [0.3, 0.8, 1].map { CVDSimulator(deficiency: deficiency, severity: $0, method: method) }
        }
    }

    @Test func greyStaysGrey() {
        for simulator in Self.everySimulator {
            for level in stride(from: 0, through: 255, by: 17) {
                let grey = RGBA8(UInt8(level), UInt8(level), UInt8(level))
                let out = simulator.simulate(grey.color).rgba8
                #expect(abs(Int(out.r) - level) <= 1 && abs(Int(out.g) - level) <= 1 && abs(Int(out.b) - level) <= 1,
                        "\(simulator.deficiency) \(simulator.method) \(simulator.severity): \(grey.hex) → \(out.hex)")
            }
        }
    }

    @Test func severityZeroIsTheIdentity() {
        for deficiency in ColorVisionDeficiency.allCases {
            for method in SimulationMethod.allCases {
                let simulator = CVDSimulator(deficiency: deficiency, severity: 0, method: method)
                #expect(simulator.simulate(Self.cube) == Self.cube, "\(deficiency) \(method)")
            }
        }
    }

    /// Achromatopsia keeps luminance, so the WCAG ratio of any pair is unchanged.
    @Test func achromatopsiaKeepsTheWCAGRatio() throws {
        let simulator = CVDSimulator(deficiency: .achroma)
        for (a, b) in [("#ff3b30", "#ffffff"), ("#007aff", "#1c1c1e"), ("#34c759", "#ff9500")] {
            let first = try ColorParser.parse(a)
            let second = try ColorParser.parse(b)
            let before = ContrastRatio(first, second).value
            let after = ContrastRatio(simulator.simulate(first), simulator.simulate(second)).value
            #expect(approximatelyEqual(before, after, tolerance: 1e-9))
        }
    }

    @Test func autoPicksTheRecommendedMethod() {
        #expect(CVDSimulator(deficiency: .tritan).method == .brettel)
        #expect(CVDSimulator(deficiency: .protan).method == .vienot)
        #expect(CVDSimulator(deficiency: .deutan, severity: 0.6).method == .machado)
    }

    @Test func threadedAndSingleThreadedImagesAgree() {
        let simulator = CVDSimulator(deficiency: .tritan, severity: 0.7, method: .brettel)
        #expect(simulator.simulate(Self.cube, threads: 1) == simulator.simulate(Self.cube, threads: 3))
    }
}

@Suite struct CVDRatiosTests {
    /// Red on green passes nothing for anyone here, but the point is the protan/deutan collapse:
    /// their ratios fall towards 1 while normal vision keeps more.
    @Test func redGreenCollapsesForProtanAndDeutan() throws {
        let red = try ColorParser.parse("#d0312d")
        let green = try ColorParser.parse("#2e8b57")
        let ratios = CVDRatios(foreground: red, background: green)
        let normal = ContrastRatio(red, green).value
        #expect(ratios.achroma == ContrastRatio(CVDSimulator(deficiency: .achroma).simulate(red),
                                                 CVDSimulator(deficiency: .achroma).simulate(green)).value)
        #expect(abs(ratios.achroma - normal) < 1e-9)  // achromatopsia keeps luminance
        #expect(ratios.worst.deficiency == .protan || ratios.worst.deficiency == .deutan)
    }
}

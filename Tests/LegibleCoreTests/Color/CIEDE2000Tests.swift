import Foundation
import Testing

@testable import LegibleColor

@Suite struct CIEDE2000Tests {
    struct SharmaRow: Sendable, CustomTestStringConvertible {
        let first: CIELab
        let second: CIELab
        let expected: Double
        var testDescription: String { "\(first) / \(second)" }
    }

    static let sharmaRows: [SharmaRow] = {
        let text = (try? String(contentsOfFile: Fixtures.path("color/sharma-ciede2000.csv"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("L1") }.map { line in
            let v = line.split(separator: ",").map { Double($0)! }
            return SharmaRow(
                first: CIELab(l: v[0], a: v[1], b: v[2]), second: CIELab(l: v[3], a: v[4], b: v[5]), expected: v[6])
        }
    }()

    @Test func sharmaTableIsComplete() {
        #expect(Self.sharmaRows.count == 34)
    }

    @Test(arguments: sharmaRows)
    func sharmaPublishedPairs(row: SharmaRow) {
        #expect(approximatelyEqual(CIEDE2000.difference(row.first, row.second), row.expected, tolerance: 5e-5))
        #expect(approximatelyEqual(CIEDE2000.difference(row.second, row.first), row.expected, tolerance: 5e-5))
    }

    @Test(arguments: ColorAideReferences.shared.pairs)
    func matchesColorAide(pair: ColorAideReferences.Pair) throws {
        let a = CIELab(try ColorParser.parse(pair.a))
        let b = CIELab(try ColorParser.parse(pair.b))
        #expect(approximatelyEqual(CIEDE2000.difference(a, b), pair.ciede2000, tolerance: 1e-6))
    }

    /// The cheap skip in DominantColors relies on this bound.
    @Test func lightnessBoundHolds() {
        let weight = CIEDE2000.maximumLightnessWeight
        for l in stride(from: 0.0, through: 100, by: 5) {
            let delta = 2 * weight + 0.01
            guard l + delta <= 100 else { continue }
            let d = CIEDE2000.difference(CIELab(l: l, a: 40, b: -30), CIELab(l: l + delta, a: 40, b: -30))
            #expect(d > 2)
        }
    }
}

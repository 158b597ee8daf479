import Foundation
import Testing

@testable import LegibleBase
@testable import LegibleColor
@testable import LegibleReport

@Suite struct ByteRowTests {
    @Test(arguments: [(4.4999, 3, true, "4.499"), (4.5, 3, true, "4.500"), (21.0, 3, true, "21.000"), (1.0009, 3, true, "1.000"),
                      (-71.25, 1, false, "-71.3"), (71.24, 1, false, "71.2"), (0.05, 1, false, "0.1"), (3, 0, false, "3")])
    func formatsNumbersLikeNumberFormat(value: Double, places: Int, truncate: Bool, expected: String) {
        var row = ByteRow()
        row.append(value, places: places, truncate: truncate)
        #expect(String(decoding: row.bytes, as: UTF8.self) == expected)
        if truncate { #expect(expected == ContrastRatio.truncated(value, places: 3) || places != 3) }
    }

    /// Report columns written by hand read exactly as printf writes them, ties and negatives included.
    @Test(arguments: [0, 1, 2, 3])
    func decimalsAreWhatPrintfWrites(places: Int) {
        var generator = SystemRandomNumberGenerator()
        let ties = [0.05, 0.15, 0.25, -0.25, 13.25, -71.25, 2.675, 1.005, 0.5, 1.5, 2.5, -0.04, 1e-9, 0, 98.7654]
        let values = ties + (0..<20_000).map { _ in Double.random(in: -120...120, using: &generator) }
            + (0..<2_000).map { Double($0) / 40 }
        for value in values {
            #expect(NumberFormat.decimal(value, places: places) == String(format: "%.\(places)f", value), "\(value)")
        }
    }

    @Test func formatsHexAndIntegers() {
        var row = ByteRow()
        row.append(hex: RGBA8(0, 122, 255))
        row.comma()
        row.append(integer: -1203)
        row.endRow()
        #expect(String(decoding: row.bytes, as: UTF8.self) == "#007aff,-1203\r\n")
    }
}

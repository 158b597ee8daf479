import Testing

@testable import LegibleCore

@Suite struct ByteRowTests {
    @Test(arguments: [(4.4999, 3, true, "4.499"), (4.5, 3, true, "4.500"), (21.0, 3, true, "21.000"), (1.0009, 3, true, "1.000"),
                      (-71.25, 1, false, "-71.3"), (71.24, 1, false, "71.2"), (0.05, 1, false, "0.1"), (3, 0, false, "3")])
    func formatsNumbersLikeNumberFormat(value: Double, places: Int, truncate: Bool, expected: String) {
        var row = ByteRow()
        row.append(value, places: places, truncate: truncate)
        #expect(String(decoding: row.bytes, as: UTF8.self) == expected)
        if truncate { #expect(expected == NumberFormat.ratio(value) || places != 3) }
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

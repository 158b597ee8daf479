import Testing

@testable import LegibleScan

@Suite struct SelectionTests {
    @Test(arguments: [1, 2, 3, 7, 64, 1000])
    func kthSmallestIsWhatSortingGives(count: Int) {
        var random = RegionLabellingTests.SeededGenerator(state: UInt64(count))
        // Few distinct values as well as many: stem widths repeat.
        for distinct in [2, count] {
            let values = (0..<count).map { _ in Double(Int.random(in: 0..<distinct, using: &random)) / 4 }
            for k in Set([0, count / 2, count - 1]) {
                var scratch = values
                #expect(Selection.kthSmallest(&scratch, k) == values.sorted()[k])
                #expect(scratch.sorted() == values.sorted())
            }
        }
    }
}

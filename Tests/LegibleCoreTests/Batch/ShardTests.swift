import Testing

@testable import LegibleBase
@testable import LegibleBatch

@Suite struct ShardTests {
    /// FNV-1a 64-bit test vectors from the algorithm's authors (isthe.com/chongo/tech/comp/fnv).
    @Test(arguments: [("", 0xcbf2_9ce4_8422_2325 as UInt64), ("a", 0xaf63_dc4c_8601_ec8c), ("foobar", 0x8594_4171_f739_67e8)])
    func pathHashIsFNV1a(text: String, expected: UInt64) {
        #expect(PathHash.fnv1a(text) == expected)
    }

    @Test func everyInputIsInExactlyOneShard() throws {
        let inputs = (0..<500).map { DiscoveredInput.file("screens/device-\($0 % 7)/screen-\($0).png") }
        let shards = try (0..<4).map { try Shard(parsing: "\($0)/4") }
        var sizes = [0, 0, 0, 0]
        for input in inputs {
            let owners = shards.indices.filter { shards[$0].contains(input) }
            #expect(owners.count == 1)
            sizes[owners[0]] += 1
        }
        // A hash spreads files evenly enough: no shard gets less than half its share.
        #expect(sizes.allSatisfy { $0 > 500 / 8 })
    }

    @Test(arguments: ["4/4", "-1/4", "1/0", "1", "a/b", "1/2/3", ""])
    func refusesWhatIsNotKOfN(value: String) {
        #expect(throws: ShardError.self) { try Shard(parsing: value) }
    }
}

/// Rounded division of a block's sum by its pixel count, as a multiplication by the count's reciprocal
/// rounded up: exact while sum × count < 2³², and a sum of bytes is under 256 × count, so for blocks of up
/// to 64 × 64 pixels; larger ones divide. An average of bytes is a byte, so the conversion cannot trap.
struct BlockAverage {
    let count: UInt64
    let reciprocal: UInt64

    init(count: Int) {
        self.count = UInt64(count)
        reciprocal = (1 << 32) / UInt64(count) + 1
    }

    /// Calls `body` with each column of a row of blocks `rows` high over an image `width` wide, and its
    /// block's average: the same for all but the last block, which may be narrower.
    @inline(__always)
    static func forEachBlock(rows: Int, width: Int, factor: Int, _ body: (_ column: Int, _ average: BlockAverage) -> Void) {
        let columns = (width + factor - 1) / factor
        let whole = BlockAverage(count: rows * factor)
        for column in 0..<columns - 1 { body(column, whole) }
        body(columns - 1, BlockAverage(count: rows * (width - (columns - 1) * factor)))
    }

    @inline(__always) func callAsFunction(_ sum: UInt64) -> UInt8 {
        let rounded = sum + count / 2
        return UInt8(truncatingIfNeeded: count <= 4096 ? (rounded &* reciprocal) >> 32 : rounded / count)
    }
}

/// Least-significant-digit radix sort of packed colours (or of keys with a colour in their high bits): a byte per pass, passes only for the bytes
/// that vary. The colour histograms of every run sort thousands of samples; a comparison sort
/// costs several times as much there.
public enum RadixSort {
    /// Below this count a comparison sort is cheaper than clearing the bucket tables.
    @usableFromInline package static let threshold = 256

    /// Sorts `values` by their bits from `lowestBit` up (all of them by default); the order of values
    /// equal in those bits is kept. Short arrays get a comparison sort of the whole values.
    // Public and inlinable so that the layers above (the scanner's run measurement, DominantColors) get it
    // specialised for their integer type: called generically across the module boundary, a scan took
    // twice as long. (`@inlinable package` is not inlined across modules by Swift 6.3.)
    @inlinable public static func sort<Value: FixedWidthInteger & UnsignedInteger>(_ values: inout [Value], fromBit lowestBit: Int = 0) {
        guard values.count >= threshold else {
            values.sort()
            return
        }
        var scratch = [Value](repeating: 0, count: values.count)
        var highest: Value = 0
        for value in values { highest |= value }
        var counts = [Int](repeating: 0, count: 256)
        var shift = lowestBit
        while shift < Value.bitWidth && highest >> shift != 0 {
            values.withUnsafeBufferPointer { source in
                scratch.withUnsafeMutableBufferPointer { destination in
                    counts.withUnsafeMutableBufferPointer { counts in
                        for i in 0..<256 { counts[i] = 0 }
                        for value in source { counts[Int(value >> shift & 0xFF)] += 1 }
                        var total = 0
                        for i in 0..<256 {
                            let count = counts[i]
                            counts[i] = total
                            total += count
                        }
                        for value in source {
                            let bucket = Int(value >> shift & 0xFF)
                            destination[counts[bucket]] = value
                            counts[bucket] += 1
                        }
                    }
                }
            }
            swap(&values, &scratch)
            shift += 8
        }
    }
}

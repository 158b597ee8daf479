/// The k-th smallest of a list without sorting it all: the median of a line's stem widths is
/// wanted for every line, and a full sort of them was a visible part of a scan.
enum Selection {
    /// The value that would be at index `k` of `values` sorted ascending; reorders `values`.
    /// Quickselect with Hoare's partition around the middle element.
    static func kthSmallest<Value: Comparable>(_ values: inout [Value], _ k: Int) -> Value {
        precondition(values.indices.contains(k), "k outside the values")
        var low = 0
        var high = values.count - 1
        while low < high {
            let pivot = values[(low + high) / 2]
            var i = low
            var j = high
            while i <= j {
                while values[i] < pivot { i += 1 }
                while pivot < values[j] { j -= 1 }
                if i <= j {
                    values.swapAt(i, j)
                    i += 1
                    j -= 1
                }
            }
            // low...j hold values ≤ pivot, i...high values ≥ pivot, and anything between equals it.
            if k <= j {
                high = j
            } else if k >= i {
                low = i
            } else {
                return values[k]
            }
        }
        return values[k]
    }
}

/// Union-find over a caller-owned buffer of parent indices (path compression, smaller root wins,
/// so labels come out in raster order).
struct DisjointSets {
    let parent: UnsafeMutableBufferPointer<Int32>

    @inline(__always) func find(_ start: Int32) -> Int32 {
        var root = start
        while parent[Int(root)] != root { root = parent[Int(root)] }
        var node = start
        while parent[Int(node)] != root {
            let next = parent[Int(node)]
            parent[Int(node)] = root
            node = next
        }
        return root
    }

    @inline(__always) func union(_ a: Int32, _ b: Int32) {
        let rootA = find(a)
        let rootB = find(b)
        if rootA < rootB {
            parent[Int(rootB)] = rootA
        } else if rootB < rootA {
            parent[Int(rootA)] = rootB
        }
    }

    /// Replaces each parent with its set's number (0, 1, … in the order of the sets' first
    /// elements) and returns how many sets there are. One pass suffices because parents never point
    /// above their children (`union` and callers that set a parent to a smaller index keep it so):
    /// every smaller index already holds its number.
    func numberSets() -> Int {
        var next: Int32 = 0
        for index in parent.indices {
            let up = Int(parent[index])
            if up == index {
                parent[index] = next
                next += 1
            } else {
                parent[index] = parent[up]
            }
        }
        return Int(next)
    }
}

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
}

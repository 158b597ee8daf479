/// The 8-connected groups of ink (non-background) pixels, with what each touches.
struct InkComponents {
    struct Component {
        var minX: Int
        var minY: Int
        var maxX: Int
        var maxY: Int
        var pixelCount: Int
        /// Background regions bordering the component and how many border pixels each has.
        var neighbours: [Int32: Int] = [:]

        var width: Int { maxX - minX + 1 }
        var height: Int { maxY - minY + 1 }
        var rect: PixelRect { PixelRect(x: minX, y: minY, width: width, height: height) }

        /// The background region it touches most, if any.
        var mainBackground: Int32? {
            neighbours.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key
        }
    }

    /// The component of each pixel, or -1 on background.
    let componentOfPixel: [Int32]
    let components: [Component]

    init(layer: BackgroundLayer) {
        let width = layer.width
        let height = layer.height
        let count = width * height
        var parent = [Int32](repeating: -1, count: count)
        parent.withUnsafeMutableBufferPointer { parent in
            let sets = DisjointSets(parent: parent)
            for y in 0..<height {
                for x in 0..<width {
                    let index = y * width + x
                    guard !layer.isBackgroundPixel(index) else { continue }
                    parent[index] = Int32(index)
                    // 8-connectivity: left, and the three pixels above.
                    if x > 0 && parent[index - 1] >= 0 { sets.union(Int32(index - 1), Int32(index)) }
                    if y > 0 {
                        for dx in -1...1 where x + dx >= 0 && x + dx < width {
                            let above = index - width + dx
                            if parent[above] >= 0 { sets.union(Int32(above), Int32(index)) }
                        }
                    }
                }
            }
            for index in 0..<count where parent[index] >= 0 { parent[index] = sets.find(Int32(index)) }
        }
        var compact = [Int32](repeating: -1, count: count)
        var components: [Component] = []
        var labels = [Int32](repeating: -1, count: count)
        for y in 0..<height {
            for x in 0..<width {
                let index = y * width + x
                let root = parent[index]
                guard root >= 0 else { continue }
                var label = compact[Int(root)]
                if label < 0 {
                    label = Int32(components.count)
                    compact[Int(root)] = label
                    components.append(Component(minX: x, minY: y, maxX: x, maxY: y, pixelCount: 0))
                }
                labels[index] = label
                components[Int(label)].pixelCount += 1
                components[Int(label)].minX = min(components[Int(label)].minX, x)
                components[Int(label)].maxX = max(components[Int(label)].maxX, x)
                components[Int(label)].maxY = y
                // The background regions around it (4-neighbours).
                @inline(__always) func note(_ neighbour: Int) {
                    if layer.isBackgroundPixel(neighbour) {
                        components[Int(label)].neighbours[layer.regionOfPixel[neighbour], default: 0] += 1
                    }
                }
                if x > 0 { note(index - 1) }
                if x < width - 1 { note(index + 1) }
                if y > 0 { note(index - width) }
                if y < height - 1 { note(index + width) }
            }
        }
        componentOfPixel = labels
        self.components = components
    }
}

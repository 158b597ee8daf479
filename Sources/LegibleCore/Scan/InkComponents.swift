/// The 8-connected groups of ink (non-background) pixels, with what each touches.
struct InkComponents {
    struct Component {
        var minX: Int
        var minY: Int
        var maxX: Int
        var maxY: Int
        var pixelCount: Int
        /// Background regions bordering the component and how many border pixels each has.
        var neighbours = RegionCounts()

        var width: Int { maxX - minX + 1 }
        var height: Int { maxY - minY + 1 }
        var rect: PixelRect { PixelRect(x: minX, y: minY, width: width, height: height) }

        /// The background region it touches most, if any.
        var mainBackground: Int32? { neighbours.mostCommon }
    }

    /// The component of each pixel, or -1 on background.
    let componentOfPixel: [Int32]
    let components: [Component]

    init(layer: BackgroundLayer) {
        let width = layer.width
        let height = layer.height
        let count = width * height
        // Labels are found as in BackgroundLayer: parents never above their children, so one raster
        // pass turns roots into component numbers.
        var labels = [Int32](repeating: -1, count: count)
        var componentCount = 0
        labels.withUnsafeMutableBufferPointer { parent in
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
            var next: Int32 = 0
            for index in 0..<count where parent[index] >= 0 {
                let up = Int(parent[index])
                if up == index {
                    parent[index] = next
                    next += 1
                } else {
                    parent[index] = parent[up]
                }
            }
            componentCount = Int(next)
        }
        var components: [Component] = []
        components.reserveCapacity(componentCount)
        labels.withUnsafeBufferPointer { labels in
            for y in 0..<height {
                for x in 0..<width {
                    let index = y * width + x
                    let label = Int(labels[index])
                    guard label >= 0 else { continue }
                    if label == components.count {
                        components.append(Component(minX: x, minY: y, maxX: x, maxY: y, pixelCount: 0))
                    }
                    components[label].pixelCount += 1
                    components[label].minX = min(components[label].minX, x)
                    components[label].maxX = max(components[label].maxX, x)
                    components[label].maxY = y
                    // The background regions around it (4-neighbours).
                    @inline(__always) func note(_ neighbour: Int) {
                        if labels[neighbour] < 0 { components[label].neighbours.add(layer.regionOfPixel[neighbour]) }
                    }
                    if x > 0 { note(index - 1) }
                    if x < width - 1 { note(index + 1) }
                    if y > 0 { note(index - width) }
                    if y < height - 1 { note(index + width) }
                }
            }
        }
        componentOfPixel = labels
        self.components = components
    }
}

/// Counts per background region, for the few regions a component touches: a short list searched
/// from the last one counted (border pixels come in runs), turning into a dictionary only for a
/// component that touches many, so no count is ever quadratic.
struct RegionCounts {
    private var regions: [Int32] = []
    private var counts: [Int] = []
    private var many: [Int32: Int]?
    private var last = 0

    static let listLimit = 16

    mutating func add(_ region: Int32) {
        if many != nil {
            many![region, default: 0] += 1
            return
        }
        if last < regions.count && regions[last] == region {
            counts[last] += 1
            return
        }
        if let found = regions.firstIndex(of: region) {
            counts[found] += 1
            last = found
        } else if regions.count < Self.listLimit {
            regions.append(region)
            counts.append(1)
            last = regions.count - 1
        } else {
            many = Dictionary(uniqueKeysWithValues: zip(regions, counts))
            many![region, default: 0] += 1
        }
    }

    /// The region counted most; ties go to the lowest region number.
    var mostCommon: Int32? {
        let pairs = many.map { Array($0) } ?? zip(regions, counts).map { (key: $0, value: $1) }
        return pairs.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key
    }
}

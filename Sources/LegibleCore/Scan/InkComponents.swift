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
                    // 8-connectivity: left, and the three pixels above. Joined to its left neighbour, the
                    // pixel is already joined to the two above that the left one shares with it.
                    if x > 0 && parent[index - 1] >= 0 {
                        parent[index] = parent[index - 1]
                        if y > 0 && x + 1 < width && parent[index - width + 1] >= 0 { sets.union(Int32(index - width + 1), Int32(index)) }
                        continue
                    }
                    parent[index] = Int32(index)
                    if y > 0 {
                        for dx in -1...1 where x + dx >= 0 && x + dx < width {
                            let above = index - width + dx
                            if parent[above] >= 0 { sets.union(Int32(above), Int32(index)) }
                        }
                    }
                }
            }
            componentCount = sets.numberSets()
        }
        // Bounds and counts in flat arrays: the loop over every pixel touches no array of structs.
        var minX = [Int](repeating: Int.max, count: componentCount)
        var maxX = [Int](repeating: Int.min, count: componentCount)
        var minY = [Int](repeating: Int.max, count: componentCount)
        var maxY = [Int](repeating: Int.min, count: componentCount)
        var pixelCounts = [Int](repeating: 0, count: componentCount)
        var neighbours = [RegionCounts](repeating: RegionCounts(), count: componentCount)
        labels.withUnsafeBufferPointer { labels in
            minX.withUnsafeMutableBufferPointer { minX in
                maxX.withUnsafeMutableBufferPointer { maxX in
                    minY.withUnsafeMutableBufferPointer { minY in
                        maxY.withUnsafeMutableBufferPointer { maxY in
                            pixelCounts.withUnsafeMutableBufferPointer { pixelCounts in
                                for y in 0..<height {
                                    for x in 0..<width {
                                        let index = y * width + x
                                        let label = Int(labels[index])
                                        guard label >= 0 else { continue }
                                        pixelCounts[label] += 1
                                        minX[label] = min(minX[label], x)
                                        maxX[label] = max(maxX[label], x)
                                        minY[label] = min(minY[label], y)
                                        maxY[label] = y
                                        // The background regions around it (4-neighbours).
                                        let left = x > 0 && labels[index - 1] < 0
                                        let right = x < width - 1 && labels[index + 1] < 0
                                        let up = y > 0 && labels[index - width] < 0
                                        let down = y < height - 1 && labels[index + width] < 0
                                        guard left || right || up || down else { continue }
                                        if left { neighbours[label].add(layer.regionOfPixel[index - 1]) }
                                        if right { neighbours[label].add(layer.regionOfPixel[index + 1]) }
                                        if up { neighbours[label].add(layer.regionOfPixel[index - width]) }
                                        if down { neighbours[label].add(layer.regionOfPixel[index + width]) }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        let components = (0..<componentCount).map { label in
            Component(minX: minX[label], minY: minY[label], maxX: maxX[label], maxY: maxY[label], pixelCount: pixelCounts[label],
                      neighbours: neighbours[label])
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

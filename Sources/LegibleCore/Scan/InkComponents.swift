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

    /// The component of each of the layer's colour runs (a run of ink lies in one component), or -1 on background.
    let componentOfRun: [Int32]
    let components: [Component]

    init(layer: BackgroundLayer) {
        let runs = layer.runs
        let height = layer.height
        // Ink runs: the stretches of a row between background, each made of one or more colour runs.
        var inkStart: [Int32] = []
        var inkEnd: [Int32] = []
        var firstInkRunOfRow: [Int] = []
        firstInkRunOfRow.reserveCapacity(height + 1)
        var inkRunOfRun = [Int32](repeating: -1, count: runs.count)
        runs.withUnsafeRuns { start, end, _ in
            for y in 0..<height {
                firstInkRunOfRow.append(inkStart.count)
                var open = false
                for run in runs.runs(ofRow: y) {
                    guard !layer.isBackground[Int(layer.regionOfRun[run])] else {
                        open = false
                        continue
                    }
                    if open {
                        inkEnd[inkEnd.count - 1] = end[run]
                    } else {
                        inkStart.append(start[run])
                        inkEnd.append(end[run])
                        open = true
                    }
                    inkRunOfRun[run] = Int32(inkStart.count - 1)
                }
            }
        }
        firstInkRunOfRow.append(inkStart.count)

        // 8-connected components of ink runs; parents never above their children (see BackgroundLayer).
        var labels = [Int32](repeating: 0, count: inkStart.count)
        var componentCount = 0
        labels.withUnsafeMutableBufferPointer { parent in
            let sets = DisjointSets(parent: parent)
            for y in 0..<height {
                let row = firstInkRunOfRow[y]..<firstInkRunOfRow[y + 1]
                for run in row { parent[run] = Int32(run) }
                guard y > 0 else { continue }
                // Runs of the row above that touch this one, diagonally included.
                var above = firstInkRunOfRow[y - 1]
                for run in row {
                    while above < row.lowerBound && inkEnd[above] < inkStart[run] { above += 1 }
                    var touching = above
                    while touching < row.lowerBound && inkStart[touching] <= inkEnd[run] {
                        sets.union(Int32(touching), Int32(run))
                        touching += 1
                    }
                }
            }
            componentCount = sets.numberSets()
        }

        var components = [Component](repeating: Component(minX: Int.max, minY: Int.max, maxX: Int.min, maxY: Int.min, pixelCount: 0),
                                     count: componentCount)
        runs.withUnsafeRuns { _, end, _ in
            for y in 0..<height {
                // Colour runs of this row and the rows above and below at the column being looked at.
                var here = runs.firstRunOfRow[y]
                var above = y > 0 ? runs.firstRunOfRow[y - 1] : 0
                var below = y + 1 < height ? runs.firstRunOfRow[y + 1] : 0
                for run in firstInkRunOfRow[y]..<firstInkRunOfRow[y + 1] {
                    let low = inkStart[run]
                    let high = inkEnd[run]
                    let label = Int(labels[run])
                    components[label].pixelCount += Int(high - low)
                    components[label].minX = min(components[label].minX, Int(low))
                    components[label].maxX = max(components[label].maxX, Int(high) - 1)
                    components[label].minY = min(components[label].minY, y)
                    components[label].maxY = y
                    // The background regions around it (4-neighbours): beside the run's ends, and every
                    // background pixel above and below it, counted a colour run at a time.
                    if low > 0 { Self.countBackground(low - 1..<low, along: &here, end: end, layer: layer, into: &components[label].neighbours) }
                    if Int(high) < layer.width {
                        Self.countBackground(high..<high + 1, along: &here, end: end, layer: layer, into: &components[label].neighbours)
                    }
                    if y > 0 { Self.countBackground(low..<high, along: &above, end: end, layer: layer, into: &components[label].neighbours) }
                    if y + 1 < height {
                        Self.countBackground(low..<high, along: &below, end: end, layer: layer, into: &components[label].neighbours)
                    }
                }
            }
        }
        var componentOfRun = [Int32](repeating: -1, count: runs.count)
        for run in componentOfRun.indices where inkRunOfRun[run] >= 0 {
            componentOfRun[run] = labels[Int(inkRunOfRun[run])]
        }
        self.componentOfRun = componentOfRun
        self.components = components
    }

    /// Counts the background pixels of `columns` in the row of colour run `run`, a colour run at a time;
    /// `run` moves right along the row and must not start past the columns.
    @inline(__always) private static func countBackground(_ columns: Range<Int32>, along run: inout Int,
                                                          end: UnsafeBufferPointer<Int32>, layer: BackgroundLayer,
                                                          into counts: inout RegionCounts) {
        var x = columns.lowerBound
        while x < columns.upperBound {
            while end[run] <= x { run += 1 }
            let next = min(end[run], columns.upperBound)
            let region = layer.regionOfRun[run]
            if layer.isBackground[Int(region)] { counts.add(region, count: Int(next - x)) }
            x = next
        }
    }
}

/// Counts per background region, for the few regions a component touches: a short list searched
/// from the last one counted (border pixels come in runs). A component touching many regions (a
/// photo's) stops searching and appends, merging duplicates by sorting now and then, so that no
/// count is ever quadratic.
struct RegionCounts {
    private var entries: [(region: Int32, count: Int)] = []
    private var last = 0
    /// The list length at which duplicates are next merged.
    private var mergeAt = 64

    static let searchLimit = 16

    mutating func add(_ region: Int32, count: Int = 1) {
        if last < entries.count && entries[last].region == region {
            entries[last].count += count
            return
        }
        if entries.count <= Self.searchLimit, let found = entries.firstIndex(where: { $0.region == region }) {
            entries[found].count += count
            last = found
            return
        }
        entries.append((region, count))
        last = entries.count - 1
        if entries.count >= mergeAt {
            entries = Self.merged(entries)
            last = 0
            mergeAt = max(64, 2 * entries.count)
        }
    }

    /// The region counted most; ties go to the lowest region number.
    var mostCommon: Int32? { ranked.first?.region }

    /// Every region counted, most counted first; ties go to the lowest region number.
    var ranked: [(region: Int32, count: Int)] {
        Self.merged(entries).sorted { $0.count != $1.count ? $0.count > $1.count : $0.region < $1.region }
    }

    /// One entry per region, ascending by region.
    private static func merged(_ entries: [(region: Int32, count: Int)]) -> [(region: Int32, count: Int)] {
        var merged: [(region: Int32, count: Int)] = []
        for entry in entries.sorted(by: { $0.region < $1.region }) {
            if merged.last?.region == entry.region { merged[merged.count - 1].count += entry.count } else { merged.append(entry) }
        }
        return merged
    }
}

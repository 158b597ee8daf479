import LegibleImaging

/// The 8-connected groups of ink (non-background) pixels, with what each touches.
struct InkComponents {
    struct Component: PixelBounded {
        var bounds: PixelBounds
        var pixelCount: Int
        /// Background regions bordering the component and how many border pixels each has.
        var neighbours = RegionCounts()

        /// The background region it touches most, if any.
        var mainBackground: Int32? { neighbours.mostCommon }

        /// The share of its box its pixels cover: a solid bar's nearly all, a filled disc's π/4, a ring's or an
        /// outline's little.
        var fill: Double { Double(pixelCount) / Double(width * height) }
    }

    /// The ink run of each of the layer's colour runs, or -1 on background.
    private let inkRunOfRun: [Int32]
    /// The component of each ink run.
    private let componentOfInkRun: [Int32]
    let components: [Component]

    init(layer: BackgroundLayer) {
        let runs = layer.runs
        let height = layer.height
        let width = layer.width
        // The background region of each colour run, -1 for ink: one lookup for the loops below.
        let backgroundOfRun = layer.regionOfRun.map { layer.isBackground[Int($0)] ? $0 : -1 }
        // Ink runs: the stretches of a row between background, each made of one or more colour runs.
        var inkStart: [Int32] = []
        var inkEnd: [Int32] = []
        var firstInkRunOfRow = [Int](repeating: 0, count: height + 1)
        var inkRunOfRun = [Int32](repeating: -1, count: runs.count)
        runs.withUnsafeRuns { start, end, _ in
            backgroundOfRun.withUnsafeBufferPointer { backgroundOfRun in
                inkRunOfRun.withUnsafeMutableBufferPointer { inkRunOfRun in
                    for y in 0..<height {
                        firstInkRunOfRow[y] = inkStart.count
                        var open = false
                        for run in runs.runs(ofRow: y) {
                            guard backgroundOfRun[run] < 0 else {
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
                            inkRunOfRun[run] = Int32(truncatingIfNeeded: inkStart.count - 1)
                        }
                    }
                }
            }
        }
        firstInkRunOfRow[height] = inkStart.count

        // 8-connected components of ink runs; parents never above their children (see BackgroundLayer).
        var labels = [Int32](repeating: 0, count: inkStart.count)
        var componentCount = 0
        labels.withUnsafeMutableBufferPointer { parent in
            inkStart.withUnsafeBufferPointer { inkStart in
                inkEnd.withUnsafeBufferPointer { inkEnd in
                    let sets = DisjointSets(parent: parent)
                    for y in 0..<height {
                        let row = firstInkRunOfRow[y]..<firstInkRunOfRow[y + 1]
                        for run in row { parent[run] = Int32(truncatingIfNeeded: run) }
                        guard y > 0 else { continue }
                        // Runs of the row above that touch this one, diagonally included.
                        var above = firstInkRunOfRow[y - 1]
                        for run in row {
                            while above < row.lowerBound && inkEnd[above] < inkStart[run] { above &+= 1 }
                            var touching = above
                            while touching < row.lowerBound && inkStart[touching] <= inkEnd[run] {
                                sets.union(Int32(truncatingIfNeeded: touching), Int32(truncatingIfNeeded: run))
                                touching &+= 1
                            }
                        }
                    }
                    componentCount = sets.numberSets()
                }
            }
        }

        // Bounds and counts in flat arrays, one entry per component.
        var minX = [Int](repeating: Int.max, count: componentCount)
        var maxX = [Int](repeating: Int.min, count: componentCount)
        var minY = [Int](repeating: Int.max, count: componentCount)
        var maxY = [Int](repeating: Int.min, count: componentCount)
        var pixelCounts = [Int](repeating: 0, count: componentCount)
        var neighbours = [RegionCounts](repeating: RegionCounts(), count: componentCount)
        runs.withUnsafeRuns { _, end, _ in
            backgroundOfRun.withUnsafeBufferPointer { backgroundOfRun in
                // Adds the background pixels of `columns` in the row of colour run `run`, a colour run at a
                // time; `run` moves right along the row and must not start past the columns.
                @inline(__always) func countBackground(_ columns: Range<Int32>, along run: inout Int, into counts: inout RegionCounts) {
                    var x = columns.lowerBound
                    while x < columns.upperBound {
                        while end[run] <= x { run &+= 1 }
                        let next = min(end[run], columns.upperBound)
                        let region = backgroundOfRun[run]
                        if region >= 0 { counts.add(region, count: Int(next &- x)) }
                        x = next
                    }
                }
                for y in 0..<height {
                    // Colour runs of this row and the rows above and below at the column being looked at.
                    var here = runs.firstRunOfRow[y]
                    var above = y > 0 ? runs.firstRunOfRow[y - 1] : 0
                    var below = y + 1 < height ? runs.firstRunOfRow[y + 1] : 0
                    for run in firstInkRunOfRow[y]..<firstInkRunOfRow[y + 1] {
                        let low = inkStart[run]
                        let high = inkEnd[run]
                        let label = Int(labels[run])
                        pixelCounts[label] += Int(high - low)
                        minX[label] = min(minX[label], Int(low))
                        maxX[label] = max(maxX[label], Int(high) - 1)
                        minY[label] = min(minY[label], y)
                        maxY[label] = y
                        // The background regions around it (4-neighbours): beside the run's ends, and every
                        // background pixel above and below it, counted a colour run at a time.
                        neighbours.withUnsafeMutableBufferPointer { neighbours in
                            if low > 0 { countBackground(low - 1..<low, along: &here, into: &neighbours[label]) }
                            if Int(high) < width { countBackground(high..<high + 1, along: &here, into: &neighbours[label]) }
                            if y > 0 { countBackground(low..<high, along: &above, into: &neighbours[label]) }
                            if y + 1 < height { countBackground(low..<high, along: &below, into: &neighbours[label]) }
                        }
                    }
                }
            }
        }
        components = (0..<componentCount).map { label in
            Component(bounds: PixelBounds(minX: minX[label], minY: minY[label], maxX: maxX[label], maxY: maxY[label]), pixelCount: pixelCounts[label],
                      neighbours: neighbours[label])
        }
        self.inkRunOfRun = inkRunOfRun
        componentOfInkRun = labels
    }

    /// The component of one of the layer's colour runs (a run of ink lies in one component), or -1 on background.
    @inline(__always) func component(ofRun run: Int) -> Int32 {
        let inkRun = inkRunOfRun[run]
        return inkRun >= 0 ? componentOfInkRun[Int(inkRun)] : -1
    }

    /// The first and one-past-last column of component `index`'s ink in row `y`, nil where it has none there.
    func columns(ofComponent index: Int, row y: Int, in layer: BackgroundLayer) -> (low: Int, high: Int)? {
        let box = components[index]
        let label = Int32(index)
        var extent: (low: Int, high: Int)?
        layer.runs.forEachRun(ofRow: y, from: box.minX, to: box.maxX + 1) { run, low, high in
            guard component(ofRun: run) == label else { return }
            extent = (min(extent?.low ?? low, low), max(extent?.high ?? high, high))
        }
        return extent
    }

    /// Calls `body` with each colour run of component `index`, top to bottom: the run, its row and its
    /// first and one-past-last column (the layer's runs, which `InkComponents` was built from).
    @inline(__always) func forEachRun(ofComponent index: Int, in layer: BackgroundLayer,
                                      _ body: (_ run: Int, _ y: Int, _ low: Int, _ high: Int) -> Void) {
        let box = components[index]
        let label = Int32(index)
        for y in box.minY...box.maxY {
            layer.runs.forEachRun(ofRow: y, from: box.minX, to: box.maxX + 1) { run, low, high in
                if component(ofRun: run) == label { body(run, y, low, high) }
            }
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

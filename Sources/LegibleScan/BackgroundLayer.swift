import Foundation
import LegibleColor
import LegibleImaging

/// The screenshot split into uniform regions, each marked background or not.
///
/// A region is a 4-connected set of pixels in which neighbours differ by at most `tolerance`
/// per channel: flat fills and smooth gradients each become one region, while an anti-aliased
/// glyph edge (a jump of many levels) does not join them; the rows of a steeper vertical gradient join
/// where they make a `VerticalRamp`. Regions that are large and thick are the background layer: page,
/// cards, bars, buttons, chips; everything else is ink, and so are the letters of a headline (`LargeGlyph`).
/// A faint texture (a grid of lines 1.07:1 from its cells) is joined into one backdrop first.
///
/// Regions are found over `ColourRuns`, not pixels: two neighbouring runs share one colour each, so
/// one comparison decides every pixel pair along their contact.
struct BackgroundLayer {
    let width: Int
    let height: Int
    let runs: ColorRuns
    /// The region of each run.
    let regionOfRun: [Int32]
    /// Whether each region is background.
    let isBackground: [Bool]
    let regionArea: [Int32]
    /// The majority colour (Boyer–Moore vote) of each region of at least the minimum area, the only
    /// ones that can be background: its fill, not the anti-aliased pixels that chained into it at its
    /// edges. 0 for smaller regions.
    let regionColor: [PackedRGB]
    /// Whether each region holds rows of a steep gradient (joined as a `VerticalRamp`): a fill whose
    /// colour varies, so its majority colour is one end of a range.
    let regionIsGradient: [Bool]

    /// Neighbours whose channels all differ by at most this join the same region.
    static let tolerance: Int32 = 2

    /// - Parameters:
    ///   - minimumArea: the smallest background region, in pixels (scaled by the device scale²).
    ///   - minimumThickness: the smallest mean thickness `2·area/boundary` of a background region, so
    ///     that long thin lines (separators, outlines) are ink however long they are.
    init(runs: ColorRuns, minimumArea: Int, minimumThickness: Double) {
        width = runs.width
        height = runs.height
        let ramp = VerticalRamp(runs, longRun: Int(3 * minimumThickness))
        var (labels, regions, rampRuns) = Self.label(runs, ramp: ramp)
        var (areas, boundaries, colors, extents) = Self.statistics(runs, labels: labels, regions: regions, minimumArea: minimumArea)
        // A gradient-filled shape is a drawing's (a shaded disc, a phone's frame): its rows stay ink, as
        // `DrawingCanvas` and the classifier expect of an illustration's shapes. Only regions large enough
        // to be background are looked at: a smaller one is ink, joined or not.
        let large = Set(rampRuns.lazy.map { labels[$0] }.filter { Int(areas[Int($0)]) >= minimumArea })
        let shapes = large.isEmpty ? [] : Self.shapes(runs, labels: labels, regions: regions, among: large)
        if !shapes.isEmpty {
            let joined = labels
            (labels, regions, rampRuns) = Self.label(runs, ramp: ramp, rampAllowed: { !shapes.contains(joined[$0]) })
            (areas, boundaries, colors, extents) = Self.statistics(runs, labels: labels, regions: regions, minimumArea: minimumArea)
        }
        func background() -> [Bool] {
            var isBackground = zip(areas, boundaries).map { area, boundary in
                Int(area) >= minimumArea && 2 * Double(area) / Double(max(boundary, 1)) >= minimumThickness
            }
            // A headline's letters, large and thick enough to be fills, are what the text is drawn in.
            let glyphs = areas.indices.filter { region in
                isBackground[region] && LargeGlyph.isShaped(area: Int(areas[region]), boundary: Int(boundaries[region]),
                                                            extent: extents[region], minimumArea: minimumArea)
            }
            for region in LargeGlyph.letters(among: glyphs, extents: extents, colors: colors) { isBackground[region] = false }
            return isBackground
        }
        var isBackground = background()
        let inkPixels = zip(areas, isBackground).reduce(0) { $0 + ($1.1 ? 0 : Int($1.0)) }
        if Double(inkPixels) >= Self.texturedShare * Double(width * height),
           let joined = Self.joiningFaintTexture(runs, labels: labels, regions: regions, isBackground: isBackground) {
            (labels, regions) = joined
            (areas, boundaries, colors, extents) = Self.statistics(runs, labels: labels, regions: regions, minimumArea: minimumArea)
            isBackground = background()
        }
        self.runs = runs
        regionOfRun = labels
        regionArea = areas
        regionColor = colors
        self.isBackground = isBackground
        var isGradient = [Bool](repeating: false, count: regions)
        for run in rampRuns { isGradient[Int(labels[run])] = true }
        regionIsGradient = isGradient
    }

    /// Neighbours this close (per channel) belong to one backdrop where both are too small or thin to be
    /// background by themselves: the cells and lines of a faint grid or a textured fill (1.07:1 apart),
    /// which left the text over them inside one vast piece of ink.
    static let textureTolerance: UInt32 = 8
    /// A screenshot is looked at for such texture only when this share of its pixels lies outside
    /// background regions (text and icons on plain fills cover less): the look costs a seventh of a scan,
    /// so it is spent where texture may be, 2 % of the bench's screens.
    static let texturedShare = 0.18

    /// The regions with neighbours within `textureTolerance` of each other joined, where neither is
    /// background and the colours of what they join stay within `textureTolerance` of each other (a
    /// photo's or a gradient's colours drift far along such chains); nil when none are.
    private static func joiningFaintTexture(_ runs: ColorRuns, labels: [Int32], regions: Int, isBackground: [Bool])
        -> (labels: [Int32], regions: Int)? {
        var parent = (0..<regions).map { Int32(truncatingIfNeeded: $0) }
        // Each set's lowest and highest level of red, green and blue, kept at its root.
        var low = [SIMD4<Int32>](repeating: SIMD4(repeating: 255), count: regions)
        var high = [SIMD4<Int32>](repeating: .zero, count: regions)
        var joined = false
        runs.withUnsafeRuns { start, end, color in
            @inline(__always) func levels(_ c: PackedRGB) -> SIMD4<Int32> { SIMD4(Int32(c.red), Int32(c.green), Int32(c.blue), 0) }
            for run in 0..<runs.count {
                let region = Int(labels[run])
                low[region] = pointwiseMin(low[region], levels(color[run]))
                high[region] = pointwiseMax(high[region], levels(color[run]))
            }
            parent.withUnsafeMutableBufferPointer { parent in
                let sets = DisjointSets(parent: parent)
                @inline(__always) func consider(_ a: Int, _ b: Int) {
                    guard labels[a] != labels[b], !isBackground[Int(labels[a])], !isBackground[Int(labels[b])],
                          similar(color[a], color[b], within: textureTolerance) else { return }
                    let (first, second) = (Int(sets.find(labels[a])), Int(sets.find(labels[b])))
                    guard first != second else { return }
                    let (lowest, highest) = (pointwiseMin(low[first], low[second]), pointwiseMax(high[first], high[second]))
                    guard (highest &- lowest).max() <= Int32(textureTolerance) else { return }
                    sets.union(Int32(first), Int32(second))
                    let root = Int(sets.find(Int32(first)))
                    (low[root], high[root]) = (lowest, highest)
                    joined = true
                }
                for y in 0..<runs.height where !runs.repeatsRowAbove[y] {
                    let row = runs.runs(ofRow: y)
                    for run in row where run > row.lowerBound { consider(run &- 1, run) }
                    guard y > 0 else { continue }
                    forEachRunTouchingRowAbove(y, of: runs, start: start, end: end, consider)
                }
            }
        }
        guard joined else { return nil }
        let count = parent.withUnsafeMutableBufferPointer { DisjointSets(parent: $0).numberSets() }
        return (labels.map { parent[Int($0)] }, count)
    }

    /// The region of the pixel at `x`, `y`, or nil outside the image or on a run of no region.
    func region(atX x: Int, y: Int) -> Int32? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        var region: Int32 = -1
        runs.forEachRun(ofRow: y, from: x, to: x + 1) { run, _, _ in region = regionOfRun[run] }
        return region >= 0 ? region : nil
    }

    /// The bounding box of each of `regions`, in one pass over the runs.
    func bounds(of regions: Set<Int32>) -> [Int32: PixelRect] {
        guard !regions.isEmpty else { return [:] }
        let wanted = Array(regions)
        var extents = [Extent](repeating: Extent(), count: wanted.count)
        Self.forEachRun(of: wanted, labels: regionOfRun, regionCount: regionArea.count, runs: runs) { index, run, y in
            extents[index].add(runs.start[run], runs.end[run], y)
        }
        var bounds: [Int32: PixelRect] = [:]
        for (index, region) in wanted.enumerated() where !extents[index].isEmpty { bounds[region] = extents[index].rect }
        return bounds
    }

    /// Calls `body` with each run of `regions` (as its region's index in `regions`) and its row, top to
    /// bottom: each region's slot is looked up in an array per run, not in a hash.
    private static func forEachRun(of regions: [Int32], labels: [Int32], regionCount: Int, runs: ColorRuns,
                                   _ body: (_ index: Int, _ run: Int, _ y: Int) -> Void) {
        var slot = [Int32](repeating: -1, count: regionCount)
        for (index, region) in regions.enumerated() { slot[Int(region)] = Int32(index) }
        for y in 0..<runs.height {
            for run in runs.runs(ofRow: y) {
                let index = Int(slot[Int(labels[run])])
                if index >= 0 { body(index, run, y) }
            }
        }
    }

    @inline(__always) static func similar(_ first: PackedRGB, _ second: PackedRGB, within t: UInt32 = UInt32(tolerance)) -> Bool {
        let a = first.value
        let b = second.value
        // Each channel's difference plus the tolerance, wrapping: within 0...2·tolerance exactly when
        // the difference is within the tolerance either way. No branch per channel.
        let red = (a >> 16 & 0xFF) &- (b >> 16 & 0xFF) &+ t
        let green = (a >> 8 & 0xFF) &- (b >> 8 & 0xFF) &+ t
        let blue = (a & 0xFF) &- (b & 0xFF) &+ t
        return max(red, max(green, blue)) <= 2 * t
    }

    /// The region number of each run, numbered in raster order of their first pixels, and the runs joined to
    /// the row above as steps of a gradient (only runs `rampAllowed` takes, where it is given).
    private static func label(_ runs: ColorRuns, ramp: VerticalRamp, rampAllowed: ((Int) -> Bool)? = nil)
        -> (labels: [Int32], regions: Int, rampRuns: [Int]) {
        // Union-find where every parent index is at most its child's, so that one raster-order pass
        // resolves roots and numbers regions without a `find` per run.
        var labels = [Int32](repeating: 0, count: runs.count)
        var regions = 0
        var rampRuns: [Int] = []
        labels.withUnsafeMutableBufferPointer { parent in
            runs.withUnsafeRuns { start, end, color in
                let sets = DisjointSets(parent: parent)
                for y in 0..<runs.height {
                    let row = runs.runs(ofRow: y)
                    if runs.repeatsRowAbove[y] {
                        // Each run lies under its twin, same colour: joined, with every union of the row implied.
                        let shift = row.lowerBound &- runs.firstRunOfRow[y - 1]
                        for run in row { parent[run] = Int32(truncatingIfNeeded: run &- shift) }
                        continue
                    }
                    for run in row {
                        parent[run] = Int32(truncatingIfNeeded: run)
                        if run > row.lowerBound && similar(color[run &- 1], color[run]) {
                            sets.union(Int32(truncatingIfNeeded: run &- 1), Int32(truncatingIfNeeded: run))
                        }
                    }
                    guard y > 0 else { continue }
                    forEachRunTouchingRowAbove(y, of: runs, start: start, end: end) { touching, run in
                        if similar(color[touching], color[run]) {
                            sets.union(Int32(truncatingIfNeeded: touching), Int32(truncatingIfNeeded: run))
                        } else if VerticalRamp.mayJoin(color[touching], color[run]), rampAllowed?(run) ?? true {
                            let middle = Int(max(start[touching], start[run]) + min(end[touching], end[run])) / 2
                            guard let join = ramp.join(color[touching], color[run], row: y, column: middle) else { return }
                            sets.union(Int32(truncatingIfNeeded: touching), Int32(truncatingIfNeeded: run))
                            if join == .gradient { rampRuns.append(run) }
                        }
                    }
                }
                regions = sets.numberSets()
            }
        }
        return (labels, regions, rampRuns)
    }

    /// A gradient fill of the UI (a bar, a button, a title) is a box: its rows, with the glyphs over them,
    /// span its whole width but at its rounded corners, or, where another box overlaps it (a dialog over a
    /// table's head), most of them share their left and right ends. A shaded shape of a drawing does
    /// neither (a disc fills π/4 of its box, and its edges curve).
    static let boxFill = 0.9
    /// The share of a box's rows that end within a pixel of its usual left and right ends.
    static let straightRows = 0.5

    /// Of `candidates` (regions holding gradient steps), those that are no box.
    private static func shapes(_ runs: ColorRuns, labels: [Int32], regions: Int, among candidates: Set<Int32>) -> Set<Int32> {
        let wanted = Array(candidates)
        // The extent of each candidate's rows, top to bottom: a row's is stored when the scan leaves it.
        var rows = [[(low: Int32, high: Int32)]](repeating: [], count: wanted.count)
        var row = [(low: Int32, high: Int32)](repeating: (.max, 0), count: wanted.count)
        var touched: [Int] = []
        var currentRow = 0
        func storeRow() {
            for index in touched {
                rows[index].append(row[index])
                row[index] = (.max, 0)
            }
            touched.removeAll(keepingCapacity: true)
        }
        forEachRun(of: wanted, labels: labels, regionCount: regions, runs: runs) { index, run, y in
            if y != currentRow {
                storeRow()
                currentRow = y
            }
            if row[index].high == 0 { touched.append(index) }
            row[index] = (min(row[index].low, runs.start[run]), max(row[index].high, runs.end[run]))
        }
        storeRow()
        var shapes = Set<Int32>()
        for (index, region) in wanted.enumerated() {
            let extents = rows[index]
            let (left, right) = (extents.map(\.low).min() ?? 0, extents.map(\.high).max() ?? 0)
            let filled = extents.reduce(0) { $0 + Int($1.high - $1.low) }
            if Double(filled) >= Self.boxFill * Double(Int(right - left) * extents.count) { continue }
            let lows = extents.map(\.low).sorted(), highs = extents.map(\.high).sorted()
            let (low, high) = (lows[lows.count / 2], highs[highs.count / 2])
            let straight = extents.filter { abs($0.low - low) <= 1 && abs($0.high - high) <= 1 }.count
            if Double(straight) < Self.straightRows * Double(extents.count) { shapes.insert(region) }
        }
        return shapes
    }

    /// Calls `body` with every pair of runs, one of row `y` (above the first) and one of the row above, that
    /// touch vertically: one sweep of both rows.
    @inline(__always)
    private static func forEachRunTouchingRowAbove(_ y: Int, of runs: ColorRuns, start: UnsafeBufferPointer<Int32>,
                                                   end: UnsafeBufferPointer<Int32>, _ body: (_ above: Int, _ run: Int) -> Void) {
        let row = runs.runs(ofRow: y)
        var above = runs.firstRunOfRow[y - 1]
        for run in row {
            while end[above] <= start[run] { above &+= 1 }
            var touching = above
            while touching < row.lowerBound && start[touching] < end[run] {
                body(touching, run)
                touching &+= 1
            }
        }
    }

    /// Each region's area, majority colour and boundary (pixels on the image's edge or beside another
    /// region). Colours and boundaries are found only for regions of `minimumArea` or more, the only
    /// ones that can be background: most runs of a screenshot are bits of glyphs.
    private static func statistics(_ runs: ColorRuns, labels: [Int32], regions: Int, minimumArea: Int)
        -> (areas: [Int32], boundaries: [Int32], colors: [PackedRGB], extents: [Extent]) {
        // Flat buffers for the loop over every run; copied into arrays once at the end.
        func counters<Value: FixedWidthInteger>(_: Value.Type) -> UnsafeMutableBufferPointer<Value> {
            let buffer = UnsafeMutableBufferPointer<Value>.allocate(capacity: regions)
            buffer.initialize(repeating: 0)
            return buffer
        }
        let areas = counters(Int32.self)
        let boundaries = counters(Int32.self)
        let colors = counters(UInt32.self)
        let votes = counters(Int32.self)
        let extents = UnsafeMutableBufferPointer<Extent>.allocate(capacity: regions)
        extents.initialize(repeating: Extent())
        defer {
            extents.deallocate()
            areas.deallocate()
            boundaries.deallocate()
            colors.deallocate()
            votes.deallocate()
        }
        let width = runs.width
        let height = runs.height
        labels.withUnsafeBufferPointer { labels in
            runs.withUnsafeRuns { start, end, color in
                for run in 0..<runs.count { areas[Int(labels[run])] += end[run] - start[run] }
                for y in 0..<height {
                    let row = runs.runs(ofRow: y)
                    // Runs of the rows above and below holding the column being looked at.
                    var above = y > 0 ? runs.firstRunOfRow[y - 1] : 0
                    var below = y + 1 < height ? runs.firstRunOfRow[y + 1] : 0
                    for run in row {
                        let label = labels[run]
                        let region = Int(label)
                        let length = end[run] - start[run]
                        guard areas[region] >= minimumArea else { continue }
                        extents[region].add(start[run], end[run], y)
                        // Boyer–Moore over the run's pixels at once: the same as one by one.
                        if colors[region] == color[run].value {
                            votes[region] += length
                        } else if votes[region] >= length {
                            votes[region] -= length
                        } else {
                            colors[region] = color[run].value
                            votes[region] = length - votes[region]
                        }
                        if y == 0 || y == height - 1 {
                            boundaries[region] += length
                            continue
                        }
                        // The run's end pixels are on the boundary when the next run is another region;
                        // every other pixel when the pixel above or below is.
                        var low = start[run]
                        var high = end[run]
                        if low == 0 || labels[run &- 1] != label {
                            boundaries[region] += 1
                            low += 1
                        }
                        if high > low && (Int(high) == width || labels[run &+ 1] != label) {
                            boundaries[region] += 1
                            high -= 1
                        }
                        var x = low
                        while x < high {
                            while end[above] <= x { above &+= 1 }
                            while end[below] <= x { below &+= 1 }
                            let next = min(end[above], end[below], high)
                            if labels[above] != label || labels[below] != label { boundaries[region] += next - x }
                            x = next
                        }
                    }
                }
            }
        }
        return (Array(areas), Array(boundaries), colors.map(PackedRGB.init), Array(extents))
    }

    /// The bounding box of a region's runs, gathered as they are met (in `statistics` and `bounds(of:)`).
    struct Extent {
        var minX = Int32.max, maxX: Int32 = 0, minY = Int32.max, maxY: Int32 = 0
        @inline(__always) mutating func add(_ start: Int32, _ end: Int32, _ y: Int) {
            minX = min(minX, start)
            maxX = max(maxX, end)
            minY = min(minY, Int32(truncatingIfNeeded: y))
            maxY = Int32(truncatingIfNeeded: y) + 1
        }
        var width: Int { Int(maxX) - Int(minX) }
        var height: Int { Int(maxY) - Int(minY) }
        /// Whether no run was added.
        var isEmpty: Bool { maxY == 0 }
        var rect: PixelRect { PixelRect(x: Int(minX), y: Int(minY), width: width, height: height) }
    }
}

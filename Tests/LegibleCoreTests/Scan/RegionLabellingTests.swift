import Testing

@testable import LegibleColor
@testable import LegibleImaging
@testable import LegibleScan

/// The background layer and ink components are found over runs of pixels; these tests hold them to
/// what their documentation says pixel by pixel, computed here the plain way (a flood fill per pixel).
@Suite struct RegionLabellingTests {
    /// SplitMix64: a seeded generator, so that every failure can be replayed.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Blocks of fills, some of them near-identical (1–3 levels apart, so that the tolerance matters),
    /// small ink-like marks, repeated rows, a little noise and transparent pixels.
    static func image(seed: UInt64, width: Int = 61, height: Int = 47) -> PixelBuffer {
        var random = SeededGenerator(state: seed)
        let fills: [RGBA8] = [RGBA8(255, 255, 255), RGBA8(254, 253, 255), RGBA8(252, 255, 255), RGBA8(240, 240, 240),
                              RGBA8(30, 30, 30), RGBA8(33, 30, 30), RGBA8(0, 90, 200), RGBA8(120, 60, 0)]
        var buffer = PixelBuffer(width: width, height: height, filledWith: fills[0])
        for _ in 0..<12 {
            let x = Int.random(in: 0..<width, using: &random)
            let y = Int.random(in: 0..<height, using: &random)
            let w = Int.random(in: 1...30, using: &random)
            let h = Int.random(in: 1...20, using: &random)
            let color = fills.randomElement(using: &random)!
            for yy in y..<min(height, y + h) { for xx in x..<min(width, x + w) { buffer[xx, yy] = color } }
        }
        for _ in 0..<80 {
            let x = Int.random(in: 0..<width, using: &random)
            let y = Int.random(in: 0..<height, using: &random)
            buffer[x, y] = RGBA8(UInt8.random(in: 0...255, using: &random), 0, UInt8.random(in: 0...255, using: &random))
        }
        // Transparent pixels of different stored colours composite to the same white: neighbouring
        // runs of one colour.
        for _ in 0..<20 {
            buffer[Int.random(in: 0..<width, using: &random), Int.random(in: 0..<height, using: &random)] =
                RGBA8(UInt8.random(in: 0...255, using: &random), 7, 9, 0)
        }
        return buffer
    }

    static let minimumArea = 40
    static let minimumThickness = 2.5

    static func layer(_ buffer: PixelBuffer) -> BackgroundLayer {
        BackgroundLayer(runs: ColorRuns(buffer), minimumArea: minimumArea, minimumThickness: minimumThickness)
    }

    /// The opaque colour of each pixel, over white where translucent.
    static func colors(_ buffer: PixelBuffer) -> [UInt32] {
        (0..<buffer.pixelCount).map { index in
            let pixel = buffer[index % buffer.width, index / buffer.width]
            let a = UInt32(pixel.a)
            func over(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 255 * (255 - a) + 127) / 255 }
            return over(pixel.r) << 16 | over(pixel.g) << 8 | over(pixel.b)
        }
    }

    /// The documented rule for joining a region: every channel within 2 levels.
    static func withinTwoLevels(_ a: UInt32, _ b: UInt32) -> Bool {
        [16, 8, 0].allSatisfy { shift in abs(Int(a >> UInt32(shift) & 0xFF) - Int(b >> UInt32(shift) & 0xFF)) <= 2 }
    }

    /// Connected sets of pixels by flood fill, numbered in raster order of their first pixel.
    static func floodFill(width: Int, height: Int, diagonals: Bool, joins: (Int, Int) -> Bool, includes: (Int) -> Bool) -> [Int] {
        var label = [Int](repeating: -1, count: width * height)
        var next = 0
        for seed in label.indices where label[seed] < 0 && includes(seed) {
            label[seed] = next
            var stack = [seed]
            while let pixel = stack.popLast() {
                let x = pixel % width
                let y = pixel / width
                for dy in -1...1 {
                    for dx in -1...1 where (dx != 0 || dy != 0) && (diagonals || dx == 0 || dy == 0) {
                        let nx = x + dx
                        let ny = y + dy
                        guard nx >= 0, nx < width, ny >= 0, ny < height else { continue }
                        let neighbour = ny * width + nx
                        if label[neighbour] < 0 && includes(neighbour) && joins(pixel, neighbour) {
                            label[neighbour] = next
                            stack.append(neighbour)
                        }
                    }
                }
            }
            next += 1
        }
        return label
    }

    static func perPixel(_ valueOfRun: [Int32], _ runs: ColorRuns) -> [Int] {
        var values = [Int](repeating: 0, count: runs.width * runs.height)
        for y in 0..<runs.height {
            for run in runs.runs(ofRow: y) {
                for x in Int(runs.start[run])..<Int(runs.end[run]) { values[y * runs.width + x] = Int(valueOfRun[run]) }
            }
        }
        return values
    }

    @Test func runsCoverEveryPixelWithItsColor() {
        var buffer = Self.image(seed: 1)
        buffer[3, 0] = RGBA8(0, 0, 0, 128)
        buffer[4, 0] = RGBA8(0, 0, 0, 0)
        let runs = ColorRuns(buffer)
        let colors = Self.colors(buffer)
        // Half-transparent black over white is the grey halfway, rounded: 127.
        #expect(colors[3] == 0x7F7F7F)
        #expect(colors[4] == 0xFFFFFF)
        for y in 0..<buffer.height {
            var x = 0
            for run in runs.runs(ofRow: y) {
                #expect(Int(runs.start[run]) == x)
                #expect(runs.end[run] > runs.start[run])
                for column in Int(runs.start[run])..<Int(runs.end[run]) { #expect(colors[y * buffer.width + column] == runs.color[run].value) }
                x = Int(runs.end[run])
            }
            #expect(x == buffer.width)
            let same = y > 0 && (0..<buffer.width).allSatisfy { buffer[$0, y] == buffer[$0, y - 1] }
            #expect(runs.repeatsRowAbove[y] == same)
        }
        // Opacity as the pixels have it: translucent here, then with every pixel made opaque, then with
        // one translucent pixel at the end of a flat fill.
        #expect(!runs.isOpaque)
        for index in 0..<buffer.pixelCount { buffer.pixels[index * 4 + 3] = 255 }
        #expect(ColorRuns(buffer).isOpaque)
        var flat = PixelBuffer(width: 9, height: 3, filledWith: RGBA8(255, 255, 255))
        flat[8, 2] = RGBA8(255, 255, 255, 254)
        #expect(!ColorRuns(flat).isOpaque)
    }

    @Test(arguments: 1...12 as ClosedRange<UInt64>)
    func regionsAreTheConnectedSetsOfSimilarNeighbours(seed: UInt64) {
        let buffer = Self.image(seed: seed)
        let width = buffer.width
        let height = buffer.height
        let colors = Self.colors(buffer)
        let layer = Self.layer(buffer)
        let expected = Self.floodFill(width: width, height: height, diagonals: false,
                                      joins: { Self.withinTwoLevels(colors[$0], colors[$1]) }, includes: { _ in true })
        let regions = Self.perPixel(layer.regionOfRun, layer.runs)
        #expect(regions.indices.first { regions[$0] != expected[$0] } == nil, "first pixel in another region")
        let count = (expected.max() ?? -1) + 1
        #expect(layer.regionArea.count == count)
        for region in 0..<count {
            let pixels = expected.indices.filter { expected[$0] == region }
            #expect(Int(layer.regionArea[region]) == pixels.count)
            // Boundary: on the image's edge or beside another region; thickness 2·area/boundary.
            let boundary = pixels.filter { pixel in
                let x = pixel % width
                let y = pixel / width
                return x == 0 || y == 0 || x == width - 1 || y == height - 1 || expected[pixel - 1] != region
                    || expected[pixel + 1] != region || expected[pixel - width] != region || expected[pixel + width] != region
            }.count
            let background = pixels.count >= Self.minimumArea && 2 * Double(pixels.count) / Double(max(boundary, 1)) >= Self.minimumThickness
            #expect(layer.isBackground[region] == background)
            // Majority colour by Boyer–Moore in raster order, for regions that can be background.
            guard pixels.count >= Self.minimumArea else {
                #expect(layer.regionColor[region].value == 0)
                continue
            }
            var candidate: UInt32 = 0
            var votes = 0
            for pixel in pixels {
                if votes == 0 {
                    candidate = colors[pixel]
                    votes = 1
                } else {
                    votes += colors[pixel] == candidate ? 1 : -1
                }
            }
            #expect(layer.regionColor[region].value == candidate)
        }
    }

    @Test(arguments: 1...12 as ClosedRange<UInt64>)
    func inkComponentsAreTheEightConnectedSetsOfNonBackground(seed: UInt64) {
        let buffer = Self.image(seed: seed)
        let width = buffer.width
        let height = buffer.height
        let layer = Self.layer(buffer)
        let regions = Self.perPixel(layer.regionOfRun, layer.runs)
        let ink = InkComponents(layer: layer)
        let expected = Self.floodFill(width: width, height: height, diagonals: true, joins: { _, _ in true },
                                      includes: { !layer.isBackground[regions[$0]] })
        let components = Self.perPixel(layer.runs.start.indices.map { ink.component(ofRun: $0) }, layer.runs)
        #expect(components.indices.first { components[$0] != expected[$0] } == nil, "first pixel in another component")
        let count = (expected.max() ?? -1) + 1
        #expect(ink.components.count == count)
        for (label, component) in ink.components.enumerated() {
            let pixels = expected.indices.filter { expected[$0] == label }
            #expect(component.pixelCount == pixels.count)
            #expect(component.minX == pixels.map { $0 % width }.min())
            #expect(component.maxX == pixels.map { $0 % width }.max())
            #expect(component.minY == pixels.map { $0 / width }.min())
            #expect(component.maxY == pixels.map { $0 / width }.max())
            // The background region with the most 4-neighbour contacts, ties to the lowest number.
            var contacts: [Int: Int] = [:]
            for pixel in pixels {
                let x = pixel % width
                let y = pixel / width
                for (dx, dy) in [(-1, 0), (1, 0), (0, -1), (0, 1)] where x + dx >= 0 && x + dx < width && y + dy >= 0 && y + dy < height {
                    let region = regions[(y + dy) * width + x + dx]
                    if layer.isBackground[region] { contacts[region, default: 0] += 1 }
                }
            }
            let main = contacts.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key
            #expect(component.mainBackground.map(Int.init) == main)
        }
    }

    @Test func regionCountsRankAcrossManyRegions() {
        var counts = RegionCounts()
        var expected: [Int32: Int] = [:]
        var random = SeededGenerator(state: 7)
        for _ in 0..<5000 {
            let region = Int32.random(in: 0..<300, using: &random)
            let count = Int.random(in: 1...3, using: &random)
            counts.add(region, count: count)
            expected[region, default: 0] += count
        }
        let ranked = counts.ranked
        #expect(ranked.count == expected.count)
        #expect(ranked.allSatisfy { expected[$0.region] == $0.count })
        #expect(zip(ranked, ranked.dropFirst()).allSatisfy { $0.count > $1.count || ($0.count == $1.count && $0.region < $1.region) })
    }

    /// A headline's letters (rings 50 × 70 px with 9-px strokes, as an 'O' of 100-px type) are as large and thick as
    /// the smallest fills and, three in a row, are ink; one alone (a logo's ring) and a row of filled chips stay
    /// background.
    @Test(arguments: [(3, false, false), (1, false, true), (3, true, true)])
    func aHeadlinesLettersAreInk(count: Int, filled: Bool, background: Bool) {
        var canvas = ScreenshotScannerTests.Canvas(RGBA8(0x51, 0x5d, 0x71), width: 300, height: 140)
        for letter in 0..<count {
            let x = 30 + letter * 62
            if filled {
                canvas.rect(x, 40, 50, 70, RGBA8(0xd6, 0x9c, 0x68))
            } else {
                canvas.roundedFrame(x, 40, 50, 70, radius: 20, thickness: 9, RGBA8(0xd6, 0x9c, 0x68))
            }
        }
        let layer = BackgroundLayer(runs: ColorRuns(canvas.buffer), minimumArea: 300, minimumThickness: 2.5)
        let stroke = layer.region(atX: 34, y: 75)
        #expect(stroke.map { layer.isBackground[Int($0)] } == background)
    }
}

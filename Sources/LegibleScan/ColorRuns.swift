import Foundation
import LegibleColor
import LegibleImaging

/// The image as horizontal runs of identical pixels, row after row in raster order.
///
/// Screenshots are mostly flat fills, so a row holds a few runs where it holds hundreds of pixels.
/// The background layer and the ink components are found over runs instead of pixels: whatever is
/// true of one pixel of a run (its colour, its region, its component) is true of all of them.
/// Two neighbouring runs may have the same colour, where differently stored translucent pixels
/// composite to it.
package struct ColorRuns: Sendable {
    package let width: Int
    package let height: Int
    /// The first and one-past-the-last column of each run.
    private(set) var start: [Int32] = []
    private(set) var end: [Int32] = []
    /// The run's colour.
    private(set) var color: [PackedRGB] = []
    /// The first run of each row; `height + 1` entries, the last one the number of runs.
    private(set) var firstRunOfRow: [Int] = []
    /// Whether each row is the same, pixel for pixel, as the one above it (padding, flat fills).
    private(set) package var repeatsRowAbove: [Bool] = []
    /// Whether every pixel has alpha 255: known from the runs' first pixels, without a pass of its own.
    private(set) package var isOpaque = true

    /// Runs of `buffer`, whose translucent pixels are composited over white, as a viewer shows them.
    init(_ buffer: PixelBuffer) {
        width = buffer.width
        height = buffer.height
        firstRunOfRow.reserveCapacity(height + 1)
        repeatsRowAbove.reserveCapacity(height)
        // Room for a run per eight pixels, more than most screenshots have, so that the arrays are
        // rarely copied as they grow; pages never written to are never resident.
        start.reserveCapacity(width * height / 8)
        end.reserveCapacity(width * height / 8)
        color.reserveCapacity(width * height / 8)
        // One row's runs, appended to the arrays at the end of the row (and again for each row that repeats it).
        let rowStart = UnsafeMutableBufferPointer<Int32>.allocate(capacity: width)
        let rowEnd = UnsafeMutableBufferPointer<Int32>.allocate(capacity: width)
        let rowColor = UnsafeMutableBufferPointer<PackedRGB>.allocate(capacity: width)
        defer {
            rowStart.deallocate()
            rowEnd.deallocate()
            rowColor.deallocate()
        }
        var rowRuns = 0
        var allStored = UInt32.max
        buffer.pixels.withUnsafeBytes { bytes in
            for y in 0..<height {
                firstRunOfRow.append(start.count)
                // Pixels are compared as they are stored (RGBA, 4 bytes); only each run's first is converted.
                let row = UnsafeRawPointer(bytes.baseAddress! + y * width * 4)
                @inline(__always) func pixel(_ x: Int) -> UInt32 { row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self) }
                let repeats = y > 0 && memcmp(row, row - width * 4, width * 4) == 0
                repeatsRowAbove.append(repeats)
                if !repeats {
                    rowRuns = 0
                    var x = 0
                    while x < width {
                        let stored = pixel(x)
                        var next = x &+ 1
                        while next < width && pixel(next) == stored { next &+= 1 }
                        rowStart[rowRuns] = Int32(truncatingIfNeeded: x)
                        rowEnd[rowRuns] = Int32(truncatingIfNeeded: next)
                        rowColor[rowRuns] = Self.opaque(stored)
                        allStored &= stored
                        rowRuns &+= 1
                        x = next
                    }
                }
                start.append(contentsOf: UnsafeBufferPointer(rebasing: rowStart[0..<rowRuns]))
                end.append(contentsOf: UnsafeBufferPointer(rebasing: rowEnd[0..<rowRuns]))
                color.append(contentsOf: UnsafeBufferPointer(rebasing: rowColor[0..<rowRuns]))
            }
        }
        firstRunOfRow.append(start.count)
        isOpaque = UInt32(littleEndian: allStored) >> 24 == 0xFF
    }

    /// The colour of an RGBA pixel as loaded from memory, composited over white when translucent.
    @inline(__always) static func opaque(_ stored: UInt32) -> PackedRGB {
        let rgba = UInt32(littleEndian: stored)
        let r = rgba & 0xFF
        let g = rgba >> 8 & 0xFF
        let b = rgba >> 16 & 0xFF
        let a = rgba >> 24
        guard a != 255 else { return PackedRGB(r << 16 | g << 8 | b) }
        func over(_ channel: UInt32) -> UInt32 { (channel * a + 255 * (255 - a) + 127) / 255 }
        return PackedRGB(over(r) << 16 | over(g) << 8 | over(b))
    }

    var count: Int { start.count }

    /// The runs of row `y`.
    @inline(__always) package func runs(ofRow y: Int) -> Range<Int> { firstRunOfRow[y]..<firstRunOfRow[y + 1] }

    /// Calls `body` with each run of row `y` that overlaps columns `low..<high`, and the columns of the overlap.
    @inline(__always) func forEachRun(ofRow y: Int, from low: Int, to high: Int, _ body: (_ run: Int, _ low: Int, _ high: Int) -> Void) {
        // The first run reaching past `low`, by bisection: a row of noise holds thousands of runs.
        var run = firstRunOfRow[y]
        var last = firstRunOfRow[y + 1] - 1
        while run < last {
            let middle = (run + last) / 2
            if Int(end[middle]) <= low { run = middle + 1 } else { last = middle }
        }
        while run < firstRunOfRow[y + 1] && Int(start[run]) < high {
            body(run, max(low, Int(start[run])), min(high, Int(end[run])))
            run += 1
        }
    }

    /// Runs per pixel inside `rect`, from every `rowStep`-th row: near 1 in a photo, whose neighbouring
    /// pixels seldom match, and a few hundredths in flat UI.
    func runDensity(in rect: PixelRect, rowStep: Int) -> Double {
        guard rect.width > 0, rect.height > 0 else { return 0 }
        // The first run of row `y` that satisfies `past`, by bisection (runs are in order along the row).
        func first(ofRow y: Int, where past: (Int) -> Bool) -> Int {
            var (low, high) = (firstRunOfRow[y], firstRunOfRow[y + 1])
            while low < high {
                let middle = (low + high) / 2
                if past(middle) { high = middle } else { low = middle + 1 }
            }
            return low
        }
        var (runs, pixels) = (0, 0)
        for y in Swift.stride(from: rect.y, to: rect.maxY, by: max(1, rowStep)) {
            runs += first(ofRow: y) { Int(self.start[$0]) >= rect.maxX } - first(ofRow: y) { Int(self.end[$0]) > rect.x }
            pixels += rect.width
        }
        return Double(runs) / Double(max(pixels, 1))
    }

    /// Calls `body` with the runs' starts, ends and colours, for loops over every run.
    package func withUnsafeRuns<Result>(
        _ body: (UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Int32>, UnsafeBufferPointer<PackedRGB>) -> Result
    ) -> Result {
        start.withUnsafeBufferPointer { start in
            end.withUnsafeBufferPointer { end in color.withUnsafeBufferPointer { color in body(start, end, color) } }
        }
    }
}

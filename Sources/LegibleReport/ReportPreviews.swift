import Foundation
import LegibleBase
import LegibleColor
import LegibleImaging
import LegibleFindings
import LegibleScan

/// Writes the image the HTML report shows for a screenshot, the screenshot scaled down, into a folder
/// beside `report.html`. The page shows it as each colour-vision deficiency sees it through SVG filters
/// in linear RGB, which `Scripts/checks/check-html-report` holds within one level of DaltonLens. Written
/// while the scan still holds the decoded pixels, so no file is read twice.
public struct ReportPreviews: Sendable {
    /// The folder, inside the report folder, that holds the previews.
    public static let folderName = "report-images"
    /// Previews are scaled down by a whole factor to at most this width: enough to see where the
    /// outlined problems are, small enough that thousands of screenshots make a light report.
    public static let maximumWidth = 480

    /// The folder of `report.html`; previews go in its `report-images`.
    public let reportDirectory: String
    let encoder = PNGEncoder(compression: .fast)

    /// Creates the preview folder inside `reportDirectory`.
    public init(reportDirectory: String) throws(OutputDirectoryError) {
        self.reportDirectory = reportDirectory
        try OutputDirectory.prepare(reportDirectory + "/" + Self.folderName)
    }

    /// The preview's name for a screenshot shown as `file`: stable, so shards of one batch agree.
    public static func key(for file: String) -> String { PathHash.hex(file) }

    /// The image's path relative to the report: `report-images/<key>.png`.
    public static func relativePath(key: String) -> String {
        folderName + "/" + key + ".png"
    }

    /// Writes the preview of a screenshot the report will outline problems on (a finding that fails or
    /// needs review) or shows beside its variant (`always`); returns its key, or nil when there is nothing
    /// to show. A preview that cannot be written becomes an error finding of the screenshot, so the scan's
    /// results are kept.
    public func write(_ pixels: ScannedPixels, file: String, findings: inout [Finding], always: Bool = false) -> String? {
        guard always || findings.contains(where: \.isProblem) else { return nil }
        do {
            return try write(pixels.buffer, file: file, runs: pixels.runs)
        } catch {
            findings.append(.error(file: file, message: "\(file): the HTML report's preview cannot be written: \(error.localizedDescription)"))
            return nil
        }
    }

    /// Writes the preview of `buffer`, the screenshot shown as `file`, and returns its key; the colour
    /// `runs` of an opaque screenshot are averaged instead of its pixels: the same preview, from a third
    /// of the work.
    func write(_ buffer: PixelBuffer, file: String, runs: ColorRuns) throws(ImageError) -> String {
        let key = Self.key(for: file)
        let factor = (buffer.width + Self.maximumWidth - 1) / Self.maximumWidth
        let preview = (factor > 1 && runs.isOpaque ? Self.scaledDown(runs, factor: factor) : nil) ?? Self.scaledDown(buffer, factor: factor)
        try encoder.write(preview, to: reportDirectory + "/" + Self.relativePath(key: key))
        return key
    }

    /// The average of each `factor`×`factor` block of an opaque image, from its colour runs: the bytes
    /// `scaledDown(_:factor:)` gives for its pixels, from a fraction of the work. Each run adds its
    /// colour times its overlap to the blocks it covers through a difference array (so a long run costs
    /// no more than a short one), and rows that repeat the one above count once, with a weight. Nil for
    /// a factor over 90 (an image over 43,000 px wide), whose sums would not fit.
    static func scaledDown(_ runs: ColorRuns, factor: Int) -> PixelBuffer? {
        let width = (runs.width + factor - 1) / factor
        let height = (runs.height + factor - 1) / factor
        // Red, green and blue sums in one word, 21 bits each (`lane`): a block's sum is under 255 × factor²,
        // which fits for factors up to 90. The differences between each block's sum and the one before
        // wrap, but additions and subtractions modulo 2⁶⁴ are exact on the packed sums, and each sum comes
        // out whole in its lane: one word written where three were, the hot part of a preview.
        guard 255 * factor * factor < 1 << Self.lane else { return nil }
        let steps = UnsafeMutablePointer<UInt64>.allocate(capacity: width + 1)
        defer { steps.deallocate() }
        // The block of each column: a look-up, not two divisions per run.
        let blockOf = (0..<runs.width).map { Int32(truncatingIfNeeded: $0 / factor) }
        let mask: UInt64 = 1 << Self.lane - 1
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { output, initialized in
            runs.withUnsafeRuns { start, end, color in
                for row in 0..<height {
                    let top = row * factor
                    let bottom = min(runs.height, top + factor)
                    steps.update(repeating: 0, count: width + 1)
                    var y = top
                    while y < bottom {
                        var weight = 1
                        while y + weight < bottom && runs.repeatsRowAbove[y + weight] { weight += 1 }
                        for run in runs.runs(ofRow: y) {
                            let (low, high) = (Int(start[run]), Int(end[run]))
                            let (first, last) = (Int(blockOf[low]), Int(blockOf[high - 1]))
                            let c = color[run]
                            let packed = UInt64(c.red) | UInt64(c.green) << Self.lane | UInt64(c.blue) << (2 * Self.lane)
                            if first == last {
                                let sum = packed &* UInt64((high - low) * weight)
                                steps[first] &+= sum
                                steps[first &+ 1] &-= sum
                                continue
                            }
                            let (head, whole, tail) = (packed &* UInt64(((first + 1) * factor - low) * weight),
                                                       packed &* UInt64(factor * weight), packed &* UInt64((high - last * factor) * weight))
                            steps[first] &+= head
                            steps[first &+ 1] &+= whole &- head
                            steps[last] &+= tail &- whole
                            steps[last &+ 1] &-= tail
                        }
                        y += weight
                    }
                    var sum: UInt64 = 0
                    let line = output.baseAddress! + row * width * 4
                    BlockAverage.forEachBlock(rows: bottom - top, width: runs.width, factor: factor) { column, average in
                        sum &+= steps[column]
                        line[column &* 4] = average(sum & mask)
                        line[column &* 4 &+ 1] = average(sum >> Self.lane & mask)
                        line[column &* 4 &+ 2] = average(sum >> (2 * Self.lane))
                        line[column &* 4 &+ 3] = 255
                    }
                }
            }
            initialized = width * height * 4
        }
        return PixelBuffer(width: width, height: height, pixels: pixels)
    }

    /// Bits of each colour's sum in a packed word of three.
    private static let lane = 21

    /// One row's sums per block of `factor` pixels. Each pixel is loaded as one word and spread into two
    /// words of two 32-bit sums each (red and blue, green and alpha): two additions per pixel, and no sum
    /// of a block can overflow.
    @inline(__always) private static func sumRow(_ line: UnsafeRawPointer, width: Int, factor: Int,
                                                 redBlue: UnsafeMutableBufferPointer<UInt64>, greenAlpha: UnsafeMutableBufferPointer<UInt64>) {
        @inline(__always) func spread(_ x: Int) -> (UInt64, UInt64) {
            let pixel = UInt64(UInt32(littleEndian: line.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)))
            return ((pixel & 0xFF) | (pixel & 0xFF_0000) << 16, (pixel >> 8 & 0xFF) | (pixel & 0xFF00_0000) << 8)
        }
        // A block at a time (no test per pixel); the last may be narrower.
        var x = 0
        var column = 0
        while x < width {
            let end = min(x &+ factor, width)
            var rb: UInt64 = 0
            var ga: UInt64 = 0
            while x < end {
                let (r, g) = spread(x)
                rb &+= r
                ga &+= g
                x &+= 1
            }
            redBlue[column] = rb
            greenAlpha[column] = ga
            column &+= 1
        }
    }

    /// Averages each `factor`×`factor` block (in sRGB values: a preview, not a measurement).
    static func scaledDown(_ buffer: PixelBuffer, factor: Int) -> PixelBuffer {
        guard factor > 1 else { return buffer }
        let width = (buffer.width + factor - 1) / factor
        let height = (buffer.height + factor - 1) / factor
        // Each pixel loaded as one word and spread into two words of two 32-bit sums each (red and
        // blue, green and alpha): two additions per pixel instead of four, and no sum can overflow.
        // Sums per output column of the block row (red and blue, green and alpha, two 32-bit sums a word),
        // and one source row's, kept for the rows that repeat it pixel for pixel (flat fills and padding,
        // most rows of a screenshot): a row compare instead of a pass over its pixels.
        func sums() -> UnsafeMutableBufferPointer<UInt64> {
            let buffer = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: width)
            buffer.initialize(repeating: 0)
            return buffer
        }
        let (redBlue, greenAlpha, rowRedBlue, rowGreenAlpha) = (sums(), sums(), sums(), sums())
        defer { [redBlue, greenAlpha, rowRedBlue, rowGreenAlpha].forEach { $0.deallocate() } }
        let rowBytes = buffer.width * 4
        let output = [UInt8](unsafeUninitializedCapacity: width * height * 4) { destination, initialized in
            buffer.pixels.withUnsafeBytes { source in
                var summed: UnsafeRawPointer?
                for row in 0..<height {
                    let top = row * factor
                    let bottom = min(buffer.height, top + factor)
                    redBlue.update(repeating: 0)
                    greenAlpha.update(repeating: 0)
                    for y in top..<bottom {
                        let line = UnsafeRawPointer(source.baseAddress! + y * rowBytes)
                        if summed == nil || memcmp(summed!, line, rowBytes) != 0 {
                            Self.sumRow(line, width: buffer.width, factor: factor, redBlue: rowRedBlue, greenAlpha: rowGreenAlpha)
                            summed = line
                        }
                        for column in 0..<width {
                            redBlue[column] &+= rowRedBlue[column]
                            greenAlpha[column] &+= rowGreenAlpha[column]
                        }
                    }
                    BlockAverage.forEachBlock(rows: bottom - top, width: buffer.width, factor: factor) { column, average in
                        let target = (row * width + column) * 4
                        destination[target] = average(redBlue[column] & 0xFFFF_FFFF)
                        destination[target + 1] = average(greenAlpha[column] & 0xFFFF_FFFF)
                        destination[target + 2] = average(redBlue[column] >> 32)
                        destination[target + 3] = average(greenAlpha[column] >> 32)
                    }
                }
            }
            initialized = width * height * 4
        }
        return PixelBuffer(width: width, height: height, pixels: output)
    }
}

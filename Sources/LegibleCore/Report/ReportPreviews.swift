import Foundation

/// Writes the images the HTML report shows for a screenshot: the screenshot scaled down, and the same
/// as each colour-vision deficiency whose model is not one matrix sees it (Brettel's tritanopia, through
/// the simulate core), into a folder beside `report.html`. The one-matrix models (Viénot's protanopia and
/// deuteranopia, achromatopsia) the page applies in the browser as SVG filters in linear RGB, which
/// `Scripts/checks/check-html-report` holds within one level of DaltonLens. Written while the scan still holds
/// the decoded pixels, so no file is read twice.
public struct ReportPreviews: Sendable {
    /// The folder, inside the report folder, that holds the previews.
    public static let folderName = "report-images"
    /// Previews are scaled down by a whole factor to at most this width: enough to see where the
    /// outlined problems are, small enough that thousands of screenshots make a light report.
    public static let maximumWidth = 480

    /// The folder of `report.html`; previews go in its `report-images`.
    public let reportDirectory: String
    let encoder = PNGEncoder(compression: .fast)

    /// The deficiencies whose previews are written as images: those no single matrix simulates.
    public static let writtenDeficiencies = CVDSimulator.standard.filter { $0.linearRGBMatrix == nil }.map(\.deficiency)

    /// Creates the preview folder inside `reportDirectory`.
    public init(reportDirectory: String) throws(OutputDirectoryError) {
        self.reportDirectory = reportDirectory
        try OutputDirectory.prepare(reportDirectory + "/" + Self.folderName)
    }

    /// The preview's name for a screenshot shown as `file`: stable, so shards of one batch agree.
    public static func key(for file: String) -> String { PathHash.hex(file) }

    /// The image's path relative to the report: `report-images/<key>.png` or `…/<key>-protan.png`.
    public static func relativePath(key: String, deficiency: ColorVisionDeficiency? = nil) -> String {
        folderName + "/" + key + (deficiency.map { "-" + $0.rawValue } ?? "") + ".png"
    }

    /// Writes the previews of a screenshot the report will outline problems on (a finding that fails or
    /// needs review) or shows beside its variant (`always`); returns their key, or nil when there is nothing
    /// to show. A preview that cannot be written becomes an error finding of the screenshot, so the scan's
    /// results are kept.
    public func write(_ buffer: PixelBuffer, file: String, findings: inout [Finding], always: Bool = false) -> String? {
        guard always || findings.contains(where: \.isProblem) else { return nil }
        do {
            return try write(buffer, file: file)
        } catch {
            findings.append(.error(file: file, message: "\(file): the HTML report's preview cannot be written: \(error.localizedDescription)"))
            return nil
        }
    }

    /// Writes the previews of `buffer`, the screenshot shown as `file`; returns their key.
    public func write(_ buffer: PixelBuffer, file: String) throws(ImageError) -> String {
        let key = Self.key(for: file)
        let preview = Self.scaledDown(buffer, factor: (buffer.width + Self.maximumWidth - 1) / Self.maximumWidth)
        try encoder.write(preview, to: reportDirectory + "/" + Self.relativePath(key: key))
        for simulator in CVDSimulator.standard where simulator.linearRGBMatrix == nil {
            let path = reportDirectory + "/" + Self.relativePath(key: key, deficiency: simulator.deficiency)
            try encoder.write(simulator.simulate(preview), to: path)
        }
        return key
    }

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
                    // Averages divide by the block's pixel count, as a multiplication by its reciprocal rounded
                    // up: exact while sum × count < 2³², and a sum is at most 256 × count. Every block of a
                    // row has the same count but perhaps the last.
                    let fullCount = UInt64((bottom - top) * factor)
                    let fullReciprocal = (1 << 32) / fullCount + 1
                    for column in 0..<width {
                        let count = UInt64((bottom - top) * (min(buffer.width, (column + 1) * factor) - column * factor))
                        let reciprocal = count == fullCount ? fullReciprocal : (1 << 32) / count + 1
                        // The conversion cannot trap: an average of bytes is a byte.
                        func average(_ sum: UInt64) -> UInt8 {
                            let rounded = sum + count / 2
                            return UInt8(truncatingIfNeeded: count <= 4096 ? (rounded &* reciprocal) >> 32 : rounded / count)
                        }
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

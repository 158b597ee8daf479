/// Writes the images the HTML report shows for a screenshot: the screenshot scaled down, and the
/// same as each colour-vision deficiency sees it (through the simulate core), into a folder beside
/// `report.html`. Written while the scan still holds the decoded pixels, so no file is read twice.
public struct ReportPreviews: Sendable {
    /// The folder, inside the report folder, that holds the previews.
    public static let folderName = "report-images"
    /// Previews are scaled down by a whole factor to at most this width: enough to see where the
    /// outlined problems are, small enough that thousands of screenshots make a light report.
    public static let maximumWidth = 480

    /// The folder of `report.html`; previews go in its `report-images`.
    public let reportDirectory: String
    let simulators = ColorVisionDeficiency.allCases.map { CVDSimulator(deficiency: $0) }
    let encoder = PNGEncoder(compression: .fast)

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

    /// Writes the five previews of `buffer`, the screenshot shown as `file`; returns their key.
    public func write(_ buffer: PixelBuffer, file: String) throws(ImageError) -> String {
        let key = Self.key(for: file)
        let preview = Self.scaledDown(buffer, factor: (buffer.width + Self.maximumWidth - 1) / Self.maximumWidth)
        try encoder.write(preview, to: reportDirectory + "/" + Self.relativePath(key: key))
        for simulator in simulators {
            let path = reportDirectory + "/" + Self.relativePath(key: key, deficiency: simulator.deficiency)
            try encoder.write(simulator.simulate(preview), to: path)
        }
        return key
    }

    /// Averages each `factor`×`factor` block (in sRGB values: a preview, not a measurement).
    static func scaledDown(_ buffer: PixelBuffer, factor: Int) -> PixelBuffer {
        guard factor > 1 else { return buffer }
        let width = (buffer.width + factor - 1) / factor
        let height = (buffer.height + factor - 1) / factor
        var output = [UInt8](repeating: 0, count: width * height * 4)
        buffer.pixels.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { destination in
                for row in 0..<height {
                    let top = row * factor
                    let bottom = min(buffer.height, top + factor)
                    for column in 0..<width {
                        let left = column * factor
                        let right = min(buffer.width, left + factor)
                        var (r, g, b, a) = (0, 0, 0, 0)
                        for y in top..<bottom {
                            var offset = (y * buffer.width + left) * 4
                            for _ in left..<right {
                                r += Int(source[offset])
                                g += Int(source[offset + 1])
                                b += Int(source[offset + 2])
                                a += Int(source[offset + 3])
                                offset += 4
                            }
                        }
                        let count = (bottom - top) * (right - left)
                        let target = (row * width + column) * 4
                        destination[target] = UInt8((r + count / 2) / count)
                        destination[target + 1] = UInt8((g + count / 2) / count)
                        destination[target + 2] = UInt8((b + count / 2) / count)
                        destination[target + 3] = UInt8((a + count / 2) / count)
                    }
                }
            }
        }
        return PixelBuffer(width: width, height: height, pixels: output)
    }
}

/// Lays images out side by side, top-aligned, with a transparent gutter between them.
public enum ContactSheet {
    public static let gutter = 8

    public static func sideBySide(_ images: [PixelBuffer]) -> PixelBuffer {
        let width = images.reduce(0) { $0 + $1.width } + gutter * max(0, images.count - 1)
        let height = images.map(\.height).max() ?? 0
        var sheet = PixelBuffer(width: width, height: height, filledWith: RGBA8(0, 0, 0, 0))
        var left = 0
        sheet.pixels.withUnsafeMutableBufferPointer { destination in
            for image in images {
                image.pixels.withUnsafeBufferPointer { source in
                    let rowBytes = image.width * 4
                    for y in 0..<image.height {
                        let from = y * rowBytes
                        let to = (y * width + left) * 4
                        for i in 0..<rowBytes { destination[to + i] = source[from + i] }
                    }
                }
                left += image.width + gutter
            }
        }
        return sheet
    }
}

import Foundation
import LegibleColor

/// Lays labelled images out in a grid, each under a white band naming it, with a transparent gutter
/// between them. The number of columns is the one that brings the sheet nearest a 16:10 screen, so that
/// desktop captures stack and phone screenshots stand side by side, and the sheet opens at a readable size.
public enum ContactSheet {
    public static let gutter = 8
    /// The shape the sheet aims for, width over height.
    static let aspect = 1.6
    static let ink = RGBA8(0x1d, 0x1d, 0x1f)
    static let band = RGBA8(255, 255, 255)

    /// One image of the sheet and the name written above it.
    public struct Panel: Sendable {
        public let label: String
        public let image: PixelBuffer

        public init(label: String, image: PixelBuffer) {
            self.label = label
            self.image = image
        }
    }

    /// The text scale for panels `width` pixels wide: labels stay legible on a large screenshot.
    static func textScale(forWidth width: Int) -> Int { max(2, width / 320) }

    /// The columns of the grid for `count` panels of `width` × `height` (band included).
    static func columns(count: Int, width: Int, height: Int) -> Int {
        guard count > 1, width > 0, height > 0 else { return max(count, 1) }
        return (1...count).min { a, b in
            func distance(_ columns: Int) -> Double {
                let rows = (count + columns - 1) / columns
                return abs(log(Double(columns * width) / Double(rows * height) / aspect))
            }
            return (distance(a), a) < (distance(b), b)
        } ?? count
    }

    public static func grid(_ panels: [Panel]) -> PixelBuffer {
        let cellWidth = panels.map(\.image.width).max() ?? 0
        let scale = textScale(forWidth: cellWidth)
        let bandHeight = BitmapFont.height(scale: scale) + 4 * scale
        let cellHeight = (panels.map(\.image.height).max() ?? 0) + bandHeight
        let columns = columns(count: panels.count, width: cellWidth + gutter, height: cellHeight + gutter)
        let rows = (panels.count + columns - 1) / max(columns, 1)
        let width = max(0, columns * cellWidth + gutter * (columns - 1))
        let height = max(0, rows * cellHeight + gutter * (rows - 1))
        var sheet = PixelBuffer(width: width, height: height, filledWith: RGBA8(0, 0, 0, 0))
        for (index, panel) in panels.enumerated() {
            let left = (index % columns) * (cellWidth + gutter)
            let top = (index / columns) * (cellHeight + gutter)
            for y in top..<top + bandHeight {
                for x in left..<left + panel.image.width { sheet[x, y] = band }
            }
            // A label wider than a narrow panel is drawn smaller rather than cut off.
            var fitted = scale
            while fitted > 1 && BitmapFont.width(of: panel.label, scale: fitted) + 4 * fitted > panel.image.width { fitted -= 1 }
            BitmapFont.draw(panel.label, into: &sheet, x: left + 2 * fitted, y: top + (bandHeight - BitmapFont.height(scale: fitted)) / 2,
                            scale: fitted, color: ink)
            copy(panel.image, into: &sheet, left: left, top: top + bandHeight)
        }
        return sheet
    }

    private static func copy(_ image: PixelBuffer, into sheet: inout PixelBuffer, left: Int, top: Int) {
        let width = sheet.width
        sheet.pixels.withUnsafeMutableBufferPointer { destination in
            image.pixels.withUnsafeBufferPointer { source in
                let rowBytes = image.width * 4
                for y in 0..<image.height {
                    let from = y * rowBytes
                    let to = ((top + y) * width + left) * 4
                    for i in 0..<rowBytes { destination[to + i] = source[from + i] }
                }
            }
        }
    }
}

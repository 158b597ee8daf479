import LegibleColor
import LegibleImaging
import LegibleVision

/// What Smart Invert keeps on a screenshot: photos and video frames (areas of many colours with texture,
/// found tile by tile), the illustrations and drawings the scanner lists as decorative, and icons drawn
/// in more than one hue. A single-colour icon is a template image, which iOS inverts with the text
/// around it; a smooth gradient is a background, inverted too.
package enum SmartInvertRegions {
    /// Photos are found in square tiles of this many points.
    static let tilePoints = 16.0
    /// A tile is photographic when at least this share of its pixels are no blend of its two commonest
    /// colours (anti-aliased text and icons are blends of their ink and their background)…
    static let photoUnblended = 0.3
    /// …counting a pixel as a blend within this distance (RGB levels) of the segment between the two…
    static let blendDistance = 24.0
    /// …and neighbouring pixels differing on average by at least this many levels (a gradient changes slowly).
    static let photoTexture = 4.0
    /// A photo spans at least this many tiles each way: a lone tile of many colours is anti-aliased text on a tint.
    static let photoTiles = 2

    /// Two colours of an icon are different hues when their hues differ by at least this many degrees.
    static let distinctHue = 40.0
    /// A colour counts towards an icon's hues when it is this saturated (HSV) and covers this share of its box.
    static let saturated = 0.25
    static let share = 0.05

    /// The kept regions of `buffer` with what each is.
    static func regions(of buffer: PixelBuffer, scale: Double) -> [(rect: PixelRect, what: String)] {
        let findings = ScreenshotScanner(scale: scale).scan(buffer, file: "", scale: scale)
        return photos(in: buffer, scale: scale).map { ($0, "photo") } + findings.compactMap { finding in
            guard let box = finding.box else { return nil }
            switch finding.kind {
            case .decorative: return (box, "picture")
            case .graphic where isFullColor(buffer, box): return (box, "full-colour icon")
            default: return nil
            }
        }
    }

    /// The Smart Invert preview and a note of what it kept, or that the screen is already dark.
    package static func preview(of buffer: PixelBuffer, scale: Double) -> (PixelBuffer, String) {
        guard ColorInversion.meanLuminance(buffer) >= ColorInversion.darkScreenLuminance else {
            return (buffer, "already dark: left as it is")
        }
        let kept = regions(of: buffer, scale: scale)
        let list = kept.map { "\($0.what) \($0.rect.x),\($0.rect.y) \($0.rect.width)×\($0.rect.height)" }
        let note = kept.isEmpty ? "kept nothing" : "kept \(kept.count): " + list.joined(separator: "; ")
        return (ColorInversion.smart(buffer, keeping: kept.map(\.rect)), note)
    }

    /// The bounding boxes of groups of touching photographic tiles, two tiles or more each way.
    static func photos(in buffer: PixelBuffer, scale: Double) -> [PixelRect] {
        let side = max(8, Int((tilePoints * scale).rounded()))
        let columns = (buffer.width + side - 1) / side
        let rows = (buffer.height + side - 1) / side
        var photographic = [Bool](repeating: false, count: columns * rows)
        buffer.pixels.withUnsafeBufferPointer { pixels in
            for row in 0..<rows {
                for column in 0..<columns {
                    let tile = PixelRect(x: column * side, y: row * side, width: side, height: side).clamped(to: buffer.bounds)
                    var counts: [UInt32: Int] = [:]
                    var difference = 0
                    var pairs = 0
                    for y in tile.y..<tile.maxY {
                        for x in tile.x..<tile.maxX {
                            let offset = (y * buffer.width + x) * 4
                            counts[UInt32(pixels[offset]) << 16 | UInt32(pixels[offset + 1]) << 8 | UInt32(pixels[offset + 2]), default: 0] += 1
                            guard x + 1 < tile.maxX else { continue }
                            for channel in 0..<3 { difference += abs(Int(pixels[offset + channel]) - Int(pixels[offset + 4 + channel])) }
                            pairs += 3
                        }
                    }
                    guard Double(difference) >= photoTexture * Double(max(pairs, 1)) else { continue }
                    let common = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(2)
                        .map { PackedRGB($0.key).channels }
                    let (a, b) = (common.first!, common.count > 1 ? common[1] : common[0])
                    let unblended = counts.reduce(0) { sum, entry in
                        sum + (BlendDistance.distance(of: PackedRGB(entry.key).channels, fromBlendOf: a, and: b) > blendDistance ? entry.value : 0)
                    }
                    photographic[row * columns + column] = Double(unblended) >= photoUnblended * Double(tile.area)
                }
            }
        }
        // Touching tiles make one photo: a flood fill over the grid.
        var seen = [Bool](repeating: false, count: photographic.count)
        var boxes: [PixelRect] = []
        for start in photographic.indices where photographic[start] && !seen[start] {
            var stack = [start]
            seen[start] = true
            var (left, top, right, bottom) = (Int.max, Int.max, 0, 0)
            while let cell = stack.popLast() {
                let (row, column) = (cell / columns, cell % columns)
                (left, top, right, bottom) = (min(left, column), min(top, row), max(right, column), max(bottom, row))
                for (dr, dc) in [(0, 1), (0, -1), (1, 0), (-1, 0)] {
                    let (r, c) = (row + dr, column + dc)
                    guard r >= 0, r < rows, c >= 0, c < columns, photographic[r * columns + c], !seen[r * columns + c] else { continue }
                    seen[r * columns + c] = true
                    stack.append(r * columns + c)
                }
            }
            guard right - left + 1 >= photoTiles, bottom - top + 1 >= photoTiles else { continue }
            boxes.append(PixelRect(x: left * side, y: top * side, width: (right - left + 1) * side, height: (bottom - top + 1) * side)
                .clamped(to: buffer.bounds))
        }
        return boxes
    }

    /// Whether the box holds at least two saturated colours of different hues.
    static func isFullColor(_ buffer: PixelBuffer, _ box: PixelRect) -> Bool {
        let hues = DominantColors().groups(in: buffer, rect: box).filter { $0.share >= share }
            .map { PackedRGB(red: $0.color.r, green: $0.color.g, blue: $0.color.b) }
            .filter { $0.saturation >= saturated }.map(\.hue)
        return hues.contains { first in hues.contains { second in hueDistance(first, second) >= distinctHue } }
    }

    private static func hueDistance(_ a: Double, _ b: Double) -> Double {
        let difference = abs(a - b)
        return min(difference, 360 - difference)
    }
}

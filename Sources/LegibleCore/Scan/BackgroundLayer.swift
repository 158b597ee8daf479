import Foundation

/// The screenshot split into uniform regions, each marked background or not.
///
/// A region is a 4-connected set of pixels in which neighbours differ by at most `tolerance`
/// per channel: flat fills and smooth gradients each become one region, while an anti-aliased
/// glyph edge (a jump of many levels) does not join them. Regions that are large and thick are
/// the background layer: page, cards, bars, buttons, chips; everything else is ink.
struct BackgroundLayer {
    let width: Int
    let height: Int
    /// The region of each pixel.
    let regionOfPixel: [Int32]
    /// Whether each region is background.
    let isBackground: [Bool]
    let regionArea: [Int32]
    /// Each region's majority colour (Boyer–Moore vote): its fill, not the anti-aliased pixels that
    /// chained into it at its edges.
    let regionColour: [UInt32]

    /// Neighbours whose channels all differ by at most this join the same region.
    static let tolerance: Int32 = 2

    /// - Parameters:
    ///   - minimumArea: the smallest background region, in pixels (scaled by the device scale²).
    ///   - minimumThickness: the smallest mean thickness `2·area/boundary` of a background region, so
    ///     that long thin lines (separators, outlines) are ink however long they are.
    init(pixels: UnsafeBufferPointer<UInt32>, width: Int, height: Int, minimumArea: Int, minimumThickness: Double) {
        self.width = width
        self.height = height
        let count = width * height
        // Union-find where every parent index is at most its child's, so that one raster-order pass
        // resolves roots and numbers regions (below) without a `find` per pixel.
        var labels = [Int32](repeating: 0, count: count)
        var regions = 0
        labels.withUnsafeMutableBufferPointer { parent in
            let sets = DisjointSets(parent: parent)
            @inline(__always) func similar(_ a: UInt32, _ b: UInt32) -> Bool {
                if a == b { return true }
                let t = BackgroundLayer.tolerance
                let dr = Int32(a >> 16 & 0xFF) - Int32(b >> 16 & 0xFF)
                let dg = Int32(a >> 8 & 0xFF) - Int32(b >> 8 & 0xFF)
                let db = Int32(a & 0xFF) - Int32(b & 0xFF)
                return abs(dr) <= t && abs(dg) <= t && abs(db) <= t
            }
            for y in 0..<height {
                let row = y * width
                // A row the same as the one above (padding, flat fills) joins it pixel for pixel: each
                // pixel's parent is the one above it, and every union of the row is already implied.
                if y > 0 && memcmp(pixels.baseAddress! + row, pixels.baseAddress! + row - width, width * 4) == 0 {
                    for x in 0..<width { parent[row + x] = Int32(row + x - width) }
                    continue
                }
                for x in 0..<width {
                    let index = row + x
                    let colour = pixels[index]
                    let sameAsLeft = x > 0 && colour == pixels[index - 1]
                    // The same colour as the left neighbour: join its set directly (its parent is smaller).
                    parent[index] = sameAsLeft ? parent[index - 1] : Int32(index)
                    if x > 0 && !sameAsLeft && similar(colour, pixels[index - 1]) { sets.union(Int32(index - 1), Int32(index)) }
                    guard y > 0 else { continue }
                    let above = pixels[index - width]
                    // Both pairs the same colours as the pair to the left, already compared and joined.
                    if sameAsLeft && above == pixels[index - width - 1] { continue }
                    if similar(colour, above) { sets.union(Int32(index - width), Int32(index)) }
                }
            }
            regions = sets.numberSets()
        }
        // Each region's area, boundary and majority colour.
        var areas = [Int32](repeating: 0, count: regions)
        var boundaries = [Int32](repeating: 0, count: regions)
        var colours = [UInt32](repeating: 0, count: regions)
        var votes = [Int32](repeating: 0, count: regions)
        labels.withUnsafeBufferPointer { labels in
            areas.withUnsafeMutableBufferPointer { areas in
                boundaries.withUnsafeMutableBufferPointer { boundaries in
                    colours.withUnsafeMutableBufferPointer { colours in
                        votes.withUnsafeMutableBufferPointer { votes in
                            // Boyer–Moore over a run of `count` equal pixels at once: the same as one by one.
                            @inline(__always) func vote(_ label: Int, _ colour: UInt32, _ count: Int32) {
                                areas[label] += count
                                if colours[label] == colour {
                                    votes[label] += count
                                } else if votes[label] >= count {
                                    votes[label] -= count
                                } else {
                                    colours[label] = colour
                                    votes[label] = count - votes[label]
                                }
                            }
                            for y in 0..<height {
                                let row = y * width
                                var runLabel = Int(labels[row])
                                var runColour = pixels[row]
                                var runLength: Int32 = 0
                                for x in 0..<width {
                                    let index = row + x
                                    let label = labels[index]
                                    let colour = pixels[index]
                                    if Int(label) != runLabel || colour != runColour {
                                        vote(runLabel, runColour, runLength)
                                        runLabel = Int(label)
                                        runColour = colour
                                        runLength = 0
                                    }
                                    runLength += 1
                                    // A boundary pixel: on the image's edge or beside another region.
                                    let edge: Bool
                                    if x == 0 || x == width - 1 || y == 0 || y == height - 1 {
                                        edge = true
                                    } else {
                                        edge = (labels[index - 1] != label) || (labels[index + 1] != label)
                                            || (labels[index - width] != label) || (labels[index + width] != label)
                                    }
                                    if edge { boundaries[Int(label)] += 1 }
                                }
                                vote(runLabel, runColour, runLength)
                            }
                        }
                    }
                }
            }
        }
        regionOfPixel = labels
        regionArea = areas
        regionColour = colours
        isBackground = zip(areas, boundaries).map { area, boundary in
            Int(area) >= minimumArea && 2 * Double(area) / Double(max(boundary, 1)) >= minimumThickness
        }
    }

    @inline(__always) func isBackgroundPixel(_ index: Int) -> Bool {
        isBackground[Int(regionOfPixel[index])]
    }
}

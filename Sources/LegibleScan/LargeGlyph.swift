import LegibleColor

/// The letters of a headline set large (40 px and more at 1x: a store screenshot's caption, a landing page's title),
/// which are as large and as thick as the smallest fills of the background layer and would be taken for them, their
/// counters for marks: the words would go unread.
///
/// A letter fills little of its box, and its strokes are thin for its width: a fill (a button, a chip, a disc, a tab)
/// covers most of its box whatever text it holds, and is as thick as half its shorter side. Letters come in words: a
/// logo's or an illustration's shape alone is none.
enum LargeGlyph {
    /// A letter covers at most this share of its box ('O' 0.4, bold 'n' 0.5).
    static let fill = 0.55
    /// Its strokes (the mean thickness `2·area/boundary`) are at most this share of its width...
    static let stroke = 0.25
    /// ...and at least this share of its height (a light weight's stems, 0.06 em on a 0.7-em capital): a page's fill
    /// between a chart's bars, or a thin ring, is thinner for its size.
    static let leastStroke = 0.08
    /// Regions larger than this many smallest backgrounds are no letter (a page around its cards fills little of its
    /// box).
    static let largest = 30
    /// Letters of a word are nearly the same height (the capitals and the x-height letters of one size apart).
    static let heights = 0.75

    /// Whether a region of `area` pixels, `boundary` of them on its edge, within `extent`, is shaped as a letter.
    static func isShaped(area: Int, boundary: Int, extent: BackgroundLayer.Extent, minimumArea: Int) -> Bool {
        guard area <= largest * minimumArea, extent.width > 0, extent.height > 0 else { return false }
        let thickness = 2 * Double(area) / Double(max(boundary, 1))
        return Double(area) <= fill * Double(extent.width * extent.height)
            && thickness <= stroke * Double(min(extent.width, extent.height))
            && thickness >= leastStroke * Double(max(extent.width, extent.height))
    }

    /// Of the letter-shaped regions `glyphs`, those set as letters are: beside another of the same colour and nearly
    /// the same height, on the same line, at most a height apart and not overlapping (by more than a kerned pair does).
    static func letters(among glyphs: [Int], extents: [BackgroundLayer.Extent], colors: [PackedRGB]) -> [Int] {
        glyphs.filter { region in
            let extent = extents[region]
            return glyphs.contains { other in
                let next = extents[other]
                let (low, high) = (min(extent.height, next.height), max(extent.height, next.height))
                let overlap = Int(min(extent.maxY, next.maxY)) - Int(max(extent.minY, next.minY))
                let gap = max(Int(next.minX) - Int(extent.maxX), Int(extent.minX) - Int(next.maxX))
                return other != region && BackgroundLayer.similar(colors[region], colors[other])
                    && Double(low) >= heights * Double(high) && 2 * overlap >= low && gap <= high && 10 * gap >= -high
            }
        }
    }
}

import Foundation
import LegibleColor
import LegibleImaging
import LegibleFindings

/// Tells the texture of a photo from text and icons laid over it.
///
/// A photo breaks into ink where its colours jump (clouds, foliage, the edge of a face), and some of that
/// ink lines up like glyphs. Such marks stand out little from the photo; text or an icon set over a
/// photo is drawn to be seen, and is drawn on a fill or in a colour of its own. A mark fainter than
/// `faintestOverPicture` at best is taken for texture when it lies mostly inside a photo the scan found
/// (decorative findings larger than it whose pixels seldom repeat their neighbour) and is itself
/// textured. So is a mark up to `faintestSpeckled` whose ink is a scatter of specks (stars in a night sky,
/// the highlights of foliage), which no glyph is, and a "text" mark of one or two shapes, which is no
/// writing (a hand on a dark sleeve read as a letter at 4.1:1). Flat artwork and misjudged UI are not photos; a button's
/// label over a photo has a flat fill around its strokes. Where the scan found no picture, only a "text"
/// mark fainter than `faintestAmidTexture`, amid texture that repeats its colour, is taken for texture:
/// text on a navigation bar drawn on noise is of a colour the noise does not hold, and is still judged.
struct PictureTexture {
    let runs: ColorRuns
    /// Photos: the bounds of overlapping decorative findings whose pixels are mostly runs of their own.
    let pictures: [PixelRect]

    /// Under this best ratio over a picture, a mark may be its texture: readable text over photos is set
    /// clear of them (seen on paywall photos: cloud, snow and wood marks at 1.0–2.4:1).
    static let faintestOverPicture = 3.0
    /// Under this best ratio a mark over a picture may still be texture when its ink is specks
    /// (`speckledInk`): seen up to 3.8:1 on a night sky's stars, whose brightest pixels stand out well.
    static let faintestSpeckled = 4.5
    /// A mark whose ink (pixels a third of the way or more, in contrast, from its background to its colour)
    /// covers less of its box than this is specks, not strokes: 0.0–0.04 seen on a photo's stars, where text
    /// covers 0.15 or more of its box (the least of 5,614 text runs of 80 real web pages: 0.03, 0.04 and 0.06,
    /// all of them passing, at 4.7:1 and more).
    static let speckledInk = 0.08
    /// A picture is at least this many times the mark's area.
    static let pictureToMark = 4
    /// A photo has at least this many colour runs per pixel (flat UI a few hundredths).
    static let photoRunDensity = 0.25
    /// A mark of a photo's texture is itself textured: this many runs per pixel or more in its box (seen:
    /// 0.86–0.93 on clouds, trees and wood), where text on a fill, even small and anti-aliased at 1x, leaves
    /// long runs between its strokes (0.17–0.51 seen, on a button laid over a photo too).
    static let texturedMark = 0.7
    /// Every this many rows of a picture are sampled.
    static let sampledRows = 4

    init(findings: [Finding], runs: ColorRuns) {
        self.runs = runs
        // Only pictures a mark could lie in are measured: most screens have no faint mark at all.
        let marks = findings.filter { Self.mayBeTexture($0) }.compactMap(\.box)
        pictures = marks.isEmpty ? [] : Self.merged(findings.filter { $0.kind == .decorative }.compactMap(\.box)).filter { picture in
            marks.contains { Self.holds(picture, $0) } && runs.runDensity(in: picture, rowStep: Self.sampledRows) >= Self.photoRunDensity
        }
    }

    /// Boxes this close (pixels) are pieces of one picture.
    static let pieceGap = 8

    /// Overlapping or nearly touching boxes joined into their bounds: a photo is found as several decorative
    /// pieces (the sky, the trees, a lake), and is one rectangle.
    static func merged(_ boxes: [PixelRect]) -> [PixelRect] {
        var merged = boxes
        var joined = true
        while joined {
            joined = false
            outer: for i in merged.indices {
                for j in merged.indices where j > i && merged[i].grown(by: pieceGap).clamped(to: merged[j]).area > 0 {
                    merged[i] = merged[i].union(merged[j])
                    merged.remove(at: j)
                    joined = true
                    break outer
                }
            }
        }
        return merged
    }

    private static func mayBeTexture(_ finding: Finding) -> Bool {
        (finding.kind == .text || finding.kind == .graphic) && finding.box != nil
            && (finding.ratioMax ?? finding.ratio ?? .infinity) < faintestSpeckled
    }

    private static func holds(_ picture: PixelRect, _ box: PixelRect) -> Bool {
        picture.area >= pictureToMark * box.area && picture.clamped(to: box).area > 0
    }

    /// A mark is inside the photos when this share of it is (a photo is often found as several
    /// decorative pieces, a mark across two of them).
    static let insideShare = 0.5
    /// The points of a grid this many to a side over the mark's box that are tested.
    static let grid = 8

    /// Whether a text or graphic finding is a picture's texture rather than something laid over it;
    /// `isWriting`: whether the text is a word or more (`DrawingCanvas.isWriting`) rather than one or two shapes.
    func isTexture(_ finding: Finding, isWriting: Bool = true) -> Bool {
        guard Self.mayBeTexture(finding), let box = finding.box else { return false }
        let around = pictures.filter { Self.holds($0, box) }
        // Text over a photo is set as words; a "text" mark of one or two shapes inside one (a hand on a
        // dark sleeve, a highlight in a poster) is the photo's, however well it stands out.
        let lone = finding.kind == .text && !isWriting && !around.isEmpty
        guard lone || (finding.ratioMax ?? finding.ratio ?? .infinity) < Self.faintestOverPicture
                || inkShare(of: finding, in: [box]) < Self.speckledInk else { return false }
        guard !around.isEmpty else { return isAmidTexture(finding, box: box) }
        var inside = 0
        for row in 0..<Self.grid {
            for column in 0..<Self.grid {
                let (x, y) = (box.x + (2 * column + 1) * box.width / (2 * Self.grid), box.y + (2 * row + 1) * box.height / (2 * Self.grid))
                if around.contains(where: { x >= $0.x && x < $0.maxX && y >= $0.y && y < $0.maxY }) { inside += 1 }
            }
        }
        return Double(inside) >= Self.insideShare * Double(Self.grid * Self.grid)
            && runs.runDensity(in: box, rowStep: 1) >= Self.texturedMark
    }

    /// Whether a faint, textured "text" mark the scan found no picture around is amid the same texture:
    /// within its height, texture as dense as a photo's on three sides, and the mark's own colour there as
    /// often as a photo's marks repeat theirs (trees reflected in a lake, below a photo's decorative pieces).
    /// Text set on a noisy fill (a navigation bar's dithered gradient) is of a colour the fill does not hold.
    private func isAmidTexture(_ finding: Finding, box: PixelRect) -> Bool {
        guard finding.kind == .text, (finding.ratioMax ?? finding.ratio ?? .infinity) < Self.faintestAmidTexture,
              runs.runDensity(in: box, rowStep: 1) >= Self.texturedMark else { return false }
        let margin = max(box.height, 8)
        let image = PixelRect(x: 0, y: 0, width: runs.width, height: runs.height)
        let sides = [
            PixelRect(x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin, height: margin),
            PixelRect(x: box.x - margin, y: box.maxY, width: box.width + 2 * margin, height: margin),
            PixelRect(x: box.x - margin, y: box.y, width: margin, height: box.height),
            PixelRect(x: box.maxX, y: box.y, width: margin, height: box.height),
        ].map { $0.clamped(to: image) }
        // Three sides of four: a photo's edge (a banner, a button below it) may run along the fourth.
        let textured = sides.filter { $0.area > 0 && runs.runDensity(in: $0, rowStep: 1) >= Self.texturedMark }
        return textured.count >= 3 && inkShare(of: finding, in: textured) >= Self.repeatedInk
    }

    /// Under this best ratio a textured mark amid texture is texture with no picture found around it.
    static let faintestAmidTexture = 2.5
    /// The share of the texture around a photo's mark drawn in the mark's colour, a third of the way from the
    /// background or more: 0.21–0.48 seen beside marks of a lake's, a sky's and an illustration's texture;
    /// none beside white links on a dithered navigation bar.
    static let repeatedInk = 0.1

    /// The share of `boxes` drawn at least a third of the way, in contrast, from the finding's background to
    /// its colour (1 where the colours are unknown, so that nothing is taken for specks without them).
    private func inkShare(of finding: Finding, in boxes: [PixelRect]) -> Double {
        let area = boxes.reduce(0) { $0 + $1.area }
        guard let foreground = finding.foregroundRGB, let background = finding.backgroundRGB,
              area > 0 else { return 1 }
        let (ink, paper) = (foreground.luminance + 0.05, background.luminance + 0.05)
        let threshold = log(max(ink, paper) / min(ink, paper)) / 3
        guard threshold > 0 else { return 1 }
        var inked = 0
        runs.withUnsafeRuns { _, _, colors in
            for box in boxes {
                let clamped = box.clamped(to: PixelRect(x: 0, y: 0, width: runs.width, height: runs.height))
                for y in clamped.y..<clamped.maxY {
                    runs.forEachRun(ofRow: y, from: clamped.x, to: clamped.maxX) { run, low, high in
                        let level = colors[run].luminance + 0.05
                        // On the ink's side of the background, and far enough from it.
                        if (level < paper) == (ink < paper) && abs(log(level / paper)) >= threshold { inked += high - low }
                    }
                }
            }
        }
        return Double(inked) / Double(area)
    }
}

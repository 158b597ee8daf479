import LegibleFindings
import LegibleImaging

/// Text set too small for anyone to read as text: the shrunken page of a document's thumbnail, a PDF's page
/// strip, a screenshot inside a screenshot. Interfaces set no text under 7 pt (iOS's smallest style is 11 pt,
/// Material's 11 sp); a run of words under 5 pt is a picture of a page, shown for its shape, not read.
///
/// Labelled screens of 35 apps held 50 "photo" and 13 "decorative" text fails under 5 pt (document previews in
/// Paperless and ownCloud, movie posters in KKid, album art), against 6 real ones (a hint cut off by the
/// bottom edge, measured at its cut height).
enum ThumbnailText {
    static let largestPoints = 5.0
    /// A run of words is this many times wider than high; an icon read as one or two letters is not, and
    /// stays judged (a glyph icon measured as tiny text still fails as a graphic would).
    static let wordsAspect = 3.0
    static let message = "text under 5 pt, a picture of a page (a thumbnail or preview) rather than text to read: not judged"

    /// `findings` with the runs of words under 5 pt listed as decoration; `dotRows`, the boxes of rows of equal
    /// dots (an ellipsis menu's "…", as small), are no words. Only for a scale that is known (stated, or read from
    /// the body text): at the width's guess a 1x page's body text measures under 5 pt.
    static func listedAsPictures(_ findings: [Finding], dotRows: Set<PixelRect> = []) -> [Finding] {
        findings.map { finding in
            guard finding.kind == .text, let points = finding.fontPoints, points < largestPoints, let box = finding.box,
                  Double(box.width) >= wordsAspect * Double(box.height), !dotRows.contains(box) else { return finding }
            var picture = Finding(file: finding.file, box: box, kind: .decorative, foreground: finding.foreground,
                                  background: finding.background, ratio: finding.ratio, ratioMax: finding.ratioMax,
                                  apca: finding.apca)
            picture.message = message
            return picture
        }
    }

    /// A row of dots no words are: three or more, each as small as a thumbnail's letters, of one size, about as wide
    /// as tall and mostly filled, spaced by up to three of their widths (letters differ in size and shape).
    static func isRowOfDots(_ line: TextLineGrouping.Line, components: [InkComponents.Component], scale: Double) -> Bool {
        line.members.count >= 3 && DotRow(line, components: components, scale: scale, points: 0...largestPoints, fill: 0.5...1.0,
                                          sizeTolerance: 0.2, gapInDots: 0...3) != nil
    }
}

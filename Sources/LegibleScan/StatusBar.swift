import LegibleFindings
import LegibleImaging

/// Finds the status bar a phone or tablet draws across the top of a portrait screen (clock, notifications, signal,
/// battery), and tells its marks the system dims by design from those drawn in the bar's own ink.
///
/// The system draws the bar in the light or dark style the app asks for. Its clock and icons take the style's ink, so
/// where they fail the app chose the wrong style over its own colour (white on a light brand colour): a fail, whose
/// message says so. Some marks are dimmer than that ink by design (a signal's empty bars, an unfilled battery), and no
/// style the app picks changes them: they pass, as the system's own, like `SystemChrome`'s. The corpus's labellers
/// split on the first kind (about 100 failing of some 330 regions they noted as the status bar, on 10 of about 40
/// sources; the rest judged the bar system UI), and all judged the dim marks system UI.
struct StatusBar {
    /// The bar is on phones and tablets: a screen at most this many points wide, held upright (phones are 16:9 or
    /// taller, tablets 4:3 or taller; a desktop app's panel captured alone seldom is).
    static let widestScreenPoints = 1100.0
    /// Its marks' centres are within this share of the screen's width from the top (10–12 points down without a notch,
    /// 23–33 around a notch or Dynamic Island, on phones 320–440 wide), and their bottoms within this share of its
    /// height.
    static let centreShareOfWidth = 0.085
    static let bottomShareOfHeight = 0.045
    /// Its marks (11–17 points) are at most this share of the width tall; a toolbar's icons (24 points) more.
    static let tallestShareOfWidth = 0.045
    /// Marks this many of the row's heights apart or nearer are one cluster.
    static let clusterGap = 2.5
    /// The left cluster starts within this share of the width from the left edge and ends before `leftEnd`; the right
    /// one ends beyond `rightEnd`, starts after `rightStart`, and is at least `rightWidth` of the row's heights wide
    /// (two or more icons, or a battery's percentage).
    static let leftStart = 0.15
    static let leftEnd = 0.4
    static let rightEnd = 0.85
    static let rightStart = 0.5
    static let rightWidth = 2.0
    /// A right cluster alone is the older Android bar only with this many marks or more (icons and the clock): an
    /// app's toolbar in a capture without a bar has one or two actions there. A row centred beyond
    /// `lowCentreShareOfWidth` (a notched phone's bar) is as low as a navigation bar's in a capture without one
    /// ("Cancel", a title, "Save", 22 points down): its right cluster needs as many marks (signal, Wi-Fi, battery),
    /// and nothing is centred.
    static let loneClusterMarks = 3
    static let lowCentreShareOfWidth = 0.045
    /// iOS's clock, between the carrier and the battery, is centred within this share of the width, and no wider than
    /// `centredWidth` of it.
    static let centredOffset = 0.05
    static let centredWidth = 0.25

    /// A mark whose best ratio is under this share of the bar's strongest mark's is dimmed by design.
    static let dimShare = 0.6

    static let styleMessage = "in the system status bar, which the system draws in the light or dark style the app asks for: "
        + "the other style may pass against this background"
    static let dimMessage = "a mark of the system status bar that the system dims by design (a signal's empty bars): not the "
        + "app's content, and no style the app asks for changes it"

    /// The verdicts and messages of the bar's findings: a flagged mark dimmer than the bar's strongest passes.
    static func judged(_ findings: [Finding]) -> [Finding] {
        let strongest = findings.compactMap { $0.ratioMax ?? $0.ratio }.max() ?? 0
        return findings.map { finding in
            guard finding.verdict != .pass, let ratio = finding.ratioMax ?? finding.ratio else { return finding }
            var judged = finding
            if ratio < dimShare * strongest {
                judged.verdict = .pass
                judged.message = dimMessage
            } else if finding.verdict == .fail {
                judged.message = finding.message.map { styleMessage + "; " + $0 } ?? styleMessage
            }
            return judged
        }
    }

    /// The indices of `marks` (every text and graphic line's box) that are a status bar's, or none.
    static func marks(_ marks: [PixelRect], width: Int, height: Int, scale: Double) -> [Int] {
        let (screenWidth, screenHeight) = (Double(width), Double(height))
        guard screenWidth / scale <= widestScreenPoints, 3 * height >= 4 * width else { return [] }
        let row = marks.indices.filter { index in
            let rect = marks[index]
            return Double(rect.y) + Double(rect.height) / 2 <= centreShareOfWidth * screenWidth
                && Double(rect.maxY) <= bottomShareOfHeight * screenHeight
        }
        guard let top = row.map({ marks[$0].y }).min(), let bottom = row.map({ marks[$0].maxY }).max(),
              row.allSatisfy({ Double(marks[$0].height) <= tallestShareOfWidth * screenWidth }),
              // Nothing else reaches into the row: a mark below it that does is part of a taller bar of the app's.
              !marks.indices.contains(where: { !row.contains($0) && marks[$0].y < bottom })
        else { return [] }
        let rowHeight = bottom - top
        var clusters: [(rect: PixelRect, count: Int)] = []
        for index in row.sorted(by: { marks[$0].x < marks[$1].x }) {
            let rect = marks[index]
            if let last = clusters.last, Double(rect.x - last.rect.maxX) <= clusterGap * Double(rowHeight) {
                clusters[clusters.count - 1] = (last.rect.union(rect), last.count + 1)
            } else {
                clusters.append((rect, 1))
            }
        }
        guard let right = clusters.last, Double(right.rect.maxX) >= rightEnd * screenWidth,
              Double(right.rect.x) >= rightStart * screenWidth, Double(right.rect.width) >= rightWidth * Double(rowHeight)
        else { return [] }
        let isLeft = { (rect: PixelRect) in
            Double(rect.x) <= leftStart * screenWidth && Double(rect.maxX) <= leftEnd * screenWidth
        }
        let isCentred = { (rect: PixelRect) in
            abs(Double(rect.x + rect.maxX) / 2 - screenWidth / 2) <= centredOffset * screenWidth
                && Double(rect.width) <= centredWidth * screenWidth
        }
        let isLow = Double(top + bottom) / 2 > lowCentreShareOfWidth * screenWidth
        let isBar = switch clusters.count {
        case 1: right.count >= loneClusterMarks
        case 2: isLeft(clusters[0].rect) && (!isLow || right.count >= loneClusterMarks)
        case 3: !isLow && isLeft(clusters[0].rect) && isCentred(clusters[1].rect)
        default: false
        }
        return isBar ? row : []
    }
}

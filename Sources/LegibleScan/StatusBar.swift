import LegibleImaging

/// Finds the status bar a phone or tablet draws across the top of a portrait screen (clock, notifications, signal,
/// battery), whose failing marks are reviews rather than fails.
///
/// The system draws the bar, in the light or dark style the app asks for, and keeps some of its marks dim by design
/// (a signal's empty bars). A team can choose the other style, but cannot change the marks. The labellers of the
/// corpus split on it: of some 330 regions they noted as the status bar, on about 40 sources, those of 10 sources
/// counted about 100 as failing (white status text on a mid-tone brand colour), the rest judged it system UI.
/// Accessibility Scanner and Xcode's inspector do not look at it at all. A review says
/// both: check the style, and know that the marks are the system's.
///
/// The bar is one row of small marks at the very top: a cluster at the left edge (the clock, notification icons), one
/// ending at the right edge (signal, Wi-Fi, battery), nothing between them or only the clock centred (iOS before the
/// notch). Older Android shows the right cluster alone, with the clock at its end. An app's own toolbar or navigation
/// bar, at the top of a capture without the status bar, has larger marks, a title in the middle or one or two actions
/// at the right; it stands where a notched phone's status bar does, but lower than a bar without a notch.
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

    static let message = "in the system status bar (clock, signal, battery): the system draws it in the light or dark style "
        + "the app asks for, so check that style against this background; some of its marks are dim by design"

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

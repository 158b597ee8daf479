import LegibleColor
import LegibleImaging

/// Pixels per point from a macOS window's close, minimise and zoom buttons, where a capture shows them.
///
/// Every macOS window draws the three discs at its top left in the same red, yellow and green, 12 points across
/// (10–14 in utility panels and toolbars of other heights) and about 8 apart. Their size is the one thing on a Mac's
/// capture drawn at a known size whatever the app sets: its body text is 11–13 pt, which a capture at 2 shares with
/// one at 1.5 whose text is 14–17 pt. A Mac captures at 1 or at 2, so the discs' diameter gives one or the other.
/// On the 4,061 captures of known scale of the 178 labelled sources, 123 showed the buttons: 121 are at the scale
/// they give (the other two were resampled, to 2.1 and 1.15), 26 of which the body text had read wrongly.
enum WindowButtons {
    /// The discs are this many points across.
    static let diameterPoints = 10.0...14.0
    /// The scales a Mac captures at.
    static let scales: [Double] = [1, 2]
    /// The discs are this many diameters apart, edge to edge (8 pt between 12-pt discs).
    static let gapInDiameters = 0.3...1.1
    /// Discs of one row are this close in width: a share of the close button's.
    static let sizeTolerance = 0.25
    /// The buttons are in this share of the picture from its top (a window captured with its shadow or on a
    /// documentation page's margin sits a little lower).
    static let topShare = 0.5
    /// Widths of the discs' widest rows, in pixels, that are worth looking at.
    static let runWidths = 8...40

    /// The scale the window buttons in `runs` show, or nil where there are none or their size fits no Mac scale.
    static func scale(in runs: ColorRuns) -> Double? {
        guard let diameter = diameter(in: runs) else { return nil }
        return scales.first { diameterPoints.contains(Double(diameter) / $0) }
    }

    /// The widest row, in pixels, of the close button of a row of window buttons in the top of the picture.
    static func diameter(in runs: ColorRuns) -> Int? {
        var widest: Int?
        let rows = Int(topShare * Double(runs.height))
        // A disc's row is a few runs: its anti-aliased rim is other shades of its colour.
        var segments: [Segment] = []
        runs.withUnsafeRuns { start, end, color in
            for y in 0..<rows {
                segments.removeAll(keepingCapacity: true)
                for run in runs.runs(ofRow: y) {
                    guard let colour = colour(color[run]) else { continue }
                    if let last = segments.last, last.colour == colour, last.end == Int(start[run]) {
                        segments[segments.count - 1].end = Int(end[run])
                    } else {
                        segments.append((Int(start[run]), Int(end[run]), colour))
                    }
                }
                for (index, close) in segments.enumerated() where close.colour == .close {
                    let width = close.end - close.start
                    guard runWidths.contains(width) else { continue }
                    // The minimise and zoom buttons follow on the same row, as wide and evenly spaced.
                    let near = Int(gapInDiameters.lowerBound * Double(width)) - 1
                    let far = Int(gapInDiameters.upperBound * Double(width)) + 1
                    let tolerance = max(2, Int(sizeTolerance * Double(width)))
                    func disc(_ colour: Colour, after before: Int) -> Segment? {
                        segments[(index + 1)...].first { segment in
                            (segment.colour == colour || segment.colour == .unavailable)
                                && (before + near...before + far).contains(segment.start)
                                && abs(segment.end - segment.start - width) <= tolerance
                        }
                    }
                    guard let minimise = disc(.minimise, after: close.end), disc(.zoom, after: minimise.end) != nil else { continue }
                    widest = max(widest ?? 0, width)
                }
            }
        }
        return widest
    }

    /// Consecutive runs of a row in one button's colour.
    typealias Segment = (start: Int, end: Int, colour: Colour)

    /// A button's colour; `unavailable` is the light grey of a minimise or zoom button the window does not offer
    /// (a settings window's), beside a close button in colour.
    enum Colour { case close, minimise, zoom, unavailable }

    /// Which button's colour `packed` is (each macOS since 10.10 draws them about #ff5f57, #febc2e and #28c840,
    /// and those it does not offer about #dcdcdc; older ones a little duller), or nil. An inactive window's buttons
    /// are all grey, as a chart's dots may be: only a close button in colour tells a window's.
    static func colour(_ packed: PackedRGB) -> Colour? {
        let (r, g, b) = (packed.red, packed.green, packed.blue)
        if r >= 220 && (70...125).contains(g) && (55...125).contains(b) { return .close }
        if r >= 220 && (160...215).contains(g) && b <= 110 { return .minimise }
        if r <= 120 && g >= 170 && b <= 120 { return .zoom }
        if (200...230).contains(r) && abs(r - g) <= 6 && abs(r - b) <= 6 { return .unavailable }
        return nil
    }
}

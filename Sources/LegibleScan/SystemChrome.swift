import LegibleImaging

/// Marks the system draws over an app's screen in every Simulator screenshot, in the style the app asks for but
/// dim by design: an iOS status bar's signal indicator with no service (four dots in a row, the Wi-Fi glyph close
/// on their right) and iPadOS's multitasking handle (three dots at the top of a window); and a macOS window's
/// close, minimise and zoom buttons (three discs at its top left), in a capture of the window.
///
/// Each reads as a line of full stops or a row of page dots, and failed on every screen of four labelled sources'
/// store screenshots (ownCloud, KKid, Passwords for Nextcloud, Hacki) and of Zettlr's user guide; their labellers
/// judged them system chrome.
enum SystemChrome {
    /// The Simulator's dots are 3–5 points across, rounded squares or discs.
    static let dotPoints = 2.5...5.0
    /// Rounded squares and discs cover this share of their box and more; a ring or a plus sign less.
    static let dotFill = 0.7...1.0
    /// Dots of one row are this close in width and height (a share of the larger, and at least a pixel).
    static let sizeTolerance = 0.2
    /// Gaps between dots, in dots.
    static let gapInDots = 0.2...1.5
    /// The signal's dots are this far from the Wi-Fi glyph on their right, in dots, and the glyph is this many
    /// dots tall, its bottom about the dots' bottom.
    static let wifiGapInDots = 4.0
    static let wifiInDots = 1.5...4.5
    /// The status bar is in the top quarter of the picture, where a store screenshot's frame sets the screen lower.
    static let topShare = 0.25
    /// The multitasking handle is within this many points of the top of the picture, alone on its row for this
    /// many of its widths on either side.
    static let handlePoints = 16.0
    static let handleClearance = 3
    /// A macOS window's buttons are discs 12 points across, 8 apart, drawn in colour or, in an inactive window, grey.
    static let windowButtonPoints = 10.0...16.0
    static let windowButtonGapInDots = 0.4...1.0

    /// The size of the dots that are `line`'s `count` members, in a row of one size, evenly spaced; nil if they are not.
    private static func dotSize(_ line: TextLineGrouping.Line, count: Int, components: [InkComponents.Component], scale: Double,
                                points: ClosedRange<Double> = dotPoints, gapInDots: ClosedRange<Double> = gapInDots) -> Int? {
        guard line.members.count == count, let row = DotRow(line, components: components, scale: scale, points: points, fill: dotFill,
                                                            sizeTolerance: sizeTolerance, gapInDots: gapInDots) else { return nil }
        // Evenly spaced: the gaps, in dots, within half a dot of each other.
        let (smallest, largest) = (Double(row.gaps.smallest) / Double(row.size), Double(row.gaps.largest) / Double(row.size))
        return largest - smallest <= 0.5 ? row.size : nil
    }

    /// Whether `line` is the system's mark: the signal's four dots with the Wi-Fi glyph among `others` (every line's
    /// box), the multitasking handle's three, or a window's three buttons.
    static func isChrome(_ line: TextLineGrouping.Line, components: [InkComponents.Component], others: [PixelRect],
                         imageHeight: Int, scale: Double) -> Bool {
        let rect = line.rect
        if Double(rect.maxY) <= topShare * Double(imageHeight),
           dotSize(line, count: 3, components: components, scale: scale, points: windowButtonPoints, gapInDots: windowButtonGapInDots) != nil {
            return true
        }
        if dotSize(line, count: 3, components: components, scale: scale) != nil, Double(rect.y) <= handlePoints * scale {
            let clearance = handleClearance * rect.width
            return !others.contains { other in
                other != rect && other.y < rect.maxY && rect.y < other.maxY && other.maxX > rect.x - clearance && other.x < rect.maxX + clearance
            }
        }
        guard let size = dotSize(line, count: 4, components: components, scale: scale),
              Double(rect.maxY) <= topShare * Double(imageHeight) else { return false }
        // The Wi-Fi glyph's arcs are pieces of their own: together they rise above the dots from their row.
        let pieces = others.filter { piece in
            piece != rect && piece.x >= rect.maxX && Double(piece.x - rect.maxX) <= wifiGapInDots * Double(size)
                && piece.maxY <= rect.maxY + size && Double(rect.maxY - piece.y) <= wifiInDots.upperBound * Double(size)
        }
        guard let top = pieces.map(\.y).min(), let bottom = pieces.map(\.maxY).max() else { return false }
        return top < rect.y && wifiInDots.contains(Double(bottom - top) / Double(size))
    }
}

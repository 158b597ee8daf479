import Foundation

/// Whether a group of strokes is part of a wheel of spokes: an activity indicator (iOS draws 8 or 12
/// rounded spokes, each a shade fainter than the last) or the rays of a sun icon.
///
/// Each spoke alone is a short rounded bar, too stubby for `StrokeGeometry.isStraightBar`, and a row of
/// them sits on one baseline like letters, so a spinner's top and bottom rows read as text. What no line
/// of text does is point every stroke at one centre at about the same distance from it, around a turn.
struct SpokedWheel {
    let isWheel: Bool

    /// A spoke is at least this long for its width; round letters (o, e) are not, and dots are not.
    static let spokeElongation = 2.2
    /// Each spoke's axis passes this close to the centre, as a share of its distance from it.
    static let axisTolerance = 0.2
    /// Spokes stand this close to one distance from the centre (a share of the median).
    static let radiusTolerance = 0.35
    /// The spokes go at least this far around the centre (degrees): parallel strokes (ll) never meet, and
    /// two strokes of a letter pair meeting somewhere do not span a turn.
    static let smallestTurn = 60.0

    /// A row of a wheel shows 3 spokes of 8 and up to 5 of 12.
    static let spokesInARow = 3...8

    /// Whether the components of `line` are spokes of one wheel.
    init(_ line: TextLineGrouping.Line, layer: BackgroundLayer, ink: InkComponents) {
        guard Self.spokesInARow.contains(line.members.count) else {
            isWheel = false
            return
        }
        var strokes: [StrokeGeometry] = []
        for member in line.members {
            let stroke = StrokeGeometry(of: ink.components[member], index: member, layer: layer, ink: ink, measuringSolidity: false)
            // Most lines of text end here, at their first round letter.
            guard stroke.elongation >= Self.spokeElongation else {
                isWheel = false
                return
            }
            strokes.append(stroke)
        }
        let lengths = line.members.map { member in
            let box = ink.components[member]
            return (Double(box.width * box.width + box.height * box.height)).squareRoot()
        }
        isWheel = Self.isWheel(strokes, lengths: lengths)
    }

    private static func isWheel(_ strokes: [StrokeGeometry], lengths: [Double]) -> Bool {
        // The point nearest every axis (least squares): Σ (I − d dᵀ) c = Σ (I − d dᵀ) p.
        var (a, b, d) = (0.0, 0.0, 0.0)
        var (u, v) = (0.0, 0.0)
        for stroke in strokes {
            let (dx, dy) = (cos(stroke.orientation), sin(stroke.orientation))
            let (m11, m12, m22) = (1 - dx * dx, -dx * dy, 1 - dy * dy)
            a += m11
            b += m12
            d += m22
            u += m11 * stroke.centre.x + m12 * stroke.centre.y
            v += m12 * stroke.centre.x + m22 * stroke.centre.y
        }
        let determinant = a * d - b * b
        guard determinant > 1e-6 * Double(strokes.count * strokes.count) else { return false }
        let centre = (x: (d * u - b * v) / determinant, y: (a * v - b * u) / determinant)
        var radii: [Double] = []
        var bearings: [Double] = []
        for (stroke, length) in zip(strokes, lengths) {
            let (px, py) = (stroke.centre.x - centre.x, stroke.centre.y - centre.y)
            let radius = (px * px + py * py).squareRoot()
            // Off the axis: the distance from the centre to the stroke's line.
            let offAxis = abs(px * sin(stroke.orientation) - py * cos(stroke.orientation))
            // A spoke stands out from the hub: its middle is at least half its length from the centre.
            guard radius >= 0.5 * length, offAxis <= axisTolerance * radius else { return false }
            radii.append(radius)
            bearings.append(atan2(py, px) * 180 / .pi)
        }
        let median = radii.sorted()[radii.count / 2]
        guard radii.allSatisfy({ abs($0 - median) <= radiusTolerance * median }) else { return false }
        return largestGap(bearings) <= 360 - smallestTurn
    }

    /// The widest empty arc (degrees) between the bearings around the centre.
    private static func largestGap(_ bearings: [Double]) -> Double {
        let sorted = bearings.sorted()
        let gaps = zip(sorted, sorted.dropFirst()).map { $1 - $0 } + [360 - (sorted.last! - sorted.first!)]
        return gaps.max() ?? 360
    }
}

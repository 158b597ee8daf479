import Foundation
import LegibleColor

/// Spokes of an activity indicator: the spinner iOS draws while something loads (`UIActivityIndicatorView`,
/// SwiftUI's `ProgressView`), eight or twelve capsules around an empty centre, each a shade lighter than
/// the one before.
///
/// Apart, the spokes read as letters or icons, and their faintest shades fail by design: on snapshot
/// screens of lists still loading, each row's spinner became a "text" failure, a graphic failure and a
/// review. A spinner is drawn, not read, and its fading is its animation: its spokes are left out of the
/// lines, as a dotted rule's dots are.
///
/// `SpokedWheel` tells a wheel later, from one line's strokes, when they are long enough to have an axis;
/// this takes the whole ring first, by where its spokes stand and how they fade, whatever their length
/// (the medium spinner's at 2x are 9 × 5 px, too stubby for an axis).
enum ActivityIndicator {
    /// The fewest and most spokes: iOS draws 8 (12 before iOS 13); web spinners draw 8 to 12.
    static let spokeCounts = 6...16
    /// The longest spoke, in points: the large spinner's (37 pt across) are about 11 pt.
    static let longestSpoke = 14.0
    /// How far a spoke's centre may be from the ring's mean radius, and a gap between neighbours from an even
    /// share of the circle, as fractions of them: spokes are drawn at equal angles on one ring.
    static let ringTolerance = 0.2
    static let gapTolerance = 0.45
    /// The fewest distinct shades among the spokes: a spinner fades from spoke to spoke; a sun's or a
    /// burst's rays, all of one colour, are an icon.
    static let fewestShades = 3

    /// The components that are spokes of a spinner.
    static func spokes(among components: [InkComponents.Component], layer: BackgroundLayer, ink: InkComponents,
                       scale: Double) -> Set<Int> {
        let longest = max(3, Int(longestSpoke * scale))
        let candidates = components.indices.filter { index in
            let component = components[index]
            return max(component.width, component.height) <= longest && component.pixelCount >= 4
        }
        guard candidates.count >= spokeCounts.lowerBound else { return [] }
        // Spokes in reach of each other (neighbours on a ring are under a spoke's length apart) form a group.
        var parent = candidates.indices.map { Int32($0) }
        let order = candidates.indices.sorted { components[candidates[$0]].minX < components[candidates[$1]].minX }
        var groups: [Int32: [Int]] = [:]
        parent.withUnsafeMutableBufferPointer { parent in
            let sets = DisjointSets(parent: parent)
            for (position, first) in order.enumerated() {
                let a = components[candidates[first]]
                let reach = 3 * max(a.width, a.height) / 2
                for second in order[(position + 1)...] {
                    let b = components[candidates[second]]
                    if b.minX > a.maxX + reach { break }
                    let dx = Double(center(a).x - center(b).x), dy = Double(center(a).y - center(b).y)
                    let limit = Double(3 * max(a.width, a.height, b.width, b.height) / 2)
                    if dx * dx + dy * dy <= limit * limit { sets.union(Int32(first), Int32(second)) }
                }
            }
            for index in candidates.indices { groups[sets.find(Int32(index)), default: []].append(candidates[index]) }
        }
        var spokes = Set<Int>()
        for members in groups.values where spokeCounts.contains(members.count) {
            if isSpinner(members, components: components, layer: layer, ink: ink) { spokes.formUnion(members) }
        }
        return spokes
    }

    /// Whether `members` lie evenly on one ring around an empty centre, in several shades.
    private static func isSpinner(_ members: [Int], components: [InkComponents.Component], layer: BackgroundLayer,
                                  ink: InkComponents) -> Bool {
        let centers = members.map { center(components[$0]) }
        let cx = Double(centers.reduce(0) { $0 + $1.x }) / Double(centers.count)
        let cy = Double(centers.reduce(0) { $0 + $1.y }) / Double(centers.count)
        let radii = centers.map { point -> Double in
            let (dx, dy) = (Double(point.x) - cx, Double(point.y) - cy)
            return (dx * dx + dy * dy).squareRoot()
        }
        let radius = radii.reduce(0, +) / Double(radii.count)
        guard radius >= 2, radii.allSatisfy({ abs($0 - radius) <= ringTolerance * radius }) else { return false }
        let angles = centers.map { atan2(Double($0.y) - cy, Double($0.x) - cx) }.sorted()
        let even = 2 * Double.pi / Double(angles.count)
        let gaps = zip(angles, angles.dropFirst()).map { $1 - $0 } + [angles[0] + 2 * Double.pi - angles[angles.count - 1]]
        guard gaps.allSatisfy({ abs($0 - even) <= gapTolerance * even }) else { return false }
        // Nothing drawn at the centre: a sun's rays circle its disc, a spinner's circle nothing.
        let (x, y) = (Int(cx.rounded()), Int(cy.rounded()))
        guard x >= 0, y >= 0, x < layer.width, y < layer.height else { return false }
        var centreIsInk = false
        layer.runs.forEachRun(ofRow: y, from: x, to: x + 1) { run, _, _ in centreIsInk = ink.component(ofRun: run) >= 0 }
        guard !centreIsInk else { return false }
        return Set(members.map { shade(of: $0, components: components, layer: layer, ink: ink) }).count >= fewestShades
    }

    /// The colour of a component's longest run: its core, past the anti-aliased edge.
    private static func shade(of index: Int, components: [InkComponents.Component], layer: BackgroundLayer,
                              ink: InkComponents) -> PackedRGB {
        var best: (length: Int, color: PackedRGB) = (0, PackedRGB(0))
        ink.forEachRun(ofComponent: index, in: layer) { run, _, low, high in
            if high - low > best.length { best = (high - low, layer.runs.color[run]) }
        }
        return best.color
    }

    private static func center(_ component: InkComponents.Component) -> (x: Int, y: Int) {
        ((component.minX + component.maxX) / 2, (component.minY + component.maxY) / 2)
    }
}

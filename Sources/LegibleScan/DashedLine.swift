import Foundation
import LegibleFindings

/// Dashes of a dashed line: four or more marks of one size and colour in a column or a row, evenly
/// spaced, or eight or more around a circle. Each dash alone looks like a letter "l" or a hyphen; together they are one outline (an "add"
/// tile's, a drop zone's) or a separator, neither text nor a graphic a person reads.
enum DashedLine {
    /// The fewest marks that make a dashed line.
    static let minimumDashes = 4

    /// A dash is one mark, two where anti-aliasing splits it; a word of several glyphs is none, however evenly
    /// its row repeats (a chart's time axis: "00:00", "02:46", ... at equal steps).
    static let mostPieces = 2

    /// `findings` without the text and graphics that are dashes of a dashed line; `pieces`: how many ink
    /// components each finding's mark has.
    static func removingDashes(from findings: [Finding], pieces: [Int]) -> [Finding] {
        let marks = findings.indices.filter { (findings[$0].kind == .text || findings[$0].kind == .graphic) && pieces[$0] <= mostPieces }
        // Marks of one colour and one width on one column (one height on one row); their lengths, which
        // rounding to pixels alternates by one, within a pixel of each other.
        struct Track: Hashable {
            let colour: String?
            let position: Int
            let thickness: Int
        }
        var columns: [Track: [Int]] = [:]
        var rows: [Track: [Int]] = [:]
        for index in marks {
            guard let box = findings[index].box else { continue }
            let colour = findings[index].foreground
            columns[Track(colour: colour, position: box.x, thickness: box.width), default: []].append(index)
            rows[Track(colour: colour, position: box.y, thickness: box.height), default: []].append(index)
        }
        var dashes = Set<Int>()
        for (groups, vertical) in [(columns, true), (rows, false)] {
            for group in groups.values where group.count >= minimumDashes {
                let boxes = group.compactMap { findings[$0].box }.sorted { vertical ? $0.y < $1.y : $0.x < $1.x }
                let lengths = boxes.map { vertical ? $0.height : $0.width }
                let gaps = zip(boxes, boxes.dropFirst()).map { vertical ? $1.y - $0.maxY : $1.x - $0.maxX }
                // Evenly spaced (within 2 px) and close: a dash's length apart or less.
                guard let shortest = lengths.min(), let longest = lengths.max(), longest - shortest <= 1,
                      let low = gaps.min(), let high = gaps.max(), low >= 0, high - low <= 2, high <= longest else { continue }
                dashes.formUnion(group)
            }
        }
        dashes.formUnion(ringDashes(findings, marks: marks))
        return findings.indices.filter { !dashes.contains($0) }.map { findings[$0] }
    }

    /// The fewest marks that make a dashed ring (an empty state's circle around its picture, an "add photo"
    /// placeholder's), and how much their distances from its centre may differ (share of its radius).
    static let minimumRingDashes = 8
    static let ringRoundness = 0.2
    /// Dashes of one ring are about one size (longer sides within this factor) and each lies within this
    /// many of its longer sides of the next.
    static let ringDashSizes = 1.6
    static let ringDashGap = 3
    /// The dashes found together cover at least this many of the ring's eight octants.
    static let ringOctants = 5
    /// Colours within this many levels on every channel are one ring's.
    static let ringColours: UInt32 = 8

    /// Of `marks`, those of one colour and about one size, each near the next, that lie on a circle in at least
    /// five of its eight octants, its radius at least two dash lengths, and the others of their kind on it: a
    /// dashed ring.
    private static func ringDashes(_ findings: [Finding], marks: [Int]) -> Set<Int> {
        let group = marks.filter { findings[$0].box != nil }
        guard group.count >= minimumRingDashes else { return [] }
        let boxes = group.map { findings[$0].box! }
        // Anti-aliasing gives a curve's dashes colours a level or two apart.
        let colours = group.map { findings[$0].foregroundRGB }
        func sameColour(_ a: Int, _ b: Int) -> Bool {
            guard let first = colours[a], let second = colours[b] else { return false }
            return BackgroundLayer.similar(first, second, within: ringColours)
        }
        var parent = boxes.indices.map { Int32($0) }
        let roots = parent.withUnsafeMutableBufferPointer { parent in
            let sets = DisjointSets(parent: parent)
            for a in boxes.indices {
                for b in boxes.indices where b > a && sameColour(a, b) {
                    let (sideA, sideB) = (max(boxes[a].width, boxes[a].height), max(boxes[b].width, boxes[b].height))
                    guard Double(max(sideA, sideB)) <= ringDashSizes * Double(min(sideA, sideB)),
                          boxes[a].gap(to: boxes[b]) <= ringDashGap * max(sideA, sideB) else { continue }
                    sets.union(Int32(a), Int32(b))
                }
            }
            return boxes.indices.map { sets.find(Int32($0)) }
        }
        var dashes = Set<Int>()
        for cluster in Dictionary(grouping: boxes.indices, by: { roots[$0] }).values where cluster.count >= minimumRingDashes {
            let centres = cluster.map { (x: Double(boxes[$0].x) + Double(boxes[$0].width) / 2, y: Double(boxes[$0].y) + Double(boxes[$0].height) / 2) }
            // The circle through them, fitted (an arc of the ring may be missing, merged into the picture it rings).
            guard let circle = fittedCircle(centres) else { continue }
            let radii = centres.map { (($0.x - circle.x) * ($0.x - circle.x) + ($0.y - circle.y) * ($0.y - circle.y)).squareRoot() }
            let side = cluster.map { Double(max(boxes[$0].width, boxes[$0].height)) }.sorted()[cluster.count / 2]
            let octants = Set(centres.map { Int(((atan2($0.y - circle.y, $0.x - circle.x) + .pi) / (2 * .pi) * 8).rounded(.down)) % 8 })
            guard circle.radius >= 2 * side, let low = radii.min(), let high = radii.max(), high - low <= ringRoundness * circle.radius,
                  octants.count >= ringOctants else { continue }
            // Dashes of the ring cut from these by a gap (one merged into the picture) lie on the same circle.
            let onCircle = boxes.indices.filter { index in
                let (x, y) = (Double(boxes[index].x) + Double(boxes[index].width) / 2, Double(boxes[index].y) + Double(boxes[index].height) / 2)
                let distance = ((x - circle.x) * (x - circle.x) + (y - circle.y) * (y - circle.y)).squareRoot()
                let length = Double(max(boxes[index].width, boxes[index].height))
                return sameColour(index, cluster[0]) && abs(distance - circle.radius) <= ringRoundness * circle.radius / 2
                    && length <= ringDashSizes * side && side <= ringDashSizes * length
            }
            dashes.formUnion(onCircle.map { group[$0] })
        }
        return dashes
    }

    /// The circle nearest to `points` in the least-squares sense of x² + y² + D x + E y + F = 0 (Kåsa's fit),
    /// or nil when they lie on a line.
    private static func fittedCircle(_ points: [(x: Double, y: Double)]) -> (x: Double, y: Double, radius: Double)? {
        let n = Double(points.count)
        let (mx, my) = (points.map(\.x).reduce(0, +) / n, points.map(\.y).reduce(0, +) / n)
        var (xx, xy, yy, xz, yz, z) = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
        for point in points {
            let (x, y) = (point.x - mx, point.y - my)
            let squared = x * x + y * y
            (xx, xy, yy) = (xx + x * x, xy + x * y, yy + y * y)
            (xz, yz, z) = (xz + x * squared, yz + y * squared, z + squared)
        }
        // With centred points the sums of x and y vanish: D and E from a 2 × 2 system, F from the mean.
        let determinant = xx * yy - xy * xy
        guard abs(determinant) > 1e-9 else { return nil }
        let d = (-xz * yy + yz * xy) / determinant
        let e = (-yz * xx + xz * xy) / determinant
        let f = -z / n
        let (cx, cy) = (-d / 2, -e / 2)
        let squaredRadius = cx * cx + cy * cy - f
        guard squaredRadius > 0 else { return nil }
        return (cx + mx, cy + my, squaredRadius.squareRoot())
    }

    /// A dash is at least this many times as long as it is thick, which dots and letters are not; hyphens
    /// are too, and are told apart by `dashGap`.
    static let dashAspect = 2
    /// Dashes stand apart by at least this share of their length; a row of hyphens in code nearly touches.
    static let dashGap = 0.3

    /// Marks at each end of a dashed row that may differ from its dashes: a rounded corner's arc and the
    /// dash where the curve begins.
    static let irregularEnds = 2

    /// Whether the marks of a line (`members`) are a dashed rule read as a word of hyphens: four or more
    /// dashes of one size (the median mark's, within a pixel), evenly and widely spaced, between at most
    /// `irregularEnds` other marks at each end (where a dashed outline turns its rounded corners).
    static func isDashedRow(_ members: [InkComponents.Component]) -> Bool {
        let marks = members.sorted { $0.minX < $1.minX }
        guard marks.count >= minimumDashes else { return false }
        let (length, thickness) = (marks.map(\.width).sorted()[marks.count / 2], marks.map(\.height).sorted()[marks.count / 2])
        guard length >= dashAspect * thickness else { return false }
        let regular = marks.indices.filter { abs(marks[$0].width - length) <= 1 && abs(marks[$0].height - thickness) <= 1 }
        guard regular.count >= minimumDashes, let first = regular.first, let last = regular.last,
              first <= irregularEnds, marks.count - 1 - last <= irregularEnds, last - first + 1 == regular.count else { return false }
        let dashes = regular.map { marks[$0] }
        let gaps = zip(dashes, dashes.dropFirst()).map { $1.minX - $0.maxX - 1 }
        guard let low = gaps.min(), let high = gaps.max() else { return false }
        return high - low <= 2 && Double(low) >= dashGap * Double(length) && high <= length + 1
    }
}

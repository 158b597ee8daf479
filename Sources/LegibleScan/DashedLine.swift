import LegibleFindings

/// Dashes of a dashed line: four or more marks of one size and colour in a column or a row, evenly
/// spaced. Each dash alone looks like a letter "l" or a hyphen; together they are one outline (an "add"
/// tile's, a drop zone's) or a separator, neither text nor a graphic a person reads.
enum DashedLine {
    /// The fewest marks that make a dashed line.
    static let minimumDashes = 4

    /// `findings` without the text and graphics that are dashes of a dashed line.
    static func removingDashes(from findings: [Finding]) -> [Finding] {
        let marks = findings.indices.filter { findings[$0].kind == .text || findings[$0].kind == .graphic }
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
        return findings.indices.filter { !dashes.contains($0) }.map { findings[$0] }
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

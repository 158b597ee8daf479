/// Dashes of a dashed line: four or more marks of one size and colour in a column or a row, evenly
/// spaced. Each dash alone looks like a letter "l" or a hyphen; together they are one outline (an "add"
/// tile's, a drop zone's) or a separator, neither text nor a graphic a person reads.
enum DashedLine {
    /// The fewest marks that make a dashed line.
    static let minimumDashes = 4

    /// `findings` without the text and graphics that are dashes of a dashed line.
    static func removingDashes(from findings: [Finding]) -> [Finding] {
        let marks = findings.indices.filter { findings[$0].kind == .text || findings[$0].kind == .graphic }
        // Marks of one size and colour, on one column (same x) or one row (same y).
        var columns: [String: [Int]] = [:]
        var rows: [String: [Int]] = [:]
        for index in marks {
            guard let box = findings[index].box else { continue }
            let look = "\(box.width)x\(box.height) \(findings[index].foreground ?? "")"
            columns["\(look) x\(box.x)", default: []].append(index)
            rows["\(look) y\(box.y)", default: []].append(index)
        }
        var dashes = Set<Int>()
        for group in Array(columns.values) + Array(rows.values) where group.count >= minimumDashes {
            let vertical = columns.values.contains(group)
            let boxes = group.compactMap { findings[$0].box }
                .sorted { vertical ? $0.y < $1.y : $0.x < $1.x }
            let gaps = zip(boxes, boxes.dropFirst()).map { vertical ? $1.y - $0.maxY : $1.x - $0.maxX }
            let length = vertical ? boxes[0].height : boxes[0].width
            // Evenly spaced (within 2 px) and close: a dash's length apart or less.
            guard let low = gaps.min(), let high = gaps.max(), low >= 0, high - low <= 2, high <= length else { continue }
            dashes.formUnion(group)
        }
        return findings.indices.filter { !dashes.contains($0) }.map { findings[$0] }
    }
}

/// Splits a text line into spans of one foreground colour: a link, a code word or a coloured word
/// inside a sentence is judged against its own colour, as the WCAG ACT rule for contrast judges
/// each letter, not against the colour of the sentence around it.
///
/// Each glyph's colour is its pixel farthest from the background. Anti-aliasing only moves a glyph's
/// colour towards the background along the same line in RGB, so glyphs of one colour point the same
/// way from the background however thin they are; two colours point different ways.
struct ColourSpans {
    let layer: BackgroundLayer
    let ink: InkComponents

    var components: [InkComponents.Component] { ink.components }

    /// Glyph colours whose directions from the background are closer than this (cosine) are one colour.
    static let sameDirection = 0.97
    /// Glyphs at least this tall (pixels) reach their full colour in their cores, so a difference in
    /// strength alone (grey label, black value) also separates spans.
    static let fullCoverageHeight = 16
    /// Strength (distance from the background) ratio that separates two colours of one direction.
    static let sameStrength = 0.82

    /// The members of `line` grouped into spans, left to right; one group when the line has one colour.
    func split(_ line: TextLineGrouping.Line) -> [[Int]] {
        // An upright bar far taller than the glyphs beside it (the margin marker beside a line number) is
        // no letter, and its colour is none of the text's.
        let isBar = line.members.map { 4 * components[$0].width <= components[$0].height }
        let tallestGlyph = zip(line.members, isBar).filter { !$1 }.map { components[$0.0].height }.max() ?? 0
        if tallestGlyph > 0, zip(line.members, isBar).contains(where: { $1 && 2 * components[$0].height >= 3 * tallestGlyph }) {
            let glyphs = zip(line.members, isBar).filter { !($1 && 2 * components[$0].height >= 3 * tallestGlyph) }.map(\.0)
            return split(line.restricted(to: glyphs, components: components))
        }
        guard line.members.count >= 4, let region = line.background else { return [line.members] }
        let background = layer.regionColour[Int(region)]
        let bg = (Double(background >> 16 & 0xFF), Double(background >> 8 & 0xFF), Double(background & 0xFF))
        let members = line.members.sorted { components[$0].minX < components[$1].minX }
        let slot = Dictionary(uniqueKeysWithValues: members.enumerated().map { ($1, $0) })
        // Each glyph's pixel farthest from the background, as a vector from the background.
        var farthest = [(Double, Double, Double)](repeating: (0, 0, 0), count: members.count)
        var strength = [Double](repeating: 0, count: members.count)
        let rect = line.rect
        for y in rect.y..<rect.maxY {
            layer.runs.forEachRun(ofRow: y, from: rect.x, to: rect.maxX) { run, _, _ in
                let component = Int(ink.component(ofRun: run))
                guard component >= 0, let index = slot[component] else { return }
                let colour = layer.runs.colour[run]
                let (vector, length) = Self.offset(of: colour, from: bg)
                if length > strength[index] {
                    strength[index] = length
                    farthest[index] = vector
                }
            }
        }
        let strongest = strength.max() ?? 0
        guard strongest > 0 else { return [line.members] }
        func sameDirection(_ a: Int, _ b: Int) -> Bool {
            let (u, v) = (farthest[a], farthest[b])
            return (u.0 * v.0 + u.1 * v.1 + u.2 * v.2) / (strength[a] * strength[b]) >= Self.sameDirection
        }
        // Glyphs whose colour says little (faint, or punctuation and dots) follow the span they are in.
        let fullHeight = members.map { 2 * components[$0].height >= line.glyphHeight }
        var telling = members.indices.map { strength[$0] >= 0.5 * strongest && fullHeight[$0] }
        // But two or more faint glyphs in a row, alike, are text in a lighter colour (a grey line number or
        // caption beside black text), not one glyph's thin strokes that anti-aliasing lightened.
        var run: [Int] = []
        func closeRun() {
            if run.count >= 2, let weakest = run.map({ strength[$0] }).min(), let strongestInRun = run.map({ strength[$0] }).max(),
               weakest >= Self.sameStrength * strongestInRun, run.allSatisfy({ sameDirection($0, run[0]) }) {
                for index in run { telling[index] = true }
            }
            run = []
        }
        for index in members.indices where fullHeight[index] {
            if telling[index] || strength[index] < 0.15 * strongest { closeRun() } else { run.append(index) }
        }
        closeRun()
        let fullCoverage = line.glyphHeight >= Self.fullCoverageHeight
        func same(_ a: Int, _ b: Int) -> Bool {
            guard sameDirection(a, b) else { return false }
            // Under half the strength is another colour at any size (only a run of faint glyphs can be).
            let ratio = min(strength[a], strength[b]) / max(strength[a], strength[b])
            return ratio >= 0.5 && (!fullCoverage || ratio >= Self.sameStrength)
        }
        var spans: [(members: [Int], reference: Int?, telling: Int)] = []
        for index in members.indices {
            if telling[index], let reference = spans.last?.reference, !same(reference, index) {
                spans.append(([members[index]], index, 1))
            } else if spans.isEmpty {
                spans.append(([members[index]], telling[index] ? index : nil, telling[index] ? 1 : 0))
            } else {
                spans[spans.count - 1].members.append(members[index])
                if telling[index] {
                    spans[spans.count - 1].telling += 1
                    if spans[spans.count - 1].reference == nil { spans[spans.count - 1].reference = index }
                }
            }
        }
        // A span of a single telling glyph is its own span when it is one colour (a bracket or an operator
        // of highlighted code between tokens of other colours), else an odd glyph (an emoji) that follows
        // its neighbour. One of the same colour as a neighbour joins that neighbour.
        var merged: [(members: [Int], reference: Int?)] = []
        var pending: [Int] = []
        for (position, span) in spans.enumerated() {
            guard span.telling < 2, let reference = span.reference else {
                merged.append((pending + span.members, span.reference))
                pending = []
                continue
            }
            let next = spans.indices.contains(position + 1) ? spans[position + 1].reference : nil
            if let previous = merged.last?.reference, same(previous, reference) {
                merged[merged.count - 1].members += span.members
            } else if let next, same(next, reference) {
                pending += span.members
            } else if isOneColour(members[reference], farthest: farthest[reference], background: bg) {
                merged.append((span.members, reference))
            } else if !merged.isEmpty {
                merged[merged.count - 1].members += span.members
            } else {
                pending += span.members
            }
        }
        if !pending.isEmpty {
            if merged.isEmpty { merged.append((pending, nil)) } else { merged[merged.count - 1].members += pending }
        }
        // A mark of another colour (the sentence's full stop after a link, a comma between two code words)
        // would lend the span its colour: at the span's end it goes to the span beyond if that has its
        // colour, else it is a span of its own; inside the span it is left out.
        var result = merged.map(\.members)
        var ownSpans: [[Int]] = []
        // Marks are small beside the line's typical glyph (an icon at its start may be far taller).
        let typicalHeight = members.map { components[$0].height }.sorted()[members.count / 2]
        func sameColour(_ index: Int, asSpan position: Int) -> Bool {
            merged.indices.contains(position) && merged[position].reference.map { sameDirection(index, $0) } ?? false
        }
        for (position, span) in merged.enumerated() {
            guard let reference = span.reference else { continue }
            for member in span.members {
                let index = slot[member]!
                guard 2 * components[member].height < typicalHeight, strength[index] >= 0.3 * strongest,
                      !sameDirection(index, reference) else { continue }
                result[position].removeAll { $0 == member }
                let beyond = slot[result[position].first ?? member]! > index ? position - 1
                    : slot[result[position].last ?? member]! < index ? position + 1 : nil
                if let beyond {
                    if sameColour(index, asSpan: beyond) { result[beyond].append(member) } else { ownSpans.append([member]) }
                }
            }
        }
        return (result + ownSpans).filter { !$0.isEmpty }
    }

    /// Whether a glyph is drawn in one colour: nearly all of its pixels strong enough to tell point the
    /// way its farthest pixel does (anti-aliasing keeps the direction); an emoji's point many ways.
    private func isOneColour(_ component: Int, farthest: (Double, Double, Double), background bg: (Double, Double, Double)) -> Bool {
        let glyph = components[component]
        let strength = (farthest.0 * farthest.0 + farthest.1 * farthest.1 + farthest.2 * farthest.2).squareRoot()
        var strong = 0, along = 0
        for y in glyph.minY...glyph.maxY {
            layer.runs.forEachRun(ofRow: y, from: glyph.minX, to: glyph.maxX + 1) { run, low, high in
                guard ink.component(ofRun: run) == Int32(component) else { return }
                let colour = layer.runs.colour[run]
                let (v, length) = Self.offset(of: colour, from: bg)
                guard length >= 0.5 * strength else { return }
                strong += high - low
                if (v.0 * farthest.0 + v.1 * farthest.1 + v.2 * farthest.2) >= Self.sameDirection * length * strength { along += high - low }
            }
        }
        return strong > 0 && 10 * along >= 9 * strong
    }

    /// A colour as a vector from the background, and its length.
    private static func offset(of colour: UInt32, from bg: (Double, Double, Double)) -> (vector: (Double, Double, Double), length: Double) {
        let v = (Double(colour >> 16 & 0xFF) - bg.0, Double(colour >> 8 & 0xFF) - bg.1, Double(colour & 0xFF) - bg.2)
        return (v, (v.0 * v.0 + v.1 * v.1 + v.2 * v.2).squareRoot())
    }
}

import LegibleColor

/// Splits a text line into spans of one foreground colour: a link, a code word or a coloured word
/// inside a sentence is judged against its own colour, as the WCAG ACT rule for contrast judges
/// each letter, not against the colour of the sentence around it.
///
/// Each glyph's colour is its pixel farthest from the background. Anti-aliasing only moves a glyph's
/// colour towards the background along the same line in RGB, so glyphs of one colour point the same
/// way from the background however thin they are; two colours point different ways.
struct ColorSpans {
    let layer: BackgroundLayer
    let ink: InkComponents

    var components: [InkComponents.Component] { ink.components }

    /// Glyph colours whose directions from the background are closer than this (cosine) are one colour.
    /// On a light background dark colours all point roughly at black: at 0.97 highlighted code's dark
    /// green keyword (#007020, 0.972 from #1f2328) joined the black text, and the pale green numbers after
    /// it (#40a070, 2.8:1, 0.996 from the keyword) were judged with the black. At 0.98 the real web and
    /// web-app pages (DOM truth) lost no verdict and no line but one of 3,243, and flagged more of their
    /// failing lines; anti-aliasing does not turn one colour's glyphs that far apart.
    static let sameDirection = 0.98
    /// Glyphs at least this tall (pixels) reach their full colour in their cores, so a difference in
    /// strength alone (grey label, black value) also separates spans.
    static let fullCoverageHeight = 16
    /// Strength (distance from the background) ratio that separates two colours of one direction.
    static let sameStrength = 0.82
    /// A glyph more than this many times the line's typical glyph height, and about as wide as tall (within
    /// `iconAspect`), is an icon: a word's letters joined by an underline are as tall but far wider, and a letter
    /// joined to the underline below it far narrower.
    static let iconHeight = 1.5
    static let iconAspect = 0.75...1.34
    /// A backdrop whose pixels in a line's box stray farther than this (RGB distance) from its colour is a
    /// gradient: neighbours 2 apart chain into one region, so a flat fill's pixels all lie within a few.
    static let flatBackdropSpread = 12.0

    /// The members of `line` grouped into spans, left to right; one group when the line has one colour.
    func split(_ line: TextLineGrouping.Line) -> [[Int]] {
        if let glyphs = withoutMarginBars(line) { return split(glyphs) }
        guard line.members.count >= 4, let region = line.background else { return [line.members] }
        let glyphs = GlyphColors(line, background: Int(region), layer: layer, ink: ink)
        guard glyphs.strongest > 0 else { return [line.members] }
        let telling = tellingGlyphs(glyphs)
        let fullCoverage = glyphs.letterHeight >= Self.fullCoverageHeight
        var spans = spans(of: glyphs, telling: telling, fullCoverage: fullCoverage)
        if !fullCoverage { spans = spans.flatMap { dividingFainterWords($0, of: glyphs, telling: telling) } }
        return relocatingMarks(in: spans, of: glyphs)
    }

    /// Each glyph of a line (members left to right) with its pixel farthest from the background, as a
    /// vector from the background, and that vector's length (its strength).
    private struct GlyphColors {
        let members: [Int]
        /// Each member's place in `members`, at `component - firstComponent`; -1 for other components.
        /// An array, not a dictionary: it is looked up for every run in the line's box.
        private let slots: [Int32]
        private let firstComponent: Int
        let background: (Double, Double, Double)
        /// Whether the line's backdrop is a gradient, whose one colour is only its commonest.
        private(set) var overGradient = false
        var farthest: [(Double, Double, Double)]
        var strength: [Double]
        var strongest: Double { strength.max() ?? 0 }
        /// The line's typical glyph height (the median): letters are measured against it, not against an
        /// icon or a code box's frame in the line, which may be far taller.
        let typicalHeight: Int
        /// Whether each glyph is an icon (a file's icon before its name), by its height and shape. An icon reaches its
        /// full colour whatever the letters' size, so it is one colour with them only at nearly their strength, and it
        /// tells no letter's colour.
        let isIcon: [Bool]
        /// The height of the tallest glyph that is no icon: whether the letters reach their full colour. Taken from
        /// the icon, a 9-pixel name's anti-aliased i-stems, at 0.63 of its letters' strength, became spans of a
        /// fainter colour.
        let letterHeight: Int

        init(_ line: TextLineGrouping.Line, background region: Int, layer: BackgroundLayer, ink: InkComponents) {
            background = layer.regionColor[region].channels
            let components = ink.components
            members = line.members.sorted { components[$0].minX < components[$1].minX }
            firstComponent = members.min() ?? 0
            var slots = [Int32](repeating: -1, count: (members.max() ?? 0) - firstComponent + 1)
            for (index, member) in members.enumerated() { slots[member - firstComponent] = Int32(index) }
            self.slots = slots
            let heights = members.map { components[$0].height }
            let typical = heights.sorted()[members.count / 2]
            typicalHeight = typical
            isIcon = members.map { member in
                let (width, height) = (Double(components[member].width), Double(components[member].height))
                return height > ColorSpans.iconHeight * Double(typical) && ColorSpans.iconAspect.contains(width / height)
            }
            letterHeight = zip(heights, isIcon).filter { !$1 }.map(\.0).max() ?? typical
            farthest = [(Double, Double, Double)](repeating: (0, 0, 0), count: members.count)
            strength = [Double](repeating: 0, count: members.count)
            let rect = line.rect
            var backdropSpread = 0.0
            for y in rect.y..<rect.maxY {
                layer.runs.forEachRun(ofRow: y, from: rect.x, to: rect.maxX) { run, _, _ in
                    guard let index = slot(Int(ink.component(ofRun: run))) else {
                        if layer.regionOfRun[run] == region {
                            backdropSpread = max(backdropSpread, ColorSpans.offset(of: layer.runs.color[run], from: background).length)
                        }
                        return
                    }
                    let (vector, length) = ColorSpans.offset(of: layer.runs.color[run], from: background)
                    if length > strength[index] {
                        strength[index] = length
                        farthest[index] = vector
                    }
                }
            }
            overGradient = layer.regionIsGradient[region] || backdropSpread > ColorSpans.flatBackdropSpread
        }

        /// The place of `component` in `members`, nil when it is not a member.
        @inline(__always) func slot(_ component: Int) -> Int? {
            let at = component - firstComponent
            guard at >= 0 && at < slots.count, slots[at] >= 0 else { return nil }
            return Int(slots[at])
        }

        func sameDirection(_ a: Int, _ b: Int) -> Bool {
            let (u, v) = (farthest[a], farthest[b])
            return (u.0 * v.0 + u.1 * v.1 + u.2 * v.2) / (strength[a] * strength[b]) >= ColorSpans.sameDirection
        }

        /// One colour: the same direction, and at most half as strong only in small text whose thin
        /// strokes anti-aliasing lightens (under half the strength is another colour at any size).
        func same(_ a: Int, _ b: Int, fullCoverage: Bool) -> Bool {
            guard sameDirection(a, b) else { return false }
            let ratio = min(strength[a], strength[b]) / max(strength[a], strength[b])
            return ratio >= 0.5 && (!(fullCoverage || isIcon[a] || isIcon[b]) || ratio >= ColorSpans.sameStrength)
        }
    }

    /// The line without an upright bar far taller than the glyphs beside it (the margin marker beside a
    /// line number), which is no letter and whose colour is none of the text's; nil when it has none.
    private func withoutMarginBars(_ line: TextLineGrouping.Line) -> TextLineGrouping.Line? {
        let isBar = line.members.map { 4 * components[$0].width <= components[$0].height }
        let tallestGlyph = zip(line.members, isBar).filter { !$1 }.map { components[$0.0].height }.max() ?? 0
        func isMarginBar(_ member: Int, _ bar: Bool) -> Bool { bar && 2 * components[member].height >= 3 * tallestGlyph }
        guard tallestGlyph > 0, zip(line.members, isBar).contains(where: isMarginBar) else { return nil }
        return line.restricted(to: zip(line.members, isBar).filter { !isMarginBar($0, $1) }.map(\.0), components: components)
    }

    /// Which glyphs tell their span's colour. Faint ones, punctuation and dots follow the span they are
    /// in; but two or more faint glyphs in a row, alike, are text in a lighter colour (a grey line number
    /// or caption beside black text, a grey link whose underline joins its letters), not one glyph's thin
    /// strokes that anti-aliasing lightened. A faint mark of another colour before them (a pale checkbox
    /// before a grey label) does not hide them.
    private func tellingGlyphs(_ glyphs: GlyphColors) -> [Bool] {
        let strongest = glyphs.strongest
        let fullHeight = glyphs.members.map { 2 * components[$0].height >= glyphs.typicalHeight }
        var telling = glyphs.members.indices.map { glyphs.strength[$0] >= 0.5 * strongest && fullHeight[$0] }
        var run: [Int] = []
        func alike(_ a: Int, _ b: Int) -> Bool {
            let (weaker, stronger) = (min(glyphs.strength[a], glyphs.strength[b]), max(glyphs.strength[a], glyphs.strength[b]))
            return glyphs.sameDirection(a, b) && weaker >= Self.sameStrength * stronger
        }
        // A glyph of the letters' height (give or take a descender) and twice as wide is letters joined
        // (by an underline, or touching in small text), so a word on its own; a frame around a word is not.
        func letters(_ index: Int) -> Int {
            let component = components[glyphs.members[index]]
            return component.width >= 2 * glyphs.typicalHeight && 2 * component.height <= 3 * glyphs.typicalHeight ? 2 : 1
        }
        // Over a gradient, glyphs of one colour stand nearer the backdrop's one colour on one side than on
        // the other, and fade along the line: a run that is not all alike there is one colour fading.
        var fading = false
        func closeRun() {
            if !fading && run.map(letters).reduce(0, +) >= 2 { for index in run { telling[index] = true } }
            run = []
            fading = false
        }
        for index in glyphs.members.indices where fullHeight[index] {
            if telling[index] || glyphs.strength[index] < 0.15 * strongest {
                closeRun()
                continue
            }
            if !run.allSatisfy({ alike($0, index) }) {
                if glyphs.overGradient { fading = true } else { closeRun() }
            }
            run.append(index)
        }
        closeRun()
        return telling
    }

    /// Glyphs grouped left to right into spans of one colour, each with its reference glyph (the first
    /// that tells its colour).
    private func spans(of glyphs: GlyphColors, telling: [Bool], fullCoverage: Bool) -> [(members: [Int], reference: Int?)] {
        let members = glyphs.members
        func same(_ a: Int, _ b: Int) -> Bool { glyphs.same(a, b, fullCoverage: fullCoverage) }
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
                    // The first letter, not an icon before it, tells the span's colour.
                    if spans[spans.count - 1].reference.map({ glyphs.isIcon[$0] && !glyphs.isIcon[index] }) ?? true {
                        spans[spans.count - 1].reference = index
                    }
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
            } else if merged.isEmpty || position == spans.count - 1, isIconSized(span.members, glyphs) {
                // An odd glyph taller than the letters at either end of the line is an icon beside its label
                // (a two-coloured speech bubble before a grey heading), not a glyph of the words: joined to
                // them, its dark outline was measured as the words' colour, passing them at 11:1.
                merged.append((span.members, reference))
            } else if isOneColor(members[reference], farthest: glyphs.farthest[reference], background: glyphs.background) {
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
        return merged
    }

    /// Whether `members` together are taller than the line's letters and about as wide as tall: an icon's
    /// shape (its outline and the marks inside it), not letters joined by an underline (a wide glyph).
    private func isIconSized(_ members: [Int], _ glyphs: GlyphColors) -> Bool {
        guard let box = PixelBounds(enclosing: members.map { components[$0] }) else { return false }
        return 5 * box.height >= 6 * glyphs.typicalHeight && 2 * box.width <= 3 * box.height
    }

    /// Small text's words split where one word's glyphs are all much fainter than the word beside it (a
    /// grey id after a link, a grey date after a name): small glyphs' thin strokes keep one colour's
    /// glyphs from being told apart by strength glyph by glyph, but a word's wide glyphs (an o, a 4, a #)
    /// reach nearly its full colour. The fainter word needs two wide glyphs that tell their colour and a
    /// width of `fainterWordWidth` glyph heights (glyphs of small text touch, so they are not counted), so
    /// that a short word whose few glyphs anti-aliasing lightened stays with its sentence.
    private func dividingFainterWords(_ span: (members: [Int], reference: Int?), of glyphs: GlyphColors, telling: [Bool])
        -> [(members: [Int], reference: Int?)] {
        struct Word {
            var members: [Int]
            var minX: Int, maxX: Int
            /// How many wide glyphs tell its colour, and the strongest of them.
            var wide = 0
            var strongest: Int?
        }
        let height = glyphs.typicalHeight
        let gap = max(2, (3 * height + 5) / 10)
        var words: [Word] = []
        for member in span.members {
            let component = components[member]
            if words.last.map({ component.minX - $0.maxX > gap }) ?? true {
                words.append(Word(members: [], minX: component.minX, maxX: component.maxX))
            }
            let index = glyphs.slot(member)!
            words[words.count - 1].members.append(member)
            words[words.count - 1].maxX = max(words[words.count - 1].maxX, component.maxX + 1)
            guard telling[index], 20 * component.width >= 9 * height else { continue }
            words[words.count - 1].wide += 1
            if words[words.count - 1].strongest.map({ glyphs.strength[$0] < glyphs.strength[index] }) ?? true {
                words[words.count - 1].strongest = index
            }
        }
        var parts: [[Int]] = []
        for (position, word) in words.enumerated() {
            if position > 0, let a = words[position - 1].strongest, let b = word.strongest, glyphs.sameDirection(a, b) {
                let (weaker, stronger) = glyphs.strength[a] < glyphs.strength[b] ? (words[position - 1], word) : (word, words[position - 1])
                if weaker.wide >= 2, weaker.maxX - weaker.minX >= Self.fainterWordWidth * height,
                   glyphs.strength[weaker.strongest!] < Self.sameStrength * glyphs.strength[stronger.strongest!] {
                    parts.append(word.members)
                    continue
                }
            }
            if parts.isEmpty { parts.append(word.members) } else { parts[parts.count - 1] += word.members }
        }
        guard parts.count > 1 else { return [span] }
        return parts.map { part in (part, part.map { glyphs.slot($0)! }.first { telling[$0] }) }
    }

    /// The width, in glyph heights, of a fainter word that is a span of its own: some four characters.
    static let fainterWordWidth = 2

    /// A mark of another colour than its span (the sentence's full stop after a link, a comma between two
    /// code words) would lend the span its colour: at the span's end it goes to the span beyond if that
    /// has its colour, else it is a span of its own; inside the span it is left out.
    private func relocatingMarks(in spans: [(members: [Int], reference: Int?)], of glyphs: GlyphColors) -> [[Int]] {
        var result = spans.map(\.members)
        var ownSpans: [[Int]] = []
        func sameColor(_ index: Int, asSpan position: Int) -> Bool {
            spans.indices.contains(position) && spans[position].reference.map { glyphs.sameDirection(index, $0) } ?? false
        }
        for (position, span) in spans.enumerated() {
            guard let reference = span.reference else { continue }
            for member in span.members {
                let index = glyphs.slot(member)!
                guard 2 * components[member].height < glyphs.typicalHeight, glyphs.strength[index] >= 0.3 * glyphs.strongest,
                      !glyphs.sameDirection(index, reference) else { continue }
                result[position].removeAll { $0 == member }
                let first = result[position].first.map { glyphs.slot($0)! } ?? index
                let last = result[position].last.map { glyphs.slot($0)! } ?? index
                guard let beyond = first > index ? position - 1 : last < index ? position + 1 : nil else { continue }
                if sameColor(index, asSpan: beyond) { result[beyond].append(member) } else { ownSpans.append([member]) }
            }
        }
        return (result + ownSpans).filter { !$0.isEmpty }
    }

    /// Whether a glyph is drawn in one colour: nearly all of its pixels strong enough to tell point the
    /// way its farthest pixel does (anti-aliasing keeps the direction); an emoji's point many ways.
    private func isOneColor(_ component: Int, farthest: (Double, Double, Double), background bg: (Double, Double, Double)) -> Bool {
        let strength = (farthest.0 * farthest.0 + farthest.1 * farthest.1 + farthest.2 * farthest.2).squareRoot()
        var strong = 0, along = 0
        ink.forEachRun(ofComponent: component, in: layer) { run, _, low, high in
            let color = layer.runs.color[run]
            let (v, length) = Self.offset(of: color, from: bg)
            guard length >= 0.5 * strength else { return }
            strong += high - low
            if (v.0 * farthest.0 + v.1 * farthest.1 + v.2 * farthest.2) >= Self.sameDirection * length * strength { along += high - low }
        }
        return strong > 0 && 10 * along >= 9 * strong
    }

    /// Whether two colours lie in one direction from the background, as one colour and its blends do.
    static func pointSameWay(_ a: PackedRGB, _ b: PackedRGB, from bg: (Double, Double, Double)) -> Bool {
        let (u, lengthU) = offset(of: a, from: bg), (v, lengthV) = offset(of: b, from: bg)
        return u.0 * v.0 + u.1 * v.1 + u.2 * v.2 >= sameDirection * lengthU * lengthV
    }

    /// A colour as a vector from the background, and its length.
    static func offset(of color: PackedRGB, from bg: (Double, Double, Double)) -> (vector: (Double, Double, Double), length: Double) {
        let c = color.channels
        let v = (c.0 - bg.0, c.1 - bg.1, c.2 - bg.2)
        return (v, (v.0 * v.0 + v.1 * v.1 + v.2 * v.2).squareRoot())
    }
}

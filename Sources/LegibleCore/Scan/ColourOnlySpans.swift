/// Finds spans told from the sentence around them by colour alone: a link with no underline whose
/// colour is within 3:1 of the text beside it cannot be found by people who do not see that colour
/// (WCAG 1.4.1; technique G183 asks for 3:1 between the two colours, or a cue other than colour).
struct ColourOnlySpans {
    let layer: BackgroundLayer
    let ink: InkComponents

    /// The least contrast between a span and the text around it that G183 accepts without another cue.
    static let threshold = 3.0

    /// One `color-only` finding per span that is shorter than a neighbour of its own sentence (the
    /// sentence being the longer), differs from it only in colour (same weight, no underline) and by
    /// less than 3:1. `spans` are in the order they were judged: a sentence's spans left to right.
    func findings(spans: [(line: TextLineGrouping.Line, sentence: Int, finding: Finding)], requirement: ContrastRequirement) -> [Finding] {
        var found: [Finding] = []
        for index in spans.indices where spans[index].finding.kind == .text {
            let span = spans[index]
            let neighbours = [index - 1, index + 1].filter {
                spans.indices.contains($0) && spans[$0].sentence == span.sentence && spans[$0].finding.kind == .text
            }
            // The text around it: the longer neighbour, longer than the span itself.
            guard let around = neighbours.max(by: { spans[$0].line.rect.width < spans[$1].line.rect.width }),
                  spans[around].line.rect.width > span.line.rect.width,
                  spans[around].finding.bold == span.finding.bold,
                  let colour = span.finding.foreground, let aroundColour = spans[around].finding.foreground,
                  let ratio = try? ContrastRatio(ColorParser.parse(colour), ColorParser.parse(aroundColour)),
                  !ratio.meets(Self.threshold), !isUnderlined(span.line)
            else { continue }
            var finding = span.finding
            finding.kind = .colorOnly
            finding.background = aroundColour
            finding.ratio = ratio.value
            finding.ratioMax = ratio.value
            finding.apca = nil
            finding.usage = .nonText
            finding.threshold = Self.threshold
            finding.level = requirement.level
            finding.verdict = .review
            finding.message = "told from the text around it (\(aroundColour)) by colour alone, \(ratio.truncatedText):1 "
                + "apart with no underline; if it is a link, WCAG 1.4.1 asks for 3:1 between the two colours or an underline"
            found.append(finding)
        }
        return found
    }

    /// Whether a row of ink from just below the glyphs' middle to a third of a line below them spans
    /// nearly the whole span: an underline (glyph rows always have gaps between letters).
    private func isUnderlined(_ line: TextLineGrouping.Line) -> Bool {
        let rect = line.rect
        let low = rect.y + line.glyphHeight / 2
        let high = min(layer.height, rect.maxY + line.glyphHeight / 3 + 1)
        guard low < high else { return false }
        for y in low..<high {
            var covered = 0
            layer.runs.forEachRun(ofRow: y, from: rect.x, to: rect.maxX) { run, start, end in
                if ink.component(ofRun: run) >= 0 { covered += end - start }
            }
            if covered * 100 >= rect.width * 85 { return true }
        }
        return false
    }
}

import LegibleColor
import LegiblePolicy
import LegibleFindings

/// Finds spans told from the sentence around them by colour alone: a link with no underline whose
/// colour is within 3:1 of the text beside it cannot be found by people who do not see that colour
/// (WCAG 1.4.1; technique G183 asks for 3:1 between the two colours, or a cue other than colour).
struct ColorOnlySpans {
    let layer: BackgroundLayer
    let ink: InkComponents

    /// The least contrast between a span and the text around it that G183 accepts without another cue.
    static let threshold = 3.0

    /// Running text: the sentence's own colour spans at least this many line heights (about 25
    /// characters), longer than the fragments of a code line between its highlighted tokens.
    static let runningText = 12.0
    /// Colours closer than this (ΔE00) are the sentence's own colour, measured twice.
    static let sameColor = 3.0

    /// One `color-only` finding per span of a running sentence in exactly two colours whose other colour
    /// is the minority (the sentence's own colour covers at least twice its width): a span beside text of the
    /// sentence's colour, of the same weight, with no underline and less than 3:1 from it. A line in
    /// more colours is code or rich text, where colour marks no link. `spans` are in the order they were
    /// judged: a sentence's spans left to right.
    func findings(spans: [(line: TextLineGrouping.Line, sentence: Int, finding: Finding)], requirement: ContrastRequirement) -> [Finding] {
        var found: [Finding] = []
        var start = 0
        while start < spans.count {
            var end = start + 1
            while end < spans.count && spans[end].sentence == spans[start].sentence { end += 1 }
            found += findings(inSentence: Array(spans[start..<end]), requirement: requirement)
            start = end
        }
        return found
    }

    private func findings(inSentence spans: [(line: TextLineGrouping.Line, sentence: Int, finding: Finding)],
                          requirement: ContrastRequirement) -> [Finding] {
        let colors = spans.map { span in span.finding.foreground.flatMap { try? ColorParser.parse($0) } }
        guard spans.count >= 2, spans.allSatisfy({ $0.finding.kind == .text }), !colors.contains(where: { $0 == nil }) else { return [] }
        let labs = colors.map { CIELab($0!) }
        // The sentence's colour: the one covering the most width; every other span must share one other colour.
        var widths = [Int](repeating: 0, count: spans.count)
        for (index, span) in spans.enumerated() {
            let same = labs.indices.first { CIEDE2000.difference(labs[$0], labs[index]) < Self.sameColor } ?? index
            widths[same] += span.line.rect.width
        }
        let main = widths.indices.max { widths[$0] < widths[$1] }!
        let isMain = labs.map { CIEDE2000.difference($0, labs[main]) < Self.sameColor }
        guard let other = isMain.firstIndex(of: false),
              zip(labs, isMain).allSatisfy({ $1 || CIEDE2000.difference($0, labs[other]) < Self.sameColor }),
              widths[main] >= 2 * spans.indices.filter({ !isMain[$0] }).reduce(0, { $0 + spans[$1].line.rect.width }),
              Double(widths[main]) >= Self.runningText * Double(spans.map(\.line.glyphHeight).max()!)
        else { return [] }
        let ratio = ContrastRatio(colors[main]!, colors[other]!)
        guard !ratio.meets(Self.threshold) else { return [] }
        var found: [Finding] = []
        for index in spans.indices where !isMain[index] {
            let beside = [index - 1, index + 1].filter { spans.indices.contains($0) && isMain[$0] }
            guard beside.contains(where: { spans[$0].finding.bold == spans[index].finding.bold }), !isUnderlined(spans[index].line),
                  let aroundColor = spans[main].finding.foreground
            else { continue }
            var finding = spans[index].finding
            finding.kind = .colorOnly
            finding.background = aroundColor
            finding.ratio = ratio.value
            finding.ratioMax = ratio.value
            finding.apca = nil
            finding.usage = .nonText
            finding.threshold = Self.threshold
            finding.level = requirement.level
            finding.verdict = .review
            finding.message = "told from the text around it (\(aroundColor)) by colour alone, \(ratio.truncatedText):1 "
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

import LegibleFindings
import LegibleImaging

/// How the scan joins the pieces of one thing that line grouping left apart: an icon's pieces, pieces that
/// interlock, glyphs among graphics, and glyphs cut from their words.
extension ScreenshotScanner {
    /// Pieces of an icon that read as a short line of text (a headphone's two cups under its band) lie mostly
    /// inside the box of a graphic on the same backdrop, at most `iconPieceHeight` of its height, or are a
    /// glyph or two touching it within an icon's box (`largestIcon`, pixels): they join it.
    static func joiningIconPieces(_ judged: inout [JudgedLine], largestIcon: Int) {
        var absorbed = Set<Int>()
        let graphics = judged.indices.filter { judged[$0].kind == .graphic }
        guard !graphics.isEmpty else { return }
        for index in judged.indices where judged[index].kind == .text {
            let piece = judged[index].line
            guard let icon = graphics.first(where: { other in
                let rect = judged[other].line.rect
                guard judged[other].line.background == piece.background else { return false }
                if Double(piece.height) <= iconPieceHeight * Double(rect.height) && 2 * piece.rect.clamped(to: rect).area >= piece.rect.area {
                    return true
                }
                // A glyph or two touching the graphic (a ball beside its paddle, a post's sign) is a piece of it
                // where the two make one icon's box.
                let gap = max(1, Int(GraphicRole.pieceGap * Double(max(rect.height, piece.height))))
                let joint = PixelBounds(enclosing: [judged[other].line, piece])
                return piece.members.count <= 6 && piece.height <= rect.height && piece.rect.gap(to: rect) <= gap
                    && joint.map { max($0.width, $0.height) <= largestIcon } == true
            }) else { continue }
            judged[icon].line.members += piece.members
            judged[icon].line.bounds = PixelBounds(enclosing: [judged[icon].line, piece]) ?? judged[icon].line.bounds
            absorbed.insert(index)
        }
        judged = judged.indices.filter { !absorbed.contains($0) }.map { judged[$0] }
    }

    /// Two short "text" lines whose boxes interlock are the pieces of one icon (a refresh icon's two arrows,
    /// each read as a glyph): lines of text are stacked, and at most graze each other's boxes. Each is a glyph
    /// or two on one backdrop, no wider than `widestPiece` times its height (a wind icon's strokes), and the two fit
    /// an icon's box (`largestIcon`, pixels). They become one graphic.
    static func joiningInterlockedPieces(_ judged: inout [JudgedLine], largestIcon: Int) {
        // Glyph-sized: a word, however few its pieces (a link's letters on its underline), is wider.
        let short = judged.indices.filter {
            judged[$0].kind == .text && judged[$0].line.members.count <= 2 && judged[$0].line.rect.width <= widestPiece * judged[$0].line.height
        }
        joiningPairs(&judged, among: short, largestIcon: largestIcon) { interlock($0.rect, $1.rect) }
    }

    /// Joins each of `candidates` (in order) with the first later one on its backdrop that `belong` accepts and with
    /// which it fits an icon's box (`largestIcon`, pixels): one graphic of both lines' members.
    private static func joiningPairs(_ judged: inout [JudgedLine], among candidates: [Int], largestIcon: Int,
                                     _ belong: (TextLineGrouping.Line, TextLineGrouping.Line) -> Bool) {
        var absorbed = Set<Int>()
        for (position, first) in candidates.enumerated() where !absorbed.contains(first) {
            for second in candidates[(position + 1)...] where !absorbed.contains(second) {
                let (a, b) = (judged[first].line, judged[second].line)
                guard a.background == b.background, belong(a, b),
                      let joint = PixelBounds(enclosing: [a, b]), max(joint.width, joint.height) <= largestIcon else { continue }
                judged[first].line.members += b.members
                judged[first].line.bounds = joint
                judged[first].kind = .graphic
                absorbed.insert(second)
                break
            }
        }
        judged = judged.indices.filter { !absorbed.contains($0) }.map { judged[$0] }
    }

    /// Two glyph-sized "text" lines stacked as no two lines of text are (a repeat icon's two arrows, Tusky's boost
    /// button): a glyph or two each, as tall as a glyph of body text or taller (`stackedPiecePoints`), of one size
    /// within `stackedPieceSizes`, one over the other across `stackedPieceOverlap` of their width, closer than
    /// `stackedPieceGap` of their height (lines of text are set a leading apart, over half a glyph), on one
    /// backdrop, and fitting an icon's box (`largestIcon`, pixels). They become one graphic.
    static func joiningStackedPieces(_ judged: inout [JudgedLine], largestIcon: Int, scale: Double) {
        let glyphs = judged.indices.filter {
            let line = judged[$0].line
            return judged[$0].kind == .text && line.members.count <= 2 && line.rect.width <= widestPiece * line.height
                && Double(line.height) >= stackedPiecePoints * scale
        }.sorted { judged[$0].line.minY < judged[$1].line.minY }
        joiningPairs(&judged, among: glyphs, largestIcon: largestIcon) { upper, lower in
            let gap = lower.minY - upper.maxY
            let overlap = min(upper.maxX, lower.maxX) - max(upper.minX, lower.minX)
            return gap >= 0 && Double(gap) <= stackedPieceGap * Double(max(upper.height, lower.height))
                && Double(overlap) >= stackedPieceOverlap * Double(min(upper.rect.width, lower.rect.width))
                && SizeMatch.alike(upper.height, lower.height, within: stackedPieceSizes)
                && SizeMatch.alike(upper.rect.width, lower.rect.width, within: stackedPieceSizes)
        }
    }

    static let stackedPiecePoints = 6.0
    static let stackedPieceGap = 0.3
    static let stackedPieceOverlap = 0.75
    static let stackedPieceSizes = 0.25

    /// Whether two boxes overlap by `interlockedShare` of the smaller one's height and width.
    static func interlock(_ a: PixelRect, _ b: PixelRect) -> Bool {
        let overlap = a.clamped(to: b)
        return overlap.area > 0 && Double(overlap.height) >= interlockedShare * Double(min(a.height, b.height))
            && Double(overlap.width) >= interlockedShare * Double(min(a.width, b.width))
    }

    static let interlockedShare = 0.25
    static let widestPiece = 3

    /// A piece of an icon is at most this share of the icon's height.
    static let iconPieceHeight = 0.6

    /// Graphics that are glyphs of the text around them become text: a lone digit or letter level with a
    /// line of text beside it (a line number, a footnote mark, a variable), a mark between two (an
    /// operator), the one-glyph label of a framed key or button, and line numbers on blank lines, found
    /// one after another down their column. Returns the indices of the graphics it made text.
    static func judgingGlyphsAmongGraphics(_ judged: inout [JudgedLine], framedBy frames: [PixelRect], classifier: RunClassifier) -> [Int] {
        let texts = judged.filter { $0.kind == .text }.map(\.line)
        let candidates = judged.indices.filter { judged[$0].kind == .graphic && classifier.mayBeGlyphs(judged[$0].line) }
        for index in candidates {
            if let size = classifier.fontPixels(ofLetter: judged[index].line, besideAnyOf: texts) {
                judged[index].kind = .text
                judged[index].line.letterOfFontPixels = size
            } else if classifier.isGlyph(judged[index].line, besideAnyOf: texts) || classifier.isGlyph(judged[index].line, betweenAnyOf: texts)
                        || classifier.isGlyph(judged[index].line, framedByAnyOf: frames) {
                judged[index].kind = .text
            }
        }
        var column = judged.filter { $0.kind == .text && $0.line.members.count <= 2 }.map(\.line)
        var added = true
        while added {
            added = false
            for index in candidates where judged[index].kind == .graphic && classifier.isGlyph(judged[index].line, inColumnWith: column) {
                judged[index].kind = .text
                column.append(judged[index].line)
                added = true
            }
        }
        let labels = judged.filter { $0.kind == .text }.map(\.line)
        for index in candidates where judged[index].kind == .graphic && classifier.isGlyph(judged[index].line, onAxisWith: labels) {
            judged[index].kind = .text
        }
        return candidates.filter { judged[$0].kind == .text }
    }

    /// Glyphs found among graphics (`glyphs`) join the span beside them on their band when they are of its
    /// colour, a word space away at most (the `1` of a comment `# 1 to 21`, the `#` of `# unique`: graphics
    /// still when words were joined): a lone glyph's few pixels measure its colour and size worse than its
    /// word's many. Spans of fewer than four glyphs with it are left apart, as their colours cannot be compared.
    static func joiningGlyphsToTheirWords(_ judged: inout [JudgedLine], glyphs: [Int], spans: ColorSpans) {
        let components = spans.ink.components
        var absorbed = Set<Int>()
        for glyph in glyphs {
            let line = judged[glyph].line
            let height = line.height
            var best: (index: Int, gap: Int)?
            for index in judged.indices where index != glyph && judged[index].kind == .text && !absorbed.contains(index) {
                let word = judged[index].line
                let gap = line.horizontalGap(to: word)
                guard word.background == line.background, gap >= 1, gap < best?.gap ?? .max,
                      Double(gap) <= TextLineGrouping.widestWordSpace * Double(max(height, word.glyphHeight)),
                      line.minY >= word.minY - 2, line.maxY <= word.maxY + 2,
                      word.members.count + line.members.count >= 4 else { continue }
                best = (index, gap)
            }
            guard let word = best?.index else { continue }
            let members = (judged[word].line.members + line.members).sorted { components[$0].minX < components[$1].minX }
            let merged = judged[word].line.restricted(to: members, components: components)
            let split = spans.split(merged)
            guard split.count == 1, split[0].count == members.count else { continue }
            judged[word].line = merged
            absorbed.insert(glyph)
        }
        judged = judged.indices.filter { !absorbed.contains($0) }.map { judged[$0] }
    }
}

import LegibleColor
import LegibleFindings

/// The words a report gives a finding's suggested colours: "passes with #6b6b6b (4.54:1) or on #ffffff (4.61:1)".
enum SuggestionText {
    /// A piece of the phrase: words, or a colour a report may show as more than its hex.
    enum Piece: Equatable {
        case words(String)
        case color(String)
    }

    /// The suggestion as one phrase (no capital, no full stop); nil when the finding was not given
    /// suggestions (it passes, is decoration, or its measured pair already passes).
    static func phrase(_ finding: Finding) -> String? {
        pieces(finding).map { pieces in
            pieces.map { piece in
                switch piece {
                case .words(let words): words
                case .color(let hex): hex
                }
            }.joined()
        }
    }

    /// The phrase in pieces, each colour apart from the words around it.
    static func pieces(_ finding: Finding) -> [Piece]? {
        let ratio = { (value: Double?) in value.map { " (\(ContrastRatio.truncated($0)):1)" } ?? "" }
        switch (finding.suggestedForeground, finding.suggestedBackground) {
        case let (foreground?, background?):
            return [.words("passes with "), .color(foreground), .words(ratio(finding.suggestedForegroundRatio) + " or on "),
                    .color(background), .words(ratio(finding.suggestedBackgroundRatio))]
        case let (foreground?, nil):
            return [.words("passes with "), .color(foreground), .words(ratio(finding.suggestedForegroundRatio) + "; no background of its hue does")]
        case let (nil, background?):
            return [.words("passes on "), .color(background), .words(ratio(finding.suggestedBackgroundRatio) + "; no foreground of its hue does")]
        case (nil, nil):
            return pairFails(finding) ? [.words("no colour of either hue passes, at any lightness")] : nil
        }
    }

    /// Whether the finding wants suggestions and its measured pair fails its threshold.
    static func pairFails(_ finding: Finding) -> Bool {
        guard finding.wantsSuggestion, let threshold = finding.threshold,
              let fg = finding.foreground.flatMap({ try? ColorParser.parse($0) }),
              let bg = finding.background.flatMap({ try? ColorParser.parse($0) }) else { return false }
        return ContrastRatio(fg.opaque, bg.opaque).value < threshold
    }
}

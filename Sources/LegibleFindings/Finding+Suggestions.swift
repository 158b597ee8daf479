import LegibleColor
import LegiblePolicy

/// The colours that would make a failing finding pass (`PassingColorSuggestion`).
extension Finding {
    /// Whether the finding gets suggested colours: a text, graphic or border that fails or needs review,
    /// with both colours and a threshold. A span told by colour alone is left out (its two colours are both
    /// text, and its fix is an underline as much as a colour), as are decoration and errors.
    public var wantsSuggestion: Bool {
        [.text, .graphic, .border].contains(kind) && (verdict == .fail || verdict == .review)
            && foreground != nil && background != nil && threshold != nil
    }

    /// The finding with its suggested foreground and background set, where it wants them and its measured
    /// pair fails (a review whose measured pair passes, the range coming from a varying backdrop, gets none:
    /// there is no single colour to change). The finding is otherwise unchanged.
    public func withSuggestedColors() -> Finding {
        guard wantsSuggestion, let threshold, let fg = foreground.flatMap({ try? ColorParser.parse($0).rgba8 }),
              let bg = background.flatMap({ try? ColorParser.parse($0).rgba8 }),
              let suggested = PassingColorSuggestion(threshold: threshold).suggestions(foreground: fg, background: bg)
        else { return self }
        var finding = self
        finding.suggestedForeground = suggested.foreground?.hex
        finding.suggestedForegroundRatio = suggested.foreground?.ratio
        finding.suggestedBackground = suggested.background?.hex
        finding.suggestedBackgroundRatio = suggested.background?.ratio
        return finding
    }

    /// Whether suggestions were looked for and at least one colour found.
    public var hasSuggestion: Bool { suggestedForeground != nil || suggestedBackground != nil }
}

import LegibleColor
import LegibleFindings

/// The words a report gives a finding's suggested colours: "passes with #6b6b6b (4.54:1) or on #ffffff (4.61:1)".
enum SuggestionText {
    /// The suggestion as one phrase (no capital, no full stop), each colour as `color` shows it; nil when the
    /// finding was not given suggestions (it passes, is decoration, or its measured pair already passes).
    static func phrase(_ finding: Finding, color: (String) -> String = { $0 }) -> String? {
        let ratio = { (value: Double?) in value.map { " (\(ContrastRatio.truncated($0)):1)" } ?? "" }
        switch (finding.suggestedForeground, finding.suggestedBackground) {
        case let (foreground?, background?):
            return "passes with \(color(foreground))\(ratio(finding.suggestedForegroundRatio)) or on "
                + "\(color(background))\(ratio(finding.suggestedBackgroundRatio))"
        case let (foreground?, nil):
            return "passes with \(color(foreground))\(ratio(finding.suggestedForegroundRatio)); no background of its hue does"
        case let (nil, background?):
            return "passes on \(color(background))\(ratio(finding.suggestedBackgroundRatio)); no foreground of its hue does"
        case (nil, nil):
            return pairFails(finding) ? "no colour of either hue passes, at any lightness" : nil
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

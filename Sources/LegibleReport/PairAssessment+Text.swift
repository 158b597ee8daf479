import Foundation
import LegiblePolicy
import LegibleBase
import LegibleColor

extension PairAssessment {
    /// The human-readable answer of `legible ratio`, like Xcode's contrast calculator.
    public var text: String {
        var lines: [String] = []
        lines.append("\(foreground) on \(background)")
        if let measuredForeground, measuredForeground != foreground {
            lines.append("  translucent foreground composited on the background: \(measuredForeground)")
        }
        if ratio == ratioMax {
            lines.append("  WCAG 2 ratio  \(ratio.truncatedText):1")
        } else {
            lines.append(
                "  WCAG 2 ratio  \(ratio.truncatedText)–\(ratioMax.truncatedText):1 (the background is translucent: it depends on what is behind it)"
            )
        }
        if let apca {
            let polarity = apca >= 0 ? "dark text on light" : "light text on dark"
            lines.append("  APCA Lc       \(NumberFormat.apca(apca)) (\(polarity))")
        }
        lines.append("  \(policy.displayName) \(level.rawValue):")
        for check in checks {
            let label = check.usage.displayName.padding(toLength: 12, withPad: " ", startingAt: 0)
            let threshold = "\(ContrastRatio.truncated(check.threshold)):1".padding(
                toLength: 8, withPad: " ", startingAt: 0)
            lines.append("    \(label) \(threshold) \(check.verdict.rawValue)")
        }
        if let size {
            let weight = size.bold ? "bold" : "regular"
            lines.append(
                "  at \(NumberFormat.points(size.points))pt \(weight): \(asked.usage.displayName), \(asked.verdict.rawValue)")
        }
        return lines.joined(separator: "\n")
    }
}

import Foundation
import LegibleFindings

/// The list of checks as `legible checks` prints it: plain text for a terminal, or a Markdown table (the one
/// in docs/checks.md).
public enum CheckListing {
    /// Each check with its criterion, threshold and summary, a paragraph each.
    public static func text(_ checks: [Check] = Check.all) -> String {
        checks.map { check in
            """
            \(check.id)  (\(check.name))
              \(check.summary).
              Applies: \(check.criterion)
              Threshold: \(check.threshold)
              More: \(check.helpURL)
            """
        }.joined(separator: "\n\n") + "\n"
    }

    /// A Markdown table of the checks, with their examples.
    public static func markdown(_ checks: [Check] = Check.all) -> String {
        var lines = [
            "| ID | What it finds | Applies | Threshold | Triggers on | Does not trigger on |",
            "|---|---|---|---|---|---|",
        ]
        for check in checks {
            let triggering = check.examples.filter(\.triggers).map(\.note).joined(separator: "; ")
            let passing = check.examples.filter { !$0.triggers }.map(\.note).joined(separator: "; ")
            let cells = ["`\(check.id)`", check.summary, "[\(check.criterion)](\(check.helpURL))", check.threshold, triggering, passing]
            lines.append("| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

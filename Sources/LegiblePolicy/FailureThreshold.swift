/// Which verdicts make `scan` exit 1.
public enum FailureThreshold: String, CaseIterable, Sendable, Codable {
    /// Exit 1 when any finding fails.
    case fail
    /// Exit 1 when any finding fails or needs review.
    case review
    /// Never exit 1 for findings (errors still exit 2).
    case never

    public func isFailing(_ verdict: Verdict?) -> Bool {
        switch (self, verdict) {
        case (.fail, .fail), (.review, .fail), (.review, .review): return true
        default: return false
        }
    }
}

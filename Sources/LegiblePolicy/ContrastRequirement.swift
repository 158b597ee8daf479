import LegibleColor

/// A policy at a level: turns a use into a threshold and a measurement into a verdict.
public struct ContrastRequirement: Hashable, Sendable, Codable {
    public var policy: ContrastPolicy
    public var level: ConformanceLevel

    public init(policy: ContrastPolicy = .wcag, level: ConformanceLevel = .aa) {
        self.policy = policy
        self.level = level
    }

    /// WCAG's "large scale" in UI points (CSS px): 18pt = 24px, 14pt bold = 18.66px.
    public static let wcagLargePoints = 24.0
    public static let wcagLargeBoldPoints = 18.66
    /// The HIG's large size: text of 18pt and up (UI points) needs only 3:1.
    public static let higLargePoints = 18.0

    /// Whether text of this size counts as large under the policy.
    public func usage(for size: TextSize) -> Usage {
        switch policy {
        case .wcag:
            let large = size.points >= Self.wcagLargePoints || (size.bold && size.points >= Self.wcagLargeBoldPoints)
            return large ? .largeText : .text
        case .hig:
            return size.bold || size.points >= Self.higLargePoints ? .largeText : .text
        }
    }

    /// The minimum ratio for a use. Non-text is 3:1 at both levels (WCAG defines no AAA for SC 1.4.11).
    public func threshold(for usage: Usage) -> Double {
        switch (usage, level) {
        case (.text, .aa): return 4.5
        case (.largeText, .aa): return 3
        case (.text, .aaa): return 7
        case (.largeText, .aaa): return 4.5
        case (.nonText, _): return 3
        }
    }

    /// The verdict for a range of possible ratios: `pass` when even the worst case passes, `fail` when even
    /// the best case fails, and `review` only when the range straddles the threshold, the one case where
    /// what is not known (the backdrop, a stroke's true colour) decides the outcome.
    public func verdict(for range: ContrastRange, usage: Usage) -> Verdict {
        let threshold = threshold(for: usage)
        if range.minimum.meets(threshold) { return .pass }
        return range.maximum.meets(threshold) ? .review : .fail
    }

    /// The verdict for one exact ratio.
    public func verdict(for ratio: ContrastRatio, usage: Usage) -> Verdict {
        ratio.meets(threshold(for: usage)) ? .pass : .fail
    }
}

/// The outcome of checking one measurement.
public enum Verdict: String, CaseIterable, Sendable, Codable, Comparable {
    case pass
    /// Cannot be known from what we have (gradient, photo, translucency): a person should look.
    case review
    case fail

    private var severity: Int {
        switch self {
        case .pass: return 0
        case .review: return 1
        case .fail: return 2
        }
    }

    public static func < (lhs: Verdict, rhs: Verdict) -> Bool { lhs.severity < rhs.severity }
}

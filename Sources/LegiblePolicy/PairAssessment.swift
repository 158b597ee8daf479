import LegibleColor

/// A foreground/background pair measured and judged for every use under one requirement:
/// what `legible ratio` prints, and what palettes build on.
public struct PairAssessment: Sendable, Codable {
    /// One use with its threshold and verdict.
    public struct UseVerdict: Sendable, Codable, Hashable {
        public let usage: Usage
        public let threshold: Double
        public let verdict: Verdict
    }

    /// The colours as given (`#rrggbbaa` when translucent).
    public let foreground: String
    public let background: String
    /// The opaque foreground measured: the given one composited on the background when translucent.
    /// Absent when the background is translucent too, since it then depends on the backdrop.
    public let measuredForeground: String?
    /// The worst and best WCAG ratio; equal unless the background is translucent.
    public let ratio: ContrastRatio
    public let ratioMax: ContrastRatio
    /// APCA Lc of the measured pair; absent when the backdrop is unknown.
    public let apca: Double?
    public let policy: ContrastPolicy
    public let level: ConformanceLevel
    public let checks: [UseVerdict]
    /// The size asked about, with its use and verdict, when one was given.
    public let size: TextSize?
    public let asked: UseVerdict

    public init(foreground: SRGBColor, background: SRGBColor, requirement: ContrastRequirement, size: TextSize? = nil) {
        let range = ContrastRange.overUnknownBackdrop(foreground: foreground, background: background)
        self.foreground = foreground.hexWithAlpha
        self.background = background.hexWithAlpha
        ratio = range.minimum
        ratioMax = range.maximum
        if background.isTranslucent {
            measuredForeground = nil
            apca = nil
        } else {
            let measured = foreground.composited(over: background)
            measuredForeground = measured.hex
            apca = APCAContrast.lc(text: measured, background: background)
        }
        policy = requirement.policy
        level = requirement.level
        checks = Usage.allCases.map { usage in
            UseVerdict(
                usage: usage, threshold: requirement.threshold(for: usage),
                verdict: requirement.verdict(for: range, usage: usage))
        }
        self.size = size
        let askedUsage = size.map { requirement.usage(for: $0) } ?? .text
        asked = checks.first { $0.usage == askedUsage }!
    }

    /// The verdict at the asked size (normal text when no size was given).
    public var verdict: Verdict { asked.verdict }
}

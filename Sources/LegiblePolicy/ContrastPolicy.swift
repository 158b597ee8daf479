/// Which rule book decides the thresholds.
public enum ContrastPolicy: String, CaseIterable, Sendable, Codable {
    /// WCAG 2.2: SC 1.4.3 / 1.4.6 for text, SC 1.4.11 for non-text.
    case wcag
    /// Apple's Human Interface Guidelines: 4.5:1 up to 17pt, 3:1 from 18pt or bold.
    case hig

    public var displayName: String {
        switch self {
        case .wcag: return "WCAG 2"
        case .hig: return "Apple HIG"
        }
    }
}

/// How strict: WCAG's AA (the usual legal bar) or AAA (enhanced).
public enum ConformanceLevel: String, CaseIterable, Sendable, Codable {
    case aa = "AA"
    case aaa = "AAA"
}

/// What a colour pair is used for, which decides its threshold.
public enum Usage: String, CaseIterable, Sendable, Codable {
    case text
    case largeText = "large-text"
    case nonText = "non-text"

    public var displayName: String {
        switch self {
        case .text: return "normal text"
        case .largeText: return "large text"
        case .nonText: return "non-text"
        }
    }
}

/// A text size in UI points (iOS points = Android dp = CSS px) and weight.
public struct TextSize: Hashable, Sendable, Codable {
    public var points: Double
    public var bold: Bool

    public init(points: Double, bold: Bool = false) {
        self.points = points
        self.bold = bold
    }
}

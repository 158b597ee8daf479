import LegibleImaging
import LegibleVision
import LegiblePolicy

/// One thing Legible judged (a text run, a graphic) or could not read (an error), as every
/// report writer sees it.
public struct Finding: Sendable, Codable, Hashable {
    public enum Kind: String, Sendable, Codable {
        /// A span of text: one line in one colour (a link inside a sentence is its own span).
        case text
        /// An icon or UI graphic, judged at 3:1 (WCAG 1.4.11).
        case graphic
        /// The outline that shows where a control is (a text field's, an outlined button's), judged at 3:1.
        case border
        /// An illustration, photo or drawing: listed, never judged (WCAG 1.4.11 exempts decoration).
        case decorative
        /// A span told from the text around it by colour alone, with less than 3:1 between the two
        /// colours and no underline (WCAG 1.4.1, technique G183).
        case colorOnly = "color-only"
        case error
    }

    public var file: String
    public var box: PixelRect?
    public var kind: Kind
    /// Opaque colours measured, `#rrggbb`.
    public var foreground: String?
    public var background: String?
    /// The worst WCAG ratio; `ratioMax` is the best, different only when the background varies.
    public var ratio: Double?
    public var ratioMax: Double?
    public var apca: Double?
    public var fontPixels: Double?
    public var fontPoints: Double?
    public var bold: Bool?
    public var level: ConformanceLevel?
    public var usage: Usage?
    public var threshold: Double?
    public var verdict: Verdict?
    /// Why a finding needs review, or why a file could not be read.
    public var message: String?
    /// The ratio as seen with each colour-vision deficiency (`scan --cvd`).
    public var colorVision: CVDRatios?
    /// Set when a baseline was applied: whether this finding is a known one the baseline suppresses.
    public var suppressed: Bool?
    /// The name of the configuration's ignored region (a status bar, a camera preview) the finding lies in;
    /// such a finding is suppressed too: counted apart and never failing the run.
    public var ignoredBy: String?
    /// Set when the backdrop varies (a gradient, an image, translucent material): the ratio is a range over it.
    public var backdropVaries: Bool?
    /// Comparisons with the matched run of each screenshot this one is paired with (`scan` variant pairs).
    public var variants: [VariantComparison]?
    /// For a failing or review text, graphic or border: the nearest foreground that meets `threshold` on
    /// `background` (`#rrggbb`) and its ratio; absent when no colour on the foreground's lightness line does.
    public var suggestedForeground: String?
    public var suggestedForegroundRatio: Double?
    /// The nearest background under which `foreground` meets `threshold`, and its ratio.
    public var suggestedBackground: String?
    public var suggestedBackgroundRatio: Double?

    /// The JSON keys: the property names, but for the colour-vision ratios, whose key predates the
    /// identifiers' spelling and is kept so that reports and baselines stay readable across versions.
    enum CodingKeys: String, CodingKey {
        case file, box, kind, foreground, background, ratio, ratioMax, apca, fontPixels, fontPoints, bold, level, usage,
             threshold, verdict, message, suppressed, ignoredBy, backdropVaries, variants, suggestedForeground,
             suggestedForegroundRatio, suggestedBackground, suggestedBackgroundRatio
        case colorVision = "colourVision"
    }

    public init(file: String, box: PixelRect? = nil, kind: Kind, foreground: String? = nil, background: String? = nil,
                ratio: Double? = nil, ratioMax: Double? = nil, apca: Double? = nil, fontPixels: Double? = nil,
                fontPoints: Double? = nil, bold: Bool? = nil, level: ConformanceLevel? = nil, usage: Usage? = nil,
                threshold: Double? = nil, verdict: Verdict? = nil, message: String? = nil) {
        self.file = file
        self.box = box
        self.kind = kind
        self.foreground = foreground
        self.background = background
        self.ratio = ratio
        self.ratioMax = ratioMax
        self.apca = apca
        self.fontPixels = fontPixels
        self.fontPoints = fontPoints
        self.bold = bold
        self.level = level
        self.usage = usage
        self.threshold = threshold
        self.verdict = verdict
        self.message = message
    }

    /// Whether this finding fails or needs review, or its variant broke its promise (a baseline may still suppress it).
    public var isProblem: Bool { verdict == .fail || verdict == .review || brokenVariant != nil }

    /// The comparison with a variant screenshot whose promise this run breaks, if any.
    public var brokenVariant: VariantComparison? { variants?.first { $0.flag?.isBroken == true } }

    /// The verdict that counts: none for a finding a baseline suppresses.
    public var standingVerdict: Verdict? { suppressed == true ? nil : verdict }

    /// Whether this finding fails or needs review and is not suppressed by a baseline.
    public var isOpenProblem: Bool { isProblem && suppressed != true }

    /// An unreadable input: one row, the reason in `message`.
    public static func error(file: String, message: String) -> Finding {
        Finding(file: file, kind: .error, message: message)
    }
}

extension Finding {
    /// Whether this finding makes a run with `threshold` fail; findings a baseline suppresses never do.
    public func fails(under threshold: FailureThreshold) -> Bool {
        threshold.isFailing(standingVerdict) || (threshold != .never && suppressed != true && brokenVariant != nil)
    }
}

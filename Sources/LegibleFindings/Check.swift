/// One thing Legible checks, as a thing to point at: its ID, the success criterion it applies, how its
/// threshold is chosen, and screens that must and must not trigger it.
///
/// SARIF's rules, JUnit's failure types, `legible checks` and docs/checks.md all come from `Check.all`, and
/// the examples run as tests (SwiftLint's rule descriptions work the same way).
public struct Check: Sendable, Hashable, Identifiable {
    /// The rule ID reports carry, `legible/…`.
    public let id: String
    /// A CamelCase name (SARIF's `name`).
    public let name: String
    /// What a finding of this check says is wrong, in one line.
    public let summary: String
    /// The success criterion or guideline it applies.
    public let criterion: String
    /// How the threshold is chosen.
    public let threshold: String
    /// Where the criterion is explained.
    public let helpURL: String
    /// Screens that must trigger it and screens that must not.
    public let examples: [CheckExample]

    public static let textContrast = Check(
        id: "legible/text-contrast", name: "TextContrast", summary: "Text contrast below the minimum for its size",
        criterion: "WCAG 2.2 SC 1.4.3 Contrast (Minimum), AA; SC 1.4.6 Contrast (Enhanced) with --level AAA",
        threshold: "4.5:1 for text under 24 px (18.66 px bold) in UI points; 7:1 at AAA; a range over a varying backdrop",
        helpURL: "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html",
        examples: [
            CheckExample(.word(foreground: "#949494", background: "#ffffff", height: 12), triggers: true,
                         note: "grey body text on white, 3.0:1"),
            CheckExample(.word(foreground: "#595959", background: "#ffffff", height: 12), triggers: false,
                         note: "dark grey body text on white, 7.0:1"),
        ])

    public static let largeTextContrast = Check(
        id: "legible/large-text-contrast", name: "LargeTextContrast", summary: "Large-text contrast below the minimum",
        criterion: "WCAG 2.2 SC 1.4.3 Contrast (Minimum), AA; SC 1.4.6 Contrast (Enhanced) with --level AAA",
        threshold: "3:1 for text of 24 px or more (18.66 px bold) in UI points; 4.5:1 at AAA",
        helpURL: "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html",
        examples: [
            CheckExample(.word(foreground: "#b3b3b3", background: "#ffffff", height: 30), triggers: true,
                         note: "light grey heading on white, 2.1:1"),
            CheckExample(.word(foreground: "#8a8a8a", background: "#ffffff", height: 30), triggers: false,
                         note: "mid grey heading on white, 3.5:1: enough for large text"),
        ])

    public static let nonTextContrast = Check(
        id: "legible/non-text-contrast", name: "NonTextContrast", summary: "Graphic contrast below 3:1 against adjacent colours",
        criterion: "WCAG 2.2 SC 1.4.11 Non-text Contrast, AA",
        threshold: "3:1 for what identifies a control or its state: an unfilled field's boundary, a checkbox, an icon "
            + "that is a control's only label; not for outlines of labelled or filled buttons, decoration or logos",
        helpURL: "https://www.w3.org/WAI/WCAG22/Understanding/non-text-contrast.html",
        examples: [
            CheckExample(.field(border: "#b0b0b0", background: "#ffffff"), triggers: true,
                         note: "a text field whose only extent is a 2.2:1 outline"),
            CheckExample(.field(border: "#767676", background: "#ffffff"), triggers: false,
                         note: "a text field with a 4.5:1 outline"),
        ])

    public static let useOfColor = Check(
        id: "legible/use-of-color", name: "UseOfColor",
        summary: "A span told from the text around it by colour alone, with less than 3:1 between the two",
        criterion: "WCAG 2.2 SC 1.4.1 Use of Color, A (technique G183)",
        threshold: "3:1 between a link's colour and the text around it, where nothing but colour sets it apart",
        helpURL: "https://www.w3.org/WAI/WCAG22/Techniques/general/G183",
        examples: [
            CheckExample(.wordsWithSpan(text: "#000000", span: "#1a3d8f", background: "#ffffff"), triggers: true,
                         note: "a dark blue link among black words, 2.1:1 between them"),
            CheckExample(.wordsWithSpan(text: "#000000", span: "#000000", background: "#ffffff"), triggers: false,
                         note: "a line of black words: no span of another colour"),
        ])

    public static let variantPromise = Check(
        id: "legible/variant-promise", name: "VariantPromise",
        summary: "A screenshot with Increase Contrast or Reduce Transparency does not keep its promise for a run",
        criterion: "Apple Human Interface Guidelines, Accessibility: Color and effects",
        threshold: "a run's ratio must not fall in the increased-contrast screenshot of the same screen, and must reach "
            + "the variant's own minimum",
        helpURL: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Color-and-effects",
        examples: [
            CheckExample(.variantPair(standard: "#595959", increased: "#767676", background: "#ffffff"), triggers: true,
                         note: "grey text that gets lighter with Increase Contrast, from 7.0:1 to 4.5:1 (passing WCAG)"),
            CheckExample(.variantPair(standard: "#767676", increased: "#3c3c3c", background: "#ffffff"), triggers: false,
                         note: "grey text that gets darker with Increase Contrast"),
        ])

    public static let unreadableInput = Check(
        id: "legible/unreadable-input", name: "UnreadableInput", summary: "An input could not be read",
        criterion: "PNG (ISO/IEC 15948): the file must be a PNG that decodes",
        threshold: "any input that cannot be decoded; the rest of the batch is still scanned",
        helpURL: "https://www.w3.org/TR/png-3/",
        examples: [
            CheckExample(.file(bytes: Array("not a PNG".utf8)), triggers: true, note: "a text file named .png"),
            CheckExample(.file(bytes: CheckExample.onePixelPNG), triggers: false, note: "a 1×1 PNG that decodes"),
        ])

    /// Every check, in the order reports list them.
    public static let all: [Check] = [textContrast, largeTextContrast, nonTextContrast, useOfColor, variantPromise, unreadableInput]

    /// The check a finding belongs to.
    public static func of(_ finding: Finding) -> Check {
        switch (finding.kind, finding.usage) {
        case (.error, _): return unreadableInput
        case _ where finding.verdict != .fail && finding.verdict != .review && finding.brokenVariant != nil: return variantPromise
        case (.colorOnly, _): return useOfColor
        case (_, .largeText?): return largeTextContrast
        case (_, .nonText?), (.graphic, _), (.border, _): return nonTextContrast
        default: return textContrast
        }
    }
}

/// A screen that must, or must not, trigger a check, described so that a test can draw it.
public struct CheckExample: Sendable, Hashable {
    /// What is on the screen, at one pixel per point.
    public enum Scene: Sendable, Hashable {
        /// A word of letter-like glyphs `height` pixels tall.
        case word(foreground: String, background: String, height: Int)
        /// A text field: a one-pixel outline around a dark placeholder word.
        case field(border: String, background: String)
        /// A line of words in `text` with one word in `span`.
        case wordsWithSpan(text: String, span: String, background: String)
        /// The same word in a standard screenshot and in its increased-contrast variant.
        case variantPair(standard: String, increased: String, background: String)
        /// A file with these bytes.
        case file(bytes: [UInt8])
    }

    /// A 1×1 white PNG, the smallest input that decodes.
    public static let onePixelPNG: [UInt8] = [
        0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01,
        0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x90, 0x77, 0x53, 0xde, 0x00, 0x00, 0x00, 0x0c, 0x49, 0x44, 0x41,
        0x54, 0x78, 0x9c, 0x63, 0xf8, 0xff, 0xff, 0x3f, 0x00, 0x05, 0xfe, 0x02, 0xfe, 0x0d, 0xef, 0x46, 0xb8, 0x00, 0x00, 0x00,
        0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
    ]

    public let scene: Scene
    public let triggers: Bool
    /// What the example shows.
    public let note: String

    public init(_ scene: Scene, triggers: Bool, note: String) {
        self.scene = scene
        self.triggers = triggers
        self.note = note
    }
}

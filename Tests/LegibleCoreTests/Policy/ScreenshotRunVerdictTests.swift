import Testing

@testable import LegibleColor
@testable import LegiblePolicy

@Suite struct ScreenshotRunVerdictTests {
    static let wcag = ContrastRequirement()

    static func range(_ low: Double, _ high: Double? = nil) -> ContrastRange {
        ContrastRange(minimum: ContrastRatio(value: low), maximum: ContrastRatio(value: high ?? low))
    }

    /// Bold text of 20 px (WCAG's 14 pt bold is 18.66 px) at 3.5:1 passes as large, but a semi-bold run looks the same
    /// and would need 4.5:1.
    @Test func textLargeOnlyByWeightIsReviewedBetweenTheTwoThresholds() {
        let bold = TextSize(points: 20, bold: true)
        let between = ScreenshotRunVerdict(range: Self.range(3.5), textSize: bold, requirement: Self.wcag, backdropVaries: false,
                                           message: nil) { .enabled }
        #expect(between.verdict == .review && between.message?.contains("needs 4.5:1") == true)
        let above = ScreenshotRunVerdict(range: Self.range(4.6), textSize: bold, requirement: Self.wcag, backdropVaries: false,
                                         message: nil) { .enabled }
        #expect(above.verdict == .pass && above.message == nil)
        let large = ScreenshotRunVerdict(range: Self.range(3.5), textSize: TextSize(points: 24, bold: true), requirement: Self.wcag,
                                         backdropVaries: false, message: nil) { .enabled }
        #expect(large.verdict == .pass)
    }

    /// A piccolo-theme title set at 19.2 px bold (large: 3:1) measures 17.5 px from its glyphs; at 3.72:1 it
    /// would fail as normal text. Within the measurement's tenth of the large size it is a review; well
    /// under it (a 22-pt header in capitals, read at 21.6), or under 3:1 either way, it fails.
    @Test(arguments: [(TextSize(points: 17.5, bold: true), 3.72, Verdict.review), (TextSize(points: 22, bold: false), 3.72, .review),
                      (TextSize(points: 21.6, bold: false), 4.0, .fail),
                      (TextSize(points: 17.5, bold: true), 2.8, .fail), (TextSize(points: 12, bold: true), 3.72, .fail),
                      (TextSize(points: 17.5, bold: false), 3.72, .fail)])
    func textJustUnderTheLargeSizeIsReviewed(size: TextSize, ratio: Double, verdict: Verdict) {
        let judged = ScreenshotRunVerdict(range: Self.range(ratio), textSize: size, requirement: Self.wcag, backdropVaries: false,
                                          message: nil) { .enabled }
        #expect(judged.verdict == verdict, "\(judged.message ?? "")")
        #expect((judged.message?.contains("just under large text") ?? false) == (verdict == .review))
    }

    /// A graphic under 1.6:1 is reviewed; at 2:1 it fails 3:1.
    @Test(arguments: [(1.5, Verdict.review), (2.0, .fail)])
    func faintGraphicsAreReviewed(ratio: Double, verdict: Verdict) {
        let judged = ScreenshotRunVerdict(range: Self.range(ratio), textSize: nil, requirement: Self.wcag, backdropVaries: false,
                                          message: nil) { Issue.record("graphics are not asked whether they look disabled"); return .enabled }
        #expect(judged.verdict == verdict)
    }

    /// An unfilled field's outline is all that shows where to type: faint, it fails rather than being reviewed as
    /// a possible shadow or piece of an illustration.
    @Test func aFaintFieldBoundaryFails() {
        let judged = ScreenshotRunVerdict(range: Self.range(1.22), textSize: nil, requirement: Self.wcag, backdropVaries: false,
                                          message: nil, isControlBoundary: true) { .enabled }
        #expect(judged.verdict == .fail && judged.message == nil)
    }

    /// Failing text drawn as a disabled button's label is exempt, a field's text in those colours (perhaps
    /// an enabled field's placeholder) is reviewed, and only failing text is asked.
    @Test func disabledLabelsAreExemptOrReviewed() {
        let size = TextSize(points: 14, bold: false)
        let button = ScreenshotRunVerdict(range: Self.range(2), textSize: size, requirement: Self.wcag, backdropVaries: false,
                                          message: nil) { .controlLabel }
        #expect(button.verdict == .pass && button.message?.hasPrefix("exempt as disabled") == true)
        let field = ScreenshotRunVerdict(range: Self.range(2), textSize: size, requirement: Self.wcag, backdropVaries: false,
                                         message: nil) { .fieldText }
        #expect(field.verdict == .review && field.message?.hasPrefix("looks disabled") == true)
        let passing = ScreenshotRunVerdict(range: Self.range(5), textSize: size, requirement: Self.wcag, backdropVaries: false,
                                           message: nil) { Issue.record("passing text is not asked"); return .controlLabel }
        #expect(passing.verdict == .pass && passing.message == nil)
    }

    /// On a varying backdrop a failing range says so.
    @Test func varyingBackdrops() {
        let size = TextSize(points: 14, bold: false)
        let fails = ScreenshotRunVerdict(range: Self.range(2, 3), textSize: size, requirement: Self.wcag, backdropVaries: true,
                                         message: "range") { .enabled }
        #expect(fails.verdict == .fail && fails.message?.contains("fails across all of it") == true)
        let straddles = ScreenshotRunVerdict(range: Self.range(3, 6), textSize: size, requirement: Self.wcag, backdropVaries: true,
                                             message: "range") { .enabled }
        #expect(straddles.verdict == .review && straddles.message == "range")
    }
}

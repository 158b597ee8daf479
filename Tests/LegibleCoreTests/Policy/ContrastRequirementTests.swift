import Testing

@testable import LegibleColor
@testable import LegiblePolicy

@Suite struct ContrastRequirementTests {
    @Test(arguments: [
        (ContrastPolicy.wcag, ConformanceLevel.aa, Usage.text, 4.5), (.wcag, .aa, .largeText, 3), (.wcag, .aa, .nonText, 3),
        (.wcag, .aaa, .text, 7), (.wcag, .aaa, .largeText, 4.5), (.wcag, .aaa, .nonText, 3),
        (.hig, .aa, .text, 4.5), (.hig, .aa, .largeText, 3),
    ])
    func thresholds(policy: ContrastPolicy, level: ConformanceLevel, usage: Usage, expected: Double) {
        #expect(ContrastRequirement(policy: policy, level: level).threshold(for: usage) == expected)
    }

    /// WCAG: 18pt = 24 CSS px; 14pt bold = 18.66 px. HIG: 18pt and up, or bold at any size.
    @Test(arguments: [
        (ContrastPolicy.wcag, 23.99, false, Usage.text), (.wcag, 24, false, .largeText), (.wcag, 18.6, true, .text),
        (.wcag, 18.66, true, .largeText), (.hig, 17, false, .text), (.hig, 18, false, .largeText),
        (.hig, 11, true, .largeText),
    ])
    func largeText(policy: ContrastPolicy, points: Double, bold: Bool, expected: Usage) {
        #expect(ContrastRequirement(policy: policy).usage(for: TextSize(points: points, bold: bold)) == expected)
    }

    @Test func rangeVerdicts() {
        let requirement = ContrastRequirement()
        func range(_ low: Double, _ high: Double) -> ContrastRange {
            ContrastRange(minimum: ContrastRatio(value: low), maximum: ContrastRatio(value: high))
        }
        #expect(requirement.verdict(for: range(5, 5), usage: .text) == .pass)
        #expect(requirement.verdict(for: range(4.4999, 4.4999), usage: .text) == .fail)
        #expect(requirement.verdict(for: range(2, 9), usage: .text) == .review)
        #expect(requirement.verdict(for: range(5, 9), usage: .text) == .pass)
        #expect(requirement.verdict(for: range(2, 4), usage: .text) == .fail)
    }

    @Test func pairAssessmentJudgesTheAskedSize() throws {
        let grey = try ColorParser.parse("#949494")
        let small = PairAssessment(foreground: grey, background: .white, requirement: ContrastRequirement())
        #expect(small.verdict == .fail)
        let large = PairAssessment(
            foreground: grey, background: .white, requirement: ContrastRequirement(), size: TextSize(points: 24))
        #expect(large.verdict == .pass)
        #expect(large.asked.usage == .largeText)
    }
}

import Foundation
import Testing

@testable import LegibleFindings

@Suite struct FindingSuggestionsTests {
    @Test func aFailingFindingCarriesItsSuggestionsAndAPassingOneNone() {
        let failing = Finding(file: "a.png", kind: .text, foreground: "#8a8a8e", background: "#ffffff", ratio: 3.43,
                              threshold: 4.5, verdict: .fail).withSuggestedColors()
        #expect(failing.suggestedForeground != nil && failing.suggestedBackground != nil)
        #expect((failing.suggestedForegroundRatio ?? 0) >= 4.5 && (failing.suggestedBackgroundRatio ?? 0) >= 4.5)
        let passing = Finding(file: "a.png", kind: .text, foreground: "#000000", background: "#ffffff", ratio: 21,
                              threshold: 4.5, verdict: .pass).withSuggestedColors()
        #expect(!passing.hasSuggestion)
        let decorative = Finding(file: "a.png", kind: .decorative, foreground: "#8a8a8e", background: "#ffffff", ratio: 3.43,
                                 threshold: 4.5, verdict: .fail).withSuggestedColors()
        #expect(!decorative.hasSuggestion)
    }

    @Test func aReviewWhoseMeasuredPairPassesGetsNone() {
        // The range comes from a varying backdrop: the pair as measured passes, so there is no one colour to change.
        let review = Finding(file: "a.png", kind: .text, foreground: "#000000", background: "#ffffff", ratio: 3.9, ratioMax: 21,
                             threshold: 4.5, verdict: .review).withSuggestedColors()
        #expect(!review.hasSuggestion)
    }

    @Test func suggestionsSurviveJSON() throws {
        let finding = Finding(file: "a.png", kind: .graphic, foreground: "#3ddc84", background: "#7ae7aa", ratio: 1.2,
                              threshold: 3, verdict: .fail).withSuggestedColors()
        #expect(finding.hasSuggestion)
        let decoded = try JSONDecoder().decode(Finding.self, from: try JSONEncoder().encode(finding))
        #expect(decoded == finding)
    }
}

import Testing

@testable import LegiblePolicy
@testable import LegibleFindings

@Suite struct ExitStatusTests {
    /// The README's exit codes: 0 all clear, 1 a check failed, 2 an unreadable input, which wins over a
    /// failing finding (a run that could not look at everything has not shown that everything passes).
    @Test(arguments: [(false, false, Int32(0)), (false, true, 1), (true, false, 2), (true, true, 2)])
    func unreadableOutranksFailing(unreadable: Bool, failing: Bool, code: Int32) {
        #expect(ExitStatus(unreadable: unreadable, failing: failing).rawValue == code)
    }

    /// `--fail-on`: which verdicts fail a run; a suppressed finding never does.
    @Test func failureThresholdAndSuppression() {
        var failing = Finding(file: "a.png", kind: .text, verdict: .fail)
        let review = Finding(file: "a.png", kind: .text, verdict: .review)
        #expect(failing.fails(under: .fail) && failing.fails(under: .review) && !failing.fails(under: .never))
        #expect(!review.fails(under: .fail) && review.fails(under: .review))
        failing.suppressed = true
        #expect(!failing.fails(under: .review) && failing.isProblem && !failing.isOpenProblem)
    }
}

import Foundation
import LegibleColor
import LegibleFindings

/// One sentence describing a finding, for SARIF messages and JUnit failures.
enum FindingSentence {
    static func text(_ finding: Finding) -> String {
        if finding.kind == .error { return finding.message ?? "\(finding.file): unreadable" }
        let ratio = finding.ratio.map { ContrastRatio.truncated($0) } ?? "?"
        let range = finding.ratioMax.map { $0 - (finding.ratio ?? $0) > 1e-9 ? "–" + ContrastRatio.truncated($0) : "" } ?? ""
        let threshold = finding.threshold.map { ContrastRatio.truncated($0) } ?? "?"
        let box = finding.box.map { " at \($0.x),\($0.y) \($0.width)×\($0.height)" } ?? ""
        let what = finding.kind == .text
            ? "Text" + (finding.fontPoints.map { " (\(String(format: "%.0f", $0))pt\(finding.bold == true ? " bold" : ""))" } ?? "")
            : finding.kind == .border ? "Border" : finding.kind == .colorOnly ? "Span told by colour alone" : "Graphic"
        let on = finding.kind == .colorOnly ? "beside" : "on"
        var sentence = "\(what)\(box): \(finding.foreground ?? "?") \(on) \(finding.background ?? "?") is \(ratio)\(range):1, needs \(threshold):1"
        if finding.verdict == .review { sentence += " — review" }
        if let region = finding.ignoredBy {
            sentence += " — in the ignored region '\(region)'"
        } else if finding.suppressed == true {
            sentence += " — suppressed by the baseline"
        }
        if let message = finding.message { sentence += " (\(message))" }
        if let suggestion = SuggestionText.phrase(finding) { sentence += "; " + suggestion }
        if let broken = finding.brokenVariant, let flag = broken.flag {
            let paired = broken.pairedRatio.map { ", \(ContrastRatio.truncated($0)):1 in \(broken.pairedFile)" } ?? ""
            sentence += " — \(broken.variant): \(flag.sentence)\(paired)"
        }
        return sentence
    }
}

import Foundation
import LegibleBase
import LegiblePolicy
import LegiblePalette
import LegibleColor

/// The colours that would make a failing palette pair pass, and the words that name the token to change.
extension PairResult {
    /// For a failing pair: the nearest passing foreground (background kept) and background (foreground kept),
    /// from the measured colours. None for passing and review pairs, nor for a pair over a translucent
    /// background with nothing known behind it (its measured background is one backdrop's).
    func suggestedColors(_ requirement: ContrastRequirement) -> SuggestedColors? {
        guard verdict == .fail, !isRange else { return nil }
        return PassingColorSuggestion(threshold: requirement.threshold(for: usage))
            .suggestions(foreground: measuredForeground, background: measuredBackground)
    }

    /// The suggestions of a run of a result's pairs, in order, computed on every core; none where the
    /// result suggests no colours (a grid).
    static func suggestedColors(_ pairs: ArraySlice<PairResult>, of result: PaletteResult,
                                _ requirement: ContrastRequirement) -> [SuggestedColors?] {
        let start = pairs.startIndex
        let failing = result.suggestsColors ? pairs.indices.filter { pairs[$0].verdict == .fail } : []
        guard !failing.isEmpty else { return Array(repeating: nil, count: pairs.count) }
        let found = parallelMap(count: failing.count, jobs: ProcessInfo.processInfo.activeProcessorCount) { index in
            pairs[failing[index]].suggestedColors(requirement)
        }
        var all = [SuggestedColors?](repeating: nil, count: pairs.count)
        for (index, suggestion) in zip(failing, found) { all[index - start] = suggestion }
        return all
    }

    /// "change text.secondary to #6b6b6b (4.54:1), or surface to #f0f0f0 (4.52:1)"; a token whose value is
    /// translucent is told its suggestion is opaque. Nil when there is nothing to suggest.
    func suggestionText(_ suggested: SuggestedColors?, in palette: Palette) -> String? {
        guard let suggested else { return nil }
        func change(_ token: Int32, _ color: SuggestedColor?) -> String? {
            guard let color else { return nil }
            let token = palette.tokens[Int(token)]
            let opaque = token.value(in: appearance)?.isTranslucent == true ? " opaque" : ""
            return "change \(token.name) to\(opaque) \(color.hex) (\(ContrastRatio.truncated(color.ratio)):1)"
        }
        let changes = [change(foreground, suggested.foreground), change(background, suggested.background)].compactMap { $0 }
        return changes.isEmpty ? "no colour of either token's hue passes, at any lightness" : changes.joined(separator: ", or ")
    }
}

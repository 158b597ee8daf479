import Foundation
import LegibleColor
import LegibleVision
import LegiblePolicy

/// Checks every pair of a palette in every appearance it defines, with and without Reduce
/// Transparency, as seen with each colour-vision deficiency; and its categorical groups' distinguishability.
public struct PaletteChecker: Sendable {
    public var requirement: ContrastRequirement
    public var selection: PairSelection
    /// CIEDE2000 under which two categorical colours collapse (Adobe Leonardo's default).
    public var distinguishableDeltaE = 11.0

    public init(requirement: ContrastRequirement = ContrastRequirement(), selection: PairSelection = .declaredOrInferred) {
        self.requirement = requirement
        self.selection = selection
    }


    /// What the loops need of each token in one appearance, computed once.
    struct Prepared {
        let color: SRGBColor
        let opaque: RGBA8
        let luminance: Double
        let apca: APCAContrast.Powers
        /// Luminance as seen with protanopia, deuteranopia, tritanopia, achromatopsia.
        let protan, deutan, tritan, achroma: Double

        init(_ color: SRGBColor) {
            self.color = color
            opaque = color.rgba8
            luminance = color.relativeLuminance
            apca = APCAContrast.Powers(APCAContrast.luminance(color))
            let seen = CVDSimulator.standard.map { $0.simulate(color).relativeLuminance }
            (protan, deutan, tritan, achroma) = (seen[0], seen[1], seen[2], seen[3])
        }
    }

    public func check(_ palette: Palette) -> PaletteResult {
        let choice = selection.choose(in: palette)
        let pairs = choice.pairs
        var results: [PairResult] = []
        results.reserveCapacity(pairs.count * palette.appearances.count)
        var problems: [String] = []
        var standardRatios: [Appearance: [Double]] = [:]
        for appearance in palette.appearances {
            let values = palette.tokens.map { $0.value(in: appearance) }
            let prepared = values.map { $0.map(Prepared.init) }
            let backdrop = backdrop(of: palette, in: appearance)
            var ratios = [Double](repeating: .nan, count: pairs.count)
            for (pairIndex, pair) in pairs.enumerated() {
                guard let foreground = prepared[pair.foreground], let background = prepared[pair.background] else {
                    let missing = prepared[pair.foreground] == nil ? pair.foreground : pair.background
                    problems.append("token '\(palette.tokens[missing].name)' has no value for \(appearance.rawValue)")
                    continue
                }
                let result = measure(foreground, background, pair: pair, index: pairIndex, appearance: appearance,
                                     reduced: false, standIn: false)
                ratios[pairIndex] = result.ratio
                results.append(result)
                if foreground.color.isTranslucent || background.color.isTranslucent {
                    results.append(reducedTransparency(palette, pair: pair, index: pairIndex, appearance: appearance, backdrop: backdrop))
                }
            }
            standardRatios[appearance] = ratios
        }
        markIncreasedContrast(&results, palette: palette, standard: standardRatios)
        var result = PaletteResult(palette: palette, pairs: results, groups: checkGroups(palette), problems: Array(Set(problems)).sorted())
        result.pairing = choice.description
        result.chosenPairs = pairs.count
        if case .grid = selection { result.suggestsColors = false }
        var used = Set<Int>()
        for pair in pairs {
            used.insert(pair.foreground)
            used.insert(pair.background)
        }
        result.unpairedTokens = palette.tokens.count - used.count
        return result
    }

    private func measure(_ foreground: Prepared, _ background: Prepared, pair: (foreground: Int, background: Int, usage: Usage),
                         index: Int, appearance: Appearance, reduced: Bool, standIn: Bool) -> PairResult {
        let threshold = requirement.threshold(for: pair.usage)
        if !foreground.color.isTranslucent && !background.color.isTranslucent {
            // The fast path: everything from per-token values, no allocation, no pow.
            let ratio = ContrastRatio(luminance: foreground.luminance, background.luminance)
            @inline(__always) func seen(_ a: Double, _ b: Double) -> Float { Float(ContrastRatio(luminance: a, b).value) }
            return PairResult(
                pair: Int32(index), foreground: Int32(pair.foreground), background: Int32(pair.background), appearance: appearance,
                reducedTransparency: reduced, standIn: standIn, usage: pair.usage, measuredForeground: foreground.opaque,
                measuredBackground: background.opaque, ratio: ratio.value, ratioMax: ratio.value,
                apca: Float(APCAContrast.lc(text: foreground.apca, background: background.apca)),
                protan: seen(foreground.protan, background.protan), deutan: seen(foreground.deutan, background.deutan),
                tritan: seen(foreground.tritan, background.tritan), achroma: seen(foreground.achroma, background.achroma),
                verdict: ratio.meets(threshold) ? .pass : .fail)
        }
        if background.color.isTranslucent {
            // Nothing known behind the background: the range over every backdrop, for a person to review.
            let range = ContrastRange.overUnknownBackdrop(foreground: foreground.color, background: background.color)
            let onWhite = background.color.composited(over: .white)
            let cvd = Self.deficiencyRatios(foreground.color.composited(over: onWhite), onWhite)
            return PairResult(
                pair: Int32(index), foreground: Int32(pair.foreground), background: Int32(pair.background), appearance: appearance,
                reducedTransparency: reduced, standIn: standIn, usage: pair.usage,
                measuredForeground: foreground.color.composited(over: onWhite).rgba8, measuredBackground: onWhite.rgba8,
                ratio: range.minimum.value, ratioMax: range.maximum.value, apca: .nan,
                protan: cvd[0], deutan: cvd[1], tritan: cvd[2], achroma: cvd[3],
                verdict: range.isExact ? requirement.verdict(for: range.minimum, usage: pair.usage) : .review)
        }
        // A translucent foreground is composited on its (opaque) background, as browsers and UIKit do.
        let measured = foreground.color.composited(over: background.color)
        let ratio = ContrastRatio(measured, background.color)
        let cvd = Self.deficiencyRatios(measured, background.color)
        return PairResult(
            pair: Int32(index), foreground: Int32(pair.foreground), background: Int32(pair.background), appearance: appearance,
            reducedTransparency: reduced, standIn: standIn, usage: pair.usage, measuredForeground: measured.rgba8,
            measuredBackground: background.opaque, ratio: ratio.value, ratioMax: ratio.value,
            apca: Float(APCAContrast.lc(text: measured, background: background.color)),
            protan: cvd[0], deutan: cvd[1], tritan: cvd[2], achroma: cvd[3],
            verdict: requirement.verdict(for: ratio, usage: pair.usage))
    }

    static func deficiencyRatios(_ foreground: SRGBColor, _ background: SRGBColor) -> [Float] {
        let seen = CVDRatios(foreground: foreground, background: background)
        return [seen.protan, seen.deutan, seen.tritan, seen.achroma].map(Float.init)
    }

    /// With Reduce Transparency on: the palette's opaque values where it gives them, else each
    /// translucent colour made opaque as its stand-in (and the row says so): the background over the
    /// backdrop, the foreground over the background it is paired with (a 15%-white border on black
    /// stays near black, not white).
    private func reducedTransparency(_ palette: Palette, pair: (foreground: Int, background: Int, usage: Usage), index: Int,
                                     appearance: Appearance, backdrop: SRGBColor) -> PairResult {
        var standIn = false
        func opaque(_ token: PaletteToken, over below: SRGBColor) -> SRGBColor {
            if let explicit = token.reducedTransparencyValue(in: appearance) { return explicit.composited(over: below) }
            let value = token.value(in: appearance)!
            if value.isTranslucent { standIn = true }
            return value.composited(over: below)
        }
        let background = opaque(palette.tokens[pair.background], over: backdrop)
        let foreground = opaque(palette.tokens[pair.foreground], over: background)
        return measure(Prepared(foreground), Prepared(background), pair: pair, index: index, appearance: appearance,
                       reduced: true, standIn: standIn)
    }

    /// The `backdrop` token's value, else white in light appearances and black in dark ones.
    func backdrop(of palette: Palette, in appearance: Appearance) -> SRGBColor {
        let fallback: SRGBColor = appearance.isDark ? .black : .white
        guard let name = palette.backdrop, let value = palette.token(named: name)?.value(in: appearance) else { return fallback }
        return value.composited(over: fallback)
    }

    /// Increased contrast exists for people who need more: flag pairs it does not raise. Judged only
    /// where the palette gives an increased-contrast value for one of the two tokens.
    private func markIncreasedContrast(_ results: inout [PairResult], palette: Palette, standard: [Appearance: [Double]]) {
        var explicit: [Appearance: [Bool]] = [:]
        for appearance in palette.appearances where appearance.standard != nil {
            explicit[appearance] = palette.tokens.map { $0.values[appearance] != nil }
        }
        for i in results.indices where !results[i].reducedTransparency {
            let appearance = results[i].appearance
            guard let base = appearance.standard, let given = explicit[appearance],
                  given[Int(results[i].foreground)] || given[Int(results[i].background)],
                  let standardRatio = standard[base]?[Int(results[i].pair)], !standardRatio.isNaN
            else { continue }
            results[i].increasedContrastRaises = results[i].ratio > standardRatio + 1e-9
        }
    }

    /// The smallest pairwise CIEDE2000 of each group, under normal vision and each deficiency.
    private func checkGroups(_ palette: Palette) -> [GroupCheck] {
        var checks: [GroupCheck] = []
        for group in palette.groups {
            for appearance in palette.appearances {
                let backdrop = backdrop(of: palette, in: appearance)
                let members = group.tokens.compactMap { name in
                    palette.token(named: name)?.value(in: appearance).map { (name, $0.composited(over: backdrop)) }
                }
                let visions: [(String, (SRGBColor) -> SRGBColor)] =
                    [("normal", { $0 })] + CVDSimulator.standard.map { simulator in (simulator.deficiency.rawValue, simulator.simulate) }
                for (vision, see) in visions {
                    let seen = members.map { see($0.1) }
                    let labs = zip(members, seen).map { ($0.0.0, CIELab($0.1)) }
                    var minimum = Double.infinity
                    var collapsing: [GroupCheck.Collapse] = []
                    for i in labs.indices {
                        for j in labs.indices where j > i {
                            let deltaE = CIEDE2000.difference(labs[i].1, labs[j].1)
                            minimum = min(minimum, deltaE)
                            if deltaE < distinguishableDeltaE {
                                collapsing.append(GroupCheck.Collapse(first: labs[i].0, second: labs[j].0, deltaE: deltaE,
                                                                      seen: (seen[i], seen[j])))
                            }
                        }
                    }
                    checks.append(GroupCheck(group: group.name, variant: appearance.rawValue, vision: vision,
                                             minimumDeltaE: minimum.isFinite ? minimum : 0, collapsing: collapsing))
                }
            }
        }
        return checks
    }
}

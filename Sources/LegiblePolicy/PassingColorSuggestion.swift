import Foundation
import LegibleColor

/// A colour suggested in place of one that fails, with the WCAG 2 ratio it reaches against the colour kept.
public struct SuggestedColor: Hashable, Sendable, Codable {
    /// The suggested colour, opaque, 8 bits per channel.
    public let color: RGBA8
    /// Its WCAG 2 ratio against the colour that was kept (never below the threshold it was asked for).
    public let ratio: Double
    /// CIEDE2000 from the colour it replaces.
    public let difference: Double

    public init(color: RGBA8, ratio: Double, difference: Double) {
        self.color = color
        self.ratio = ratio
        self.difference = difference
    }

    /// `#rrggbb`.
    public var hex: String { color.hex }
}

/// The nearest passing foreground (background kept) and the nearest passing background (foreground kept)
/// for a pair that fails; either is nil when no colour on its line passes.
public struct SuggestedColors: Hashable, Sendable {
    public let foreground: SuggestedColor?
    public let background: SuggestedColor?

    public init(foreground: SuggestedColor?, background: SuggestedColor?) {
        self.foreground = foreground
        self.background = background
    }
}

/// Finds the nearest colour that passes a contrast threshold, as colour pickers (Chrome DevTools, Stark,
/// Leonardo) do, keeping what a designer chose as far as it can.
///
/// The colour moves along its own OKLCH lightness line: hue and chroma are kept and only the lightness
/// changes. Where that line leaves the sRGB gamut the point is brought back by reducing its chroma alone
/// (same lightness, same hue), so chroma is given up only where lightness alone cannot reach. Both
/// directions are searched, the one that gains contrast and the other (past the kept colour, for when the
/// first cannot reach the threshold); on each, the first lightness that passes is found by a coarse walk and
/// a bisection, and the 8-bit colours just beyond it (each point rounded every way) are tried. Of every candidate whose *rounded* colour
/// passes, the one with the smallest CIEDE2000 from the original wins. A suggestion is therefore always
/// an 8-bit sRGB colour whose own WCAG 2 ratio meets the threshold, read with WCAG's published luminance
/// weights and with the exact sRGB row other checkers use; where no colour on the line does (a 21:1
/// threshold, say) there is none.
///
/// The HIG's thresholds are WCAG 2 ratios too, so one search serves both policies.
public struct PassingColorSuggestion: Sendable, Hashable {
    /// The ratio the suggestion must reach.
    public let threshold: Double

    /// A suggestion must clear the threshold by this fraction of it, so that floating-point noise never makes
    /// a colour that only just fails look as if it passed (black on white is 21:1 give or take an ulp).
    public static let margin = 1e-6

    /// The lightness steps of the walk that finds where the line first passes.
    static let walkStep = 0.02
    /// The lightness steps at which rounded colours are tried beyond that point, and how many after the first
    /// that passes (rounding moves the ratio and the difference a little either way, so the first is not
    /// always the nearest).
    static let roundingStep = 0.0005
    static let roundingStepsAfterPassing = 8
    static let roundingStepsBeforePassing = 200

    public init(threshold: Double) {
        self.threshold = threshold
    }

    /// The ratio a rounded colour must reach.
    var target: Double { threshold * (1 + Self.margin) }

    /// The nearest foreground that passes on `background`, hue and chroma kept where they can be.
    public func foreground(_ foreground: RGBA8, on background: RGBA8) -> SuggestedColor? {
        nearestPassing(moving: foreground, against: background)
    }

    /// The nearest background under which `foreground` passes, hue and chroma kept where they can be.
    public func background(_ background: RGBA8, under foreground: RGBA8) -> SuggestedColor? {
        nearestPassing(moving: background, against: foreground)
    }

    /// Both suggestions for a pair; nil when the pair already passes.
    public func suggestions(foreground: RGBA8, background: RGBA8) -> SuggestedColors? {
        let fg = Self.opaque(foreground)
        let bg = Self.opaque(background)
        guard ContrastRatio(fg.color, bg.color).value < threshold else { return nil }
        return SuggestedColors(foreground: self.foreground(fg, on: bg), background: self.background(bg, under: fg))
    }

    /// The colour nearest `moving` (CIEDE2000) on its OKLCH lightness line whose ratio with `fixed` meets the
    /// threshold, or nil when none does.
    public func nearestPassing(moving: RGBA8, against fixed: RGBA8) -> SuggestedColor? {
        let original = Self.opaque(moving)
        let kept = Luminances(byte: Self.opaque(fixed))
        let lab = OKLab(original.color)
        let line = LightnessLine(lightness: lab.l, a: lab.a, b: lab.b)
        let originalLab = CIELab(original.color)
        // The direction that gains contrast (darker on a lighter colour) first, then the other: it is the only
        // way when the first cannot reach the threshold, and now and then nearer (a vivid colour whose chroma
        // the first direction must give up). Its rounded colours are tried only when its first passing point is
        // within reach of the best so far.
        let gaining: Double = Luminances(byte: original).wcag <= kept.wcag ? -1 : 1
        var best: SuggestedColor?
        for direction in [gaining, -gaining] {
            // The luminance a passing colour needs on this side, and what that alone costs: CIEDE2000 is never
            // less than the lightness difference over its largest weight. Skip a side that cannot reach or
            // cannot be nearer, without walking it.
            guard let needed = neededLuminance(direction: direction, against: kept) else { continue }
            if let best, abs(Self.lightness(ofLuminance: needed) - originalLab.l) / CIEDE2000.maximumLightnessWeight
                > best.difference { continue }
            guard let crossing = firstPassingLightness(on: line, direction: direction, against: kept) else { continue }
            var previous: RGBA8?
            var afterPassing = 0
            var passedHere = false
            var step = 0
            while step <= Self.roundingStepsBeforePassing && afterPassing <= Self.roundingStepsAfterPassing {
                let lightness = min(max(crossing + direction * Double(step) * Self.roundingStep, 0), 1)
                step += 1
                let point = SRGBColor(line.linear(at: lightness))
                let color = point.rgba8
                if color != previous {
                    // Every way of rounding the point to 8 bits, not only the nearest: the nearest may just fail
                    // where rounding one channel the other way passes, and be farther than one that passes.
                    Self.forEachRounding(of: point) { corner in
                        let luminances = Luminances(byte: corner)
                        guard let ratio = ratio(of: luminances, against: kept) else { return }
                        passedHere = true
                        if let best, abs(Self.lightness(ofLuminance: luminances.exact) - originalLab.l)
                            / CIEDE2000.maximumLightnessWeight > best.difference { return }
                        let difference = CIEDE2000.difference(originalLab, CIELab(Self.linear(corner)))
                        if best.map({ difference < $0.difference }) ?? true {
                            best = SuggestedColor(color: corner, ratio: ratio, difference: difference)
                        }
                    }
                    if passedHere { afterPassing += 1 }
                }
                previous = color
                if lightness == 0 || lightness == 1 { break }
            }
        }
        return best
    }

    /// An 8-bit colour's WCAG 2 ratio against the kept colour when it meets the target read both ways (WCAG 2's
    /// published weights and the exact sRGB row of CSS Color 4 and ColorAide, a few 1e-5 apart), else nil.
    func ratio(of color: RGBA8, against kept: Luminances) -> Double? {
        ratio(of: Luminances(byte: color), against: kept)
    }

    /// The (exact-row) luminance a colour must reach, at least going lighter and at most going darker, to meet
    /// the target against the kept colour; nil when it lies outside 0...1.
    func neededLuminance(direction: Double, against kept: Luminances) -> Double? {
        let needed = direction > 0 ? target * (kept.exact + 0.05) - 0.05 : (kept.exact + 0.05) / target - 0.05
        return needed >= 0 && needed <= 1 ? needed : nil
    }

    /// CIE L* of a luminance (Y of white 1).
    static func lightness(ofLuminance y: Double) -> Double {
        y > 216.0 / 24389.0 ? 116 * cbrt(y) - 16 : 24389.0 / 27.0 * y
    }

    func ratio(of own: Luminances, against kept: Luminances) -> Double? {
        let wcag = ContrastRatio(luminance: own.wcag, kept.wcag).value
        let exact = ContrastRatio(luminance: own.exact, kept.exact).value
        return min(wcag, exact) >= target ? wcag : nil
    }

    /// The first lightness, walking from the original in `direction`, whose (unrounded) colour meets the
    /// target against the kept colour: a coarse walk, then a bisection between the last step
    /// that failed and the first that passed. Nil when even the end of the line fails.
    func firstPassingLightness(on line: LightnessLine, direction: Double, against kept: Luminances) -> Double? {
        func passes(_ lightness: Double) -> Bool { ratio(of: Luminances(line.linear(at: lightness)), against: kept) != nil }
        let end = direction < 0 ? 0.0 : 1.0
        var failing = min(max(line.lightness, 0), 1)
        var passing: Double?
        while failing != end {
            let next = direction < 0 ? max(failing - Self.walkStep, end) : min(failing + Self.walkStep, end)
            if passes(next) {
                passing = next
                break
            }
            failing = next
        }
        guard var high = passing else { return nil }
        var low = failing
        for _ in 0..<20 {
            let middle = (low + high) / 2
            if passes(middle) { high = middle } else { low = middle }
        }
        return high
    }

    static func opaque(_ color: RGBA8) -> RGBA8 { RGBA8(color.r, color.g, color.b) }

    /// Linear light of an 8-bit colour, through the transfer function's table.
    static func linear(_ color: RGBA8) -> LinearRGB {
        let table = SRGBTransfer.linearFromByte
        return LinearRGB(red: table[Int(color.r)], green: table[Int(color.g)], blue: table[Int(color.b)])
    }

    /// Calls `body` with each 8-bit colour at the corners of the cell a colour in 0...1 lies in (one to eight).
    static func forEachRounding(of color: SRGBColor, _ body: (RGBA8) -> Void) {
        func levels(_ value: Double) -> (UInt8, UInt8) {
            let scaled = min(max(value, 0), 1) * 255
            return (UInt8(scaled.rounded(.down)), UInt8(scaled.rounded(.up)))
        }
        let (r0, r1) = levels(color.red)
        let (g0, g1) = levels(color.green)
        let (b0, b1) = levels(color.blue)
        for r in r0 == r1 ? [r0] : [r0, r1] {
            for g in g0 == g1 ? [g0] : [g0, g1] {
                for b in b0 == b1 ? [b0] : [b0, b1] { body(RGBA8(r, g, b)) }
            }
        }
    }
}

/// A colour's relative luminance by WCAG 2's published weights and by the exact sRGB matrix row.
struct Luminances {
    let wcag: Double
    let exact: Double

    init(_ linear: LinearRGB) {
        wcag = linear.relativeLuminance
        exact = CIEXYZ(linear).y
    }

    init(byte color: RGBA8) {
        self.init(PassingColorSuggestion.linear(color))
    }
}

/// One colour's OKLCH lightness line: its hue and chroma at every lightness, chroma reduced where the point
/// would leave the sRGB gamut.
struct LightnessLine {
    let lightness: Double
    let a: Double
    let b: Double

    /// The in-gamut colour (linear light) at a lightness: the line's own point when it is in gamut, else the
    /// point of the same lightness and hue with the largest chroma that is (found by bisection).
    func linear(at lightness: Double) -> LinearRGB {
        let full = ColorSpaceConversion.linearFromOKLab(l: lightness, a: a, b: b)
        if Self.inGamut(full) { return Self.clamped(full) }
        var low = 0.0
        var high = 1.0
        for _ in 0..<14 {
            let middle = (low + high) / 2
            if Self.inGamut(ColorSpaceConversion.linearFromOKLab(l: lightness, a: a * middle, b: b * middle)) {
                low = middle
            } else {
                high = middle
            }
        }
        return Self.clamped(ColorSpaceConversion.linearFromOKLab(l: lightness, a: a * low, b: b * low))
    }

    static func inGamut(_ c: LinearRGB) -> Bool {
        let tolerance = 1e-7
        return c.red >= -tolerance && c.red <= 1 + tolerance && c.green >= -tolerance && c.green <= 1 + tolerance
            && c.blue >= -tolerance && c.blue <= 1 + tolerance
    }

    static func clamped(_ c: LinearRGB) -> LinearRGB {
        LinearRGB(red: min(max(c.red, 0), 1), green: min(max(c.green, 0), 1), blue: min(max(c.blue, 0), 1))
    }
}

/// Everything checked in one palette.
public struct PaletteResult: Sendable {
    public let palette: Palette
    public let pairs: [PairResult]
    public let groups: [GroupCheck]
    /// Pairs that could not be measured (a token without a value in an appearance).
    public let problems: [String]
    /// How the pairs were chosen, in words.
    public var pairing: String = ""
    /// How many foreground/background pairs were chosen (each is checked in every appearance).
    public var chosenPairs: Int = 0
    /// How many tokens are in no pair checked.
    public var unpairedTokens: Int = 0
    /// Whether failing pairs carry the colours that would make them pass: not in a `--grid`, whose
    /// millions of pairs are every token on every other, most of them never drawn together.
    public var suggestsColors = true
}

/// Which foreground/background pairs of a palette to check.
public enum PairSelection: Sendable {
    /// The palette's declared pairs; if it declares none, pairs inferred from token names.
    case declaredOrInferred
    /// Every foreground token on every background token (EightShapes' contrast grid); every token on
    /// every other when names give no roles.
    case grid

    /// The pairs as token indices with their use.
    func pairs(in palette: Palette) -> [(foreground: Int, background: Int, usage: Usage)] {
        let index = Dictionary(palette.tokens.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        switch self {
        case .declaredOrInferred where !palette.pairs.isEmpty:
            return palette.pairs.compactMap { pair in
                guard let f = index[pair.foreground], let b = index[pair.background] else { return nil }
                return (f, b, pair.usage)
            }
        case .declaredOrInferred:
            return inferred(palette)
        case .grid:
            let roles = palette.tokens.map { TokenRole.of($0.name) }
            var foregrounds: [(Int, Usage)] = roles.enumerated().compactMap { i, role in
                if case .foreground(let usage) = role { return (i, usage) }
                return nil
            }
            var backgrounds = roles.enumerated().compactMap { i, role -> Int? in
                if case .background = role { return i }
                return nil
            }
            if foregrounds.isEmpty { foregrounds = palette.tokens.indices.map { ($0, Usage.text) } }
            if backgrounds.isEmpty { backgrounds = Array(palette.tokens.indices) }
            var pairs: [(Int, Int, Usage)] = []
            pairs.reserveCapacity(foregrounds.count * backgrounds.count)
            for (f, usage) in foregrounds {
                for b in backgrounds where b != f { pairs.append((f, b, usage)) }
            }
            return pairs
        }
    }

    /// `on-X` on `X`; other foreground-named tokens on every background-named token.
    private func inferred(_ palette: Palette) -> [(Int, Int, Usage)] {
        var byGroupAndLeaf: [String: Int] = [:]
        for (i, token) in palette.tokens.enumerated() {
            byGroupAndLeaf[TokenRole.group(token.name) + TokenRole.words(of: TokenRole.leaf(token.name)).joined()] = i
        }
        let roles = palette.tokens.map { TokenRole.of($0.name) }
        let backgrounds = roles.indices.filter { if case .background = roles[$0] { return true } else { return false } }
        var pairs: [(Int, Int, Usage)] = []
        for (i, token) in palette.tokens.enumerated() {
            if let target = TokenRole.onTarget(token.name) {
                if let b = byGroupAndLeaf[TokenRole.group(token.name) + target] { pairs.append((i, b, .text)) }
                continue
            }
            if case .foreground(let usage) = roles[i] {
                for b in backgrounds where b != i { pairs.append((i, b, usage)) }
            }
        }
        return pairs
    }
}

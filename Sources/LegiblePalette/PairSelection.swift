import LegiblePolicy

/// Which foreground/background pairs of a palette to check.
public enum PairSelection: Sendable {
    /// The palette's declared pairs; if it declares none, pairs inferred from token names.
    case declaredOrInferred
    /// Every foreground token on every background token (EightShapes' contrast grid); a token whose name
    /// gives no role is tried both ways, so every token is in the grid.
    case grid

    /// The pairs chosen, as token indices with their use, and how they were chosen in words.
    struct Choice {
        var pairs: [(foreground: Int, background: Int, usage: Usage)]
        var description: String
    }

    /// The pairs as token indices with their use.
    func pairs(in palette: Palette) -> [(foreground: Int, background: Int, usage: Usage)] {
        choose(in: palette).pairs
    }

    func choose(in palette: Palette) -> Choice {
        let index = Dictionary(palette.tokens.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        switch self {
        case .declaredOrInferred where !palette.pairs.isEmpty:
            let pairs = palette.pairs.compactMap { pair -> (Int, Int, Usage)? in
                guard let f = index[pair.foreground], let b = index[pair.background] else { return nil }
                return (f, b, pair.usage)
            }
            return Choice(pairs: pairs, description: "the \(pairs.count) pairs the palette declares")
        case .declaredOrInferred:
            return inferred(palette)
        case .grid:
            let names = palette.tokens.map { TokenName($0.name) }
            var foregrounds: [(Int, Usage)] = []
            var backgrounds: [Int] = []
            for (i, name) in names.enumerated() {
                switch name.role {
                case .foreground(let usage): foregrounds.append((i, usage))
                case .background: backgrounds.append(i)
                case .unknown:
                    foregrounds.append((i, .text))
                    backgrounds.append(i)
                }
            }
            var pairs: [(Int, Int, Usage)] = []
            pairs.reserveCapacity(foregrounds.count * backgrounds.count)
            for (f, usage) in foregrounds {
                for b in backgrounds where b != f && names[f].sameTheme(as: names[b]) { pairs.append((f, b, usage)) }
            }
            return Choice(pairs: pairs, description: "grid: \(foregrounds.count) foregrounds × \(backgrounds.count) backgrounds "
                + "(names with no role are tried both ways; themes named in token names kept apart)")
        }
    }

    /// Pairs a design system means, from its names: `on-X` on `X`; a foreground on the backgrounds that
    /// share the rest of its name (`button.danger.fgColor` on `button.danger.bgColor`); plain and status
    /// foregrounds, and those with nothing more specific, on the neutral backgrounds (`bg.default`,
    /// `surface`, `canvas`). Tokens named for different themes (`light_`, `dark_`) are never paired.
    private func inferred(_ palette: Palette) -> Choice {
        // Words in most names are the system's namespace (`md`, `wa`, `bulma`), not part of a stem.
        var frequency: [String: Int] = [:]
        for token in palette.tokens { Set(TokenRole.words(of: token.name)).forEach { frequency[$0, default: 0] += 1 } }
        // (A quarter is enough: a prefix like `dax` may name only the theme attributes, not the resources.)
        let common = palette.tokens.count < 8 ? [] : Set(frequency.filter { Double($0.value) >= 0.25 * Double(palette.tokens.count) }.keys)
        let names = palette.tokens.map { TokenName($0.name, ignoring: common) }
        var byWords: [String: Int] = [:]
        for (i, name) in names.enumerated() { byWords[name.key, default: i] = byWords[name.key] ?? i }
        let backgrounds = names.indices.filter { if case .background = names[$0].role { return true } else { return false } }
        let neutral = backgrounds.filter { names[$0].isNeutral }
        var bgByStem: [String: [Int]] = [:]
        for b in backgrounds { bgByStem[names[b].stem.sorted().joined(separator: " "), default: []].append(b) }
        var pairs: [(Int, Int, Usage)] = []
        var counts = (on: 0, shared: 0, neutral: 0)
        for (i, name) in names.enumerated() {
            if let target = name.onTarget, let b = byWords[target], b != i {
                pairs.append((i, b, .text))
                counts.on += 1
                continue
            }
            guard case .foreground(let usage) = name.role else { continue }
            if let want = name.onStem {
                // `alertRedOnDark`: for dark backgrounds only, which a palette names by theme or not at all.
                if let theme = want.first(where: { ["dark", "light"].contains($0) }) {
                    let meant = backgrounds.filter { $0 != i && names[$0].theme == theme }
                    for b in meant { pairs.append((i, b, usage)) }
                    counts.on += meant.count
                    continue
                }
                // `text-positive-on-positive-secondary` on the background named positive secondary; `onEmphasis`
                // on every emphasis background; `on-positive` on positive (default) first; `brand-on-loud` on
                // the brand one of the loud backgrounds.
                var meant = backgrounds.filter { $0 != i && names[$0].stem == want && name.sameTheme(as: names[$0]) }
                if meant.isEmpty { meant = backgrounds.filter { $0 != i && names[$0].stem == want.union(["default"]) && name.sameTheme(as: names[$0]) } }
                if meant.isEmpty { meant = backgrounds.filter { $0 != i && want.isSubset(of: names[$0].stem) && name.sameTheme(as: names[$0]) } }
                let before = name.stemBeforeOn
                if !before.isEmpty, meant.contains(where: { before.isSubset(of: names[$0].stem) }) {
                    meant = meant.filter { before.isSubset(of: names[$0].stem) }
                }
                if !meant.isEmpty {
                    for b in meant { pairs.append((i, b, usage)) }
                    counts.on += meant.count
                    continue
                }
            }
            var matched = Set<Int>()
            if !name.stem.isEmpty {
                for b in bgByStem[name.stem.sorted().joined(separator: " ")] ?? [] where b != i && name.sameTheme(as: names[b]) { matched.insert(b) }
                if matched.isEmpty && !name.isGeneral {
                    // A background whose name adds to the foreground's (`button.danger` text on `button.danger-muted`),
                    // not a strong one; plain foregrounds (`text-normal`) go on the neutral backgrounds instead.
                    for b in backgrounds where b != i && name.sameTheme(as: names[b]) && name.stem.isSubset(of: names[b].stem)
                        && (names[b].isEmphatic == name.isEmphatic) {
                        matched.insert(b)
                    }
                }
                if matched.isEmpty {
                    // The backgrounds of the same component: the most words shared, beyond the neutral ones
                    // (`codeMirror.gutterMarker.fgColor` on `codeMirror.bgColor`).
                    var best = 0
                    for b in backgrounds where b != i && name.sameTheme(as: names[b]) && !names[b].stem.isEmpty
                        && names[b].stem.isSubset(of: name.stem) && names[b].isEmphatic == name.isEmphatic {
                        let shared = names[b].stem.filter { !TokenName.isNeutralWord($0) }.count
                        guard shared > 0, shared >= best else { continue }
                        if shared > best { matched.removeAll() }
                        best = shared
                        matched.insert(b)
                    }
                }
            }
            for b in matched.sorted() { pairs.append((i, b, usage)) }
            counts.shared += matched.count
            if (matched.isEmpty || name.isGeneral) && !name.isEmphatic && !name.isFixed {
                for b in neutral where b != i && !matched.contains(b) && name.sameTheme(as: names[b]) {
                    pairs.append((i, b, usage))
                    counts.neutral += 1
                }
            }
        }
        let description = "inferred from names: \(counts.on) on-X pairs, \(counts.shared) by shared name, "
            + "\(counts.neutral) on the \(neutral.count) neutral backgrounds"
        return Choice(pairs: pairs, description: description)
    }
}

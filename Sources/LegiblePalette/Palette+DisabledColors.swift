import LegibleColor
import LegiblePolicy

extension Palette {
    /// The values, in every appearance, of the tokens whose names say "disabled" (`text.disabled`,
    /// `contentDisabled`, `--color-disabled-fg`): what `scan --disabled-tokens` exempts.
    public var disabledColors: DisabledColors {
        var seen = Set<RGBA8>()
        return DisabledColors(tokens.filter { $0.name.lowercased().contains("disabled") }.flatMap { token in
            token.values.keys.sorted().compactMap { appearance in
                token.values[appearance].map { DisabledColors.Entry(color: $0.rgba8, token: token.name) }
            }
        }.filter { seen.insert($0.color).inserted })
    }
}

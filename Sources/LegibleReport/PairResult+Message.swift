import LegiblePalette

/// The words a palette row carries in its `message` column.
extension PairResult {
    package func message(in palette: Palette) -> String {
        var notes: [String] = []
        if isRange {
            notes.append("translucent background with nothing known behind it: the ratio is a range over every backdrop")
        }
        if standIn {
            notes.append("no reduced-transparency value: translucent colours composited onto \(palette.backdrop ?? (appearance.isDark ? "black" : "white"))")
        }
        if increasedContrastRaises == false, let standard = appearance.standard {
            notes.append("increased contrast does not raise the ratio over \(standard.rawValue)")
        }
        return notes.joined(separator: "; ")
    }
}

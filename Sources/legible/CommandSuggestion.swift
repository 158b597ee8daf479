/// The subcommand a mistyped first argument most likely meant (`legible scna` → `scan`), as git and
/// cargo suggest: the nearest name within two edits.
enum CommandSuggestion {
    /// The nearest of `names` to `word` by edit distance, when it is at most `maximumEdits` away and
    /// `word` is not itself one of them.
    static func nearest(to word: String, among names: [String], maximumEdits: Int = 2) -> String? {
        guard !names.contains(word) else { return nil }
        let scored = names.map { (name: $0, edits: editDistance(Array(word), Array($0))) }
        return scored.filter { $0.edits <= maximumEdits }.min { ($0.edits, $0.name) < ($1.edits, $1.name) }?.name
    }

    /// Levenshtein distance, one row at a time.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

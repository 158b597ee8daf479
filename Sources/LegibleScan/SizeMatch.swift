/// Whether two sizes in pixels are one size: a greyed button and its enabled twin, the two pieces of a stacked icon.
enum SizeMatch {
    /// Whether `a` and `b` differ by at most `share` of the larger.
    static func alike(_ a: Int, _ b: Int, within share: Double) -> Bool {
        Double(abs(a - b)) <= share * Double(max(a, b))
    }
}

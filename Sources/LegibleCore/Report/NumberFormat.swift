import Foundation

enum NumberFormat {
    /// Three decimals, truncated: a ratio never reads higher than it is.
    static func ratio(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded(.down))
        // Digits by hand: String(format:) was most of the time of writing findings.csv.
        guard thousandths >= 0 else { return String(format: "%d.%03d", thousandths / 1000, thousandths % 1000) }
        let fraction = String(thousandths % 1000)
        return String(thousandths / 1000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// `value` with `places` decimals, as `String(format: "%.*f")` writes it: digits by hand (a row of the
    /// findings CSV has four), and printf itself only where the value is within a hair of a tie, whose
    /// rounding needs the exact binary value.
    static func decimal(_ value: Double, places: Int) -> String {
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = abs(value) * Double(scale)
        guard scaled < 1e15, abs(scaled - scaled.rounded(.down) - 0.5) > 1e-6 else {
            return String(format: "%.\(places)f", value)
        }
        let units = Int(scaled.rounded())
        let sign = value.sign == .minus ? "-" : ""
        guard places > 0 else { return sign + String(units) }
        let fraction = String(units % scale)
        return sign + String(units / scale) + "." + String(repeating: "0", count: places - fraction.count) + fraction
    }
}

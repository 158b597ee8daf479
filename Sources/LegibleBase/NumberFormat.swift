import Foundation

/// Numbers as the reports write them.
package enum NumberFormat {
    /// `value` with `places` decimals, as `String(format: "%.*f")` writes it: digits by hand (a row of the
    /// findings CSV has four), and printf itself only where the value is within a hair of a tie, whose
    /// rounding needs the exact binary value.
    package static func decimal(_ value: Double, places: Int) -> String {
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

    /// Lc to one decimal, keeping its sign.
    package static func apca(_ lc: Double) -> String {
        let tenths = (lc * 10).rounded() / 10
        return tenths == 0 ? "0.0" : String(format: "%.1f", tenths)
    }

    /// Points as a whole number when they are one, else to two decimals.
    package static func points(_ points: Double) -> String {
        points == points.rounded() ? String(Int(points)) : String(format: "%.2f", points)
    }
}

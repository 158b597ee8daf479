import LegibleColor
import LegibleFindings

extension Finding {
    /// The colour of the text or mark, read back from its `#rrggbb`, for rules that compare findings.
    var foregroundRGB: PackedRGB? { foreground.flatMap(PackedRGB.init(findingHex:)) }
    /// The colour of the background, read back from its `#rrggbb`.
    var backgroundRGB: PackedRGB? { background.flatMap(PackedRGB.init(findingHex:)) }
}

extension PackedRGB {
    /// A finding's `#rrggbb` colour; nil for anything else.
    init?(findingHex hex: String) {
        guard hex.utf8.count == 7, hex.hasPrefix("#"), let value = UInt32(hex.dropFirst(), radix: 16) else { return nil }
        self.init(value)
    }
}

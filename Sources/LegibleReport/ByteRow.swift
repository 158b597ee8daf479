import LegibleColor

/// Builds CSV text as bytes, formatting numbers with integer arithmetic: for reports with millions
/// of rows, where `String(format:)` would take most of the time.
struct ByteRow {
    var bytes: [UInt8] = []

    init(capacity: Int = 1 << 16) {
        bytes.reserveCapacity(capacity)
    }

    mutating func append(_ text: [UInt8]) {
        bytes.append(contentsOf: text)
    }

    mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    mutating func comma() { bytes.append(UInt8(ascii: ",")) }

    mutating func endRow() {
        bytes.append(UInt8(ascii: "\r"))
        bytes.append(UInt8(ascii: "\n"))
    }

    mutating func append(integer value: Int) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
            append(integer: -value)
            return
        }
        if value >= 10 { append(integer: value / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// `value` with `places` decimals, truncated toward zero when `truncate` (ratios must never read higher),
    /// else rounded half away from zero.
    mutating func append(_ value: Double, places: Int, truncate: Bool) {
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = value * Double(scale)
        let units = Int(truncate ? scaled.rounded(.towardZero) : scaled.rounded())
        if units < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = abs(units)
        append(integer: magnitude / scale)
        guard places > 0 else { return }
        bytes.append(UInt8(ascii: "."))
        var fraction = magnitude % scale
        var divisor = scale / 10
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor))
            fraction %= divisor
            divisor /= 10
        }
    }

    /// `#rrggbb`.
    mutating func append(hex color: RGBA8) {
        let digits: [UInt8] = Array("0123456789abcdef".utf8)
        bytes.append(UInt8(ascii: "#"))
        for channel in [color.r, color.g, color.b] {
            bytes.append(digits[Int(channel >> 4)])
            bytes.append(digits[Int(channel & 0xF)])
        }
    }
}

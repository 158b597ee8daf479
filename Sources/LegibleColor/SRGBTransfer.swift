import Foundation

/// The sRGB transfer function (IEC 61966-2-1), in both directions, with 8-bit lookup tables.
public enum SRGBTransfer {
    /// Gamma-encoded → linear light. Odd-symmetric so that out-of-gamut negatives survive a round trip.
    @inlinable
    public static func decode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    /// Linear light → gamma-encoded. Odd-symmetric, like `decode`.
    @inlinable
    public static func encode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }

    /// Linear light of each 8-bit code, as `Double`.
    public static let linearFromByte: [Double] = (0..<256).map { decode(Double($0) / 255) }

    /// Linear light of each 8-bit code, as `Float`, for pixel loops.
    public static let linearFromByteFloat: [Float] = linearFromByte.map { Float($0) }

    /// Size of `byteFromLinear`: linear light quantised to 16 bits keeps the
    /// encode error under 0.06 of an 8-bit level even at the steep dark end.
    public static let encodeTableSize = 65536

    /// The 8-bit code nearest to each 16-bit-quantised linear value.
    public static let byteFromLinear: [UInt8] = (0..<encodeTableSize).map { index in
        let linear = Double(index) / Double(encodeTableSize - 1)
        return UInt8((encode(linear) * 255).rounded())
    }

    /// The 8-bit code of a linear-light value, clamped to 0...1, through `byteFromLinear`.
    @inlinable
    public static func byte(fromLinear value: Float, table: UnsafeBufferPointer<UInt8>) -> UInt8 {
        let clamped = min(max(value, 0), 1)
        return table[Int(clamped * Float(encodeTableSize - 1) + 0.5)]
    }
}

import LegibleColor

/// Converts Display P3 pixels to sRGB in place: decode through a table, the linear P3 → linear sRGB
/// matrix, clip to the sRGB gamut, encode through a table. Alpha is untouched.
enum DisplayP3Conversion {
    static func convertToSRGB(_ buffer: inout PixelBuffer) {
        let m = DisplayP3.toLinearSRGB.floats
        let (m00, m01, m10, m11, m20, m21, m22) = (m[0], m[1], m[3], m[4], m[6], m[7], m[8])
        SRGBTransfer.linearFromByteFloat.withUnsafeBufferPointer { decode in
            SRGBTransfer.byteFromLinear.withUnsafeBufferPointer { encode in
                buffer.pixels.withUnsafeMutableBufferPointer { pixels in
                    var offset = 0
                    while offset < pixels.count {
                        let r = decode[Int(pixels[offset])]
                        let g = decode[Int(pixels[offset + 1])]
                        let b = decode[Int(pixels[offset + 2])]
                        // Row 0 and 1 have no blue term: P3 and sRGB share the blue primary's x,y.
                        pixels[offset] = SRGBTransfer.byte(fromLinear: m00 * r + m01 * g, table: encode)
                        pixels[offset + 1] = SRGBTransfer.byte(fromLinear: m10 * r + m11 * g, table: encode)
                        pixels[offset + 2] = SRGBTransfer.byte(fromLinear: m20 * r + m21 * g + m22 * b, table: encode)
                        offset += 4
                    }
                }
            }
        }
    }
}

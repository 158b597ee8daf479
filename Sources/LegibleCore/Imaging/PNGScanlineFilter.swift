/// Undoes the filter a PNG encoder applied to one scanline of 8-bit RGB or RGBA (PNG specification,
/// section 9), writing RGBA pixels.
///
/// Lines are read from the inflated scanlines and written to the pixels, apart, so that no load ever
/// overlaps part of the store before it (such a load waits for the store to reach the cache).
enum PNGScanlineFilter {
    /// The bytes of a stored pixel, as a type, so that each size gets its own specialised loops.
    protocol PixelSize { static var bytes: Int { get } }
    enum RGB: PixelSize { static var bytes: Int { 3 } }
    enum RGBA: PixelSize { static var bytes: Int { 4 } }

    /// Restores the line `raw`, `width` pixels of `Size.bytes` bytes filtered with the method `type`,
    /// into `pixels` (RGBA), from `above`, the restored RGBA pixels of the line above (zeros for the
    /// first). False when `type` is not one of PNG's five. Pixels are loaded as four bytes, so a line of
    /// three-byte pixels must be followed by one more byte.
    static func reverse<Size: PixelSize>(_ type: UInt8, raw: UnsafePointer<UInt8>, into pixels: UnsafeMutablePointer<UInt8>,
                                         above: UnsafePointer<UInt8>, width: Int, pixel: Size.Type) -> Bool {
        let step = Size.bytes
        @inline(__always) func stored(_ x: Int) -> SIMD4<UInt8> { load(raw + x &* step) }
        @inline(__always) func up(_ x: Int) -> SIMD4<UInt8> { load(above + x &* 4) }
        @inline(__always) func write(_ value: SIMD4<UInt8>, _ x: Int) -> SIMD4<UInt8> {
            var value = value
            if step == 3 { value[3] = 255 }
            UnsafeMutableRawPointer(pixels + x &* 4).storeBytes(of: value, as: SIMD4<UInt8>.self)
            return value
        }
        switch type {
        case 0 where step == 4:
            pixels.update(from: raw, count: width &* 4)
        case 2 where step == 4:  // Up, byte by byte: no chain, so the compiler vectorises it
            for i in 0..<width &* 4 { pixels[i] = raw[i] &+ above[i] }
        case 0:
            for x in 0..<width { _ = write(stored(x), x) }
        case 1:  // Sub: the pixel to the left
            chain(raw: raw, into: pixels, above: above, width: width, step: step) { left, _, _ in left }
        case 2:  // Up: the pixel above
            for x in 0..<width { _ = write(stored(x) &+ up(x), x) }
        case 3:  // Average of left and above
            chain(raw: raw, into: pixels, above: above, width: width, step: step) { left, above, _ in (left &+ above) >> 1 }
        case 4:  // Paeth: left, above or above-left, whichever is nearest to left + above - above-left
            chain(raw: raw, into: pixels, above: above, width: width, step: step) { left, above, aboveLeft in
                let toLeft = abs(above &- aboveLeft), toAbove = abs(left &- aboveLeft)
                let toAboveLeft = abs(left &+ above &- aboveLeft &- aboveLeft)
                let nearer = toAbove <= toAboveLeft ? above : aboveLeft
                return toLeft <= toAbove && toLeft <= toAboveLeft ? left : nearer
            }
        default:
            return false
        }
        return true
    }

    /// Restores a line whose every byte is predicted from the restored byte to its left, the byte above
    /// and the byte above that one, byte by byte: the left byte is the one just written, so each load
    /// finds its store whole.
    @inline(__always) private static func chain(raw: UnsafePointer<UInt8>, into pixels: UnsafeMutablePointer<UInt8>,
                                                above: UnsafePointer<UInt8>, width: Int, step: Int,
                                                predict: (_ left: Int32, _ above: Int32, _ aboveLeft: Int32) -> Int32) {
        guard width > 0 else { return }
        for k in 0..<step { pixels[k] = raw[k] &+ UInt8(truncatingIfNeeded: predict(0, Int32(above[k]), 0)) }
        if step == 3 { pixels[3] = 255 }
        var x = 1
        while x < width {
            let target = x &* 4, source = x &* step
            for k in 0..<step {
                let prediction = predict(Int32(pixels[target &- 4 &+ k]), Int32(above[target &+ k]), Int32(above[target &- 4 &+ k]))
                pixels[target &+ k] = raw[source &+ k] &+ UInt8(truncatingIfNeeded: prediction)
            }
            if step == 3 { pixels[target &+ 3] = 255 }
            x &+= 1
        }
    }

    @inline(__always) private static func load(_ pixel: UnsafePointer<UInt8>) -> SIMD4<UInt8> {
        UnsafeRawPointer(pixel).loadUnaligned(as: SIMD4<UInt8>.self)
    }

}

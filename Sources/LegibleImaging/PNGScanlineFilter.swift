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
            paeth(raw: raw, into: pixels, above: above, width: width, step: step)
        default:
            return false
        }
        return true
    }

    /// Restores a line whose every byte is predicted from the restored byte to its left, the byte above
    /// and the byte above that one. The left and above-left bytes of each channel are carried in
    /// registers from one pixel to the next: reloading the byte just stored would put the store's
    /// forwarding delay on every pixel of the chain (a quarter slower, measured when Paeth ran here too).
    @inline(__always) private static func chain(raw: UnsafePointer<UInt8>, into pixels: UnsafeMutablePointer<UInt8>,
                                                above: UnsafePointer<UInt8>, width: Int, step: Int,
                                                predict: (_ left: Int32, _ above: Int32, _ aboveLeft: Int32) -> Int32) {
        var (left0, left1, left2, left3): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
        var (aboveLeft0, aboveLeft1, aboveLeft2, aboveLeft3): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
        @inline(__always) func restore(_ source: Int, _ left: Int32, _ above: Int32, _ aboveLeft: Int32) -> Int32 {
            Int32(raw[source] &+ UInt8(truncatingIfNeeded: predict(left, above, aboveLeft)))
        }
        for x in 0..<width {
            let target = x &* 4, source = x &* step
            let (above0, above1, above2) = (Int32(above[target]), Int32(above[target &+ 1]), Int32(above[target &+ 2]))
            left0 = restore(source, left0, above0, aboveLeft0)
            left1 = restore(source &+ 1, left1, above1, aboveLeft1)
            left2 = restore(source &+ 2, left2, above2, aboveLeft2)
            pixels[target] = UInt8(truncatingIfNeeded: left0)
            pixels[target &+ 1] = UInt8(truncatingIfNeeded: left1)
            pixels[target &+ 2] = UInt8(truncatingIfNeeded: left2)
            if step == 4 {
                let above3 = Int32(above[target &+ 3])
                left3 = restore(source &+ 3, left3, above3, aboveLeft3)
                pixels[target &+ 3] = UInt8(truncatingIfNeeded: left3)
                aboveLeft3 = above3
            } else {
                pixels[target &+ 3] = 255
            }
            (aboveLeft0, aboveLeft1, aboveLeft2) = (above0, above1, above2)
        }
    }

    /// Restores a Paeth-filtered line with a pixel's channels side by side in one vector, as libpng's SSE2
    /// code does: the chain from pixel to pixel stays, but each link is a few vector operations, not a
    /// dozen branches per channel (which took a tenth of a scan). Sub and Average, a step or two per
    /// channel, are faster channel by channel (`chain`).
    @inline(__always) private static func paeth(raw: UnsafePointer<UInt8>, into pixels: UnsafeMutablePointer<UInt8>,
                                                above: UnsafePointer<UInt8>, width: Int, step: Int) {
        @inline(__always) func magnitude(_ value: SIMD4<Int16>) -> SIMD4<Int16> {
            value.replacing(with: 0 &- value, where: value .< 0)
        }
        var left = SIMD4<Int16>(), aboveLeft = SIMD4<Int16>()
        // A three-byte pixel's fourth lane holds the next pixel's first byte: written over with opaque alpha.
        let opaque = SIMD4<UInt8>(0, 0, 0, step == 3 ? 255 : 0)
        for x in 0..<width {
            let up = SIMD4<Int16>(truncatingIfNeeded: load(above + x &* 4))
            let toLeft = magnitude(up &- aboveLeft), toAbove = magnitude(left &- aboveLeft)
            let toAboveLeft = magnitude(left &+ up &- aboveLeft &- aboveLeft)
            let nearer = up.replacing(with: aboveLeft, where: toAbove .> toAboveLeft)
            let predicted = nearer.replacing(with: left, where: (toLeft .<= toAbove) .& (toLeft .<= toAboveLeft))
            let value = SIMD4<UInt8>(truncatingIfNeeded: predicted) &+ load(raw + x &* step)
            UnsafeMutableRawPointer(pixels + x &* 4).storeBytes(of: value | opaque, as: SIMD4<UInt8>.self)
            left = SIMD4<Int16>(truncatingIfNeeded: value)
            aboveLeft = up
        }
    }

    @inline(__always) private static func load(_ pixel: UnsafePointer<UInt8>) -> SIMD4<UInt8> {
        UnsafeRawPointer(pixel).loadUnaligned(as: SIMD4<UInt8>.self)
    }

}

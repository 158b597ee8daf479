import Testing

@testable import LegibleColor
@testable import LegibleImaging

@Suite struct PixelBufferTests {
    /// Opaque only when every alpha is 255: each pixel of odd and even counts, across the blocks the
    /// check goes by, made translucent in turn (a lone last pixel too), and alpha 254 beside colour 255.
    @Test(arguments: [1, 2, 3, 5, 2047, 2048, 2049, 4099])
    func opaqueOnlyWhenEveryAlphaIs255(pixelCount: Int) {
        let opaque = PixelBuffer(width: pixelCount, height: 1, filledWith: RGBA8(255, 255, 255, 255))
        #expect(opaque.isOpaque)
        for index in Set([0, 1, pixelCount / 2, 2047, 2048, pixelCount - 2, pixelCount - 1]) where (0..<pixelCount).contains(index) {
            var buffer = opaque
            buffer[index, 0] = RGBA8(255, 255, 255, 254)
            #expect(!buffer.isOpaque, "pixel \(index) of \(pixelCount)")
        }
        #expect(PixelBuffer(width: 0, height: 0, pixels: []).isOpaque)
    }

    /// Two boxes' union is the box from the least left and top to the greatest right and bottom, whether they
    /// overlap, are apart, or one holds the other.
    @Test(arguments: [
        (PixelRect(x: 10, y: 20, width: 30, height: 10), PixelRect(x: 25, y: 5, width: 30, height: 10), PixelRect(x: 10, y: 5, width: 45, height: 25)),
        (PixelRect(x: 0, y: 0, width: 4, height: 4), PixelRect(x: 10, y: 12, width: 2, height: 3), PixelRect(x: 0, y: 0, width: 12, height: 15)),
        (PixelRect(x: 0, y: 0, width: 100, height: 50), PixelRect(x: 10, y: 10, width: 5, height: 5), PixelRect(x: 0, y: 0, width: 100, height: 50)),
    ])
    func unionHoldsBothBoxes(a: PixelRect, b: PixelRect, union: PixelRect) {
        #expect(a.union(b) == union)
        #expect(b.union(a) == union)
    }

    /// A box grown by a margin reaches that far past each of its sides; it may start left of or above the image.
    @Test func growingAddsTheMarginOnEverySide() {
        #expect(PixelRect(x: 5, y: 8, width: 10, height: 4).grown(by: 3) == PixelRect(x: 2, y: 5, width: 16, height: 10))
        #expect(PixelRect(x: 1, y: 0, width: 2, height: 2).grown(by: 2) == PixelRect(x: -1, y: -2, width: 6, height: 6))
    }
}

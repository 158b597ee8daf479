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
}

import Foundation
import Testing

@testable import LegibleColor
@testable import LegibleImaging

@Suite struct PNGEncoderTests {
    /// Translucent pixels (written as RGBA) and opaque ones (written as RGB) come back exactly, read by
    /// libpng as well as by the decoder's own reader.
    @Test(arguments: [PNGEncoder.Compression.fast, .small], [false, true])
    func roundTripsEveryPixelExactly(compression: PNGEncoder.Compression, opaque: Bool) throws {
        var buffer = PixelBuffer(width: 37, height: 11, filledWith: RGBA8(0, 0, 0, 0))
        for y in 0..<11 {
            for x in 0..<37 {
                buffer[x, y] = RGBA8(UInt8(x * 7 % 256), UInt8(y * 23 % 256), UInt8((x * y) % 256), opaque ? 255 : UInt8((x + y * 37) % 256))
            }
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("legible-encoder-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("out.png").path
        try PNGEncoder(compression: compression).write(buffer, to: path)
        let decoded = try PNGDecoder().decode(fileAt: path)
        #expect(decoded.buffer == buffer)
        #expect(decoded.info.colorType == (opaque ? .rgb : .rgba))
        let bytes = try PNGDecoder.readFile(path)
        #expect(try PNGDecoder.decodeAnyPixels(bytes, info: decoded.info, path: path).pixels == buffer.pixels)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.png"])
    }

    @Test func unwritableDestinationIsATypedError() {
        let buffer = PixelBuffer(width: 1, height: 1, filledWith: RGBA8(1, 2, 3))
        #expect(throws: ImageError.self) {
            try PNGEncoder().write(buffer, to: "/no/such/dir/out.png")
        }
    }
}

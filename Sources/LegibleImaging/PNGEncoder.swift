import CLibPNG
import Foundation
import LegibleBase

/// Writes RGBA8 pixels as an 8-bit PNG, RGB when every pixel is opaque, tagged sRGB.
public struct PNGEncoder: Sendable {
    /// How hard the compressor works.
    public enum Compression: Sendable {
        /// No filtering, libdeflate at level 1 in one call: measured fastest on UI screenshots and the
        /// report's previews (a fifth faster than zlib at level 1, files as small; the SUB and UP
        /// filters and zlib's RLE strategy were all slower). For previews and reports.
        case fast
        /// libpng's adaptive filters and zlib at level 9: smallest files, slowest.
        case small
    }

    public var compression: Compression

    public init(compression: Compression = .fast) {
        self.compression = compression
    }

    /// Writes `buffer` to `path` atomically: a temporary file beside it, then a rename, so an
    /// interrupted run never leaves a half-written PNG where a good one was.
    public func write(_ buffer: PixelBuffer, to path: String) throws(ImageError) {
        do {
            if compression == .fast {
                try AtomicFileWriter.write(Data(Self.fastPNG(buffer)), to: path)
            } else {
                try writeThroughLibPNG(buffer, to: path)
            }
        } catch {
            throw .unwritable(path: path, reason: error.reason)
        }
    }

    /// The PNG file of `buffer`: signature, IHDR, sRGB, one IDAT of the unfiltered scanlines compressed
    /// by libdeflate at level 1, IEND. Every buffer is written once, never zeroed first: for the HTML
    /// report's thousands of previews, zeroing and copying cost a tenth of the encoding.
    static func fastPNG(_ buffer: PixelBuffer) -> [UInt8] {
        let opaque = buffer.isOpaque
        let lineBytes = buffer.width * (opaque ? 3 : 4)
        let lineCount = buffer.height
        let filtered = lineCount * (1 + lineBytes)
        // Each scanline: filter type 0 (none), then the samples; one spare byte at the end, because an
        // RGB pixel is stored as a word whose fourth byte the next pixel (or line) overwrites.
        let lines = [UInt8](unsafeUninitializedCapacity: filtered + 1) { lines, initialized in
            buffer.pixels.withUnsafeBytes { pixels in
                for y in 0..<lineCount {
                    let target = UnsafeMutableRawPointer(lines.baseAddress! + y * (1 + lineBytes) + 1)
                    let source = pixels.baseAddress! + y * buffer.width * 4
                    if opaque {
                        for x in 0..<buffer.width {
                            target.storeBytes(of: source.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self), toByteOffset: x &* 3, as: UInt32.self)
                        }
                    } else {
                        target.copyMemory(from: source, byteCount: lineBytes)
                    }
                }
            }
            // The filter bytes, after the lines whose spare bytes ran into them, and the spare byte.
            for y in 0..<lineCount { lines[y * (1 + lineBytes)] = 0 }
            lines[filtered] = 0
            initialized = filtered + 1
        }
        let compressor = libdeflate_alloc_compressor(1)
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, filtered)
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let header = bigEndian(buffer.width) + bigEndian(buffer.height) + [8, opaque ? 2 : 6, 0, 0, 0]
        return [UInt8](unsafeUninitializedCapacity: signature.count + 12 + header.count + 13 + 12 + bound + 12) { file, count in
            let base = file.baseAddress!
            base.update(from: signature, count: signature.count)
            var end = signature.count
            /// Appends a chunk whose data `fill` writes, returning how many bytes.
            func appendChunk(_ type: StaticString, _ fill: (UnsafeMutablePointer<UInt8>) -> Int) {
                let chunk = base + end
                (chunk + 4).update(from: type.utf8Start, count: 4)
                let length = fill(chunk + 8)
                chunk.update(from: bigEndian(length), count: 4)
                (chunk + 8 + length).update(from: bigEndian(Int(libdeflate_crc32(0, chunk + 4, 4 + length))), count: 4)
                end += 12 + length
            }
            func appendChunk(_ type: StaticString, _ data: [UInt8]) {
                appendChunk(type) { target in
                    target.update(from: data, count: data.count)
                    return data.count
                }
            }
            appendChunk("IHDR", header)
            appendChunk("sRGB", [0])  // perceptual
            appendChunk("IDAT") { target in
                lines.withUnsafeBufferPointer { libdeflate_zlib_compress(compressor, $0.baseAddress, filtered, target, bound) }
            }
            appendChunk("IEND", [])
            count = end
        }
    }

    /// `value` as four bytes, most significant first.
    private static func bigEndian(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }

    /// Writes through libpng: every filter tried on each line, zlib at level 9 and its default strategy.
    private func writeThroughLibPNG(_ buffer: PixelBuffer, to path: String) throws(FileWriteError) {
        try AtomicFileWriter.write(to: path) { temporary in
            guard let file = fopen(temporary, "wb") else { return String(cString: strerror(errno)) }
            var message = [CChar](repeating: 0, count: 160)
            let status = buffer.pixels.withUnsafeBufferPointer { pixels in
                legible_png_write_rgba(
                    file, pixels.baseAddress, UInt32(buffer.width), UInt32(buffer.height), buffer.isOpaque ? 1 : 0,
                    9, 0, 0xF8, &message)
            }
            let closed = fclose(file)
            if status != 0 { return String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
            return closed == 0 ? nil : String(cString: strerror(errno))
        }
    }
}

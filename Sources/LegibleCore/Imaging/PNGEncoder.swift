import CLibPNG
import Foundation

/// Writes RGBA8 pixels as an 8-bit RGBA PNG (tagged sRGB) through libpng.
public struct PNGEncoder: Sendable {
    /// How hard zlib works.
    public enum Compression: Sendable {
        /// zlib level 1, no filtering: measured fastest on UI screenshots (Scripts/bench/bench-simulate;
        /// the SUB/UP filters and zlib's RLE strategy were all slower). For previews and reports.
        case fast
        /// Adaptive filters, default strategy, level 9: smallest files, slowest.
        case small

        var settings: (level: Int32, strategy: Int32, filters: Int32) {
            switch self {
            case .fast: return (1, 0, 0x08)
            case .small: return (9, 0, 0xF8)
            }
        }
    }

    public var compression: Compression

    public init(compression: Compression = .fast) {
        self.compression = compression
    }

    /// Writes `buffer` to `path` atomically: a temporary file beside it, then a rename, so an
    /// interrupted run never leaves a half-written PNG where a good one was.
    public func write(_ buffer: PixelBuffer, to path: String) throws(ImageError) {
        let settings = compression.settings
        do {
            try AtomicFileWriter.write(to: path) { temporary in
                guard let file = fopen(temporary, "wb") else { return String(cString: strerror(errno)) }
                var message = [CChar](repeating: 0, count: 160)
                let status = buffer.pixels.withUnsafeBufferPointer { pixels in
                    legible_png_write_rgba(
                        file, pixels.baseAddress, UInt32(buffer.width), UInt32(buffer.height), buffer.isOpaque ? 1 : 0,
                        settings.level, settings.strategy, settings.filters, &message)
                }
                let closed = fclose(file)
                if status != 0 { return String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
                return closed == 0 ? nil : String(cString: strerror(errno))
            }
        } catch {
            throw .unwritable(path: path, reason: error.reason)
        }
    }
}

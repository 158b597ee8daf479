import CLibPNG
import Foundation

/// Writes RGBA8 pixels as an 8-bit RGBA PNG through libpng's simplified API.
public struct PNGEncoder: Sendable {
    /// Favour speed over size (libpng's `PNG_IMAGE_FLAG_FAST`): previews are written often, read rarely.
    public var fast: Bool

    public init(fast: Bool = true) {
        self.fast = fast
    }

    /// Writes `buffer` to `path` atomically: a temporary file beside it, then a rename.
    public func write(_ buffer: PixelBuffer, to path: String) throws(ImageError) {
        let temporary = path + ".tmp-\(ProcessInfo.processInfo.processIdentifier)"
        var image = png_image()
        image.version = LEGIBLE_PNG_IMAGE_VERSION
        image.width = UInt32(buffer.width)
        image.height = UInt32(buffer.height)
        image.format = LEGIBLE_PNG_FORMAT_RGBA
        image.flags = fast ? UInt32(PNG_IMAGE_FLAG_FAST) : 0
        let written = buffer.pixels.withUnsafeBytes {
            png_image_write_to_file(&image, temporary, 0, $0.baseAddress, 0, nil)
        }
        guard written != 0 else {
            unlink(temporary)
            throw .unwritable(path: path, reason: PNGDecoder.message(of: image))
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .unwritable(path: path, reason: reason)
        }
    }
}

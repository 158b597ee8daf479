import CLibPNG
import Foundation
import LegibleBase

/// Decodes any PNG (every colour type, bit depth and interlacing) to 8-bit sRGB RGBA, converting
/// Display P3 to sRGB, and refusing oversized images before allocating them. libpng reads every header
/// and decodes every file but the common kind (8-bit RGB or RGBA screenshots), which libdeflate inflates
/// twice as fast; anything unusual about one of those is left to libpng too.
public struct PNGDecoder: Sendable {
    /// The default `--max-pixels`: 100 million.
    public static let defaultMaximumPixels = 100_000_000

    /// Images whose header claims more pixels than this are refused before decoding.
    public var maximumPixels: Int

    public init(maximumPixels: Int = PNGDecoder.defaultMaximumPixels) {
        self.maximumPixels = maximumPixels
    }

    /// Reads only the header and colour chunks of the file at `path`.
    public func info(ofFileAt path: String) throws(ImageError) -> ImageInfo {
        let bytes = try Self.readFile(path)
        return try Self.readHeader(bytes, path: path)
    }

    /// Decodes the file at `path`.
    public func decode(fileAt path: String) throws(ImageError) -> DecodedImage {
        try decode(bytes: try Self.readFile(path), path: path)
    }

    /// Decodes PNG bytes; `path` names them in errors.
    public func decode(bytes: [UInt8], path: String) throws(ImageError) -> DecodedImage {
        let info = try Self.readHeader(bytes, path: path)
        guard info.pixelCount <= maximumPixels else {
            throw .tooLarge(path: path, width: info.width, height: info.height, limit: maximumPixels)
        }
        var buffer = try Self.decodePixels(bytes, info: info, path: path)
        if info.profile.space == .displayP3 {
            DisplayP3Conversion.convertToSRGB(&buffer)
        }
        return DecodedImage(info: info, buffer: buffer)
    }

    /// The whole file, read with POSIX calls so that non-UTF-8 names open and errors say why.
    static func readFile(_ path: String) throws(ImageError) -> [UInt8] {
        let descriptor = FileSystemPath.withCString(path) { open($0, O_RDONLY) }
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: reason(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(path: path, reason: reason(errno)) }
        if (status.st_mode & S_IFMT) == S_IFDIR { throw .unreadable(path: path, reason: "it is a directory") }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(max(0, status.st_size)))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: reason(errno))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        guard !bytes.isEmpty else { throw .empty(path: path) }
        return bytes
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES, EPERM: return "permission denied"
        case EISDIR: return "it is a directory"
        default: return String(cString: strerror(code))
        }
    }

    static func readHeader(_ bytes: [UInt8], path: String) throws(ImageError) -> ImageInfo {
        guard !bytes.isEmpty else { throw .empty(path: path) }
        var header = legible_png_header()
        let status = bytes.withUnsafeBufferPointer { legible_png_read_header($0.baseAddress, $0.count, &header) }
        defer { legible_png_header_free(&header) }
        guard status == 0 else {
            let message = withUnsafeBytes(of: header.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if message.hasPrefix("not a PNG") { throw .notPNG(path: path) }
            throw .corrupt(path: path, reason: message)
        }
        let colorType: ImageInfo.ColorType
        switch header.color_type {
        case 0: colorType = .grey
        case 2: colorType = .rgb
        case 3: colorType = .palette
        case 4: colorType = .greyAlpha
        case 6: colorType = .rgba
        default: colorType = .unknown
        }
        return ImageInfo(
            width: Int(header.width), height: Int(header.height), colorType: colorType,
            bitDepth: Int(header.bit_depth), interlaced: header.interlace != 0,
            profile: ColorProfileIdentifier.identify(header))
    }

    /// Decodes the common kind of file (8-bit RGB or RGBA, not interlaced, no tRNS, sRGB gamma) itself,
    /// and every other kind, and any it cannot, with libpng's simplified API; both give the same pixels.
    static func decodePixels(_ bytes: [UInt8], info: ImageInfo, path: String) throws(ImageError) -> PixelBuffer {
        if let pixels = decodeCommonPixels(bytes, info: info) {
            return PixelBuffer(width: info.width, height: info.height, pixels: pixels)
        }
        return try decodeAnyPixels(bytes, info: info, path: path)
    }

    /// The pixels of a well-formed file whose stored samples are its pixels: 8-bit RGB or RGBA, not
    /// interlaced, no tRNS, sRGB gamma; nil for any other file. Twice as fast as libpng, which inflates
    /// through zlib, unfilters byte by byte with branches, and adds alpha in a pass of its own: the
    /// image data is inflated by libdeflate in one call (`PNGImageData`), and each line unfiltered
    /// straight into RGBA pixels.
    static func decodeCommonPixels(_ bytes: [UInt8], info: ImageInfo) -> [UInt8]? {
        guard info.bitDepth == 8, info.colorType == .rgb || info.colorType == .rgba, !info.interlaced else { return nil }
        let channels = info.colorType == .rgb ? 3 : 4
        let (width, height) = (info.width, info.height)
        let lineBytes = width * channels
        // A spare byte after the last line: three-byte pixels are loaded as words.
        guard let lines = bytes.withUnsafeBufferPointer({
            PNGImageData.scanlines(of: $0, lineCount: height, lineBytes: lineBytes, spare: 1)
        }) else { return nil }
        var restored = true
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { output, initialized in
            // The pixels are handed on only when every line was restored.
            initialized = output.count
            let zeros = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: width * 4)
            defer { zeros.deallocate() }
            zeros.initialize(repeating: 0)
            lines.withUnsafeBufferPointer { lines in
                for y in 0..<height where restored {
                    let filter = lines[y * (1 + lineBytes)]
                    let raw = lines.baseAddress! + y * (1 + lineBytes) + 1
                    let pixels = output.baseAddress! + y * width * 4
                    let above = y == 0 ? UnsafePointer(zeros.baseAddress!) : UnsafePointer(pixels - width * 4)
                    restored = channels == 4
                        ? PNGScanlineFilter.reverse(filter, raw: raw, into: pixels, above: above, width: width, pixel: PNGScanlineFilter.RGBA.self)
                        : PNGScanlineFilter.reverse(filter, raw: raw, into: pixels, above: above, width: width, pixel: PNGScanlineFilter.RGB.self)
                }
            }
        }
        return restored ? pixels : nil
    }

    /// Decodes any file with libpng's simplified API, which catches libpng's own errors (no longjmp reaches Swift).
    static func decodeAnyPixels(_ bytes: [UInt8], info: ImageInfo, path: String) throws(ImageError) -> PixelBuffer {
        var image = png_image()
        image.version = LEGIBLE_PNG_IMAGE_VERSION
        let began = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard began != 0 else { throw .corrupt(path: path, reason: message(of: image)) }
        image.format = LEGIBLE_PNG_FORMAT_RGBA
        // Untagged 16-bit files are sRGB-encoded in practice; without this libpng assumes linear.
        image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
        // libpng writes every byte, so the buffer is not cleared first.
        var finished: Int32 = 0
        let pixels = [UInt8](unsafeUninitializedCapacity: info.width * info.height * 4) { pixels, initialized in
            finished = bytes.withUnsafeBytes { _ in png_image_finish_read(&image, nil, pixels.baseAddress, 0, nil) }
            initialized = pixels.count
        }
        guard finished != 0 else {
            png_image_free(&image)
            throw .corrupt(path: path, reason: message(of: image))
        }
        return PixelBuffer(width: info.width, height: info.height, pixels: pixels)
    }

    static func message(of image: png_image) -> String {
        let text = withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return text.isEmpty ? "libpng gave no reason" : text
    }
}

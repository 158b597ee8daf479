import CLibPNG

/// The image data of a PNG file whose stored samples are its pixels, inflated in one call to
/// libdeflate: the zlib stream of its IDAT chunks, each checked against its CRC-32, into the filtered
/// scanlines, each a filter-type byte and the line's samples, with the stream's Adler-32 checked too.
///
/// Nil wherever libpng has something to do or say: a chunk before the image data that changes what the
/// samples mean (tRNS, or gAMA without sRGB), a damaged or truncated file, a stream that gives more or
/// fewer bytes than the scanlines need. The caller then decodes with libpng, which transforms such
/// samples, tolerates what it tolerates and words the errors.
enum PNGImageData {
    /// The filtered scanlines of `file`, a whole PNG whose header libpng has read: `lineCount` lines of
    /// one filter byte and `lineBytes` bytes, plus `spare` zero bytes after the last one.
    static func scanlines(of file: UnsafeBufferPointer<UInt8>, lineCount: Int, lineBytes: Int, spare: Int) -> [UInt8]? {
        guard let stream = compressedStream(of: file) else { return nil }
        let expected = lineCount * (1 + lineBytes)
        guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        var result = LIBDEFLATE_BAD_DATA
        let lines = [UInt8](unsafeUninitializedCapacity: expected + spare) { lines, initialized in
            var written = 0
            result = stream.withUnsafeBufferPointer {
                libdeflate_zlib_decompress(decompressor, $0.baseAddress, $0.count, lines.baseAddress, expected, &written)
            }
            if written != expected { result = LIBDEFLATE_SHORT_OUTPUT }
            (lines.baseAddress! + expected).initialize(repeating: 0, count: spare)
            // On failure the bytes are dropped unread.
            initialized = expected + spare
        }
        return result == LIBDEFLATE_SUCCESS ? lines : nil
    }

    /// The data of the IDAT chunks, one after another; nil when a chunk before them is tRNS, or gAMA
    /// without sRGB, or when a chunk is cut short or its CRC is wrong, or the file ends in its image data.
    private static func compressedStream(of file: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var position = 8
        var names: Set<[UInt8]> = []
        var stream: [UInt8]?
        while let chunk = chunk(in: file, at: position) {
            let type = Array(file[position + 4..<position + 8])
            if type == idat {
                if stream == nil {
                    let changesSamples = names.contains(Array("tRNS".utf8))
                        || (names.contains(Array("gAMA".utf8)) && !names.contains(Array("sRGB".utf8)))
                    if changesSamples { return nil }
                    stream = []
                    stream!.reserveCapacity(file.count)
                }
                let crc = libdeflate_crc32(0, file.baseAddress! + position + 4, chunk.count + 4)
                guard Int(crc) == bigEndian(file, at: chunk.upperBound) else { return nil }
                stream!.append(contentsOf: file[chunk])
            } else if let stream {
                return stream
            } else {
                names.insert(type)
            }
            position = chunk.upperBound + 4
        }
        return nil
    }

    private static let idat = Array("IDAT".utf8)

    /// The four bytes at `position`, read as PNG stores its lengths and CRCs.
    private static func bigEndian(_ file: UnsafeBufferPointer<UInt8>, at position: Int) -> Int {
        file[position..<position + 4].reduce(0) { $0 << 8 | Int($1) }
    }

    /// The data of the chunk at `position`; nil when the file ends within it.
    private static func chunk(in file: UnsafeBufferPointer<UInt8>, at position: Int) -> Range<Int>? {
        guard position + 8 <= file.count else { return nil }
        let length = bigEndian(file, at: position)
        guard length <= Int(Int32.max), position + 12 + length <= file.count else { return nil }
        return position + 8..<position + 8 + length
    }
}

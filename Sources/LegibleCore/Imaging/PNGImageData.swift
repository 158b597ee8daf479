import CLibPNG

/// The image data of a PNG file, inflated as it is read: its IDAT chunks in order, each checked against
/// its CRC-32, through zlib.
///
/// zlib is told not to compute the Adler-32 of the inflated bytes, a fifth of the time libpng spends:
/// the CRC-32s, still checked, cover the same compressed bytes, so a damaged file is still refused
/// (browsers' PNG decoders skip the Adler-32 too). Only files whose stored samples are the pixels are
/// read this way; the others go through libpng's transformations.
struct PNGImageData: ~Copyable {
    private let file: UnsafeBufferPointer<UInt8>
    private let path: String
    /// zlib keeps a pointer to its stream, so the stream must not move: it lives on the heap.
    private let stream: UnsafeMutablePointer<z_stream>
    /// Where the next chunk after the current IDAT starts.
    private var position: Int

    private static let idat = Array("IDAT".utf8)

    /// Starts reading the image data of `file`, a whole PNG that libpng has already read the header of.
    /// Nil when a chunk before the image data changes what the samples mean (tRNS, or gAMA without
    /// sRGB), so the file needs libpng's transformations.
    init?(png file: UnsafeBufferPointer<UInt8>, path: String) throws(ImageError) {
        guard let position = try Self.firstImageChunk(in: file, path: path) else { return nil }
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        guard legible_inflate_init(stream) == Z_OK else {
            stream.deallocate()
            throw .corrupt(path: path, reason: "zlib could not start")
        }
        inflateValidate(stream, 0)
        self.file = file
        self.path = path
        self.position = position
        self.stream = stream
    }

    /// Where the first IDAT chunk starts; nil when a chunk before it is tRNS, or gAMA without sRGB.
    private static func firstImageChunk(in file: UnsafeBufferPointer<UInt8>, path: String) throws(ImageError) -> Int? {
        var position = 8
        var names: Set<[UInt8]> = []
        while true {
            guard let chunk = chunk(in: file, at: position) else { throw .corrupt(path: path, reason: "file is truncated") }
            if chunk.type.elementsEqual(idat) { break }
            names.insert(Array(chunk.type))
            position = chunk.next
        }
        let gamma = Array("gAMA".utf8), sRGB = Array("sRGB".utf8), transparency = Array("tRNS".utf8)
        return names.contains(transparency) || (names.contains(gamma) && !names.contains(sRGB)) ? nil : position
    }

    deinit {
        inflateEnd(stream)
        stream.deallocate()
    }

    /// Fills `buffer` with the next inflated bytes of the image data.
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(ImageError) {
        guard !buffer.isEmpty else { return }
        stream.pointee.next_out = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
        stream.pointee.avail_out = UInt32(buffer.count)
        while stream.pointee.avail_out > 0 {
            if stream.pointee.avail_in == 0 { try nextChunk() }
            let status = inflate(stream, Z_NO_FLUSH)
            switch status {
            case Z_OK, Z_BUF_ERROR: continue
            case Z_STREAM_END where stream.pointee.avail_out > 0: throw .corrupt(path: path, reason: "Not enough image data")
            case Z_STREAM_END: return
            default:
                let reason = stream.pointee.msg.map { String(cString: $0) } ?? "zlib error \(status)"
                throw .corrupt(path: path, reason: "IDAT: " + reason)
            }
        }
    }

    /// Feeds zlib the next IDAT chunk's data, after checking its CRC.
    private mutating func nextChunk() throws(ImageError) {
        guard let chunk = Self.chunk(in: file, at: position) else { throw .corrupt(path: path, reason: "file is truncated") }
        guard chunk.type.elementsEqual(Self.idat) else { throw .corrupt(path: path, reason: "Not enough image data") }
        let base = file.baseAddress!
        let crc = crc32(0, base + position + 4, UInt32(chunk.data.count + 4))
        let stored = file[chunk.data.upperBound..<chunk.next].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard crc == UInt(stored) else { throw .corrupt(path: path, reason: "IDAT: CRC error") }
        stream.pointee.next_in = UnsafeMutablePointer(mutating: base + chunk.data.lowerBound)
        stream.pointee.avail_in = UInt32(chunk.data.count)
        position = chunk.next
    }

    /// The chunk at `position`: its type's bytes, its data's range and where the next chunk starts; nil
    /// when the file ends within it.
    private static func chunk(in file: UnsafeBufferPointer<UInt8>, at position: Int)
        -> (type: Slice<UnsafeBufferPointer<UInt8>>, data: Range<Int>, next: Int)? {
        guard position + 8 <= file.count else { return nil }
        let length = file[position..<position + 4].reduce(0) { $0 << 8 | Int($1) }
        let next = position + 12 + length
        guard length <= Int(Int32.max), next <= file.count else { return nil }
        return (file[position + 4..<position + 8], position + 8..<position + 8 + length, next)
    }
}

/// The parts of an ICC profile that identify an RGB space: its description and D50-adapted colorants.
struct ICCProfile {
    var description: String?
    var dataColorSpace: String
    /// rXYZ, gXYZ, bXYZ: the primaries in the D50 profile connection space.
    var colorants: [[Double]]?

    /// Reads the header and the `desc`, `rXYZ`, `gXYZ`, `bXYZ` tags; `nil` if this is not an ICC profile.
    init?(_ bytes: [UInt8]) {
        guard bytes.count >= 132 else { return nil }
        func uint32(_ offset: Int) -> Int? {
            guard offset >= 0, offset + 4 <= bytes.count else { return nil }
            return Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
                | Int(bytes[offset + 3])
        }
        func signature(_ offset: Int) -> String {
            String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
        }
        dataColorSpace = signature(16).trimmingCharacters(in: " ")
        guard signature(36) == "acsp", let tagCount = uint32(128), tagCount < 1000 else { return nil }
        var tags: [String: (offset: Int, size: Int)] = [:]
        for index in 0..<tagCount {
            let entry = 132 + index * 12
            guard let offset = uint32(entry + 4), let size = uint32(entry + 8), entry + 12 <= bytes.count,
                offset + size <= bytes.count
            else { break }
            tags[signature(entry)] = (offset, size)
        }
        func xyz(_ tag: String) -> [Double]? {
            guard let (offset, size) = tags[tag], size >= 20, signature(offset) == "XYZ " else { return nil }
            return (0..<3).compactMap { index in
                uint32(offset + 8 + index * 4).map { Double(Int32(truncatingIfNeeded: $0)) / 65536 }
            }
        }
        if let red = xyz("rXYZ"), let green = xyz("gXYZ"), let blue = xyz("bXYZ") {
            colorants = [red, green, blue]
        }
        if let (offset, size) = tags["desc"], size >= 12 {
            description = Self.readDescription(bytes, offset: offset, size: size, signature: signature(offset))
        }
    }

    /// Text of a v2 `desc` (textDescriptionType) or v4 `mluc` tag (first record).
    private static func readDescription(_ bytes: [UInt8], offset: Int, size: Int, signature: String) -> String? {
        let end = offset + size
        func uint32(_ at: Int) -> Int? {
            guard at + 4 <= end else { return nil }
            return Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        if signature == "desc", let length = uint32(offset + 8), offset + 12 + length <= end {
            return String(decoding: bytes[(offset + 12)..<(offset + 12 + length)].prefix { $0 != 0 }, as: UTF8.self)
        }
        if signature == "mluc", let count = uint32(offset + 8), count > 0, let length = uint32(offset + 20),
            let start = uint32(offset + 24), offset + start + length <= end
        {
            let utf16 = stride(from: offset + start, to: offset + start + length - 1, by: 2).map {
                UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
            }
            return String(decoding: utf16, as: UTF16.self)
        }
        return nil
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        var text = self
        while text.last == set { text.removeLast() }
        return text
    }
}

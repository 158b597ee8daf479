import Foundation

/// File names are bytes, not necessarily UTF-8. A path from the file system is kept as a `String`
/// in which each byte that is not valid UTF-8 stands as a private-use code point (U+F700 + byte):
/// lossless, so the file can be opened again, and shown to people with U+FFFD in its place.
public enum FileSystemPath {
    static let escapeBase: UInt32 = 0xF700

    /// The string for file-system bytes, escaping what is not UTF-8.
    public static func string(fromBytes bytes: [UInt8]) -> String {
        if let valid = String(validating: bytes, as: UTF8.self) { return valid }
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            // Decode the longest valid UTF-8 sequence here, else escape one byte.
            var decoded = false
            for length in stride(from: min(4, bytes.count - index), through: 1, by: -1) {
                if let text = String(validating: bytes[index..<index + length], as: UTF8.self), text.unicodeScalars.count == 1 {
                    scalars.append(contentsOf: text.unicodeScalars)
                    index += length
                    decoded = true
                    break
                }
            }
            if !decoded {
                scalars.append(Unicode.Scalar(escapeBase + UInt32(bytes[index]))!)
                index += 1
            }
        }
        return String(scalars)
    }

    /// The bytes to hand the file system for `path`.
    public static func bytes(of path: String) -> [UInt8] {
        var bytes: [UInt8] = []
        for scalar in path.unicodeScalars {
            if (escapeBase...escapeBase + 0xFF).contains(scalar.value) {
                bytes.append(UInt8(scalar.value - escapeBase))
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        return bytes
    }

    /// Calls `body` with a NUL-terminated C path for `path`.
    public static func withCString<Result>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        let bytes = bytes(of: path).map { CChar(bitPattern: $0) } + [0]
        return try bytes.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    /// `path` for people: escaped bytes shown as U+FFFD.
    public static func display(_ path: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in path.unicodeScalars {
            scalars.append((escapeBase...escapeBase + 0xFF).contains(scalar.value) ? "\u{FFFD}" : scalar)
        }
        return String(scalars)
    }

    /// The names in a folder, with non-UTF-8 names escaped; nil when it cannot be read.
    public static func contents(ofDirectory path: String) -> [String]? {
        guard let directory = withCString(path, { opendir($0) }) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            names.append(string(fromBytes: name))
        }
        return names
    }
}

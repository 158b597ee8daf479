import Foundation
import LegibleBase

/// The one JSON style of every Legible output: pretty, keys sorted, slashes unescaped.
public enum JSONOutput {
    public static func encode<Value: Encodable>(_ value: Value) throws -> String {
        String(decoding: try encoder().encode(value), as: UTF8.self)
    }

    private static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// The elements of `values` as they stand inside an array `depth` levels into a document of this
    /// style, without the brackets: encoded in chunks on up to `jobs` threads side by side, each chunk's lines
    /// indented to the depth (the style indents two spaces a level, and no string holds a raw newline).
    /// Empty for no values.
    static func arrayElements<Value: Encodable & Sendable>(_ values: [Value], depth: Int,
                                                          jobs: Int = ProcessInfo.processInfo.activeProcessorCount) throws -> [UInt8] {
        // More chunks than jobs, so that a thread that comes free late still finds some to take; none empty.
        let size = max(1, (values.count + 4 * jobs - 1) / (4 * jobs))
        let chunks = (values.count + size - 1) / size
        let indent = [UInt8](repeating: UInt8(ascii: " "), count: 2 * depth)
        let parts = parallelMap(count: values.isEmpty ? 0 : chunks, jobs: jobs) { chunk in
            Result { () throws -> [UInt8] in
                let text = try encoder().encode(Array(values[chunk * size..<min(values.count, (chunk + 1) * size)]))
                return text.withUnsafeBytes { text in
                    // Between "[\n" and "\n]".
                    var lines = [UInt8]()
                    lines.reserveCapacity(text.count + text.count / 8)
                    appendIndented(UnsafeRawBufferPointer(rebasing: text[2..<text.count - 2]), by: indent, to: &lines)
                    return lines
                }
            }
        }
        return Array(try parts.map { try $0.get() }.joined(separator: Array(",\n".utf8)))
    }

    /// Appends `text` with every line shifted right by `indent`, a line at a time.
    static func appendIndented<Text: Collection<UInt8>>(_ text: Text, by indent: [UInt8], to lines: inout [UInt8])
        where Text.Index == Int, Text.SubSequence: Collection<UInt8> {
        var start = text.startIndex
        while start < text.endIndex {
            let end = text[start...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? text.endIndex
            lines += indent
            lines += text[start..<end]
            start = end
        }
    }
}

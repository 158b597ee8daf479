import Foundation

/// The one JSON style of every Legible output: pretty, keys sorted, slashes unescaped.
public enum JSONOutput {
    public static func encode<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// The elements of `values` as they stand inside an array `depth` levels into a document of this
    /// style, without the brackets: encoded in up to `jobs` chunks side by side, each chunk's lines
    /// indented to the depth (the style indents two spaces a level, and no string holds a raw newline).
    /// Empty for no values.
    static func arrayElements<Value: Encodable & Sendable>(_ values: [Value], depth: Int,
                                                          jobs: Int = ProcessInfo.processInfo.activeProcessorCount) throws -> String {
        let chunks = max(1, min(jobs, values.count))
        let size = (values.count + chunks - 1) / chunks
        let parts = parallelMap(count: values.isEmpty ? 0 : chunks, jobs: jobs) { chunk in
            Result { () throws -> [UInt8] in
                let text = try encode(Array(values[chunk * size..<min(values.count, (chunk + 1) * size)]))
                let indent = Array(String(repeating: "  ", count: depth).utf8)
                // Between "[\n" and "\n]": every line shifted right by the indent.
                var lines = indent
                for byte in text.utf8.dropFirst(2).dropLast(2) {
                    lines.append(byte)
                    if byte == UInt8(ascii: "\n") { lines += indent }
                }
                return lines
            }
        }
        return String(decoding: Array(try parts.map { try $0.get() }.joined(separator: Array(",\n".utf8))), as: UTF8.self)
    }
}

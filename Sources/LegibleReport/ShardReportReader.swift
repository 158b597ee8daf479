import Foundation
import LegibleFindings

/// Reads a shard's findings.json a line at a time, so that `merge` holds one file's results at a time,
/// never a shard's. It reads the layout `legible scan` writes (pretty, keys sorted: each element of
/// `files` and `findings` between a line `    {` and a line `    }`); a document laid out otherwise is
/// decoded whole instead.
struct ShardReportReader {
    let directory: String
    let path: String

    init(directory: String) throws(MergeError) {
        self.directory = directory
        path = directory + "/" + FindingsJSONWriter().fileName
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw MergeError(path: directory, reason: "it has no readable findings.json (run each shard with json among its --format)")
        }
    }

    /// The report without its files and findings: its policy, level and variant pairs.
    func frame() throws(MergeError) -> ScanReport {
        var lines = try LineReader(path: path)
        var kept = [UInt8]()
        var inArray = false
        while let line = lines.next() {
            if inArray {
                if line.starts(with: Self.elementIndent) || line.isEmpty { continue }
                if Self.isArrayEnd(line) { inArray = false }
            } else if let key = Self.arrayKey(line), key == "files" || key == "findings" {
                inArray = true
            }
            kept += line
            kept.append(UInt8(ascii: "\n"))
        }
        do {
            return try JSONDecoder().decode(ScanReport.self, from: Data(kept))
        } catch {
            throw MergeError(path: path, reason: "it is not a findings.json written by `legible scan`")
        }
    }

    /// Calls `body` with each file and its findings, in the shard's order.
    func forEachFile(_ body: (ScannedFile, [Finding]) throws -> Void) throws {
        var files = try Elements(path: path, key: "files")
        var findings = try Elements(path: path, key: "findings")
        guard files.found, findings.found else {
            // Not our layout: decoded whole.
            let report = try ReportMerger.load(directory)
            for entry in try Self.grouped(report, path: path) { try body(entry.file, entry.findings) }
            return
        }
        let decoder = JSONDecoder()
        var next = try findings.next().map { try decode(Finding.self, $0, decoder) }
        while let text = try files.next() {
            let file = try decode(ScannedFile.self, text, decoder)
            var own: [Finding] = []
            while let finding = next, finding.file == file.file {
                own.append(finding)
                next = try findings.next().map { try decode(Finding.self, $0, decoder) }
            }
            try body(file, own)
        }
        guard next == nil else { throw MergeError(path: path, reason: "its findings are not in the order of its files") }
    }

    private func decode<Value: Decodable>(_ type: Value.Type, _ text: [UInt8], _ decoder: JSONDecoder) throws(MergeError) -> Value {
        do {
            return try decoder.decode(Value.self, from: Data(text))
        } catch {
            throw MergeError(path: path, reason: "it is not a findings.json written by `legible scan`")
        }
    }

    /// A report's files each with its findings (which follow their files' order).
    static func grouped(_ report: ScanReport, path: String) throws(MergeError) -> [(file: ScannedFile, findings: [Finding])] {
        var next = report.findings.startIndex
        var entries: [(file: ScannedFile, findings: [Finding])] = []
        for file in report.files {
            let start = next
            while next < report.findings.endIndex, report.findings[next].file == file.file { next += 1 }
            entries.append((file, Array(report.findings[start..<next])))
        }
        guard next == report.findings.endIndex else { throw MergeError(path: path, reason: "its findings are not in the order of its files") }
        return entries
    }

    static let elementIndent = Array("    ".utf8)

    /// The key of a line `  "key" : [` that opens a top-level array.
    static func arrayKey(_ line: ArraySlice<UInt8>) -> String? {
        let text = Array(line)
        guard text.starts(with: Array("  \"".utf8)), text.count > 3, text[2] == UInt8(ascii: "\""), text[3] != UInt8(ascii: " "),
              text.suffix(5) == ArraySlice(Array("\" : [".utf8)) else { return nil }
        return String(decoding: text[3..<(text.count - 5)], as: UTF8.self)
    }

    static func isArrayEnd(_ line: ArraySlice<UInt8>) -> Bool {
        line.elementsEqual("  ]".utf8) || line.elementsEqual("  ],".utf8)
    }

    /// The elements of one top-level array, each as its own JSON text.
    private struct Elements {
        var lines: LineReader
        let path: String
        /// Whether the document has the array in the layout expected.
        var found = false

        init(path: String, key: String) throws(MergeError) {
            self.path = path
            lines = try LineReader(path: path)
            while let line = lines.next() {
                if ShardReportReader.arrayKey(line) == key {
                    found = true
                    break
                }
            }
        }

        mutating func next() throws(MergeError) -> [UInt8]? {
            guard found else { return nil }
            var element: [UInt8]?
            while let line = lines.next() {
                if element == nil {
                    if line.isEmpty { continue }
                    if ShardReportReader.isArrayEnd(line) {
                        found = false
                        return nil
                    }
                    guard line.elementsEqual("    {".utf8) else { break }
                    element = Array("{\n".utf8)
                    continue
                }
                if line.elementsEqual("    }".utf8) || line.elementsEqual("    },".utf8) {
                    element! += Array("}".utf8)
                    return element
                }
                element! += line
                element!.append(UInt8(ascii: "\n"))
            }
            throw MergeError(path: path, reason: "it ends in the middle of its findings (was the shard's scan interrupted?)")
        }
    }
}

/// The lines of a file, read a megabyte at a time.
private struct LineReader {
    private let handle: FileHandle
    private var buffer: [UInt8] = []
    private var start = 0
    private var ended = false

    init(path: String) throws(MergeError) {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw MergeError(path: path, reason: "it cannot be read") }
        self.handle = handle
    }

    /// The next line without its newline, or nil at the end.
    mutating func next() -> ArraySlice<UInt8>? {
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                defer { start = newline + 1 }
                return buffer[start..<newline]
            }
            if ended {
                guard start < buffer.count else { return nil }
                defer { start = buffer.count }
                return buffer[start...]
            }
            let more = (try? handle.read(upToCount: 1 << 20)) ?? nil
            buffer.removeFirst(start)
            start = 0
            if let more, !more.isEmpty { buffer += more } else { ended = true }
        }
    }
}

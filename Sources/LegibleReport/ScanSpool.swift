import Foundation
import LegibleBase
import LegibleFindings

/// Each finished file's results, kept on disk until the batch ends, so that the reports can be written in
/// batch order while files finish in any order (largest first) and memory holds no findings.
///
/// Why a spool and not a reorder buffer: the batch starts with its largest files, wherever they are in
/// the batch, so the file that comes next in order may be the last to finish, and a buffer that waits
/// for it would hold nearly every result. A spool holds each result once, as the text findings.json
/// gives it, so that findings.json is copied from it unchanged and the other formats decode it again.
/// Memory keeps three integers a file. The file is unlinked as soon as it is opened: nothing is left
/// behind, whatever ends the run.
public final class ScanSpool: @unchecked Sendable {
    /// One file's results in the spool.
    package struct Record {
        var key: Int
        var offset: Int
        var fileLength: Int32
        var findingsLength: Int32
    }

    /// One file's results as findings.json holds them: its `files` element and its `findings` elements,
    /// each indented for its array and without the brackets (empty for no findings).
    public struct Fragments: Sendable {
        public var file: [UInt8]
        public var findings: [UInt8]

        public init(file: [UInt8] = [], findings: [UInt8] = []) {
            self.file = file
            self.findings = findings
        }
    }

    private let lock = NSLock()
    private let descriptor: Int32
    private let path: String
    private var records: [Record] = []
    private var end = 0
    /// The first files' results as they were added, by their offset in the spool, up to `keptFindings` findings
    /// in all: reading them back is the one costly part of writing from the spool (JSON decoding), so a batch
    /// of some thousand screenshots is written from memory, and a larger one's memory stays bounded.
    private var kept: [Int: (file: ScannedFile, findings: [Finding])] = [:]
    private var keptCount = 0
    private let keptFindings: Int
    /// How many findings are kept by default: some 20 MB.
    public static let keptFindings = 20_000
    private var failure: FileWriteError?

    /// Opens an empty spool in `directory` (the report folder: the spool grows as large as findings.json,
    /// which a memory-backed temporary folder could not hold).
    public init(directory: String, keptFindings: Int = ScanSpool.keptFindings) throws(FileWriteError) {
        self.keptFindings = keptFindings
        path = directory + "/.legible-spool-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        descriptor = FileSystemPath.withCString(path) { open($0, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600) }
        guard descriptor >= 0 else { throw FileWriteError(path: path, reason: "the folder is not writable") }
        unlink(path)
    }

    deinit { close(descriptor) }

    /// How many files it holds.
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return records.count
    }

    /// The fragments of one file's results.
    public static func fragments(_ file: ScannedFile, findings: [Finding]) throws -> Fragments {
        Fragments(file: try JSONOutput.arrayElements([file], depth: 1, jobs: 1),
                  findings: try JSONOutput.arrayElements(findings, depth: 1, jobs: 1))
    }

    /// Adds one file's results (from any thread); `key` orders them (ties keep the order of adding). A
    /// failure to write is kept and thrown by `ordered()`.
    public func add(_ file: ScannedFile, findings: [Finding], key: Int) throws {
        let fragments = try Self.fragments(file, findings: findings)
        let bytes = fragments.file + fragments.findings
        lock.lock()
        defer { lock.unlock() }
        guard failure == nil else { return }
        let written = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, off_t(end)) }
        guard written == bytes.count else {
            failure = FileWriteError(path: path, reason: "writing the spool failed (disk full?)")
            return
        }
        records.append(Record(key: key, offset: end, fileLength: Int32(fragments.file.count), findingsLength: Int32(fragments.findings.count)))
        if keptCount + findings.count <= keptFindings {
            kept[end] = (file, findings)
            keptCount += findings.count
        }
        end += bytes.count
    }

    /// The records in batch order; throws what went wrong while adding.
    package func ordered() throws(FileWriteError) -> [Record] {
        lock.lock()
        defer { lock.unlock() }
        if let failure { throw failure }
        return records.enumerated().sorted { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }.map(\.element)
    }

    /// The fragments of one record (with `findings` false, only the file's).
    package func read(_ record: Record, findings: Bool = true) throws(FileWriteError) -> Fragments {
        let length = Int(record.fileLength) + (findings ? Int(record.findingsLength) : 0)
        let bytes = [UInt8](unsafeUninitializedCapacity: length) { buffer, initialized in
            var done = 0
            while done < length {
                let got = pread(descriptor, buffer.baseAddress! + done, length - done, off_t(record.offset + done))
                guard got > 0 else { break }
                done += got
            }
            initialized = done
        }
        guard bytes.count == length else { throw FileWriteError(path: path, reason: "reading the spool back failed") }
        return Fragments(file: Array(bytes[..<Int(record.fileLength)]), findings: Array(bytes[Int(record.fileLength)...]))
    }

    /// The entry of a record: its results as they were added where they are kept, else decoded from `fragments`.
    package func entry(_ record: Record, fragments: Fragments, findings: Bool) throws -> ScanReportEntry {
        lock.lock()
        let held = kept[record.offset]
        lock.unlock()
        if let held { return ScanReportEntry(file: held.file, findings: findings ? held.findings : [], fragments: fragments) }
        return try Self.decode(fragments, findings: findings)
    }

    /// The entry the fragments hold; with `findings` false, its findings are left empty (findings.json
    /// copies their text and needs no more).
    static func decode(_ fragments: Fragments, findings: Bool) throws -> ScanReportEntry {
        let decoder = JSONDecoder()
        func array<Value: Decodable>(_ text: [UInt8], of type: Value.Type) throws -> [Value] {
            try decoder.decode([Value].self, from: Data([UInt8(ascii: "[")] + text + [UInt8(ascii: "]")]))
        }
        guard let file = try array(fragments.file, of: ScannedFile.self).first else {
            throw FileWriteError(path: "the spool", reason: "a file's record was lost")
        }
        return ScanReportEntry(file: file, findings: findings ? try array(fragments.findings, of: Finding.self) : [], fragments: fragments)
    }
}

import Foundation

/// Writes a file in chunks to a temporary file beside it and renames it into place on `commit()`;
/// dropped without a commit, it removes the temporary file. For reports too large to hold at once.
public final class AtomicFileWriter {
    public let path: String
    private let temporary: String
    private let handle: FileHandle
    private var buffer = Data()
    private var committed = false

    public init(path: String) throws(ReportWriteError) {
        self.path = path
        temporary = path + ".tmp-\(ProcessInfo.processInfo.processIdentifier)"
        guard FileManager.default.createFile(atPath: temporary, contents: nil),
              let handle = FileHandle(forWritingAtPath: temporary)
        else {
            throw ReportWriteError(path: path, reason: "the folder is not writable")
        }
        self.handle = handle
        buffer.reserveCapacity(1 << 20)
    }

    public func append(_ text: String) throws(ReportWriteError) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 20 { try flush() }
    }

    public func append(_ bytes: [UInt8]) throws(ReportWriteError) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 20 { try flush() }
    }

    /// Writes what is buffered to the temporary file, where a follower (`tail -f`) can read it.
    public func flush() throws(ReportWriteError) {
        do {
            try handle.write(contentsOf: buffer)
        } catch {
            throw ReportWriteError(path: path, reason: "writing failed (disk full?)")
        }
        buffer.removeAll(keepingCapacity: true)
    }

    public func commit() throws(ReportWriteError) {
        try flush()
        try? handle.close()
        guard rename(temporary, path) == 0 else {
            throw ReportWriteError(path: path, reason: String(cString: strerror(errno)))
        }
        committed = true
    }

    deinit {
        if !committed {
            try? handle.close()
            unlink(temporary)
        }
    }
}

import Foundation

/// Why a file could not be written.
public struct FileWriteError: LocalizedError, Sendable {
    public let path: String
    public let reason: String

    // The report spool, a layer up, fails this way too; a struct's own memberwise initializer is internal.
    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var errorDescription: String? { "cannot write the report \(path): \(reason)" }
}

/// Writes files whole or not at all: everything goes to a temporary file beside the destination and is
/// renamed into place, so an interrupted run leaves the previous file intact and a reader never sees half
/// of one. Streaming use appends in chunks and renames on `commit()`; dropped without a commit, the
/// temporary file is removed.
public final class AtomicFileWriter {
    public let path: String
    private let temporary: String
    private let handle: FileHandle
    private var buffer = Data()
    private var committed = false

    public init(path: String) throws(FileWriteError) {
        self.path = path
        temporary = Self.temporaryPath(for: path)
        guard FileManager.default.createFile(atPath: temporary, contents: nil),
              let handle = FileHandle(forWritingAtPath: temporary)
        else {
            throw FileWriteError(path: path, reason: "the folder is not writable")
        }
        self.handle = handle
        buffer.reserveCapacity(1 << 20)
    }

    public func append(_ text: String) throws(FileWriteError) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 20 { try flush() }
    }

    public func append(_ bytes: [UInt8]) throws(FileWriteError) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 20 { try flush() }
    }

    /// Writes what is buffered to the temporary file, where a follower (`tail -f`) can read it.
    public func flush() throws(FileWriteError) {
        do {
            try handle.write(contentsOf: buffer)
        } catch {
            throw FileWriteError(path: path, reason: "writing failed (disk full?)")
        }
        buffer.removeAll(keepingCapacity: true)
    }

    public func commit() throws(FileWriteError) {
        try flush()
        try? handle.close()
        guard rename(temporary, path) == 0 else {
            throw FileWriteError(path: path, reason: String(cString: strerror(errno)))
        }
        committed = true
    }

    deinit {
        if !committed {
            try? handle.close()
            unlink(temporary)
        }
    }

    /// Writes `data` to `path` whole.
    public static func write(_ data: Data, to path: String) throws(FileWriteError) {
        // Straight through open and write: `FileManager.createFile` writes through a temporary file of its
        // own and fsyncs it, which for the HTML report's thousands of pages and previews cost more than
        // rendering them, and bought nothing the rename does not.
        try write(to: path) { temporary in
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else { return "the folder is not writable" }
            let written = data.withUnsafeBytes { writeAll($0, to: descriptor) }
            return close(descriptor) == 0 && written ? nil : "writing failed (disk full?)"
        }
    }

    /// Writes `path` whole through `body`, which writes the temporary file it is given (for writers that
    /// open files themselves, as libpng does) and returns why it failed, or nil.
    public static func write(to path: String, _ body: (_ temporary: String) -> String?) throws(FileWriteError) {
        let temporary = temporaryPath(for: path)
        if let reason = body(temporary) {
            unlink(temporary)
            throw FileWriteError(path: path, reason: reason)
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw FileWriteError(path: path, reason: reason)
        }
    }

    /// A name beside `path` no other writer uses: threads of one process may write beside the same file.
    private static func temporaryPath(for path: String) -> String {
        path + ".tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
    }
}

/// Writes all of `bytes` to `descriptor`, however many calls it takes; false when one fails.
private func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
        let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
            if errno == EINTR { continue }
            return false
        }
        offset += written
    }
    return true
}

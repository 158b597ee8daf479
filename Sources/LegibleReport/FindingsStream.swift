import Foundation
import LegibleBase
import LegibleFindings

/// `findings.jsonl` written while the scan runs: each file's findings are appended and flushed as
/// it finishes (from any worker thread), into a temporary file renamed into place at the end.
public final class FindingsStream: @unchecked Sendable {
    private let lock = NSLock()
    private let file: AtomicFileWriter
    private var failure: (any Error)?

    public init(directory: String) throws(FileWriteError) {
        file = try AtomicFileWriter(path: directory + "/" + FindingsJSONLinesWriter().fileName)
    }

    public var path: String { file.path }

    /// Appends one file's findings; a failure is kept and thrown by `commit()`.
    public func append(_ findings: [Finding]) {
        guard !findings.isEmpty else { return }
        lock.lock()
        defer { lock.unlock() }
        guard failure == nil else { return }
        do {
            try file.append(try FindingsJSONLinesWriter.lines(findings))
            try file.flush()
        } catch {
            failure = error
        }
    }

    public func commit() throws {
        lock.lock()
        defer { lock.unlock() }
        if let failure { throw failure }
        try file.commit()
    }
}

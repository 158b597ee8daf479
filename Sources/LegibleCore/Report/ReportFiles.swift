import Foundation

/// Why a report could not be written.
public struct ReportWriteError: LocalizedError, Sendable {
    public let path: String
    public let reason: String

    public var errorDescription: String? { "cannot write the report \(path): \(reason)" }
}

/// Writes report files whole or not at all: each goes to a temporary file beside its destination
/// and is renamed into place, so an interrupted run leaves the previous report intact.
public enum ReportFiles {
    public static func write(_ report: ScanReport, formats: [ReportFormat], to directory: String) throws -> [String] {
        var written: [String] = []
        for format in formats {
            let writer = format.writer
            let path = directory + "/" + writer.fileName
            try write(try writer.render(report), to: path)
            written.append(path)
        }
        return written
    }

    public static func write(_ data: Data, to path: String) throws(ReportWriteError) {
        let temporary = path + ".tmp-\(ProcessInfo.processInfo.processIdentifier)"
        guard FileManager.default.createFile(atPath: temporary, contents: data) else {
            throw ReportWriteError(path: path, reason: "the folder is not writable")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw ReportWriteError(path: path, reason: reason)
        }
    }
}

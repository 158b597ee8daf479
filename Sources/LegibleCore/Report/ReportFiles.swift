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
    /// Writes `report` in each of `formats`, rendering up to `jobs` formats at once: rendering is
    /// most of the time, and the formats do not depend on one another.
    public static func write(_ report: ScanReport, formats: [ReportFormat], to directory: String,
                             jobs: Int = ProcessInfo.processInfo.activeProcessorCount) throws -> [String] {
        let rendered = parallelMap(count: formats.count, jobs: jobs) { index in
            Result { try formats[index].writer.render(report) }
        }
        var written: [String] = []
        for (format, data) in zip(formats, rendered) {
            let path = directory + "/" + format.writer.fileName
            try write(try data.get(), to: path)
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

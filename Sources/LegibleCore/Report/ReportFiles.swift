import Foundation

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
            try AtomicFileWriter.write(try data.get(), to: path)
            written.append(path)
        }
        return written
    }
}

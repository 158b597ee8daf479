import Foundation
import LegibleBase

/// Writes one report file of a job's results: every format of every job conforms, fed the job's whole
/// report and writing into a sink in chunks where the output can be large.
public protocol ReportWriter<Report>: Sendable {
    associatedtype Report
    /// The file's name in the report folder.
    var fileName: String { get }
    /// Writes `report` into `sink`.
    func write(_ report: Report, to sink: any ReportSink) throws
}

extension ReportWriter {
    /// Writes `report` to `fileName` in `directory`, whole or not at all; returns the file's path.
    @discardableResult
    public func write(_ report: Report, into directory: String) throws -> String {
        let file = try AtomicFileWriter(path: directory + "/" + fileName)
        try write(report, to: file)
        try file.commit()
        return file.path
    }

    /// The bytes `write` produces, in memory.
    public func render(_ report: Report) throws -> Data {
        let buffer = ReportBuffer()
        try write(report, to: buffer)
        return buffer.data
    }
}

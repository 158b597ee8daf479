import Foundation
import LegibleBase

/// Where a report writer's text goes: a file being written (`AtomicFileWriter`) or memory (`ReportBuffer`).
public protocol ReportSink: AnyObject {
    func append(_ text: String) throws
    func append(_ bytes: [UInt8]) throws
}

extension AtomicFileWriter: ReportSink {}

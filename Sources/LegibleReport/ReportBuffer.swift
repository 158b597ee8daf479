import Foundation

/// A report held in memory, for tests and for callers that want the bytes.
public final class ReportBuffer: ReportSink {
    public private(set) var data = Data()

    public init() {}

    public func append(_ text: String) { data.append(contentsOf: text.utf8) }

    public func append(_ bytes: [UInt8]) { data.append(contentsOf: bytes) }
}

import LegibleFindings

/// `findings.json` written as a document whose arrays grow on disk: the frame (tool, policy, summary,
/// pairs) encoded with empty arrays, and each array's elements copied in, in batch order, from the text
/// the spool keeps of each file. The bytes are those of one encoding of the whole report
/// (`FindingsJSONWriter`), which the tests hold it to.
public final class FindingsJSONStream: ScanReportStream {
    private enum Phase { case files, findings, ended }

    private let sink: any ReportSink
    private let frame: [UInt8]
    private let filesRange: Range<Int>
    private let findingsRange: Range<Int>
    private var phase = Phase.files
    private var elements = 0

    public init(sink: any ReportSink, context: ScanReportContext) throws {
        self.sink = sink
        let report = ScanReport(requirement: context.requirement, summary: context.tally.summary, variantPairs: context.variantPairs)
        let frame = Array(try JSONOutput.encode(report).utf8)
        self.frame = frame
        func range(_ key: String) -> Range<Int> {
            guard let range = frame.firstRange(of: Array("\"\(key)\" : [\n\n  ]".utf8)) else {
                preconditionFailure("the report has an empty \(key) array")
            }
            return range
        }
        filesRange = range("files")
        findingsRange = range("findings")
        try sink.append(Array(frame[..<filesRange.lowerBound]))
    }

    public var needsFindings: Bool { false }

    public func appendFileRecord(_ fragment: [UInt8]) throws {
        precondition(phase == .files, "files come before findings")
        try appendElement(fragment, key: "files")
    }

    public func append(_ entries: [ScanReportEntry]) throws {
        if phase == .files { try close(filesRange, next: findingsRange) }
        for entry in entries where !entry.fragments.findings.isEmpty {
            try appendElement(entry.fragments.findings, key: "findings")
        }
    }

    public func end() throws {
        if phase == .files { try close(filesRange, next: findingsRange) }
        if phase == .findings { try close(findingsRange, next: frame.endIndex..<frame.endIndex) }
        phase = .ended
    }

    private func appendElement(_ fragment: [UInt8], key: String) throws {
        try sink.append(elements == 0 ? Array("\"\(key)\" : [\n".utf8) + fragment : Array(",\n".utf8) + fragment)
        elements += 1
    }

    /// Ends the array at `range` (as the frame has it when empty) and copies the frame up to the next.
    private func close(_ range: Range<Int>, next: Range<Int>) throws {
        var bytes = elements == 0 ? Array(frame[range]) : Array("\n  ]".utf8)
        bytes += frame[range.upperBound..<next.lowerBound]
        try sink.append(bytes)
        elements = 0
        phase = phase == .files ? .findings : .ended
    }
}

import Foundation
import LegibleBase
import LegiblePolicy
import LegibleFindings
import LegibleReport

/// Where and how a scan's reports go, and what the run then says: shared by `scan` and `merge`, whose
/// reports must be the same.
public struct ScanReportOutput: Sendable {
    /// The report folder.
    public var directory: String
    public var formats: [ReportFormat]
    public var failOn: FailureThreshold
    /// How many files' results are read back from the spool, decoded and written at a time: enough to
    /// spread the decoding and the HTML pages over the cores, few enough to hold in memory.
    var chunk = 256

    public init(directory: String, formats: [ReportFormat], failOn: FailureThreshold) {
        self.directory = directory
        self.formats = formats
        self.failOn = failOn
    }

    /// Tells `notify` of each unreadable input, writes the reports from the spooled results in batch order
    /// (and, with `baselinePath`, the baseline of their failing and review findings), and sums the run up:
    /// a line of counts and the files written (`alsoWritten` first written elsewhere), exit status by `failOn`.
    public func deliver(_ results: ScanResults, pairs: [VariantPair], baselinePath: String? = nil, alsoWritten: [String] = [],
                        notify: (String) -> Void) throws -> JobOutcome {
        let context = try results.finish(pairs: pairs)
        for message in context.tally.errorsInOrder { notify(message) }
        let writers = try formats.map { format in try AtomicFileWriter(path: directory + "/" + format.writer.fileName) }
        let streams = try zip(formats, writers).map { format, writer in try format.stream(into: writer, context: context, directory: directory) }
        var baseline: [Baseline.Entry]? = baselinePath.map { _ in [] }
        // With no format to write from it (only findings.jsonl, streamed as files finish), the spool is not read.
        if let spool = results.spool, !streams.isEmpty || baseline != nil {
            try Self.replay(spool, into: streams, chunk: chunk, decodingFindings: baseline != nil || streams.contains { $0.needsFindings }) { entries in
                if baseline != nil { baseline! += entries.flatMap { Baseline.entries(of: $0.findings) } }
            }
        }
        for stream in streams { try stream.end() }
        for writer in writers { try writer.commit() }
        var written = writers.map(\.path) + alsoWritten
        if let baselinePath, let baseline {
            try Baseline(entries: baseline).write(to: baselinePath)
            written.append(baselinePath)
        }
        let s = context.tally.summary
        var line = "Scanned \(s.files) file\(s.files == 1 ? "" : "s"): \(s.fail) fail, \(s.review) review, \(s.pass) pass"
        line += " (\(s.text) text, \(s.graphics) graphics)"
        if s.suppressed > 0 { line += ", \(s.suppressed) suppressed by the baseline" }
        if s.ignored > 0 { line += ", \(s.ignored) in ignored regions" }
        if let pairs = context.variantPairs, !pairs.isEmpty {
            line += ", \(pairs.count) variant pair\(pairs.count == 1 ? "" : "s"): \(s.variantFlagged ?? 0) flagged, \(s.variantUnmatched ?? 0) unmatched"
        }
        if s.unreadable > 0 { line += ", \(s.unreadable) unreadable" }
        return JobOutcome(lines: [line] + Self.guessedScales(context.tally) + written.map { "  " + $0 },
                          status: ExitStatus(unreadable: s.unreadable > 0, failing: context.tally.fails(under: failOn)))
    }

    /// Reads the spool back in batch order into every stream: first each file's record (for findings.json's
    /// `files`), then the files' results a chunk at a time, decoded side by side when a stream reads them.
    static func replay(_ spool: ScanSpool, into streams: [any ScanReportStream], chunk size: Int, decodingFindings: Bool,
                       also: ([ScanReportEntry]) -> Void) throws {
        let records = try spool.ordered()
        for record in records {
            let file = try spool.read(record, findings: false).file
            for stream in streams { try stream.appendFileRecord(file) }
        }
        var start = 0
        while start < records.count {
            let chunk = Array(records[start..<min(records.count, start + size)])
            start += chunk.count
            let fragments = try chunk.map { try spool.read($0) }
            let decoded = parallelMap(count: chunk.count, jobs: ProcessInfo.processInfo.activeProcessorCount) { index in
                Result { try spool.entry(chunk[index], fragments: fragments[index], findings: decodingFindings) }
            }
            let entries = try decoded.map { try $0.get() }
            // The formats render side by side, as most of the time is rendering: each stream writes only its
            // own file, so two streams never share state.
            let separate = SeparateStreams(streams: streams)
            let appended = parallelMap(count: streams.count, jobs: ProcessInfo.processInfo.activeProcessorCount) { index in
                Result { try separate.streams[index].append(entries) }
            }
            for result in appended { try result.get() }
            also(entries)
        }
    }

    /// A warning when some files' scale is a guess: text sizes, and so which threshold applies, rest on it.
    private static func guessedScales(_ tally: ScanTally) -> [String] {
        guard let first = tally.firstGuessedScale else { return [] }
        let named = tally.guessedScales == 1 ? first.file : "\(tally.guessedScales) files (\(first.file), …)"
        return ["Warning: the scale of \(named) is a guess (too little text to measure): text sizes may be wrong; "
                + "give --scale or name the files @2x/@3x. findings.json has each file's scale and how it was found."]
    }
}

/// Report streams each writing a file of its own, handed to worker threads one stream to a thread.
private struct SeparateStreams: @unchecked Sendable {
    let streams: [any ScanReportStream]
}

/// `findings.jsonl` written a file at a time in batch order, as `merge` writes it (`scan` streams it as
/// files finish, through `FindingsStream`).
public final class FindingsJSONLinesStream: ScanReportStream {
    private let sink: any ReportSink

    public init(sink: any ReportSink) {
        self.sink = sink
    }

    public func append(_ entries: [ScanReportEntry]) throws {
        try sink.append(try FindingsJSONLinesWriter.lines(entries.flatMap(\.findings)))
    }

    public func end() throws {}
}

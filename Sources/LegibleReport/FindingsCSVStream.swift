/// `findings.csv` written a file at a time: the header from the batch's tally (which optional columns
/// the findings need), then each file's rows.
public final class FindingsCSVStream: ScanReportStream {
    private let sink: any ReportSink
    private let columns: FindingsCSVWriter.Columns

    public init(sink: any ReportSink, context: ScanReportContext) {
        self.sink = sink
        columns = FindingsCSVWriter.Columns(tally: context.tally, variantPairs: context.variantPairs)
        pendingHeader = true
    }

    private var pendingHeader: Bool

    public func append(_ entries: [ScanReportEntry]) throws {
        var text = pendingHeader ? columns.header : ""
        pendingHeader = false
        for entry in entries { text += columns.rows(entry.findings) }
        try sink.append(text)
    }

    public func end() throws {
        if pendingHeader { try append([]) }
    }
}

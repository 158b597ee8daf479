import LegibleBase
import LegibleReport

/// `legible merge`: the report folders of `scan --shard K/N` runs combined into the reports one scan of
/// all the files would have written.
public struct MergeJob: Sendable {
    /// The shards' report folders.
    public var directories: [String]
    public var output: ScanReportOutput

    public init(directories: [String], output: ScanReportOutput) {
        self.directories = directories
        self.output = output
    }

    /// Merges and writes the reports; throws when a shard's folder cannot be read or a report written.
    public func run(notify: (String) -> Void) throws -> JobOutcome {
        let previews = output.formats.contains(.html) ? output.directory : nil
        // Shards with nothing to outline have no previews: leave no empty folder behind.
        return try OutputDirectory.leavingNoEmptyFolder(at: output.directory + "/" + ReportPreviews.folderName) {
            // Read a file at a time into the spool, as a scan's results are; the order is each file's place in
            // the whole batch.
            let (requirement, pairs) = try ReportMerger.frame(of: directories)
            let results = try ScanResults(directory: output.directory, requirement: requirement,
                                          paired: Set(pairs.flatMap { [$0.standard, $0.variant] }))
            try ReportMerger.merge(directories: directories, previewsInto: previews) { file, findings in
                results.add(file, findings: findings, key: file.position ?? Int.max)
            }
            return try output.deliver(results, pairs: pairs, notify: notify)
        }
    }
}

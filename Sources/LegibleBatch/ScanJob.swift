import LegibleBase
import LegibleScan
import LegibleReport
import LegibleConfiguration

/// `legible scan`: finds the screenshots, scans them (one shard of them, when asked) with a baseline and a
/// configuration's path rules applied, streams `findings.jsonl`, spools each file's results as it finishes,
/// and writes the reports and a baseline from the spool in batch order.
public struct ScanJob: Sendable {
    public var paths: [String]
    public var scanner: ScreenshotScanner
    public var jobs: Int
    public var output: ScanReportOutput
    public var shard: Shard?
    /// `--baseline`: the file of known findings to suppress.
    public var baselinePath: String?
    /// `--write-baseline`: where to write this run's failing and review findings.
    public var writeBaselinePath: String?
    /// The `.legible.yml` whose `scan` rules (include, exclude, scales, ignore) apply.
    public var configuration: Configuration?
    /// `--variant NAME=PATH`: variants of the one standard screenshot scanned.
    public var variants: [(name: String, path: String)] = []
    /// `--variants FILE`: a manifest of pairs.
    public var variantManifest: String?

    public init(paths: [String], scanner: ScreenshotScanner, jobs: Int, output: ScanReportOutput, shard: Shard? = nil,
                baselinePath: String? = nil, writeBaselinePath: String? = nil, configuration: Configuration? = nil) {
        self.paths = paths
        self.scanner = scanner
        self.jobs = jobs
        self.output = output
        self.shard = shard
        self.baselinePath = baselinePath
        self.writeBaselinePath = writeBaselinePath
        self.configuration = configuration
    }

    private static func reason(_ input: DiscoveredInput) -> String {
        if case .problem(_, let reason) = input { reason } else { "" }
    }

    /// Runs the scan. `progress` is given the number of files to scan and returns what to tell of each
    /// finished one (its pixel count, from worker threads); `notify` hears of unreadable inputs.
    /// Throws when the run cannot start or its reports cannot be written.
    public func run(progress: (_ files: Int) -> (@Sendable (_ pixels: Int) -> Void)?, notify: (String) -> Void) throws -> JobOutcome {
        let baseline = try baselinePath.map { path throws(BaselineError) in try Baseline.load(path) }
        var scanner = scanner
        var inputs = FileDiscovery().discover(paths)
        var ignoring: IgnoredRegions?
        if let configuration {
            let rules = configuration.pathRules
            ignoring = configuration.ignoredRegions
            scanner.scaleOfPath = { rules.scale(for: $0) }
            inputs.removeAll { input in
                if case .file(let path) = input { return !rules.admits(path) }
                return false
            }
        }
        guard !inputs.isEmpty else { throw JobError.noInputs("no PNG files found in \(paths.joined(separator: ", "))") }
        // Nothing that exists to scan (every path missing): an error, not a report of errors. A missing path
        // among files that exist is a row of the report, and the rest are scanned.
        guard inputs.contains(where: { if case .file = $0 { true } else { false } }) else {
            throw JobError.noInputs(inputs.map { "\($0.path): \(Self.reason($0))" }.joined(separator: "; "))
        }
        // Only now, so that a run that cannot start leaves no empty folder behind; and none is left when no
        // screenshot had anything to outline (or none could be read).
        return try OutputDirectory.leavingNoEmptyFolder(at: output.directory + "/" + ReportPreviews.folderName) {
            let previews = output.formats.contains(.html) ? try ReportPreviews(reportDirectory: output.directory) : nil
            let stream = output.formats.contains(.jsonl) ? try FindingsStream(directory: output.directory) : nil
            let pairs = try VariantPairing.pairs(adding: &inputs, given: variants, manifest: variantManifest)
            let selection = ScanBatch.selection(of: inputs, shard: shard)
            var batch = ScanBatch(scanner: scanner, jobs: jobs, previews: previews, baseline: baseline,
                                  ignoring: ignoring.flatMap { $0.isEmpty ? nil : $0 })
            batch.previewed = Set(pairs.flatMap { [$0.standard, $0.variant] })
            let results = try ScanResults(directory: output.directory, requirement: scanner.requirement, paired: batch.previewed,
                                          spooling: output.formats.contains { $0 != .jsonl } || writeBaselinePath != nil,
                                          htmlPages: output.formats.contains(.html))
            batch.run(selection, progress: progress(selection.count)) { order, file, findings in
                stream?.append(findings)
                results.add(file, findings: findings, key: order)
            }
            var written: [String] = []
            if let stream {
                try stream.commit()
                written.append(stream.path)
            }
            var rest = output
            rest.formats.removeAll { $0 == .jsonl }
            return try rest.deliver(results, pairs: pairs, baselinePath: writeBaselinePath, alsoWritten: written, notify: notify)
        }
    }
}

import Foundation
import LegibleBase
import LegibleFindings
import LegibleScan
import LegibleReport
import LegibleConfiguration

/// Scans discovered inputs on a bounded number of threads, keeping every unreadable input as an
/// `error` finding so that nothing is lost, and hands on each file's results as it finishes.
public struct ScanBatch: Sendable {
    public let scanner: ScreenshotScanner
    public let jobs: Int
    /// Where the HTML report's images go, when it is written.
    public let previews: ReportPreviews?
    /// Known findings to mark suppressed as each file finishes.
    public let baseline: Baseline?
    /// Regions of screenshots whose findings are marked ignored (and suppressed) as each file finishes.
    public let ignoring: IgnoredRegions?
    /// Files (as reports name them) whose previews are written whatever their findings: those of variant pairs.
    public var previewed: Set<String> = []

    public init(scanner: ScreenshotScanner, jobs: Int, previews: ReportPreviews? = nil, baseline: Baseline? = nil,
                ignoring: IgnoredRegions? = nil) {
        self.scanner = scanner
        self.jobs = jobs
        self.previews = previews
        self.baseline = baseline
        self.ignoring = ignoring
    }

    /// The inputs a run scans (with `shard`, only that shard's), each with its place in the whole batch.
    public static func selection(of inputs: [DiscoveredInput], shard: Shard?) -> [(position: Int, input: DiscoveredInput)] {
        inputs.enumerated().compactMap { (shard?.contains($0.element) ?? true) ? ($0.offset, $0.element) : nil }
    }

    /// Scans every one of `inputs` and returns one report in input order (for callers that want the whole
    /// report in memory; `scan` streams each file's results as it finishes).
    public func run(_ inputs: [DiscoveredInput], progress: (@Sendable (_ pixels: Int) -> Void)? = nil) -> ScanReport {
        let results = ResultList()
        run(Self.selection(of: inputs, shard: nil), progress: progress) { order, file, findings in results.add(order, file, findings) }
        let ordered = results.sorted()
        return ScanReport(requirement: scanner.requirement, files: ordered.map(\.file), findings: ordered.flatMap(\.findings))
    }

    /// Scans a selection of inputs and hands each file's results to `finished` as it finishes (from worker
    /// threads, in any order) with its place in the selection; nothing is kept. `progress` is told of each
    /// finished file with its pixel count.
    public func run(_ selected: [(position: Int, input: DiscoveredInput)], progress: (@Sendable (_ pixels: Int) -> Void)? = nil,
                    finished: @Sendable (_ order: Int, ScannedFile, [Finding]) -> Void) {
        let scanner = scanner
        let previews = previews
        let baseline = baseline
        let ignoring = ignoring
        let previewed = previewed
        // Largest files first, so that no big file is left to one worker at the end while the others
        // wait; `finished` is told each file's place in the selection.
        let order = Self.largestFirst(selected.map(\.input))
        _ = parallelMap(count: selected.count, jobs: jobs) { step in
            let index = order[step]
            var result: (file: ScannedFile, findings: [Finding])
            switch selected[index].input {
            case .file(let path):
                result = scanner.scan(fileAt: path) { pixels, shown, findings in
                    previews?.write(pixels, file: shown, findings: &findings, always: previewed.contains(shown))
                }
            case .problem(let path, let reason):
                let shown = FileSystemPath.display(path)
                result = (ScannedFile(file: shown, width: nil, height: nil, scale: nil, profile: nil, seconds: 0, error: reason),
                          [Finding.error(file: shown, message: "\(shown): \(reason)")])
            }
            result.file.position = selected[index].position
            result.findings = result.findings.map { $0.withSuggestedColors() }
            if let baseline { result.findings = baseline.apply(to: result.findings) }
            if let ignoring, case .file(let path) = selected[index].input {
                result.findings = ignoring.apply(to: result.findings, file: result.file, path: path)
            }
            progress?((result.file.width ?? 0) * (result.file.height ?? 0))
            finished(index, result.file, result.findings)
        }
    }

    /// The indices of `inputs`, largest file first (by size on disk, a fair guess at its work);
    /// ties, and inputs that are not files, keep their order.
    static func largestFirst(_ inputs: [DiscoveredInput]) -> [Int] {
        let sizes = inputs.map { input -> Int in
            guard case .file(let path) = input else { return 0 }
            var status = stat()
            let found = FileSystemPath.withCString(path) { stat($0, &status) } == 0
            return found ? Int(status.st_size) : 0
        }
        return inputs.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
    }
}

/// Results gathered from worker threads, for a report held whole.
private final class ResultList: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [(order: Int, file: ScannedFile, findings: [Finding])] = []

    func add(_ order: Int, _ file: ScannedFile, _ findings: [Finding]) {
        lock.lock()
        results.append((order, file, findings))
        lock.unlock()
    }

    func sorted() -> [(order: Int, file: ScannedFile, findings: [Finding])] {
        lock.lock()
        defer { lock.unlock() }
        return results.sorted { $0.order < $1.order }
    }
}

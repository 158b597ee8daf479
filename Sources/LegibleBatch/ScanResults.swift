import Foundation
import LegibleBase
import LegiblePolicy
import LegibleFindings
import LegibleReport

/// A batch's results as its workers finish them: each file's counted and spooled to disk, those of
/// variant pairs held apart until both sides are there to compare (pairs are few and named), so that the
/// reports are written in batch order at the end with no finding kept in memory.
public final class ScanResults: @unchecked Sendable {
    /// Nil when nothing is written from it (a run that writes only findings.jsonl, streamed as files finish).
    let spool: ScanSpool?
    public let requirement: ContrastRequirement
    private let pairedNames: Set<String>
    private let lock = NSLock()
    private var tally = ScanTally()
    private var paired: [(key: Int, file: ScannedFile, findings: [Finding])] = []
    private var failure: (any Error)?

    /// Where each screenshot's HTML page is written as its file finishes, when the HTML report is.
    let pagesFolder: String?

    /// Spools into the report folder `directory` (with `spooling` false, only counts); the results of files
    /// named in `paired` are held apart. With `htmlPages`, each screenshot's page of the HTML report is
    /// written as its file finishes, on the worker's thread: a page needs only its own file's results
    /// (those of paired files wait for the comparison), and the workers keep every core busy, where the
    /// end of the run would write them a chunk at a time. `keptFindings`: how many findings the spool keeps
    /// as they were added, to write from memory rather than decode.
    public init(directory: String, requirement: ContrastRequirement, paired: Set<String> = [], spooling: Bool = true,
                htmlPages: Bool = false, keptFindings: Int = ScanSpool.keptFindings) throws {
        spool = spooling ? try ScanSpool(directory: directory, keptFindings: keptFindings) : nil
        self.requirement = requirement
        pairedNames = paired
        pagesFolder = htmlPages ? directory + "/" + HTMLReportWriter.pagesFolder : nil
        if let pagesFolder { try OutputDirectory.prepare(pagesFolder) }
    }

    /// Adds one file's results (from any thread); `key` is its place in the batch.
    public func add(_ file: ScannedFile, findings: [Finding], key: Int) {
        if pairedNames.contains(file.file) {
            lock.lock()
            paired.append((key, file, findings))
            lock.unlock()
            return
        }
        do {
            try spool?.add(file, findings: findings, key: key)
            if let pagesFolder { try HTMLScreenshotPage.write(ScanReportEntry(file: file, findings: findings), paired: false, into: pagesFolder) }
        } catch {
            lock.lock()
            failure = failure ?? error
            lock.unlock()
        }
        lock.lock()
        tally.add(file, findings: findings, order: key)
        lock.unlock()
    }

    /// Compares the variant pairs (with none, the reports have no pair columns), spools the paired files'
    /// results, and returns what the reports are written from. Throws what went wrong while spooling.
    func finish(pairs: [VariantPair]) throws -> ScanReportContext {
        lock.lock()
        defer { lock.unlock() }
        if let failure { throw failure }
        let held = paired.sorted { $0.key < $1.key }
        var report = ScanReport(requirement: requirement, files: held.map(\.file), findings: held.flatMap(\.findings))
        if !pairs.isEmpty {
            // Comparisons a shard made of the pairs it held are made again over the whole batch.
            report = ScanReport(requirement: requirement, files: report.files,
                                findings: report.findings.map { var finding = $0; finding.variants = nil; return finding })
            report = VariantMatcher.compare(report, pairs: pairs)
        }
        var entries: [String: ScanReportEntry] = [:]
        var next = report.findings.startIndex
        for (index, file) in report.files.enumerated() {
            // Held files' findings are in their order, file after file.
            let start = next
            while next < report.findings.endIndex, report.findings[next].file == file.file { next += 1 }
            let findings = Array(report.findings[start..<next])
            try spool?.add(file, findings: findings, key: held[index].key)
            tally.add(file, findings: findings, order: held[index].key)
            entries[file.file] = ScanReportEntry(file: file, findings: findings)
        }
        if !pairs.isEmpty { tally.countVariants(report.findings) }
        return ScanReportContext(requirement: requirement, tally: tally, variantPairs: pairs.isEmpty ? nil : pairs, paired: entries,
                                 pagesWritten: pagesFolder != nil)
    }
}

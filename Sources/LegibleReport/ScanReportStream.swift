import Foundation
import LegiblePolicy
import LegibleFindings

/// One file's results as the report streams receive them, in batch order.
public struct ScanReportEntry: Sendable {
    public var file: ScannedFile
    public var findings: [Finding]
    /// The file's text in findings.json (empty when the entry was not read from a spool).
    public var fragments: ScanSpool.Fragments

    public init(file: ScannedFile, findings: [Finding], fragments: ScanSpool.Fragments = ScanSpool.Fragments()) {
        self.file = file
        self.findings = findings
        self.fragments = fragments
    }

    /// The entries of a report held whole: each file with the findings that name it, in the report's order.
    public static func entries(of report: ScanReport) -> [ScanReportEntry] {
        var byFile: [String: [Finding]] = [:]
        for finding in report.findings { byFile[finding.file, default: []].append(finding) }
        return report.files.map { file in ScanReportEntry(file: file, findings: byFile.removeValue(forKey: file.file) ?? []) }
    }
}

/// What every format's stream knows before its first file: the batch counted, its policy, its variant
/// pairs and the results of the files in them (the HTML report shows pairs side by side; they are few).
public struct ScanReportContext: Sendable {
    public var requirement: ContrastRequirement
    public var tally: ScanTally
    public var variantPairs: [VariantPair]?
    public var paired: [String: ScanReportEntry]
    /// Whether the HTML report's screenshot pages of unpaired files were written as the files finished.
    public var pagesWritten: Bool

    public init(requirement: ContrastRequirement, tally: ScanTally, variantPairs: [VariantPair]?, paired: [String: ScanReportEntry] = [:],
                pagesWritten: Bool = false) {
        self.requirement = requirement
        self.tally = tally
        self.variantPairs = variantPairs
        self.paired = paired
        self.pagesWritten = pagesWritten
    }

    /// The context of a report held whole.
    public init(report: ScanReport) {
        let pairedNames = Set((report.variantPairs ?? []).flatMap { [$0.standard, $0.variant] })
        let paired = ScanReportEntry.entries(of: report).filter { pairedNames.contains($0.file.file) }
        self.init(requirement: report.requirement, tally: ScanTally(report: report), variantPairs: report.variantPairs,
                  paired: Dictionary(paired.map { ($0.file.file, $0) }, uniquingKeysWith: { first, _ in first }))
    }
}

/// A scan report format written a file at a time in batch order, so that no format holds the batch's
/// findings: its beginning from the context (counted before the first file is written), each file's
/// part as it comes, its end once every file has come. Writes into a `ReportSink`, as `ReportWriter`s do.
public protocol ScanReportStream: AnyObject {
    /// Whether it reads the entries' findings; findings.json only copies their text.
    var needsFindings: Bool { get }
    /// The `files` element of each file, in batch order, before any entry: only findings.json lists them apart.
    func appendFileRecord(_ fragment: [UInt8]) throws
    /// The next files' results.
    func append(_ entries: [ScanReportEntry]) throws
    /// Writes what comes after the last file.
    func end() throws
}

extension ScanReportStream {
    public var needsFindings: Bool { true }
    public func appendFileRecord(_ fragment: [UInt8]) throws {}
}

import Foundation
import LegibleBase
import LegibleColor
import LegibleImaging
import LegibleFindings

/// Why a baseline file cannot be used.
public struct BaselineError: LocalizedError, Sendable {
    public let path: String
    public let reason: String

    public var errorDescription: String? { "cannot use the baseline \(path): \(reason)" }
}

/// Findings a team already knows of, so that a scan fails only on new ones. Written by
/// `scan --write-baseline`, read by `scan --baseline`; a finding is known when an entry has the same
/// file and kind, a box that overlaps it and colours within a just-noticeable difference, so
/// re-rendered screenshots that moved a few pixels or shifted a shade still match.
public struct Baseline: Sendable, Codable, Equatable {
    public struct Entry: Sendable, Codable, Hashable {
        public let file: String
        public let kind: Finding.Kind
        public let box: PixelRect
        public let foreground: String
        public let background: String
    }

    /// Marks the file as ours, so a findings.json given by mistake is refused with a clear reason.
    public let format: String
    public let entries: [Entry]
    /// The entries by file, built once: a batch asks for every file's.
    private let entriesByFile: [String: [Entry]]

    private enum CodingKeys: String, CodingKey { case format, entries }

    static let formatName = "legible-baseline-1"
    /// CIEDE2000 below which two colours count as the same (about one just-noticeable difference).
    static let colorTolerance = 2.0

    public init(entries: [Entry]) {
        format = Self.formatName
        self.entries = entries
        entriesByFile = Dictionary(grouping: entries, by: \.file)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        format = try container.decode(String.self, forKey: .format)
        entries = try container.decode([Entry].self, forKey: .entries)
        entriesByFile = Dictionary(grouping: entries, by: \.file)
    }

    /// Every failing or review finding of `report`, suppressed or not, as an entry.
    public init(report: ScanReport) {
        self.init(entries: Self.entries(of: report.findings))
    }

    /// The entries of the failing or review findings among `findings`, in their order.
    public static func entries(of findings: [Finding]) -> [Entry] {
        findings.compactMap { finding in
            guard finding.isProblem, let box = finding.box,
                  let foreground = finding.foreground, let background = finding.background
            else { return nil }
            return Entry(file: finding.file, kind: finding.kind, box: box, foreground: foreground, background: background)
        }
    }

    public static func load(_ path: String) throws(BaselineError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BaselineError(path: path, reason: "it cannot be read")
        }
        let baseline: Baseline
        do {
            baseline = try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw BaselineError(path: path, reason: "it is not a baseline written by `legible scan --write-baseline`")
        }
        guard baseline.format == formatName else {
            throw BaselineError(path: path, reason: "its format '\(baseline.format)' is not \(formatName)")
        }
        return baseline
    }

    public func write(to path: String) throws {
        try AtomicFileWriter.write(Data(try JSONOutput.encode(self).utf8), to: path)
    }

    /// The findings with every failing or review one marked suppressed or not.
    public func apply(to findings: [Finding]) -> [Finding] {
        findings.map { finding in
            var finding = finding
            guard finding.kind != .error else { return finding }
            finding.suppressed = finding.isProblem
                && (entriesByFile[finding.file] ?? []).contains { Self.matches($0, finding) }
            return finding
        }
    }

    static func matches(_ entry: Entry, _ finding: Finding) -> Bool {
        guard entry.kind == finding.kind, let box = finding.box, box.clamped(to: entry.box).area > 0,
              let foreground = finding.foreground, let background = finding.background
        else { return false }
        return isSameColor(entry.foreground, foreground) && isSameColor(entry.background, background)
    }

    static func isSameColor(_ first: String, _ second: String) -> Bool {
        guard first.lowercased() != second.lowercased() else { return true }
        guard let a = try? ColorParser.parse(first), let b = try? ColorParser.parse(second) else { return false }
        return CIEDE2000.difference(CIELab(a), CIELab(b)) < colorTolerance
    }
}

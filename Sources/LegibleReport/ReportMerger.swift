import Foundation
import LegibleBase
import LegiblePolicy
import LegibleFindings

/// Why shard reports cannot be merged.
public struct MergeError: LocalizedError, Sendable {
    public let path: String
    public let reason: String

    public var errorDescription: String? { "cannot merge \(path): \(reason)" }
}

/// Combines the reports of `scan --shard K/N` runs into the report one machine would have written
/// over the same files: files back in batch order, findings in file order, previews copied over.
public enum ReportMerger {
    /// The policy and variant pairs of the shards in `directories`, which must agree on the policy.
    public static func frame(of directories: [String]) throws(MergeError) -> (requirement: ContrastRequirement, pairs: [VariantPair]) {
        var requirement: ContrastRequirement?
        var pairs: [VariantPair] = []
        for directory in directories {
            let report = try ShardReportReader(directory: directory).frame()
            pairs += (report.variantPairs ?? []).filter { !pairs.contains($0) }
            if let requirement, requirement != report.requirement {
                throw MergeError(path: directory, reason: "it was judged by \(report.policy.displayName) \(report.level.rawValue), the others by \(requirement.policy.displayName) \(requirement.level.rawValue)")
            }
            requirement = report.requirement
        }
        return (requirement ?? ContrastRequirement(), pairs)
    }

    /// Hands each shard's files, with their findings, to `add`, a file at a time (its place in the whole
    /// batch is its `position`); with `previewsInto`, copies each file's HTML-report previews into that
    /// report folder first (a file whose previews are missing keeps its findings but loses its picture).
    public static func merge(directories: [String], previewsInto output: String? = nil,
                             add: (ScannedFile, [Finding]) throws -> Void) throws {
        let previews = try output.map { output throws(OutputDirectoryError) in try ReportPreviews(reportDirectory: output) }
        for directory in directories {
            try ShardReportReader(directory: directory).forEachFile { file, findings in
                var file = file
                if let previews, let key = file.preview, !copyPreview(key: key, from: directory, to: previews.reportDirectory) {
                    file.preview = nil
                }
                try add(file, findings)
            }
        }
    }

    static func load(_ directory: String) throws(MergeError) -> ScanReport {
        let path = directory + "/" + FindingsJSONWriter().fileName
        guard let data = FileManager.default.contents(atPath: path) else {
            throw MergeError(path: directory, reason: "it has no readable findings.json (run each shard with json among its --format)")
        }
        do {
            return try JSONDecoder().decode(ScanReport.self, from: data)
        } catch {
            throw MergeError(path: path, reason: "it is not a findings.json written by `legible scan`")
        }
    }

    private static func copyPreview(key: String, from source: String, to destination: String) -> Bool {
        let relative = ReportPreviews.relativePath(key: key)
        if source == destination { return FileManager.default.isReadableFile(atPath: source + "/" + relative) }
        guard let data = FileManager.default.contents(atPath: source + "/" + relative) else { return false }
        do { try AtomicFileWriter.write(data, to: destination + "/" + relative) } catch { return false }
        return true
    }
}

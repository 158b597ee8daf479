import Foundation

/// Why shard reports cannot be merged.
public struct MergeError: LocalizedError, Sendable {
    public let path: String
    public let reason: String

    public var errorDescription: String? { "cannot merge \(path): \(reason)" }
}

/// Combines the reports of `scan --shard K/N` runs into the report one machine would have written
/// over the same files: files back in batch order, findings in file order, previews copied over.
public enum ReportMerger {
    /// Reads `findings.json` from each shard folder and merges them; with `previewsInto`, copies
    /// each file's HTML-report previews into that report folder (a file whose previews are missing
    /// keeps its findings but loses its picture).
    public static func merge(directories: [String], previewsInto output: String? = nil) throws -> ScanReport {
        var entries: [(file: ScannedFile, findings: ArraySlice<Finding>, directory: String)] = []
        var requirement: ContrastRequirement?
        var pairs: [VariantPair] = []
        for directory in directories {
            let report = try load(directory)
            pairs += (report.variantPairs ?? []).filter { !pairs.contains($0) }
            if let requirement, requirement != report.requirement {
                throw MergeError(path: directory, reason: "it was judged by \(report.policy.displayName) \(report.level.rawValue), the others by \(requirement.policy.displayName) \(requirement.level.rawValue)")
            }
            requirement = report.requirement
            // A shard's findings are its files' findings, file after file.
            var next = report.findings.startIndex
            for file in report.files {
                let start = next
                while next < report.findings.endIndex, report.findings[next].file == file.file { next += 1 }
                entries.append((file, report.findings[start..<next], directory))
            }
            guard next == report.findings.endIndex else {
                throw MergeError(path: directory + "/findings.json", reason: "its findings are not in the order of its files")
            }
        }
        entries.sort { ($0.file.position ?? Int.max) < ($1.file.position ?? Int.max) }
        if let output {
            let previews = try ReportPreviews(reportDirectory: output)
            for index in entries.indices {
                guard let key = entries[index].file.preview else { continue }
                if !copyPreview(key: key, from: entries[index].directory, to: previews.reportDirectory) {
                    entries[index].file.preview = nil
                }
            }
        }
        // Each shard compared only the pairs it held both sides of; the whole batch compares them all again.
        var findings = Array(entries.flatMap(\.findings))
        if !pairs.isEmpty {
            for index in findings.indices { findings[index].variants = nil }
        }
        let merged = ScanReport(requirement: requirement ?? ContrastRequirement(), files: entries.map(\.file), findings: findings)
        return VariantMatcher.compare(merged, pairs: pairs)
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

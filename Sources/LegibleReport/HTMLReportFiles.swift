import Foundation
import LegibleBase
import LegibleFindings

/// The pages and previews one HTML report writes into `report-pages/` and `report-images/`, so that a
/// report written over an earlier one in the same folder leaves none of the earlier one's behind (a page
/// of a screenshot that no longer has problems would still open from a bookmark, and the folders would
/// only grow). Only names Legible gives its own files are ever removed: whatever else is in the folders
/// is the user's.
struct HTMLReportFiles {
    private var pages: Set<String> = []
    private var previews: Set<String> = []

    /// Notes a page written into the pages folder, by name.
    mutating func addPage(_ name: String) { pages.insert(name) }

    /// Notes a preview the report shows, by key.
    mutating func addPreview(key: String) { previews.insert(key) }

    /// Removes from the report folder `directory` the pages and previews Legible writes that this report did not.
    func removeOthers(in directory: String) {
        let pagesFolder = directory + "/" + HTMLReportWriter.pagesFolder
        for name in FileSystemPath.contents(ofDirectory: pagesFolder) ?? [] where Self.isPageName(name) && !pages.contains(name) {
            unlink(pagesFolder + "/" + name)
        }
        let previewsFolder = directory + "/" + ReportPreviews.folderName
        for name in FileSystemPath.contents(ofDirectory: previewsFolder) ?? [] where name.hasSuffix(".png") {
            let key = String(name.dropLast(4))
            if Self.isKey(key) && !previews.contains(key) { unlink(previewsFolder + "/" + name) }
        }
    }

    /// Whether Legible names its pages so: a screenshot's (`<key>.html`) or one of the table of files's
    /// (`files-<listing>-<page>.html`).
    static func isPageName(_ name: String) -> Bool {
        guard name.hasSuffix(".html") else { return false }
        let stem = name.dropLast(5)
        if isKey(stem) { return true }
        let parts = stem.split(separator: "-", omittingEmptySubsequences: false)
        let listings = ["all"] + ScanTally.FileVerdict.allCases.map(\.rawValue)
        return parts.count == 3 && parts[0] == "files" && listings.contains(String(parts[1]))
            && !parts[2].isEmpty && parts[2].utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    /// Whether `name` is a preview key: sixteen lower-case hex digits (`PathHash.hex`).
    static func isKey(_ name: Substring) -> Bool {
        name.utf8.count == 16 && name.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
    }

    static func isKey(_ name: String) -> Bool { isKey(Substring(name)) }
}

import Foundation
import LegibleBase
import LegibleColor
import LegiblePolicy
import LegibleFindings

/// `report.html` and its pages written a file at a time. The index's summary, worst screenshots and
/// variant pairs come from the context (counted before the first file); the table of files is written
/// as files come, its first page in the index and the rest (and each verdict's pages) in `report-pages/`,
/// with each screenshot's own page. No page grows with the batch but the last of the table's.
public final class HTMLReportStream: ScanReportStream {
    /// The table of files' pages: all files, or those of one verdict.
    enum Listing: Hashable {
        case all
        case only(ScanTally.FileVerdict)

        var name: String {
            switch self {
            case .all: "all"
            case .only(let verdict): verdict.rawValue
            }
        }
    }

    private let sink: any ReportSink
    private let context: ScanReportContext
    /// The report folder, or nil to write the index alone.
    private let directory: String?
    private let pairedNames: Set<String>
    /// Rows of each listing's page being filled, and the page's number.
    private var pending: [Listing: (page: Int, rows: [HTML])] = [:]
    private var indexRows = 0
    /// What comes after the index's rows.
    private var tail = HTML()
    /// What this report wrote into its folders, to remove what an earlier one left there.
    private var files = HTMLReportFiles()

    public init(sink: any ReportSink, context: ScanReportContext, directory: String?) throws {
        self.sink = sink
        self.context = context
        self.directory = directory
        pairedNames = Set(context.paired.keys)
        if let directory {
            let pages = directory + "/" + HTMLReportWriter.pagesFolder
            try OutputDirectory.prepare(pages)
            try AtomicFileWriter.write(Data(HTMLPage.style.bytes), to: pages + "/" + HTMLPage.styleFile)
            try AtomicFileWriter.write(Data(HTMLPage.script.bytes), to: pages + "/" + HTMLPage.scriptFile)
        }
        try sink.append(head().bytes)
    }

    // MARK: - Streaming

    public func append(_ entries: [ScanReportEntry]) throws {
        let pages = entries.map { HTMLScreenshotPage.exists(for: $0, paired: pairedNames.contains($0.file.file)) }
        if let directory {
            // The pages are most of the HTML's work, and independent: rendered and written side by side
            // (unless they were written as the files finished; those of paired files never are).
            let folder = directory + "/" + HTMLReportWriter.pagesFolder
            let written = context.pagesWritten
            let pairedNames = pairedNames
            let failures = parallelMap(count: entries.count, jobs: ProcessInfo.processInfo.activeProcessorCount) { index -> FileWriteError? in
                let paired = pairedNames.contains(entries[index].file.file)
                guard pages[index], paired || !written else { return nil }
                do throws(FileWriteError) {
                    try HTMLScreenshotPage.write(entries[index], paired: paired, into: folder)
                } catch { return error }
                return nil
            }
            if let failure = failures.compactMap({ $0 }).first { throw failure }
            for (entry, hasPage) in zip(entries, pages) {
                guard let key = entry.file.preview else { continue }
                files.addPreview(key: key)
                if hasPage { files.addPage(HTMLScreenshotPage.fileName(key: key)) }
            }
        }
        var index = HTML()
        for (entry, hasPage) in zip(entries, pages) {
            let verdict = ScanTally.verdict(of: entry.file, findings: entry.findings)
            if indexRows < HTMLReportWriter.rowsPerPage {
                index += Self.row(entry, verdict: verdict, page: hasPage, prefix: HTMLReportWriter.pagesFolder + "/")
                indexRows += 1
            } else {
                try add(Self.row(entry, verdict: verdict, page: hasPage, prefix: ""), to: .all)
            }
            try add(Self.row(entry, verdict: verdict, page: hasPage, prefix: ""), to: .only(verdict))
        }
        try sink.append(index.bytes)
    }

    public func end() throws {
        try sink.append(tail.bytes)
        for listing in pending.keys where !(pending[listing]?.rows.isEmpty ?? true) { try writePage(listing) }
        if let directory { files.removeOthers(in: directory) }
    }

    private func add(_ row: HTML, to listing: Listing) throws {
        var page = pending[listing] ?? (listing == .all ? 2 : 1, [])
        page.rows.append(row)
        pending[listing] = page
        if page.rows.count == HTMLReportWriter.rowsPerPage { try writePage(listing) }
    }

    private func writePage(_ listing: Listing) throws {
        guard let (number, rows) = pending[listing] else { return }
        pending[listing] = (number + 1, [])
        guard let directory else { return }
        var body: HTML = "<header><nav aria-label=\"Report\"><a href=\"../report.html\">Legible scan report</a></nav>"
        body += "<h1>Files: \(Self.label(listing)), page \(number)</h1></header>\n<main>\n"
        body += "<section aria-labelledby=\"files\"><h2 id=\"files\">Files</h2>"
        body += navigation(listing, page: number, fromIndex: false) + Self.tableHead + rows.joined()
        body += "</tbody></table></div></section>\n</main>"
        let name = Self.pageName(listing, page: number)
        files.addPage(name)
        let path = directory + "/" + HTMLReportWriter.pagesFolder + "/" + name
        try AtomicFileWriter.write(Data(HTMLPage.document(title: "Legible scan report: files, \(Self.label(listing)), page \(number)", body: body, assets: "").bytes), to: path)
    }

    // MARK: - The index

    /// Everything before the table of files' rows: it is all known from the context.
    private func head() -> HTML {
        let s = context.tally.summary
        var body: HTML = "<header><h1>Legible scan report</h1>"
        body += "<p class=\"lead\">\(context.requirement.policy.displayName) \(context.requirement.level.rawValue.uppercased()), "
        body += "\(s.files) file\(s.files == 1 ? "" : "s").</p></header>\n<main>\n"
        body += summary() + worstScreenshots() + variantPairs()
        body += "<section aria-labelledby=\"files\"><h2 id=\"files\">Files</h2>" + navigation(.all, page: 1, fromIndex: true) + Self.tableHead
        let (opening, closing) = HTMLPage.frame(title: "Legible scan report")
        tail = "</tbody></table></div></section>\n</main>\(closing)"
        return opening + body
    }

    private func summary() -> HTML {
        let tally = context.tally
        let s = tally.summary
        var stats: [(String, Int)] = [("Files", s.files), ("Fail", s.fail), ("Review", s.review), ("Pass", s.pass)]
        if s.suppressed > 0 || tally.hasBaselineSuppression { stats.append(("Suppressed by baseline", s.suppressed)) }
        if s.ignored > 0 { stats.append(("In ignored regions", s.ignored)) }
        stats.append(("Unreadable", s.unreadable))
        var html: HTML = "<section aria-labelledby=\"summary\"><h2 id=\"summary\">Summary</h2><ul class=\"stats\">"
        for (label, value) in stats { html += "<li>\(label) <strong>\(value)</strong></li>" }
        html += "</ul>"
        let columns = ScanTally.kindColumns.indices.filter { ScanTally.kindColumns[$0].name != "ignored" || s.ignored > 0 }
        html += "<h3>Findings by kind</h3><div class=\"table-wrap\" tabindex=\"0\" role=\"region\" aria-label=\"Findings by kind, scrollable\">"
        html += "<table><thead><tr><th scope=\"col\">Kind</th>"
        for column in columns { html += "<th scope=\"col\">\(ScanTally.kindColumns[column].name)</th>" }
        html += "</tr></thead><tbody>"
        for kind in [Finding.Kind.text, .graphic, .border, .colorOnly, .decorative] {
            let counts = tally.byKind[kind] ?? Array(repeating: 0, count: ScanTally.kindColumns.count)
            html += "<tr><th scope=\"row\">\(kind.rawValue)</th>"
            for column in columns { html += "<td>\(counts[column])</td>" }
            html += "</tr>"
        }
        html += "</tbody></table></div>"
        let worst = tally.worst
        if !worst.isEmpty {
            html += "<h3>Worst offenders</h3><ol>"
            for entry in worst {
                let name = entry.file
                let link: HTML = Self.hasPage(entry) ? "<a href=\"\(Self.pageLink(entry.preview!, prefix: HTMLReportWriter.pagesFolder + "/"))\">\(name)</a>" : "\(name)"
                let lowest = entry.lowestRatio.map { ", lowest ratio \(ContrastRatio.truncated($0)):1" } ?? ""
                html += "<li>\(link): \(entry.fail) fail, \(entry.review) review\(lowest)</li>"
            }
            html += "</ol>"
        }
        return html + "</section>\n"
    }

    /// The previews of the worst screenshots, each a link to its page: the only images the index holds.
    private func worstScreenshots() -> HTML {
        var html: HTML = "<section aria-labelledby=\"screenshots\"><h2 id=\"screenshots\">Screenshots with problems</h2>"
        let shown = context.tally.worst.filter(Self.hasPage)
        guard !shown.isEmpty else { return html + "<p>No screenshot has a failing or review finding.</p></section>\n" }
        let others = (context.tally.fileVerdicts[.fail] ?? 0) + (context.tally.fileVerdicts[.review] ?? 0)
        html += "<p>The \(shown.count) worst of \(others) screenshot\(others == 1 ? "" : "s") with failing or review findings; "
        html += "the table of files below links every one to its page.</p><ul class=\"thumbs\">"
        for entry in shown {
            guard let key = entry.preview, let width = entry.width, let height = entry.height else { continue }
            let name = entry.file
            html += "<li><a href=\"\(Self.pageLink(key, prefix: HTMLReportWriter.pagesFolder + "/"))\">"
            html += "<img src=\"\(ReportPreviews.relativePath(key: key))\" width=\"\(width)\" height=\"\(height)\" loading=\"lazy\" alt=\"\">"
            html += "\(name)</a><br>\(entry.fail) fail, \(entry.review) review</li>"
        }
        return html + "</ul></section>\n"
    }

    private static func hasPage(_ entry: ScanTally.RankedFile) -> Bool {
        entry.preview != nil && (entry.width ?? 0) > 0 && (entry.height ?? 0) > 0
    }

    private static func pageLink(_ key: String, prefix: String) -> String {
        prefix + HTMLScreenshotPage.fileName(key: key)
    }

    /// Each variant pair's two screenshots side by side, the runs whose variant broke its promise outlined
    /// as failing and the runs only one side has as review, then the runs whose ratio changed.
    private func variantPairs() -> HTML {
        guard let pairs = context.variantPairs, !pairs.isEmpty else { return HTML() }
        var html: HTML = "<section aria-labelledby=\"variants\"><h2 id=\"variants\">Variant pairs</h2>"
        for (number, pair) in pairs.enumerated() {
            let sides = [(pair.standard, "standard"), (pair.variant, pair.name)]
            let title = "\(pair.standard) ↔ \(pair.variant) (\(pair.name))"
            html += "<article class=\"pair\" aria-labelledby=\"pair-\(number)\"><h3 id=\"pair-\(number)\">\(title)</h3>"
            let findings = { (file: String) in self.context.paired[file]?.findings ?? [] }
            let own = { (file: String) in findings(file).indices.filter { index in
                findings(file)[index].variants?.contains { $0.variant == pair.name && ($0.pairedFile == pair.standard || $0.pairedFile == pair.variant) } == true
            } }
            let variantFindings = findings(pair.variant)
            let changed = own(pair.variant).filter { index in
                let finding = variantFindings[index]
                guard let comparison = finding.variants?.first(where: { $0.variant == pair.name }) else { return false }
                if comparison.flag != nil { return true }
                // Changed by more than two captures of the same colours differ.
                guard let before = comparison.pairedRatio, let after = finding.ratio else { return false }
                return abs(after - before) > (VariantPromise.sameRatio - 1) * before
            }
            let flagged = own(pair.variant).filter { variantFindings[$0].brokenVariant?.variant == pair.name }.count
            let unmatched = sides.reduce(0) { count, side in
                count + own(side.0).filter { findings(side.0)[$0].variants?.contains { $0.variant == pair.name && $0.flag == .unmatched } == true }.count
            }
            html += "<p class=\"muted\">\(flagged) flagged, \(unmatched) in one screenshot only, \(changed.count) changed.</p><div class=\"pair-body\">"
            for (file, label) in sides {
                guard let scanned = context.paired[file]?.file, let key = scanned.preview, let width = scanned.width, let height = scanned.height,
                      width > 0, height > 0 else {
                    html += "<div class=\"frame\"><p>\(file): no preview</p></div>"
                    continue
                }
                let page = Self.pageLink(key, prefix: HTMLReportWriter.pagesFolder + "/")
                html += "<figure><div class=\"frame\"><img src=\"\(ReportPreviews.relativePath(key: key))\" width=\"\(width)\" height=\"\(height)\" loading=\"lazy\" "
                html += "alt=\"\(file), \(label)\">"
                for index in own(file) {
                    let finding = findings(file)[index]
                    guard let box = finding.box,
                          let comparison = finding.variants?.first(where: { $0.variant == pair.name }), let flag = comparison.flag else { continue }
                    let style = flag.isBroken ? "fail" : "review"
                    html += "<a class=\"box \(style)\" href=\"\(page)#row-\(index)\" style=\"\(HTMLScreenshotPage.position(box, width: width, height: height))\" "
                    html += "aria-label=\"\(flag.sentence)\"></a>"
                }
                html += "</div><figcaption><a href=\"\(page)\">\(label)</a></figcaption></figure>"
            }
            html += "</div>"
            if !changed.isEmpty {
                let page = context.paired[pair.variant]?.file.preview.map { Self.pageLink($0, prefix: HTMLReportWriter.pagesFolder + "/") } ?? ""
                html += "<table><thead><tr><th scope=\"col\">Run</th><th scope=\"col\">standard</th><th scope=\"col\">\(pair.name)</th>"
                html += "<th scope=\"col\">Check</th></tr></thead><tbody>"
                for index in changed {
                    let finding = variantFindings[index]
                    let comparison = finding.variants?.first { $0.variant == pair.name }
                    let before = comparison?.pairedRatio.map { ContrastRatio.truncated($0) + ":1" } ?? "—"
                    let after = finding.ratio.map { ContrastRatio.truncated($0) + ":1" } ?? "—"
                    let box = finding.box.map { "\($0.x),\($0.y) \($0.width)×\($0.height)" } ?? ""
                    html += "<tr><td><a href=\"\(page)#row-\(index)\">\(box)</a></td><td>\(before)</td><td>\(after)</td>"
                    html += "<td>\(comparison?.flag?.sentence ?? "changed")</td></tr>"
                }
                html += "</tbody></table>"
            }
            html += "</article>\n"
        }
        return html + "</section>\n"
    }

    // MARK: - The table of files

    private static let tableHead: HTML = "<div class=\"table-wrap\" tabindex=\"0\" role=\"region\" aria-label=\"Files, scrollable\"><table id=\"files-table\"><thead><tr>"
        + ["File", "Verdict", "Fail", "Review", "Pass", "Lowest ratio", "Note"].map { "<th scope=\"col\">\($0)</th>" }.joined()
        + "</tr></thead><tbody>\n"

    private static func row(_ entry: ScanReportEntry, verdict: ScanTally.FileVerdict, page: Bool, prefix: String) -> HTML {
        let findings = entry.findings
        let name = entry.file.file
        let file: HTML = page ? "<a href=\"\(pageLink(entry.file.preview!, prefix: prefix))\">\(name)</a>" : "\(name)"
        let fail = findings.filter { $0.standingVerdict == .fail && $0.ignoredBy == nil }.count
        let review = findings.filter { $0.standingVerdict == .review && $0.ignoredBy == nil }.count
        let pass = findings.filter { $0.verdict == .pass && $0.ignoredBy == nil }.count
        let lowest = findings.filter { $0.ignoredBy == nil && $0.kind != .decorative }.compactMap(\.ratio).min()
        let note = findings.filter { $0.kind == .error }.compactMap(\.message).joined(separator: "; ")
        let badge: HTML = verdict == .unreadable ? "<span class=\"badge error\">unreadable</span>" : HTMLPage.badge(verdict.rawValue)
        return "<tr data-verdict=\"\(verdict.rawValue)\"><td class=\"file\">\(file)</td><td>\(badge)</td><td>\(fail)</td><td>\(review)</td>"
            + "<td>\(pass)</td><td>\(lowest.map { ContrastRatio.truncated($0) + ":1" } ?? "")</td><td>\(note)</td></tr>\n"
    }

    private static func label(_ listing: Listing) -> String {
        switch listing {
        case .all: "all"
        case .only(let verdict): verdict.rawValue
        }
    }

    private static func pageName(_ listing: Listing, page: Int) -> String { "files-\(listing.name)-\(page).html" }

    private func count(_ listing: Listing) -> Int {
        switch listing {
        case .all: context.tally.summary.files
        case .only(let verdict): context.tally.fileVerdicts[verdict] ?? 0
        }
    }

    /// Links to each verdict's listing and to each page of this one.
    private func navigation(_ listing: Listing, page: Int, fromIndex: Bool) -> HTML {
        func href(_ listing: Listing, _ page: Int) -> String {
            if listing == .all && page == 1 { return fromIndex ? "#files" : "../report.html#files" }
            return (fromIndex ? HTMLReportWriter.pagesFolder + "/" : "") + Self.pageName(listing, page: page)
        }
        var html: HTML = "<nav class=\"pages\" aria-label=\"Files by verdict\"><ul>"
        for other in [Listing.all] + ScanTally.FileVerdict.allCases.map(Listing.only) {
            let count = count(other)
            let text = "\(Self.label(other)) (\(count))"
            if other == listing {
                html += "<li><a href=\"\(href(other, 1))\" aria-current=\"page\">\(text)</a></li>"
            } else if count > 0 {
                html += "<li><a href=\"\(href(other, 1))\">\(text)</a></li>"
            } else {
                html += "<li>\(text)</li>"
            }
        }
        html += "</ul></nav>"
        let pages = max(1, (count(listing) + HTMLReportWriter.rowsPerPage - 1) / HTMLReportWriter.rowsPerPage)
        let first = (page - 1) * HTMLReportWriter.rowsPerPage + 1
        let last = min(count(listing), page * HTMLReportWriter.rowsPerPage)
        html += count(listing) == 0 ? "<p>No files.</p>" : "<p>Files \(first)–\(last) of \(count(listing)) (\(Self.label(listing))).</p>"
        guard pages > 1 else { return html }
        html += "<nav class=\"pages\" aria-label=\"Pages of files\"><ul>"
        for number in 1...pages {
            let current: HTML = number == page ? " aria-current=\"page\"" : ""
            html += "<li><a href=\"\(href(listing, number))\"\(current)>\(number)</a></li>"
        }
        return html + "</ul></nav>"
    }
}

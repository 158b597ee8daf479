import Foundation

/// The HTML report's page of one screenshot, in `report-pages/`: the screenshot with its failing and
/// review findings outlined and numbered, a toggle to see it as each colour-vision deficiency does, and
/// `#findings`, the file's rows of findings.csv. Written only for screenshots with a preview.
enum HTMLScreenshotPage {
    /// The page's name in the pages folder.
    static func fileName(key: String) -> String { key + ".html" }

    /// Whether the report gives `entry` a page: it has a preview, and a problem to show or a variant
    /// pair to stand in (a file whose problems a baseline all suppressed has a preview but nothing to outline).
    static func exists(for entry: ScanReportEntry, paired: Bool) -> Bool {
        guard let width = entry.file.width, let height = entry.file.height, width > 0, height > 0, entry.file.preview != nil else { return false }
        return paired || entry.findings.contains(where: \.isOpenProblem)
    }

    static func render(_ entry: ScanReportEntry) -> String {
        let file = entry.file
        let findings = entry.findings
        guard let key = file.preview, let width = file.width, let height = file.height else { return "" }
        let preview = "../" + ReportPreviews.relativePath(key: key)
        let indices = findings.indices.filter { findings[$0].isOpenProblem }
        let name = HTMLPage.text(file.file)
        let fails = indices.filter { findings[$0].verdict == .fail }.count
        var html = "<header><nav aria-label=\"Report\"><a href=\"../report.html\">Legible scan report</a></nav>"
        html += "<h1 class=\"file\">\(name)</h1><p class=\"lead\">\(width)×\(height) px"
        if let scale = file.scale {
            html += ", @\(NumberFormat.decimal(scale.scale, places: 2))x (\(scale.explanation))"
        }
        html += "; \(fails) fail, \(indices.count - fails) review.</p></header>\n<main>\n"
        html += "<section aria-labelledby=\"problems\"><h2 id=\"problems\">Where the problems are</h2>"
        html += HTMLReportWriter.visionFilters
        html += "<article class=\"shot\" id=\"file-\(key)\" aria-label=\"\(name)\">"
        html += "<fieldset class=\"vision\" data-image=\"image-\(key)\"><legend>See it as</legend>"
        html += "<label><input type=\"radio\" name=\"vision-\(key)\" value=\"\(preview)\" "
            + "data-vision=\"typical colour vision\" checked> typical colour vision</label> "
        for deficiency in CVDSimulator.standard.map(\.deficiency) {
            html += "<label><input type=\"radio\" name=\"vision-\(key)\" value=\"\(preview)\" "
                + "data-filter=\"url(#cvd-\(deficiency.rawValue))\" data-vision=\"\(deficiency.displayName)\"> \(deficiency.displayName)</label> "
        }
        let dark = HTMLReportWriter.isDark(findings)
        html += HTMLReportWriter.otherVisions(file, key: key, dark: dark, preview: preview)
        html += "</fieldset><div class=\"shot-body\"><div class=\"frame\">"
        html += "<img id=\"image-\(key)\" src=\"\(preview)\" width=\"\(width)\" height=\"\(height)\" "
        html += "data-name=\"\(name)\" alt=\"\(name), as seen with typical colour vision\">"
        if !dark { html += HTMLReportWriter.smartInvertKept(file, preview: preview, findings: findings) }
        var list = "<ol class=\"problems\">"
        for (number, index) in indices.enumerated() {
            let finding = findings[index]
            guard let box = finding.box else { continue }
            let sentence = HTMLPage.text(FindingSentence.text(finding))
            let verdict = finding.verdict?.rawValue ?? ""
            let detail = HTMLReportWriter.details(finding)
            html += "<a class=\"box \(verdict)\" href=\"#row-\(index)\" style=\"\(position(box, width: width, height: height))\" "
            html += "aria-label=\"Finding \(number + 1), \(verdict): \(sentence)\">"
            html += "<span class=\"num\" aria-hidden=\"true\">\(number + 1)</span><span class=\"tip\" aria-hidden=\"true\">\(detail)</span></a>"
            list += "<li>\(HTMLPage.badge(verdict)) <a href=\"#row-\(index)\">\(sentence)</a><br>\(detail)</li>"
        }
        if indices.isEmpty { list += "<li>No failing or review finding.</li>" }
        html += "</div>" + list + "</ol></div></article></section>\n"
        html += HTMLReportWriter.findingsTable(findings)
        html += "</main>"
        return HTMLPage.document(title: "Legible: \(file.file)", body: html, assets: "")
    }

    /// An outline's place over the preview, in percent of the screenshot.
    static func position(_ box: PixelRect, width: Int, height: Int) -> String {
        String(format: "left:%.3f%%;top:%.3f%%;width:%.3f%%;height:%.3f%%",
               100 * Double(box.x) / Double(width), 100 * Double(box.y) / Double(height),
               100 * Double(box.width) / Double(width), 100 * Double(box.height) / Double(height))
    }
}

import Foundation
import LegibleBase
import LegibleImaging
import LegibleVision
import LegibleFindings

/// The HTML report's page of one screenshot, in `report-pages/`: the screenshot with its failing and
/// review findings outlined and numbered, a toggle to see it as each colour-vision deficiency does, and
/// `#findings`, the file's rows of findings.csv. Written only for screenshots with a preview.
package enum HTMLScreenshotPage {
    /// The page's name in the pages folder.
    static func fileName(key: String) -> String { key + ".html" }

    /// Whether the report gives `entry` a page: it has a preview, and a problem to show or a variant
    /// pair to stand in (a file whose problems a baseline all suppressed has a preview but nothing to outline).
    static func exists(for entry: ScanReportEntry, paired: Bool) -> Bool {
        guard let width = entry.file.width, let height = entry.file.height, width > 0, height > 0, entry.file.preview != nil else { return false }
        return paired || entry.findings.contains(where: \.isOpenProblem)
    }

    /// Writes the page of `entry`, when it has one, into the pages folder.
    package static func write(_ entry: ScanReportEntry, paired: Bool, into folder: String) throws(FileWriteError) {
        guard exists(for: entry, paired: paired), let key = entry.file.preview else { return }
        try AtomicFileWriter.write(Data(render(entry).bytes), to: folder + "/" + fileName(key: key))
    }

    static func render(_ entry: ScanReportEntry) -> HTML {
        let file = entry.file
        let findings = entry.findings
        guard let key = file.preview, let width = file.width, let height = file.height else { return HTML() }
        let preview = "../" + ReportPreviews.relativePath(key: key)
        let indices = findings.indices.filter { findings[$0].isOpenProblem }
        let name = file.file
        let fails = indices.filter { findings[$0].verdict == .fail }.count
        var html: HTML = "<header><nav aria-label=\"Report\"><a href=\"../report.html\">Legible scan report</a></nav>"
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
        var list: HTML = "<ol class=\"problems\">"
        for (number, index) in indices.enumerated() {
            let finding = findings[index]
            guard let box = finding.box else { continue }
            let sentence = FindingSentence.text(finding)
            let verdict = finding.verdict?.rawValue ?? ""
            let detail = HTMLReportWriter.details(finding)
            // The number stands beside the box, on the side toward the middle of the screenshot, never over
            // the text it points at; the pop-up opens toward the middle too, so it stays on a phone's screen.
            let side = 2 * box.x + box.width < width ? "after" : "before"
            html += "<a class=\"box \(verdict) \(side)\" href=\"#row-\(index)\" style=\"\(position(box, width: width, height: height))\" "
            html += "aria-label=\"Finding \(number + 1), \(verdict): \(sentence)\">"
            html += "<span class=\"num\" aria-hidden=\"true\">\(number + 1)</span><span class=\"tip\" aria-hidden=\"true\">\(detail)</span></a>"
            // The colours and ratio are said once, in the detail; the line names the finding and where it is.
            list += "<li>\(HTMLPage.badge(verdict)) <a href=\"#row-\(index)\">Finding \(number + 1)</a>: \(subject(finding, box: box))"
            list += crop(box, width: width, height: height, preview: preview) + detail + "</li>"
        }
        if indices.isEmpty { list += "<li>No failing or review finding.</li>" }
        html += "</div>\(list)</ol></div></article></section>\n"
        html += HTMLReportWriter.findingsTable(findings)
        html += "</main>"
        return HTMLPage.document(title: "Legible: \(file.file)", body: html, assets: "")
    }

    /// What a finding is and where, without its colours: "text, 15 pt bold, at 51,209 541×45".
    static func subject(_ finding: Finding, box: PixelRect) -> String {
        var parts = [finding.kind == .colorOnly ? "span told by colour alone" : finding.kind.rawValue]
        if let points = finding.fontPoints { parts.append(String(format: "%.0f pt", points) + (finding.bold == true ? " bold" : "")) }
        parts.append("at \(box.x),\(box.y) \(box.width)×\(box.height)")
        var text = parts.joined(separator: ", ")
        if let message = finding.message { text += " (\(message))" }
        if let broken = finding.brokenVariant, let flag = broken.flag { text += " — \(broken.variant): \(flag.sentence)" }
        return text
    }

    /// The finding's part of the preview with a margin of a quarter of its height, enlarged up to four
    /// times the preview's pixels (at most the width of the list): the text itself beside what it measured.
    static func crop(_ box: PixelRect, width: Int, height: Int, preview: String) -> HTML {
        let margin = max(2, box.height / 4)
        let (left, top) = (max(0, box.x - margin), max(0, box.y - margin))
        let (right, bottom) = (min(width, box.x + box.width + margin), min(height, box.y + box.height + margin))
        let (w, h) = (max(1, right - left), max(1, bottom - top))
        let factor = (width + ReportPreviews.maximumWidth - 1) / ReportPreviews.maximumWidth
        let shown = 4 * w / max(1, factor)
        let x = w < width ? 100 * Double(left) / Double(width - w) : 0
        let y = h < height ? 100 * Double(top) / Double(height - h) : 0
        let size = "\(percent(100 * Double(width) / Double(w))) \(percent(100 * Double(height) / Double(h)))"
        let style: HTML = "background-image:url('\(preview)');background-size:\(size);background-position:\(percent(x)) \(percent(y));"
            + "aspect-ratio:\(w)/\(h);width:min(100%,24rem,\(max(shown, 16))px)"
        return "<span class=\"crop\" aria-hidden=\"true\" style=\"\(style)\"></span>"
    }

    /// An outline's place over the preview, in percent of the screenshot.
    static func position(_ box: PixelRect, width: Int, height: Int) -> String {
        "left:\(percent(100 * Double(box.x) / Double(width)));top:\(percent(100 * Double(box.y) / Double(height)));"
            + "width:\(percent(100 * Double(box.width) / Double(width)));height:\(percent(100 * Double(box.height) / Double(height)))"
    }

    /// A percentage as CSS writes it, to three decimals as `%.3f%%` would (digits by hand: a page has
    /// hundreds, and `String(format:)` is slow).
    static func percent(_ value: Double) -> String { NumberFormat.decimal(value, places: 3) + "%" }
}

import Foundation
import LegibleBase
import LegibleColor
import LegibleVision
import LegibleFindings

/// `report.html`: an index of the scan (a summary, the worst screenshots, each variant pair side by side,
/// and a paged table of files, filterable by verdict) with, in `report-pages/`, a page per screenshot
/// with problems: its failing and review findings outlined and numbered (with a toggle to see it as each
/// colour-vision deficiency does) and `#findings`, its rows of findings.csv as a table that sorts and
/// filters. The index stays small at any number of files. Opens offline: its only other files are the
/// pages and the previews in `report-images/` beside it.
public struct HTMLReportWriter: ReportWriter {
    public let fileName = "report.html"
    /// The folder, beside the index, of the screenshot pages and the pages of the table of files.
    public static let pagesFolder = "report-pages"
    /// Rows of the table of files a page.
    public static let rowsPerPage = 250

    public init() {}

    /// The index alone, in memory; `HTMLReportStream` writes it with its pages.
    public func write(_ report: ScanReport, to sink: any ReportSink) throws {
        let stream = try HTMLReportStream(sink: sink, context: ScanReportContext(report: report), directory: nil)
        try stream.append(ScanReportEntry.entries(of: report))
        try stream.end()
    }

    /// The index and every page of a report held whole, into `directory`.
    public func writeAll(_ report: ScanReport, into directory: String) throws {
        let index = try AtomicFileWriter(path: directory + "/" + fileName)
        let stream = try HTMLReportStream(sink: index, context: ScanReportContext(report: report), directory: directory)
        try stream.append(ScanReportEntry.entries(of: report))
        try stream.end()
        try index.commit()
    }

    /// The toggles after the colour-vision ones: low vision (a blur of the model's width, set by the page
    /// for the size the preview is shown at), Classic Invert, and Smart Invert (the preview inverted but for
    /// the pictures and icons the scan found; a screen whose text mostly stands on dark backgrounds is
    /// already dark and left as it is).
    static func otherVisions(_ file: ScannedFile, key: String, dark: Bool, preview: String) -> HTML {
        let sigma = lowVision.blurSigma(scale: file.scale?.scale ?? 1)
        var html: HTML = "<svg class=\"filters\" width=\"0\" height=\"0\" aria-hidden=\"true\" focusable=\"false\">"
        html += "<filter id=\"lowvision-\(key)\" color-interpolation-filters=\"linearRGB\"><feGaussianBlur stdDeviation=\"0\"/></filter></svg>"
        let name = "low vision 20/200 at 40 cm"
        html += "<label><input type=\"radio\" name=\"vision-\(key)\" value=\"\(preview)\" data-filter=\"url(#lowvision-\(key))\" "
            + "data-blur=\"\(NumberFormat.decimal(sigma, places: 3))\" data-vision=\"\(name)\"> \(name)</label> "
        html += "<label><input type=\"radio\" name=\"vision-\(key)\" value=\"\(preview)\" data-filter=\"url(#invert)\" "
            + "data-vision=\"Classic Invert\"> Classic Invert</label> "
        let filter = dark ? "none" : "url(#invert)"
        html += "<label><input type=\"radio\" name=\"vision-\(key)\" value=\"\(preview)\" data-filter=\"\(filter)\" data-smart=\"1\" "
            + "data-vision=\"Smart Invert\"> Smart Invert</label> "
        return html
    }

    /// The preview's own pixels over the pictures and icons Smart Invert keeps, shown when it is chosen.
    static func smartInvertKept(_ file: ScannedFile, preview: String, findings: [Finding]) -> HTML {
        guard let width = file.width, let height = file.height else { return HTML() }
        let percent = HTMLScreenshotPage.percent
        return findings.filter { $0.kind == .decorative || $0.kind == .graphic }.compactMap(\.box).map { box -> HTML in
            let size = "background-size:\(percent(100 * Double(width) / Double(max(box.width, 1)))) \(percent(100 * Double(height) / Double(max(box.height, 1))))"
            let x = box.width < width ? 100 * Double(box.x) / Double(width - box.width) : 0
            let y = box.height < height ? 100 * Double(box.y) / Double(height - box.height) : 0
            let position = HTMLScreenshotPage.position(box, width: width, height: height) + ";background-position:\(percent(x)) \(percent(y))"
            return "<span class=\"kept\" aria-hidden=\"true\" style=\"background-image:url('\(preview)');\(size);\(position)\"></span>"
        }.joined()
    }

    /// Whether most of the screenshot's text stands on dark backgrounds (relative luminance under
    /// `ColorInversion.darkScreenLuminance`): an interface already dark, which Smart Invert leaves alone.
    static func isDark(_ findings: [Finding]) -> Bool {
        let backgrounds = findings.filter { $0.kind == .text }.compactMap { $0.background.flatMap { try? ColorParser.parse($0) } }
        let dark = backgrounds.filter { $0.relativeLuminance < ColorInversion.darkScreenLuminance }.count
        return !backgrounds.isEmpty && 2 * dark > backgrounds.count
    }

    /// The low-vision toggle's acuity and distance: 20/200 (legal blindness in the US) at 40 cm.
    static let lowVision = LowVision(acuity: 200)

    /// The SVG filters that show a preview as each colour-vision deficiency sees it (the simulation applied
    /// in linear RGB, as `simulate` applies it) and as Classic Invert shows it.
    static let visionFilters: HTML = {
        var svg: HTML = "<svg class=\"filters\" width=\"0\" height=\"0\" aria-hidden=\"true\" focusable=\"false\">"
        for simulator in CVDSimulator.standard {
            svg += visionFilter(simulator)
        }
        let flip: HTML = "type=\"table\" tableValues=\"1 0\""
        svg += "<filter id=\"invert\" color-interpolation-filters=\"sRGB\"><feComponentTransfer><feFuncR \(flip)/><feFuncG \(flip)/>"
            + "<feFuncB \(flip)/></feComponentTransfer></filter>"
        return svg + "</svg>"
    }()

    /// The SVG filter of one deficiency. One matrix is one `feColorMatrix` in linear RGB. Brettel's two
    /// half-planes are two, each over the whole preview, the first given an alpha of 1 on the positive side
    /// of the separating plane and 0 on the other (a ramp 10⁻⁴ wide, where the two agree: they meet on the
    /// plane), and laid over the second; the source's alpha then put back. The lay-over runs in sRGB, so
    /// each matrix's result is encoded to 8 bits once, after its linear-RGB conversions (Chromium folds
    /// those into the matrix): in linear RGB the 8-bit intermediates would lose the darks.
    private static func visionFilter(_ simulator: CVDSimulator) -> HTML {
        func numbers(_ row: [Double]) -> String { row.map { String(format: "%.9f", $0) }.joined(separator: " ") }
        func values(_ matrix: ColorMatrix, alpha: String) -> String {
            (matrix.rows.map { numbers($0) + " 0 0" } + [alpha]).joined(separator: " ")
        }
        let id = "cvd-" + simulator.deficiency.rawValue
        switch simulator.transform {
        case .matrix(let matrix):
            return "<filter id=\"\(id)\" color-interpolation-filters=\"linearRGB\">"
                + "<feColorMatrix type=\"matrix\" values=\"\(values(matrix, alpha: "0 0 0 1 0"))\"/></filter>"
        case .halfPlanes(let first, let second, let separation):
            let steep = numbers(separation.map { $0 * 1e4 }) + " 0 1"
            return "<filter id=\"\(id)\" color-interpolation-filters=\"sRGB\">"
                + "<feColorMatrix color-interpolation-filters=\"linearRGB\" type=\"matrix\" values=\"\(values(first, alpha: steep))\" result=\"first\"/>"
                + "<feColorMatrix in=\"SourceGraphic\" color-interpolation-filters=\"linearRGB\" type=\"matrix\" "
                + "values=\"\(values(second, alpha: "0 0 0 0 1"))\" result=\"second\"/>"
                + "<feComposite in=\"first\" in2=\"second\" operator=\"over\"/>"
                + "<feComposite in2=\"SourceAlpha\" operator=\"in\"/></filter>"
        }
    }

    /// Swatches, ratio, threshold and size: what the outline's pop-up and the list show.
    static func details(_ finding: Finding) -> HTML {
        var parts: [HTML] = ["Text \(HTMLPage.swatch(finding.foreground))", "on \(HTMLPage.swatch(finding.background))"]
        if let ratio = finding.ratio {
            var value = ContrastRatio.truncated(ratio)
            if let max = finding.ratioMax, max - ratio > 1e-9 { value += "–" + ContrastRatio.truncated(max) }
            parts.append("ratio \(value):1")
        }
        if let threshold = finding.threshold { parts.append("needs \(ContrastRatio.truncated(threshold)):1") }
        if let points = finding.fontPoints { parts.append("\(String(format: "%.0f pt", points) + (finding.bold == true ? " bold" : ""))") }
        switch finding.kind {
        case .graphic: parts[0] = "Graphic \(HTMLPage.swatch(finding.foreground))"
        case .border: parts[0] = "Border \(HTMLPage.swatch(finding.foreground))"
        case .colorOnly: parts[0] = "Told by colour alone \(HTMLPage.swatch(finding.foreground)) beside \(HTMLPage.swatch(finding.background))"
        default: break
        }
        return parts.joined(separator: " ") + (SuggestionText.pieces(finding).map { "<br>\(suggestion($0))" } ?? HTML())
    }

    /// A suggestion as a sentence of its own (its first letter a capital), each colour a swatch.
    private static func suggestion(_ pieces: [SuggestionText.Piece]) -> HTML {
        pieces.enumerated().map { index, piece -> HTML in
            switch piece {
            case .words(let words) where index == 0: "\(words.prefix(1).uppercased() + words.dropFirst())"
            case .words(let words): "\(words)"
            case .color(let hex): HTMLPage.swatch(hex)
            }
        }.joined()
    }

    /// `#findings`: the rows of `findings` (one file's) as findings.csv has them, sortable and filterable.
    static func findingsTable(_ findings: [Finding]) -> HTML {
        let headers = ["File", "Box", "Kind", "Foreground", "Background", "Ratio", "Needs", "APCA Lc", "Size (pt)", "Verdict", "Message"]
        var html: HTML = "<section aria-labelledby=\"all-findings\"><h2 id=\"all-findings\">All findings in this screenshot</h2>"
        html += "<div class=\"filters\">"
        let verdicts = ["fail", "review", "pass", "error"]
            + (findings.contains { $0.suppressed == true && $0.ignoredBy == nil } ? ["suppressed"] : [])
            + (findings.contains { $0.ignoredBy != nil } ? ["ignored"] : [])
        html += HTMLPage.filter(id: "filter-verdict", label: "Verdict", attribute: "verdict", table: "findings", options: verdicts)
        html += HTMLPage.filter(id: "filter-kind", label: "Kind", attribute: "kind", table: "findings", options: ["text", "graphic", "border", "color-only", "decorative", "error"])
        html += "<label for=\"filter-file\">File contains</label> <input id=\"filter-file\" type=\"search\" data-filter=\"file\" data-table=\"findings\">"
        html += "</div><p id=\"findings-shown\" aria-live=\"polite\">Showing \(findings.count) of \(findings.count) rows.</p>"
        html += "<div class=\"table-wrap\" tabindex=\"0\" role=\"region\" aria-label=\"All findings, scrollable\">"
        html += "<table id=\"findings\"><thead><tr>"
        for (column, header) in headers.enumerated() { html += HTMLPage.sortableHeader(header, column: column) }
        html += "</tr></thead><tbody>\n"
        for (index, finding) in findings.enumerated() {
            let verdict = finding.ignoredBy != nil ? "ignored"
                : finding.suppressed == true ? "suppressed" : (finding.kind == .error ? "error" : finding.verdict?.rawValue ?? "")
            html += "<tr id=\"row-\(index)\" data-verdict=\"\(verdict)\" data-kind=\"\(finding.kind.rawValue)\" data-file=\"\(finding.file)\">"
            html += "<td>\(finding.file)</td>"
            if let box = finding.box {
                html += "<td data-value=\"\(box.y * 100_000 + box.x)\">\(box.x),\(box.y) \(box.width)×\(box.height)</td>"
            } else {
                html += "<td></td>"
            }
            html += "<td>\(finding.kind.rawValue)</td><td>\(HTMLPage.swatch(finding.foreground))</td><td>\(HTMLPage.swatch(finding.background))</td>"
            html += "<td>\(finding.ratio.map { ContrastRatio.truncated($0, places: 3) } ?? "")</td><td>\(finding.threshold.map { NumberFormat.decimal($0, places: 1) } ?? "")</td>"
            html += "<td>\(finding.apca.map { NumberFormat.decimal($0, places: 1) } ?? "")</td>"
            html += "<td>\(finding.fontPoints.map { NumberFormat.decimal($0, places: 1) + (finding.bold == true ? " bold" : "") } ?? "")</td>"
            let message = [finding.ignoredBy.map { "in the ignored region '\($0)'" }, finding.message].compactMap { $0 }.joined(separator: "; ")
            html += "<td>\(verdict.isEmpty ? HTML() : HTMLPage.badge(verdict))</td><td>\(message)</td></tr>\n"
        }
        return html + "</tbody></table></div></section>\n"
    }
}

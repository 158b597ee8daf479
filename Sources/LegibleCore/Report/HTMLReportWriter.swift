import Foundation

/// `report.html`: a summary, each screenshot with its failing and review findings outlined and
/// numbered (with a toggle to see it as each colour-vision deficiency does), each variant pair side by
/// side with its flagged and unmatched runs outlined, and `#findings`, the
/// rows of findings.csv as a table that sorts and filters. Opens offline: its only other files are
/// the previews in `report-images/` beside it.
public struct HTMLReportWriter: ReportWriter {
    public let fileName = "report.html"

    public init() {}

    /// How many files the summary names as the worst.
    static let worstCount = 10

    public func write(_ report: ScanReport, to sink: any ReportSink) throws {
        let byFile = Dictionary(grouping: report.findings.indices, by: { report.findings[$0].file })
        var body = "<header><h1>Legible scan report</h1>"
        body += "<p class=\"lead\">\(HTMLPage.text(report.policy.displayName)) \(HTMLPage.text(report.level.rawValue.uppercased())), "
        body += "\(report.summary.files) file\(report.summary.files == 1 ? "" : "s").</p></header>\n<main>\n"
        body += summary(report, byFile: byFile)
        body += screenshots(report, byFile: byFile)
        body += variantPairs(report, byFile: byFile)
        body += findingsTable(report)
        body += "</main>"
        try sink.append(HTMLPage.document(title: "Legible scan report", body: body))
    }

    private func summary(_ report: ScanReport, byFile: [String: [Int]]) -> String {
        let s = report.summary
        var stats: [(String, Int)] = [("Files", s.files), ("Fail", s.fail), ("Review", s.review), ("Pass", s.pass)]
        if s.suppressed > 0 || report.findings.contains(where: { $0.suppressed != nil && $0.ignoredBy == nil }) {
            stats.append(("Suppressed by baseline", s.suppressed))
        }
        if s.ignored > 0 { stats.append(("In ignored regions", s.ignored)) }
        stats.append(("Unreadable", s.unreadable))
        var html = "<section aria-labelledby=\"summary\"><h2 id=\"summary\">Summary</h2><ul class=\"stats\">"
        for (label, value) in stats { html += "<li>\(label) <strong>\(value)</strong></li>" }
        html += "</ul>"

        var columns: [(String, (Finding) -> Bool)] = [
            ("fail", { $0.standingVerdict == .fail }),
            ("review", { $0.standingVerdict == .review }),
            ("pass", { $0.verdict == .pass && $0.ignoredBy == nil }),
            ("suppressed", { $0.suppressed == true && $0.ignoredBy == nil }),
        ]
        if s.ignored > 0 { columns.append(("ignored", { $0.ignoredBy != nil })) }
        html += "<h3>Findings by kind</h3><table><thead><tr><th scope=\"col\">Kind</th>"
        for (name, _) in columns { html += "<th scope=\"col\">\(name)</th>" }
        html += "</tr></thead><tbody>"
        for kind in [Finding.Kind.text, .graphic, .border, .colorOnly, .decorative] {
            let ofKind = report.findings.filter { $0.kind == kind }
            html += "<tr><th scope=\"row\">\(kind.rawValue)</th>"
            for (_, test) in columns { html += "<td>\(ofKind.filter(test).count)</td>" }
            html += "</tr>"
        }
        html += "</tbody></table>"

        let worst = report.files.compactMap { file -> (file: ScannedFile, fail: Int, review: Int, lowest: Double?)? in
            let findings = (byFile[file.file] ?? []).map { report.findings[$0] }.filter(\.isOpenProblem)
            guard !findings.isEmpty else { return nil }
            return (file, findings.filter { $0.verdict == .fail }.count, findings.filter { $0.verdict == .review }.count,
                    findings.compactMap(\.ratio).min())
        }
        .sorted { ($0.fail, $0.review) > ($1.fail, $1.review) }
        .prefix(Self.worstCount)
        if !worst.isEmpty {
            html += "<h3>Worst offenders</h3><ol>"
            for entry in worst {
                let name = HTMLPage.text(entry.file.file)
                let link = entry.file.preview.map { "<a href=\"#file-\($0)\">\(name)</a>" } ?? name
                let lowest = entry.lowest.map { ", lowest ratio \(ContrastRatio.truncated($0)):1" } ?? ""
                html += "<li>\(link): \(entry.fail) fail, \(entry.review) review\(lowest)</li>"
            }
            html += "</ol>"
        }
        return html + "</section>\n"
    }

    private func screenshots(_ report: ScanReport, byFile: [String: [Int]]) -> String {
        var html = "<section aria-labelledby=\"screenshots\"><h2 id=\"screenshots\">Screenshots with problems</h2>"
        // A file whose problems a baseline all suppressed has previews but nothing to outline.
        let shown = report.files.filter { file in
            file.preview != nil && (byFile[file.file] ?? []).contains { report.findings[$0].isOpenProblem }
        }
        if shown.isEmpty {
            html += "<p>No screenshot has a failing or review finding.</p>"
        } else {
            html += Self.visionFilters
        }
        for file in shown {
            guard let key = file.preview, let width = file.width, let height = file.height, width > 0, height > 0 else { continue }
            let indices = (byFile[file.file] ?? []).filter { report.findings[$0].isOpenProblem }
            let name = HTMLPage.text(file.file)
            html += "<article class=\"shot\" id=\"file-\(key)\" aria-labelledby=\"title-\(key)\"><h3 id=\"title-\(key)\">\(name)</h3>"
            let fails = indices.filter { report.findings[$0].verdict == .fail }.count
            html += "<p class=\"muted\">\(width)×\(height) px"
            if let scale = file.scale {
                html += ", @\(NumberFormat.decimal(scale.scale, places: 2))x (\(scale.explanation))"
            }
            html += "; \(fails) fail, \(indices.count - fails) review.</p>"
            html += "<fieldset class=\"vision\" data-image=\"image-\(key)\"><legend>See it as</legend>"
            html += "<label><input type=\"radio\" name=\"vision-\(key)\" value=\"\(ReportPreviews.relativePath(key: key))\" "
                + "data-vision=\"typical colour vision\" checked> typical colour vision</label> "
            for deficiency in CVDSimulator.standard.map(\.deficiency) {
                html += "<label><input type=\"radio\" name=\"vision-\(key)\" value=\"\(ReportPreviews.relativePath(key: key))\" "
                    + "data-filter=\"url(#cvd-\(deficiency.rawValue))\" data-vision=\"\(deficiency.displayName)\"> \(deficiency.displayName)</label> "
            }
            let ofFile = (byFile[file.file] ?? []).map { report.findings[$0] }
            let dark = Self.isDark(ofFile)
            html += Self.otherVisions(file, key: key, dark: dark)
            html += "</fieldset><div class=\"shot-body\"><div class=\"frame\">"
            html += "<img id=\"image-\(key)\" src=\"\(ReportPreviews.relativePath(key: key))\" width=\"\(width)\" height=\"\(height)\" loading=\"lazy\" "
            html += "data-name=\"\(name)\" alt=\"\(name), as seen with typical colour vision\">"
            if !dark { html += Self.smartInvertKept(file, key: key, findings: ofFile) }
            var list = "<ol class=\"problems\">"
            for (number, index) in indices.enumerated() {
                let finding = report.findings[index]
                guard let box = finding.box else { continue }
                let sentence = HTMLPage.text(FindingSentence.text(finding))
                let verdict = finding.verdict?.rawValue ?? ""
                let detail = details(finding)
                let position = String(format: "left:%.3f%%;top:%.3f%%;width:%.3f%%;height:%.3f%%",
                                      100 * Double(box.x) / Double(width), 100 * Double(box.y) / Double(height),
                                      100 * Double(box.width) / Double(width), 100 * Double(box.height) / Double(height))
                html += "<a class=\"box \(verdict)\" href=\"#row-\(index)\" style=\"\(position)\" aria-label=\"Finding \(number + 1), \(verdict): \(sentence)\">"
                html += "<span class=\"num\" aria-hidden=\"true\">\(number + 1)</span><span class=\"tip\" aria-hidden=\"true\">\(detail)</span></a>"
                list += "<li>\(HTMLPage.badge(verdict)) <a href=\"#row-\(index)\">\(sentence)</a><br>\(detail)</li>"
            }
            html += "</div>" + list + "</ol></div></article>\n"
        }
        return html + "</section>\n"
    }

    /// Each variant pair's two screenshots side by side, the runs whose variant broke its promise outlined
    /// as failing and the runs only one side has as review, then the runs whose ratio changed.
    private func variantPairs(_ report: ScanReport, byFile: [String: [Int]]) -> String {
        guard let pairs = report.variantPairs, !pairs.isEmpty else { return "" }
        let files = Dictionary(report.files.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        var html = "<section aria-labelledby=\"variants\"><h2 id=\"variants\">Variant pairs</h2>"
        for (number, pair) in pairs.enumerated() {
            let sides = [(pair.standard, "standard"), (pair.variant, pair.name)]
            let title = "\(HTMLPage.text(pair.standard)) ↔ \(HTMLPage.text(pair.variant)) (\(HTMLPage.text(pair.name)))"
            html += "<article class=\"pair\" aria-labelledby=\"pair-\(number)\"><h3 id=\"pair-\(number)\">\(title)</h3>"
            let own = { (file: String) in (byFile[file] ?? []).filter { index in
                report.findings[index].variants?.contains { $0.variant == pair.name && ($0.pairedFile == pair.standard || $0.pairedFile == pair.variant) } == true
            } }
            let changed = own(pair.variant).filter { index in
                let finding = report.findings[index]
                guard let comparison = finding.variants?.first(where: { $0.variant == pair.name }) else { return false }
                if comparison.flag != nil { return true }
                // Changed by more than two captures of the same colours differ.
                guard let before = comparison.pairedRatio, let after = finding.ratio else { return false }
                return abs(after - before) > (VariantPromise.sameRatio - 1) * before
            }
            let flagged = own(pair.variant).filter { report.findings[$0].brokenVariant?.variant == pair.name }.count
            let unmatched = sides.reduce(0) { count, side in
                count + own(side.0).filter { report.findings[$0].variants?.contains { $0.variant == pair.name && $0.flag == .unmatched } == true }.count
            }
            html += "<p class=\"muted\">\(flagged) flagged, \(unmatched) in one screenshot only, \(changed.count) changed.</p><div class=\"pair-body\">"
            for (file, label) in sides {
                guard let scanned = files[file], let key = scanned.preview, let width = scanned.width, let height = scanned.height,
                      width > 0, height > 0 else {
                    html += "<div class=\"frame\"><p>\(HTMLPage.text(file)): no preview</p></div>"
                    continue
                }
                html += "<figure><div class=\"frame\"><img src=\"\(ReportPreviews.relativePath(key: key))\" width=\"\(width)\" height=\"\(height)\" loading=\"lazy\" "
                html += "alt=\"\(HTMLPage.text(file)), \(HTMLPage.text(label))\">"
                for index in own(file) {
                    let finding = report.findings[index]
                    guard let box = finding.box,
                          let comparison = finding.variants?.first(where: { $0.variant == pair.name }), let flag = comparison.flag else { continue }
                    let position = String(format: "left:%.3f%%;top:%.3f%%;width:%.3f%%;height:%.3f%%",
                                          100 * Double(box.x) / Double(width), 100 * Double(box.y) / Double(height),
                                          100 * Double(box.width) / Double(width), 100 * Double(box.height) / Double(height))
                    let style = flag.isBroken ? "fail" : "review"
                    html += "<a class=\"box \(style)\" href=\"#row-\(index)\" style=\"\(position)\" aria-label=\"\(HTMLPage.text(flag.sentence))\"></a>"
                }
                html += "</div><figcaption>\(HTMLPage.text(label))</figcaption></figure>"
            }
            html += "</div>"
            if !changed.isEmpty {
                html += "<table><thead><tr><th scope=\"col\">Run</th><th scope=\"col\">standard</th><th scope=\"col\">\(HTMLPage.text(pair.name))</th>"
                html += "<th scope=\"col\">Check</th></tr></thead><tbody>"
                for index in changed {
                    let finding = report.findings[index]
                    let comparison = finding.variants?.first { $0.variant == pair.name }
                    let before = comparison?.pairedRatio.map { ContrastRatio.truncated($0) + ":1" } ?? "—"
                    let after = finding.ratio.map { ContrastRatio.truncated($0) + ":1" } ?? "—"
                    let box = finding.box.map { "\($0.x),\($0.y) \($0.width)×\($0.height)" } ?? ""
                    html += "<tr><td><a href=\"#row-\(index)\">\(box)</a></td><td>\(before)</td><td>\(after)</td>"
                    html += "<td>\(HTMLPage.text(comparison?.flag?.sentence ?? "changed"))</td></tr>"
                }
                html += "</tbody></table>"
            }
            html += "</article>\n"
        }
        return html + "</section>\n"
    }

    /// The toggles after the colour-vision ones: low vision (a blur of the model's width, set by the page
    /// for the size the preview is shown at), Classic Invert, and Smart Invert (the preview inverted but for
    /// the pictures and icons the scan found; a screen whose text mostly stands on dark backgrounds is
    /// already dark and left as it is).
    private static func otherVisions(_ file: ScannedFile, key: String, dark: Bool) -> String {
        let sigma = lowVision.blurSigma(scale: file.scale?.scale ?? 1)
        var html = "<svg class=\"filters\" width=\"0\" height=\"0\" aria-hidden=\"true\" focusable=\"false\">"
        html += "<filter id=\"lowvision-\(key)\" color-interpolation-filters=\"linearRGB\"><feGaussianBlur stdDeviation=\"0\"/></filter></svg>"
        let preview = ReportPreviews.relativePath(key: key)
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
    private static func smartInvertKept(_ file: ScannedFile, key: String, findings: [Finding]) -> String {
        guard let width = file.width, let height = file.height else { return "" }
        let preview = ReportPreviews.relativePath(key: key)
        return findings.filter { $0.kind == .decorative || $0.kind == .graphic }.compactMap(\.box).map { box in
            let size = String(format: "background-size:%.3f%% %.3f%%", 100 * Double(width) / Double(max(box.width, 1)),
                              100 * Double(height) / Double(max(box.height, 1)))
            let x = box.width < width ? 100 * Double(box.x) / Double(width - box.width) : 0
            let y = box.height < height ? 100 * Double(box.y) / Double(height - box.height) : 0
            let position = String(format: "left:%.3f%%;top:%.3f%%;width:%.3f%%;height:%.3f%%;background-position:%.3f%% %.3f%%",
                                  100 * Double(box.x) / Double(width), 100 * Double(box.y) / Double(height),
                                  100 * Double(box.width) / Double(width), 100 * Double(box.height) / Double(height), x, y)
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
    static let visionFilters: String = {
        var svg = "<svg class=\"filters\" width=\"0\" height=\"0\" aria-hidden=\"true\" focusable=\"false\">"
        for simulator in CVDSimulator.standard {
            svg += visionFilter(simulator)
        }
        let flip = "type=\"table\" tableValues=\"1 0\""
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
    private static func visionFilter(_ simulator: CVDSimulator) -> String {
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
    private func details(_ finding: Finding) -> String {
        var parts = ["Text \(HTMLPage.swatch(finding.foreground))", "on \(HTMLPage.swatch(finding.background))"]
        if let ratio = finding.ratio {
            var value = ContrastRatio.truncated(ratio)
            if let max = finding.ratioMax, max - ratio > 1e-9 { value += "–" + ContrastRatio.truncated(max) }
            parts.append("ratio \(value):1")
        }
        if let threshold = finding.threshold { parts.append("needs \(ContrastRatio.truncated(threshold)):1") }
        if let points = finding.fontPoints { parts.append(String(format: "%.0f pt", points) + (finding.bold == true ? " bold" : "")) }
        switch finding.kind {
        case .graphic: parts[0] = "Graphic \(HTMLPage.swatch(finding.foreground))"
        case .border: parts[0] = "Border \(HTMLPage.swatch(finding.foreground))"
        case .colorOnly: parts[0] = "Told by colour alone \(HTMLPage.swatch(finding.foreground)) beside \(HTMLPage.swatch(finding.background))"
        default: break
        }
        let suggestion = SuggestionText.phrase(finding) { HTMLPage.swatch($0) }
        return parts.joined(separator: " ") + (suggestion.map { "<br>" + $0.prefix(1).uppercased() + $0.dropFirst() } ?? "")
    }

    private func findingsTable(_ report: ScanReport) -> String {
        let headers = ["File", "Box", "Kind", "Foreground", "Background", "Ratio", "Needs", "APCA Lc", "Size (pt)", "Verdict", "Message"]
        var html = "<section aria-labelledby=\"all-findings\"><h2 id=\"all-findings\">All findings</h2>"
        html += "<div class=\"filters\">"
        let verdicts = ["fail", "review", "pass", "error"]
            + (report.findings.contains { $0.suppressed == true && $0.ignoredBy == nil } ? ["suppressed"] : [])
            + (report.findings.contains { $0.ignoredBy != nil } ? ["ignored"] : [])
        html += HTMLPage.filter(id: "filter-verdict", label: "Verdict", attribute: "verdict", table: "findings", options: verdicts)
        html += HTMLPage.filter(id: "filter-kind", label: "Kind", attribute: "kind", table: "findings", options: ["text", "graphic", "border", "color-only", "decorative", "error"])
        html += "<label for=\"filter-file\">File contains</label> <input id=\"filter-file\" type=\"search\" data-filter=\"file\" data-table=\"findings\">"
        html += "</div><p id=\"findings-shown\" aria-live=\"polite\">Showing \(report.findings.count) of \(report.findings.count) rows.</p>"
        html += "<div class=\"table-wrap\" tabindex=\"0\" role=\"region\" aria-label=\"All findings, scrollable\">"
        html += "<table id=\"findings\"><thead><tr>"
        for (column, header) in headers.enumerated() { html += HTMLPage.sortableHeader(header, column: column) }
        html += "</tr></thead><tbody>\n"
        for (index, finding) in report.findings.enumerated() {
            let verdict = finding.ignoredBy != nil ? "ignored"
                : finding.suppressed == true ? "suppressed" : (finding.kind == .error ? "error" : finding.verdict?.rawValue ?? "")
            html += "<tr id=\"row-\(index)\" data-verdict=\"\(verdict)\" data-kind=\"\(finding.kind.rawValue)\" data-file=\"\(HTMLPage.text(finding.file))\">"
            html += "<td>\(HTMLPage.text(finding.file))</td>"
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
            html += "<td>\(verdict.isEmpty ? "" : HTMLPage.badge(verdict))</td><td>\(HTMLPage.text(message))</td></tr>\n"
        }
        return html + "</tbody></table></div></section>\n"
    }
}

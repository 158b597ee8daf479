import Foundation
import LegibleColor
import LegibleVision
import LegiblePolicy
import LegiblePalette
import LegibleBase

/// `report.html` for `legible palette`: per palette and variant a contrast grid (foreground ×
/// background, ratio and verdict), the categorical groups' pairs that collapse for each
/// colour-vision deficiency, and `#findings`, the rows of palette.csv as a sortable table.
public struct PaletteHTMLWriter: ReportWriter {
    public let fileName = "report.html"
    /// Grids larger than this many cells are too big to read; their failing pairs are listed instead.
    static let maximumGridCells = 4096
    /// Above this many pairs the table keeps only failing and review rows, and never more than this
    /// many rows (palette.csv has them all).
    static let maximumTableRows = 20_000

    public init() {}

    public func write(_ report: PaletteReport, to sink: any ReportSink) throws {
        let pairs = report.pairCount
        var body: HTML = "<header><h1>Legible palette report</h1><p class=\"lead\">"
        body += "\(report.requirement.policy.displayName) \(report.requirement.level.rawValue.uppercased()), "
        body += "\(report.results.count) palette\(report.results.count == 1 ? "" : "s"), \(pairs) pair\(pairs == 1 ? "" : "s").</p></header>\n<main>\n"
        body += "<section aria-labelledby=\"summary\"><h2 id=\"summary\">Summary</h2><ul class=\"stats\">"
        let stats = [("Palettes", report.results.count), ("Pairs", pairs), ("Fail", report.failCount), ("Review", report.reviewCount),
                     ("Pass", pairs - report.failCount - report.reviewCount), ("Unreadable", report.failures.count)]
        for (label, value) in stats { body += "<li>\(label) <strong>\(value)</strong></li>" }
        body += "</ul>"
        if !report.failures.isEmpty {
            body += "<h3>Unreadable palettes</h3><ul>"
            for failure in report.failures { body += "<li>\(failure.message)</li>" }
            body += "</ul>"
        }
        body += "</section>\n"
        for (index, result) in report.results.enumerated() {
            body += Self.section(result, index: index)
        }
        body += Self.table(report)
        body += "</main>"
        try sink.append(HTMLPage.document(title: "Legible palette report", body: body).bytes)
    }

    private static func section(_ result: PaletteResult, index: Int) -> HTML {
        let palette = result.palette
        var html: HTML = "<section aria-labelledby=\"palette-\(index)\"><h2 id=\"palette-\(index)\">\(palette.name)</h2>"
        html += "<p class=\"muted\">\(palette.source): \(palette.tokens.count) tokens, \(result.pairs.count) pairs.</p>"
        if !result.problems.isEmpty {
            html += "<ul>\(result.problems.map { "<li>\($0)</li>" as HTML }.joined())</ul>"
        }
        var variants: [String] = []
        var byVariant: [String: [PairResult]] = [:]
        for pair in result.pairs {
            if byVariant[pair.variant] == nil { variants.append(pair.variant) }
            byVariant[pair.variant, default: []].append(pair)
        }
        for (number, variant) in variants.enumerated() {
            html += grid(byVariant[variant]!, palette: palette, variant: variant, id: "palette-\(index)-variant-\(number)")
        }
        html += groups(result.groups)
        return html + "</section>\n"
    }

    private static func grid(_ pairs: [PairResult], palette: Palette, variant: String, id: String) -> HTML {
        // Tokens in the order they first appear, found with sets: a --grid variant has a million pairs.
        var foregrounds: [Int32] = []
        var backgrounds: [Int32] = []
        var seenForegrounds = Set<Int32>()
        var seenBackgrounds = Set<Int32>()
        for pair in pairs {
            if seenForegrounds.insert(pair.foreground).inserted { foregrounds.append(pair.foreground) }
            if seenBackgrounds.insert(pair.background).inserted { backgrounds.append(pair.background) }
        }
        let name = { (token: Int32) in palette.tokens[Int(token)].name }
        var html: HTML = "<h3 id=\"\(id)\">\(variant)</h3>"
        guard foregrounds.count * backgrounds.count <= maximumGridCells else {
            let problems = pairs.filter { $0.verdict != .pass }
            html += "<p>\(foregrounds.count) foregrounds × \(backgrounds.count) backgrounds is too large a grid to read here; "
            html += "\(problems.count) are failing or review pairs; the table below lists them (up to its limit), palette.csv all.</p>"
            return html
        }
        var cells: [Int64: PairResult] = [:]
        for pair in pairs { cells[Int64(pair.foreground) << 32 | Int64(pair.background)] = pair }
        html += "<div class=\"grid-wrap\" tabindex=\"0\" role=\"region\" aria-labelledby=\"\(id)\"><table class=\"grid\">"
        html += "<caption class=\"muted\">Rows: foreground tokens. Columns: background tokens.</caption><thead><tr><td></td>"
        for background in backgrounds { html += "<th scope=\"col\">\(name(background))</th>" }
        html += "</tr></thead><tbody>"
        for foreground in foregrounds {
            html += "<tr><th scope=\"row\">\(name(foreground))</th>"
            for background in backgrounds {
                guard let pair = cells[Int64(foreground) << 32 | Int64(background)] else {
                    html += "<td></td>"
                    continue
                }
                html += "<td>\(HTMLPage.pairSample(foreground: pair.measuredForeground.hex, background: pair.measuredBackground.hex)) "
                html += "\(ratio(pair)) \(HTMLPage.badge(pair.verdict.rawValue))</td>"
            }
            html += "</tr>"
        }
        return html + "</tbody></table></div>"
    }

    private static func ratio(_ pair: PairResult) -> String {
        ContrastRatio.truncated(pair.ratio) + (pair.isRange ? "–" + ContrastRatio.truncated(pair.ratioMax) : "")
    }

    /// Each group's pairs that fall below the distinguishable ΔE, per variant and vision, with the
    /// colours as that vision sees them.
    private static func groups(_ checks: [GroupCheck]) -> HTML {
        guard !checks.isEmpty else { return HTML() }
        var html: HTML = "<h3>Categorical colours</h3><table><thead><tr><th scope=\"col\">Group</th><th scope=\"col\">Variant</th>"
        html += "<th scope=\"col\">Vision</th><th scope=\"col\">Smallest ΔE00</th><th scope=\"col\">Pairs hard to tell apart</th></tr></thead><tbody>"
        for check in checks {
            let deficiency = ColorVisionDeficiency(rawValue: check.vision)
            let pairs = check.collapsing.map { collapse -> HTML in
                "\(HTMLPage.swatch(collapse.seen?.first.hex)) \(collapse.first) / \(HTMLPage.swatch(collapse.seen?.second.hex)) "
                    + "\(collapse.second) (ΔE \(NumberFormat.decimal(collapse.deltaE, places: 1)))"
            }
            html += "<tr><td>\(check.group)</td><td>\(check.variant)</td>"
            html += "<td>\(deficiency?.displayName ?? check.vision)</td><td>\(NumberFormat.decimal(check.minimumDeltaE, places: 1))</td>"
            let collapsing: HTML = pairs.isEmpty ? "none" : pairs.joined(separator: "<br>")
            html += "<td>\(collapsing)</td></tr>"
        }
        return html + "</tbody></table>"
    }

    /// A row's notes: its message, then for a failing pair which token to change.
    private static func notes(_ pair: PairResult, of result: PaletteResult, requirement: ContrastRequirement) -> String {
        let suggested = result.suggestsColors ? pair.suggestedColors(requirement) : nil
        let suggestion = pair.suggestionText(suggested, in: result.palette).map { $0.prefix(1).uppercased() + $0.dropFirst() }
        return [pair.message(in: result.palette), suggestion].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ". ")
    }

    private static func table(_ report: PaletteReport) -> HTML {
        let complete = report.pairCount <= maximumTableRows
        var rows = HTML()
        var count = 0
        var omitted = 0
        for failure in report.failures {
            rows += errorRow(source: failure.source, message: failure.message)
            count += 1
        }
        for result in report.results {
            let palette = result.palette
            for problem in result.problems {
                rows += errorRow(source: palette.source, message: problem)
                count += 1
            }
            for pair in result.pairs where complete || pair.verdict != .pass {
                // A --grid of a big palette can fail millions of pairs: past the limit, palette.csv has them.
                guard count < maximumTableRows else {
                    omitted += 1
                    continue
                }
                let foreground = palette.tokens[Int(pair.foreground)].name
                let background = palette.tokens[Int(pair.background)].name
                rows += "<tr data-verdict=\"\(pair.verdict.rawValue)\" data-variant=\"\(pair.variant)\" data-tokens=\"\(foreground) \(background)\">"
                rows += "<td>\(palette.source)</td><td>\(pair.variant)</td><td>\(foreground) \(HTMLPage.swatch(pair.measuredForeground.hex))</td>"
                rows += "<td>\(background) \(HTMLPage.swatch(pair.measuredBackground.hex))</td>"
                rows += "<td>\(HTMLPage.pairSample(foreground: pair.measuredForeground.hex, background: pair.measuredBackground.hex))</td>"
                rows += "<td>\(ContrastRatio.truncated(pair.ratio, places: 3))</td><td>\(NumberFormat.decimal(report.requirement.threshold(for: pair.usage), places: 1))</td>"
                rows += "<td>\(pair.apca.isNaN ? "" : NumberFormat.decimal(Double(pair.apca), places: 1))</td><td>\(pair.usage.rawValue)</td>"
                rows += "<td>\(HTMLPage.badge(pair.verdict.rawValue))</td><td>\(Self.notes(pair, of: result, requirement: report.requirement))</td></tr>\n"
                count += 1
            }
        }
        var html: HTML = "<section aria-labelledby=\"all-pairs\"><h2 id=\"all-pairs\">All pairs</h2>"
        if !complete {
            html += "<p>\(report.pairCount) pairs are too many to list here: this table has the failing and review ones"
            html += omitted > 0 ? ", the first \(count) of them (\(omitted) more); palette.csv has all.</p>" : "; palette.csv has all.</p>"
        }
        html += "<div class=\"filters\">"
        html += HTMLPage.filter(id: "filter-verdict", label: "Verdict", attribute: "verdict", table: "findings", options: ["fail", "review", "pass", "error"])
        html += HTMLPage.filter(id: "filter-variant", label: "Variant", attribute: "variant", table: "findings",
                                options: Set(report.results.flatMap { $0.pairs.map(\.variant) }).sorted())
        html += "<label for=\"filter-token\">Token contains</label> <input id=\"filter-token\" type=\"search\" data-filter=\"tokens\" data-table=\"findings\">"
        html += "</div><p id=\"findings-shown\" aria-live=\"polite\">Showing \(count) of \(count) rows.</p>"
        html += "<div class=\"table-wrap\" tabindex=\"0\" role=\"region\" aria-label=\"All pairs, scrollable\"><table id=\"findings\"><thead><tr>"
        let headers = ["Palette", "Variant", "Foreground", "Background", "Sample", "Ratio", "Needs", "APCA Lc", "Usage", "Verdict", "Message"]
        for (column, header) in headers.enumerated() { html += HTMLPage.sortableHeader(header, column: column) }
        return html + "</tr></thead><tbody>\n\(rows)</tbody></table></div></section>\n"
    }

    /// A palette that could not be read, or a problem in one, as palette.csv's `error` row.
    private static func errorRow(source: String, message: String) -> HTML {
        "<tr data-verdict=\"error\" data-variant=\"\" data-tokens=\"\"><td>\(source)</td>"
            + Array(repeating: "<td></td>" as HTML, count: 8).joined() + "<td>\(HTMLPage.badge("error"))</td><td>\(message)</td></tr>\n"
    }
}

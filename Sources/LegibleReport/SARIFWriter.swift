import Foundation
import LegibleColor
import LegibleFindings

/// `findings.sarif`: SARIF 2.1.0 with one result per `fail` or `review` finding (and per unreadable
/// input), one rule per `Check`, the file as the artifact and the box in the properties,
/// so GitHub code scanning and other SARIF viewers list them.
public struct SARIFWriter: ReportWriter {
    public let fileName = "findings.sarif"

    public init() {}

    public func write(_ report: ScanReport, to sink: any ReportSink) throws {
        let stream = try SARIFStream(sink: sink)
        try stream.append(findings: report.findings)
        try stream.end()
    }

    /// The SARIF result of a finding that fails, needs review or is an unreadable input; nil for any other.
    static func result(_ finding: Finding) -> [String: Any]? {
        guard finding.kind == .error || finding.isProblem else { return nil }
        var properties: [String: Any] = ["kind": finding.kind.rawValue]
        if let box = finding.box {
            properties["box"] = ["x": box.x, "y": box.y, "width": box.width, "height": box.height]
        }
        for (key, value) in [("foreground", finding.foreground), ("background", finding.background)] {
            if let value { properties[key] = value }
        }
        for (key, value) in [("ratio", finding.ratio), ("ratioMax", finding.ratioMax), ("threshold", finding.threshold),
                             ("fontPoints", finding.fontPoints), ("apca", finding.apca)] {
            if let value { properties[key] = ContrastRatio.truncatedValue(value) }
        }
        if let verdict = finding.verdict { properties["verdict"] = verdict.rawValue }
        var result: [String: Any] = [
            "ruleId": Check.of(finding).id,
            "level": finding.kind == .error || finding.verdict == .fail || finding.brokenVariant != nil ? "error" : "warning",
            "message": ["text": FindingSentence.text(finding)],
            "locations": [["physicalLocation": [
                "artifactLocation": ["uri": Self.uri(finding.file)],
                "region": ["startLine": 1],
            ]]],
            "properties": properties,
        ]
        // SARIF's own way to say "known, not new": viewers show it as suppressed, not as an alert.
        if let region = finding.ignoredBy {
            result["suppressions"] = [["kind": "external", "justification": "in the region '\(region)' that .legible.yml ignores"]]
        } else if finding.suppressed == true {
            result["suppressions"] = [["kind": "external", "justification": "in the baseline given to --baseline"]]
        }
        return result
    }

    /// The document with `results` in place of its results.
    static func document(results: Any) -> [String: Any] {
        [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [[
                "tool": ["driver": [
                    "name": "legible", "informationUri": "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html",
                    "rules": Check.all.map { check in
                        ["id": check.id, "name": check.name, "shortDescription": ["text": check.summary], "helpUri": check.helpURL]
                    },
                ]],
                "results": results,
            ]],
        ]
    }

    static func serialize(_ object: Any) throws -> [UInt8] {
        Array(try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
    }

    /// A relative path stays relative (SARIF resolves it against the checkout); spaces and the like are escaped.
    static func uri(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }
}

import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@testable import LegiblePolicy
@testable import LegibleFindings
@testable import LegibleScan
@testable import LegibleReport

@Suite struct MachineFormatTests {
    /// A real scan plus an unreadable input and an evil file name.
    static func report() -> ScanReport {
        let (file, findings) = ScreenshotScanner().scan(fileAt: Fixtures.path("screens/s11-000@1x.png"))
        let evil = "<img src=x onerror=alert(1)>&\u{1}.png"
        let broken = ScannedFile(file: evil, width: nil, height: nil, scale: nil, profile: nil, seconds: 0, error: "empty")
        return ScanReport(requirement: ContrastRequirement(), files: [file, broken],
                          findings: findings + [.error(file: evil, message: "\(evil): the file is empty")])
    }

    /// findings.json is written in parts side by side; its text must be what Foundation's encoder
    /// gives for the whole report at once, also with no findings, no files, or one of each.
    @Test func findingsJSONIsOneEncodingOfTheWholeReport() throws {
        let full = Self.report()
        let reports = [full, ScanReport(full, files: full.files, findings: []), ScanReport(full, files: [], findings: full.findings),
                       ScanReport(full, files: [full.files[0]], findings: [full.findings[0]])]
        for report in reports {
            let expected = try JSONOutput.encode(report)
            #expect(String(decoding: try FindingsJSONWriter().render(report), as: UTF8.self) == expected)
        }
        #expect(full.findings.count > 5)
        // More chunks than a machine has cores, and chunks of unequal length.
        let whole = try JSONOutput.encode(["values": full.findings])
        for jobs in [1, 2, 3, full.findings.count + 2] {
            let elements = try JSONOutput.arrayElements(full.findings, depth: 1, jobs: jobs)
            #expect(whole == "{\n  \"values\" : [\n" + String(decoding: elements, as: UTF8.self) + "\n  ]\n}")
        }
    }

    @Test func sarifHasOneResultPerFailReviewOrErrorWithRulesAndLocations() throws {
        let report = Self.report()
        let json = try #require(try JSONSerialization.jsonObject(with: SARIFWriter().render(report)) as? [String: Any])
        #expect(json["version"] as? String == "2.1.0")
        let run = try #require((json["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let ruleIDs = Set(rules.compactMap { $0["id"] as? String })
        let results = try #require(run["results"] as? [[String: Any]])
        let expected = report.findings.filter { $0.kind == .error || $0.verdict == .fail || $0.verdict == .review }.count
        #expect(results.count == expected)
        #expect(results.count > 5)
        for result in results {
            #expect(ruleIDs.contains(result["ruleId"] as? String ?? ""))
            #expect(["error", "warning"].contains(result["level"] as? String ?? ""))
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            #expect((location?["artifactLocation"] as? [String: Any])?["uri"] is String)
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
        }
        #expect(results.contains { ($0["properties"] as? [String: Any])?["box"] != nil })
    }

    /// JUnit's schema allows one failure per testcase: it lists every failing finding of the file.
    @Test func junitHasATestcasePerFileAndOneFailureListingItsFailingFindings() throws {
        let report = Self.report()
        let data = try JUnitWriter().render(report)
        let document = try XMLDocument(data: data)
        let cases = try document.nodes(forXPath: "//testcase")
        #expect(cases.count == 2)
        let failing = report.findings.filter { $0.verdict == .fail }
        let failures = try document.nodes(forXPath: "//failure")
        #expect(failures.count == Set(failing.map(\.file)).count)
        #expect(failures.map { ($0.stringValue ?? "").split(separator: "\n").count }.reduce(0, +) == failing.count)
        #expect(try document.nodes(forXPath: "//error").count == 1)
        // The evil name is text, not markup.
        let names = cases.compactMap { ($0 as? XMLElement)?.attribute(forName: "name")?.stringValue }
        #expect(names.contains("<img src=x onerror=alert(1)>&\u{FFFD}.png"))
    }
}

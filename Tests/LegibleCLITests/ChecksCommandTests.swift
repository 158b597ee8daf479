import Foundation
import Testing

/// `legible checks` lists every rule ID that SARIF carries, and docs/checks.md is its Markdown.
@Suite struct ChecksCommandTests {
    @Test func listsEveryRuleOfTheSARIFReport() throws {
        let listing = try LegibleRunner.run(["checks"])
        #expect(listing.status == 0)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("checks-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let scan = try LegibleRunner.run(["scan", LegibleRunner.fixture("screens"), "--out", out.path, "--format", "sarif", "--quiet"])
        #expect(scan.status == 0 || scan.status == 1)
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("findings.sarif"))) as? [String: Any])
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids.count == 6)
        for id in ids { #expect(listing.stdout.contains(id + "  ")) }
        for result in run["results"] as? [[String: Any]] ?? [] { #expect(ids.contains(result["ruleId"] as? String ?? "")) }
    }

    @Test func docsListTheChecksAsTheCommandDoes() throws {
        let listing = try LegibleRunner.run(["checks", "--markdown"])
        let docs = LegibleRunner.fixtures.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/checks.md")
        let page = try String(contentsOf: docs, encoding: .utf8)
        #expect(page.contains(listing.stdout), "docs/checks.md: regenerate its table with `legible checks --markdown`")
    }
}

import Foundation
import Testing

@testable import LegibleConfiguration

@Suite struct ConfigurationFileTests {
    @Test(arguments: [
        ("**/*.png", "a/b/c.png", true), ("**/*.png", "c.png", true), ("*.png", "a/c.png", false),
        ("shots/ios/**", "shots/ios/x/y.png", true), ("shots/ios/**", "shots/android/y.png", false),
        ("home?.png", "home1.png", true), ("home?.png", "home12.png", false), ("[ab].png", "b.png", true),
        ("[ab].png", "c.png", false), ("a+b.png", "a+b.png", true), ("a+b.png", "aab.png", false),
    ])
    func globs(glob: String, path: String, matches: Bool) throws {
        let pattern = try #require(GlobPattern(glob))
        #expect(pattern.matches(path) == matches)
    }

    @Test func aSectionOverridesTheTopLevelForItsCommandOnly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-yml-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("a/b"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(".legible.yml").path
        try "out: all\nformat: [csv, json]\nscan:\n  out: scans\n  scale: 2\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(ConfigurationFile.discover(from: folder.appendingPathComponent("a/b").path) == path)
        let file = try ConfigurationFile(path: path)
        #expect(file.entries(for: "scan").map(\.key) == ["format", "out", "scale"])
        #expect(file.entries(for: "scan").first { $0.key == "out" }?.value == .scalar("scans"))
        #expect(file.entries(for: "palette").first { $0.key == "out" }?.value == .scalar("all"))
        #expect(file.entries(for: "palette").first { $0.key == "format" }?.line == 2)
        let rules = try ScanPathRules(configuration: file)
        #expect(rules.scale(for: folder.appendingPathComponent("any.png").path) == 2)
    }
}

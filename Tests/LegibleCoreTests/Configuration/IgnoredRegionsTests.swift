import Foundation
import Testing

@testable import LegibleImaging
@testable import LegiblePolicy
@testable import LegibleFindings
@testable import LegibleConfiguration

@Suite struct IgnoredRegionsTests {
    static func regions(_ yaml: String) throws -> (IgnoredRegions, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-ignore-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(".legible.yml").path
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        let file = try ConfigurationFile(path: path)
        return (try IgnoredRegions(configuration: file, rules: ScanPathRules(configuration: file)), folder)
    }

    static func finding(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> Finding {
        Finding(file: "f", box: PixelRect(x: x, y: y, width: width, height: height), kind: .text, verdict: .fail)
    }

    /// Points follow the file's scale, percentages its size; a finding mostly inside is marked and
    /// suppressed, one mostly outside is not; a region with a glob applies to the files it names only.
    @Test func pointsPercentagesAndGlobs() throws {
        let (regions, folder) = try Self.regions("""
            scan:
              ignore:
                - { name: status bar, x: 0, y: 0, width: 100%, height: 20 }
                - { glob: "android/**", x: 0, y: 90%, width: 50%, height: 10% }
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = ScannedFile(file: "f", width: 300, height: 600, scale: ScaleEstimate(scale: 3, source: "option"), profile: nil,
                               seconds: 0, error: nil)
        let findings = [Self.finding(10, 10, 100, 40), Self.finding(10, 50, 100, 40), Self.finding(10, 560, 100, 30)]
        let ios = regions.apply(to: findings, file: file, path: folder.appendingPathComponent("ios/home.png").path)
        #expect(ios.map(\.ignoredBy) == ["status bar", nil, nil])
        #expect(ios.map(\.suppressed) == [true, nil, nil])
        let android = regions.apply(to: findings, file: file, path: folder.appendingPathComponent("android/home.png").path)
        #expect(android.map(\.ignoredBy) == ["status bar", nil, "ignored region 2"])
        #expect(ScanReport(requirement: ContrastRequirement(), files: [file], findings: android).summary.ignored == 2)
    }

    @Test(arguments: ["scan:\n  ignore: [{ x: 0, y: 0, width: 10 }]\n", "scan:\n  ignore: [{ x: 0, y: 0, width: 10, height: tall }]\n",
                      "scan:\n  ignore: [{ x: 0, y: 0, width: 10, height: 5, colour: red }]\n", "scan:\n  ignore: 5\n"])
    func mistakesAreErrorsNamingTheKey(yaml: String) throws {
        #expect(throws: ConfigurationError.self) { _ = try Self.regions(yaml) }
    }
}

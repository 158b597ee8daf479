import Foundation
import Testing

/// `.legible.yml`: found in the working folder or above it (or named by --config), its keys the long
/// options of each command, the command line winning; scan's include/exclude and per-glob scales; and
/// every kind of mistake an error naming the file, line and key, with exit 2.
@Suite struct ConfigurationTests {
    /// A project folder: screenshots in shots/hi (3x) and shots/lo, one of them a diff to leave out.
    static func project(_ configuration: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("legible-config-\(UUID().uuidString)")
        for folder in ["shots/hi", "shots/lo", "work/deeper"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let screen = URL(fileURLWithPath: LegibleRunner.fixture("screens/s11-000@1x.png"))
        try FileManager.default.copyItem(at: screen, to: root.appendingPathComponent("shots/hi/home.png"))
        try FileManager.default.copyItem(at: screen, to: root.appendingPathComponent("shots/lo/home.png"))
        try FileManager.default.copyItem(at: screen, to: root.appendingPathComponent("shots/lo/home-diff.png"))
        try configuration.write(to: root.appendingPathComponent(".legible.yml"), atomically: true, encoding: .utf8)
        return root
    }

    static let configuration = """
        # defaults of every command
        format: [csv, json]
        out: from-config
        fail-on: never
        scan:
          exclude: "**/*-diff.png"
          scales:
            "shots/hi/**": 3
        """

    @Test func foundAboveTheWorkingFolderAndTheCommandLineWins() throws {
        let root = try Self.project(Self.configuration)
        defer { try? FileManager.default.removeItem(at: root) }
        let deeper = root.appendingPathComponent("work/deeper")
        let result = try LegibleRunner.run(["scan", "../../shots", "--quiet"], directory: deeper)
        #expect(result.status == 0, "fail-on: never from the file; \(result.stderr)")
        let reports = deeper.appendingPathComponent("from-config")
        #expect(FileManager.default.fileExists(atPath: reports.appendingPathComponent("findings.csv").path))
        #expect(!FileManager.default.fileExists(atPath: reports.appendingPathComponent("report.html").path))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: reports.appendingPathComponent("findings.json")))
            as? [String: Any])
        let files = try #require(json["files"] as? [[String: Any]])
        let scales = Dictionary(uniqueKeysWithValues: files.map {
            (($0["file"] as? String ?? "").replacingOccurrences(of: "../../", with: ""), ($0["scale"] as? [String: Any])?["scale"] as? Double)
        })
        #expect(scales == ["shots/hi/home.png": 3, "shots/lo/home.png": 1], "the diff excluded, the 3x glob applied: \(scales)")

        let overridden = try LegibleRunner.run(["scan", "../../shots", "--quiet", "--fail-on", "fail", "--out", "cli"], directory: deeper)
        #expect(overridden.status == 1)
        #expect(FileManager.default.fileExists(atPath: deeper.appendingPathComponent("cli/findings.json").path))
    }

    @Test func aFileNamedWithConfigIsUsedInsteadOfTheOneFound() throws {
        let root = try Self.project(Self.configuration)
        defer { try? FileManager.default.removeItem(at: root) }
        let other = root.appendingPathComponent("other.yml")
        // (grid: a palette whose names give no pair checks nothing, which is exit 2.)
        try "palette:\n  format: csv\n  out: palette-out\n  grid: true\n".write(to: other, atomically: true, encoding: .utf8)
        let result = try LegibleRunner.run(["palette", LegibleRunner.fixture("palettes/simple.gpl"), "--config", other.path], directory: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("palette-out/palette.csv").path))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("palette-out/palette.json").path))
    }

    /// Findings inside an ignored region are counted as ignored and never fail the run; outside they do.
    @Test(arguments: [true, false])
    func ignoredRegionsAreCountedNotFailed(ignoreTheWholeScreen: Bool) throws {
        let region = ignoreTheWholeScreen ? "{ name: everything, x: 0, y: 0, width: 100%, height: 100% }" : "{ x: 0, y: 0, width: 1, height: 1 }"
        let root = try Self.project("format: [csv]\nscan:\n  include: \"shots/lo/home.png\"\n  ignore:\n    - \(region)\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try LegibleRunner.run(["scan", "shots", "--quiet"], directory: root)
        #expect(result.status == (ignoreTheWholeScreen ? 0 : 1), "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("in ignored regions") == ignoreTheWholeScreen)
        let csv = try String(contentsOf: root.appendingPathComponent("legible-report/findings.csv"), encoding: .utf8)
        // The region's name is the last optional column, before the four suggested-colour ones.
        #expect(csv.contains(",everything,") == ignoreTheWholeScreen)
    }

    @Test(arguments: [
        ("scan:\n  colour: red\n", ":2: unknown key 'colour'"),
        ("scan:\n  cvd: maybe\n", ":2: 'cvd': expected true or false"),
        ("jobs: [1, 2]\n", ":1: 'jobs': expected one value"),
        ("scan:\n  include: \"[abc\"\n", ":2: 'include': '[abc' is not a valid glob"),
        ("scan:\n  scales:\n    \"**\": fast\n", ":3: 'scales': expected a positive number"),
        ("format: [csv\n", "not valid YAML"),
        ("format: [csv]\nscan:\n  fail-on: warn\n", ":3: fail-on: \"warn\" is not one of fail, review, never"),
        ("jobs: x\n", ":1: jobs: \"x\" is not a whole number of at least 1"),
        ("format: [csv, pdf]\n", ":1: format: \"pdf\" is not one of csv, json, html, sarif, junit, jsonl"),
        ("simulate:\n  severity: 2\n", ":2: severity: \"2\" is not a number from 0 to 1"),
        ("scan:\n  disabled-color: [\"#cccccc\", grey9]\n", ":2: disabled-color: \"grey9\" is not a colour"),
    ])
    func mistakesNameTheFileLineAndKey(configuration: String, message: String) throws {
        let root = try Self.project(configuration)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try LegibleRunner.run(["scan", "shots", "--quiet"], directory: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains(".legible.yml") && result.stderr.contains(message), "\(result.stderr)")
    }

    /// Every long option of every command may be set in the file (the key table follows the parser).
    @Test(arguments: ["scan", "merge", "palette", "ratio", "info", "colors", "simulate"])
    func everyOptionIsAKey(command: String) throws {
        let help = try LegibleRunner.run([command, "--experimental-dump-help"])
        let dump = try #require(try JSONSerialization.jsonObject(with: Data(help.stdout.utf8)) as? [String: Any])
        let arguments = try #require((dump["command"] as? [String: Any])?["arguments"] as? [[String: Any]])
        let keys = arguments.compactMap { argument -> String? in
            guard argument["kind"] as? String != "positional", argument["shouldDisplay"] as? Bool != false else { return nil }
            return (argument["names"] as? [[String: Any]])?.first { $0["kind"] as? String == "long" }?["name"] as? String
        }.filter { $0 != "help" && $0 != "version" }
        #expect(!keys.isEmpty)
        let root = try Self.project("\(command):\n" + keys.map { "  \($0): x\n" }.joined())
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try LegibleRunner.run([command, "--help"], directory: root)
        #expect(!result.stderr.contains("unknown key"), "\(command): \(result.stderr)")
    }
}

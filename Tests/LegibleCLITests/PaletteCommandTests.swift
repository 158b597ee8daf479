import Foundation
import Testing

@Suite struct PaletteCommandTests {
    static let palettes = LegibleRunner.fixtures.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Palettes").path

    @Test func writesThePaletteColumnsInOrderAndExitsOneOnFailures() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("legible-palette-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try LegibleRunner.run(["palette", Self.palettes, "--out", out])
        #expect(result.status == 1)
        #expect(result.stdout.contains("apple-system.palette.json: 280 pairs"))
        #expect(result.stdout.contains("group 'status' in light collapses for"))
        let csv = try String(contentsOfFile: out + "/palette.csv", encoding: .utf8)
        let rows = csv.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        #expect(rows[0].hasPrefix("source,variant,foreground_token,background_token,foreground,background,ratio,apca,usage,threshold,verdict"))
        #expect(rows.contains { $0.contains(",light,secondaryLabel,systemBackground,#8a8a8e,#ffffff,") && $0.contains(",fail,") })
        #expect(rows.contains { $0.contains("-reduced-transparency,") })
        // A failing pair names the token to change and a colour that passes; a passing one suggests nothing.
        let table = try CSVTable(path: out + "/palette.csv")
        #expect(table.header.suffix(5) == ["suggested_foreground", "suggested_foreground_ratio", "suggested_background",
                                           "suggested_background_ratio", "suggestion"])
        let secondary = try #require(table.rows.first {
            $0["variant"] == "light" && $0["foreground_token"] == "secondaryLabel" && $0["background_token"] == "systemBackground"
        })
        #expect(secondary["suggestion"]?.hasPrefix("change secondaryLabel to ") == true)
        #expect((Double(secondary["suggested_foreground_ratio"] ?? "") ?? 0) >= Double(secondary["threshold"] ?? "")!)
        #expect(table.rows.filter { $0["verdict"] == "pass" }.allSatisfy { $0["suggestion"] == "" && $0["suggested_foreground"] == "" })
        #expect(table.rows.filter { $0["verdict"] == "fail" && $0["ratio"] == $0["ratio_max"] }.allSatisfy { $0["suggestion"] != "" })
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/palette.json"))) as? [String: Any])
        #expect((json["palettes"] as? [Any])?.count == 2)
    }

    /// A grid's pairs are every token on every other: its failures carry no suggested colours (millions of
    /// them would take minutes), its columns stay.
    @Test func aGridSuggestsNoColours() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("legible-palette-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try LegibleRunner.run(["palette", Self.palettes + "/apple-system.palette.json", "--grid", "--out", out])
        #expect(result.status == 1)
        let table = try CSVTable(path: out + "/palette.csv")
        #expect(table.header.last == "suggestion")
        #expect(table.rows.contains { $0["verdict"] == "fail" })
        #expect(table.rows.allSatisfy { $0["suggestion"] == "" && $0["suggested_foreground"] == "" })
    }

    @Test func brokenPalettesExitTwoAndTheOthersAreStillChecked() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("legible-palette-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try LegibleRunner.run(["palette", LegibleRunner.fixture("palettes/broken"), LegibleRunner.fixture("palettes/simple.gpl"),
                                            "--grid", "--out", out])
        #expect(result.status == 2)
        // studio-set.json, a Tokens Studio file naming a set it lacks, is found in the folder as it is read when named.
        for file in ["invalid.palette.json", "cycle.tokens.json", "space.tokens.json", "missing.palette.json", "type.palette.json",
                     "studio-set.json"] {
            #expect(result.stderr.contains(file), "stderr names \(file)")
        }
        // Ink and Grey text on Paper (Paper, with no role, is also a foreground, but not on itself).
        #expect(result.stdout.contains("simple.gpl: 2 pairs"))
        let csv = try String(contentsOfFile: out + "/palette.csv", encoding: .utf8)
        #expect(csv.contains("cycle.tokens.json"))
        #expect(csv.contains("Ink,Paper"))
    }

    /// Nothing checked is not a pass: a palette whose names give no pair exits 2 and says what to do.
    @Test func aPaletteWithNoPairExitsTwoUnlessGridded() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("legible-palette-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let plain = LegibleRunner.fixture("palettes/syntax/plain.gpl")
        let result = try LegibleRunner.run(["palette", plain, "--out", out])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no pair to check among 3 tokens") && result.stderr.contains("--grid"))
        let grid = try LegibleRunner.run(["palette", plain, "--grid", "--out", out])
        #expect(grid.status != 2)
        #expect(grid.stdout.contains("plain.gpl: 6 pairs"))
    }

    /// A folder of stylesheets loads as one palette; the import it cannot find is named and exits 2.
    @Test func aFolderOfStylesheetsLoadsAndNamesWhatItSkipped() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("legible-palette-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try LegibleRunner.run(["palette", LegibleRunner.fixture("palettes/syntax/css"), "--out", out])
        #expect(result.status == 2)
        #expect(result.stdout.contains("[3 stylesheets]: "))
        #expect(result.stdout.contains(" chosen, inferred from names"))
        #expect(result.stderr.contains("theme.css:1: @import 'missing.css': no such file"))
    }

    /// A folder walked by a relative path finds what the same folder by its absolute path finds: a Tokens
    /// Studio project is one palette (its sets are not read again as loose token files) and an Android
    /// module's `res/` is one, named relative as given.
    @Test func aFolderGivenRelativeFindsWhatItFindsAbsolute() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("legible-relative-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let system = root.appendingPathComponent("system")
        try FileManager.default.createDirectory(at: system.appendingPathComponent("app"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: LegibleRunner.fixture("palettes/tokens-studio"), toPath: system.appendingPathComponent("studio").path)
        try FileManager.default.copyItem(atPath: LegibleRunner.fixture("palettes/android/res"),
                                         toPath: system.appendingPathComponent("app/res").path)
        func sources(_ path: String) throws -> [String] {
            let out = root.appendingPathComponent("out-\(UUID())").path
            let result = try LegibleRunner.run(["palette", path, "--format", "json", "--out", out, "--quiet"], directory: root)
            #expect(result.status != 2, "\(result.stderr)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/palette.json"))) as? [String: Any])
            return ((json["palettes"] as? [[String: Any]]) ?? []).compactMap { $0["source"] as? String }.sorted()
        }
        let relative = try sources("system")
        let absolute = try sources(system.path)
        #expect(relative == ["system/app/res", "system/studio/$themes.json"])
        #expect(absolute == relative.map { root.path + "/" + $0 })
    }
}

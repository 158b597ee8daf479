import Foundation
import Testing

/// What every command shares on the command line: --quiet, per-command help, completions, man pages.
@Suite struct CommandLineTests {
    static func scratch() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("legible-cli-\(UUID())").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// palette and merge, which print a summary, take --quiet too: nothing on stdout, the exit code unchanged.
    @Test func paletteAndMergeAreQuietWhenAsked() throws {
        let work = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let palette = LegibleRunner.fixture("palettes/simple.gpl")
        let loud = try LegibleRunner.run(["palette", palette, "--grid", "--out", work + "/p1"])
        let quiet = try LegibleRunner.run(["palette", palette, "--grid", "--out", work + "/p2", "--quiet"])
        #expect(!loud.stdout.isEmpty)
        #expect(quiet.stdout.isEmpty && quiet.status == loud.status, "\(quiet.stderr)")
        #expect(FileManager.default.fileExists(atPath: work + "/p2/palette.csv"))

        let shard = try LegibleRunner.run(["scan", LegibleRunner.fixture("screens/s11-000@1x.png"), "--out", work + "/s", "--format", "json",
                                           "--quiet"])
        let merged = try LegibleRunner.run(["merge", work + "/s", "--out", work + "/m", "--format", "csv", "--quiet"])
        #expect(merged.stdout.isEmpty && merged.status == shard.status, "\(merged.stderr)")
        #expect(FileManager.default.fileExists(atPath: work + "/m/findings.csv"))
    }

    /// Each command's --format help lists the formats it writes.
    @Test func paletteHelpListsOnlyThePaletteFormats() throws {
        let palette = try LegibleRunner.run(["palette", "--help"]).stdout
        let scan = try LegibleRunner.run(["scan", "--help"]).stdout
        for format in ["sarif", "junit", "jsonl"] {
            #expect(!palette.contains(format), "palette writes no \(format)")
            #expect(scan.contains(format))
        }
        #expect(palette.contains("csv, json, html"))
    }

    /// Shell completion offers the values of --format (per command) and --deficiency.
    @Test(arguments: ["bash", "zsh", "fish"])
    func completionOffersFormatsAndDeficiencies(shell: String) throws {
        let script = try LegibleRunner.run(["--generate-completion-script", shell]).stdout
        for values in [["csv", "json", "html", "sarif", "junit", "jsonl"], ["protan", "deutan", "tritan", "achroma", "none"]] {
            let lines = script.components(separatedBy: "\n").filter { line in
                let words = Set(line.components(separatedBy: CharacterSet.alphanumerics.inverted))
                return values.allSatisfy(words.contains)
            }
            #expect(!lines.isEmpty, "\(shell) completes \(values)")
        }
    }

    /// swift-argument-parser's man pages keep only ASCII (it dropped "…" from `find … |` and "é" from
    /// "Viénot"), so every help text the pages are made from is ASCII.
    @Test(arguments: ["scan", "merge", "palette", "ratio", "info", "colors", "simulate"])
    func helpTextSurvivesTheManPageGenerator(command: String) throws {
        let dump = try LegibleRunner.run([command, "--experimental-dump-help"]).stdout
        let root = try LegibleRunner.run(["--experimental-dump-help"]).stdout
        for text in [dump, root] {
            let foreign = text.unicodeScalars.filter { !$0.isASCII }
            #expect(foreign.isEmpty, "\(command): \(String(String.UnicodeScalarView(foreign)))")
        }
    }
}

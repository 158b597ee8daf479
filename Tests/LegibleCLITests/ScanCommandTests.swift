import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite struct ScanCommandTests {
    static func scratch() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("legible-scan-\(UUID())").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func rows(_ csv: String) -> [String] {
        csv.components(separatedBy: "\r\n").filter { !$0.isEmpty }
    }

    /// The HTML report's index and every page of it, one text after another.
    static func htmlReport(_ out: String) throws -> String {
        let pages = (try? FileManager.default.contentsOfDirectory(atPath: out + "/report-pages"))?.filter { $0.hasSuffix(".html") }.sorted() ?? []
        return try ([out + "/report.html"] + pages.map { out + "/report-pages/" + $0 })
            .map { try String(contentsOfFile: $0, encoding: .utf8) }.joined(separator: "\n")
    }

    @Test func writesCSVAndJSONAndExitsOneOnFailures() throws {
        let out = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try LegibleRunner.run(["scan", LegibleRunner.fixture("screens/s11-000@2x.png"), "--out", out])
        #expect(result.status == 1)
        #expect(result.stdout.contains("Scanned 1 file"))
        let csv = try String(contentsOfFile: out + "/findings.csv", encoding: .utf8)
        let rows = Self.rows(csv)
        #expect(rows[0].hasPrefix("file,x,y,width,height,kind,foreground,background,ratio,apca,font_px,font_pt,bold,level,threshold,verdict"))
        #expect(rows.count > 10)
        #expect(rows.dropFirst().allSatisfy { $0.contains(",text,") || $0.contains(",graphic,") })
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/findings.json"))) as? [String: Any])
        #expect((json["findings"] as? [Any])?.count == rows.count - 1)
        let files = try #require(json["files"] as? [[String: Any]])
        #expect((files.first?["scale"] as? [String: Any])?["scale"] as? Double == 2)
    }

    /// Variant pairs found by name, from a manifest, or given with --variant: the same comparisons, the
    /// flagged runs in SARIF and JUnit, the pair in the HTML report, and exit 1 for the broken promises.
    @Test func variantPairsByNameManifestAndOption() throws {
        let out = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let folder = LegibleRunner.fixture("variants")
        let byName = try LegibleRunner.run(["scan", folder, "--out", out + "/name", "--format", "csv,json,html,sarif,junit", "--quiet"])
        #expect(byName.status == 1)
        #expect(byName.stdout.contains("4 variant pairs: 4 flagged, 2 unmatched"), "\(byName.stdout)")
        let byManifest = try LegibleRunner.run(["scan", folder + "/contrast.png", folder + "/dark.png", "--variants", folder + "/manifest.csv",
                                                "--out", out + "/manifest", "--format", "csv", "--quiet"])
        #expect(byManifest.stdout.contains("Scanned 8 files") && byManifest.stdout.contains("4 variant pairs: 4 flagged, 2 unmatched"))
        let csv = try String(contentsOfFile: out + "/name/findings.csv", encoding: .utf8)
        // The same rows; files a manifest adds come after the ones given.
        #expect(Set(Self.rows(try String(contentsOfFile: out + "/manifest/findings.csv", encoding: .utf8))) == Set(Self.rows(csv)))
        let option = try LegibleRunner.run(["scan", folder + "/contrast.png", "--variant", "increased-contrast=" + folder + "/contrast.increased-contrast.png",
                                            "--out", out + "/option", "--format", "csv", "--quiet"])
        #expect(option.stdout.contains("1 variant pair: 2 flagged, 0 unmatched"), "\(option.stdout)")
        let sarif = try String(contentsOfFile: out + "/name/findings.sarif", encoding: .utf8)
        #expect(sarif.contains("legible/variant-promise") && sarif.contains("contrast did not rise with increased contrast"))
        let junit = try String(contentsOfFile: out + "/name/junit.xml", encoding: .utf8)
        #expect(junit.contains("contrast fell with increased contrast"))
        let html = try Self.htmlReport(out + "/name")
        #expect(html.contains("<h2 id=\"variants\">Variant pairs</h2>") && html.components(separatedBy: "<article class=\"pair\"").count == 5)
        // Low vision, Classic and Smart Invert beside the colour-vision toggles; the dark screens are left alone.
        #expect(html.contains("data-vision=\"low vision 20/200 at 40 cm\"") && html.contains("data-filter=\"url(#invert)\" data-vision=\"Classic Invert\""))
        #expect(html.contains("data-filter=\"none\" data-smart=\"1\""))
        let alone = try LegibleRunner.run(["scan", folder + "/contrast.png", folder + "/dark.png", "--variant", "dark=" + folder + "/dark.dark.png",
                                           "--out", out + "/alone", "--quiet"])
        #expect(alone.status == 2 && alone.stderr.contains("--variant pairs with one standard screenshot"))
    }

    @Test func failOnNeverAndReviewMoveTheBar() throws {
        let out = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let file = LegibleRunner.fixture("screens/s11-000@1x.png")
        #expect(try LegibleRunner.run(["scan", file, "--out", out, "--fail-on", "never"]).status == 0)
        #expect(try LegibleRunner.run(["scan", file, "--out", out, "--fail-on", "review"]).status == 1)
    }

    @Test func unreadableInputsAreErrorRowsAndExitTwo() throws {
        let out = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let broken = LegibleRunner.fixture("png/broken")
        let result = try LegibleRunner.run(["scan", broken, LegibleRunner.fixture("screens/s11-001@1x.png"), "--out", out])
        #expect(result.status == 2)
        #expect(result.stderr.contains("empty.png"))
        let rows = Self.rows(try String(contentsOfFile: out + "/findings.csv", encoding: .utf8))
        #expect(rows.filter { $0.contains(",error,") }.count == 8)
        #expect(rows.filter { $0.contains(",text,") }.count > 10)
    }

    @Test func readsPathsFromStandardInput() throws {
        let out = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try LegibleRunner.run(
            ["scan", "-", "--out", out, "--fail-on", "never"],
            stdin: LegibleRunner.fixture("screens/s11-002@1x.png") + "\n" + LegibleRunner.fixture("screens/s11-003@1x.png") + "\n")
        #expect(result.status == 0)
        #expect(result.stdout.contains("Scanned 2 files"))
    }

    @Test func unwritableOutputFailsBeforeAnyWork() throws {
        let result = try LegibleRunner.run(["scan", LegibleRunner.fixture("screens"), "--out", LegibleRunner.fixture("png/rgb8.png")])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot write to the output folder"))
    }

    /// Every real screenshot of the corpus beside the repository scans without an error row.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: LegibleRunner.corpus)))
    func everyRealScreenshotScans() throws {
        let out = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try LegibleRunner.run(["scan", LegibleRunner.corpus, "--out", out, "--fail-on", "never"])
        #expect(result.status == 0)
        let rows = Self.rows(try String(contentsOfFile: out + "/findings.csv", encoding: .utf8))
        #expect(!rows.contains { $0.contains(",error,") })
        #expect(rows.count > 137)
    }
}

@Suite struct ScanColorVisionTests {
    @Test func cvdAddsFourRatioColumns() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("legible-cvd-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try LegibleRunner.run(["scan", LegibleRunner.fixture("screens/s11-001@1x.png"), "--out", out, "--cvd", "--fail-on", "never"])
        #expect(result.status == 0)
        let rows = ScanCommandTests.rows(try String(contentsOfFile: out + "/findings.csv", encoding: .utf8))
        #expect(rows[0].hasSuffix(",protan_ratio,deutan_ratio,tritan_ratio,achroma_ratio," + ScanSuggestionTests.columns))
        let header = rows[0].split(separator: ",", omittingEmptySubsequences: false)
        // Rows with a range (gradient, thin text) carry a quoted message; their `ratio` is the range's worst end.
        for row in rows.dropFirst() where !row.contains("\"") {
            let fields = row.split(separator: ",", omittingEmptySubsequences: false)
            #expect(fields.count == header.count)
            // Achromatopsia keeps luminance, so its ratio equals the ratio itself.
            #expect(abs(Double(fields[header.firstIndex(of: "achroma_ratio")!])! - Double(fields[header.firstIndex(of: "ratio")!])!) <= 0.002)
        }
    }
}

@Suite struct ProgressTests {
    /// Progress goes to stderr as plain lines when it is not a terminal, never to stdout; --quiet silences it.
    @Test func progressIsOnStderrOnlyAndQuietSilencesIt() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("legible-progress-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let folder = LegibleRunner.fixture("screens")
        let loud = try LegibleRunner.run(["scan", folder, "--out", out, "--fail-on", "never"])
        #expect(loud.stderr.contains("progress: 12/12 files"))
        #expect(!loud.stdout.contains("progress:"))
        let quiet = try LegibleRunner.run(["scan", folder, "--out", out, "--fail-on", "never", "--quiet"])
        #expect(quiet.stderr.isEmpty)
    }
}

@Suite struct ScanReportsAndBaselineTests {
    @Test func writesTheHTMLReportWithItsImagesByDefault() throws {
        let out = try ScanCommandTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try LegibleRunner.run(["scan", LegibleRunner.fixture("screens/s11-000@1x.png"), "--out", out, "--quiet"])
        #expect(result.status == 1)
        let html = try ScanCommandTests.htmlReport(out)
        #expect(html.contains("<table id=\"findings\">"))
        let images = try FileManager.default.contentsOfDirectory(atPath: out + "/report-images")
        // One preview; the page filters it for every colour-vision deficiency.
        #expect(images.count == 1)
        #expect(images.allSatisfy { html.contains("report-images/" + $0) })
    }

    @Test func aBaselineTurnsKnownFailuresIntoCountedSuppressionsAndExitZero() throws {
        let out = try ScanCommandTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let file = LegibleRunner.fixture("screens/s11-001@1x.png")
        let first = try LegibleRunner.run(["scan", file, "--out", out, "--format", "csv", "--write-baseline", out + "/baseline.json"])
        #expect(first.status == 1)
        #expect(first.stdout.contains(out + "/baseline.json"))
        let second = try LegibleRunner.run(["scan", file, "--out", out, "--format", "csv", "--baseline", out + "/baseline.json", "--fail-on", "review"])
        #expect(second.status == 0)
        #expect(second.stdout.contains("0 fail, 0 review"))
        #expect(second.stdout.contains("suppressed by the baseline"))
        let rows = ScanCommandTests.rows(try String(contentsOfFile: out + "/findings.csv", encoding: .utf8))
        // `suppressed` is the last optional column; the suggested colours always follow.
        #expect(rows[0].hasSuffix(",suppressed," + ScanSuggestionTests.columns))
        #expect(try CSVTable(path: out + "/findings.csv").rows.contains { $0["suppressed"] == "true" })

        let wrong = try LegibleRunner.run(["scan", file, "--out", out, "--baseline", out + "/findings.csv"])
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains("findings.csv"))
    }
}

/// `--disabled-color`: what a design system draws its disabled controls in passes as exempt, saying so;
/// nothing else changes.
@Suite struct DisabledColorTests {
    /// Named on the command line, or as a token of a palette file (`text.disabled` among others).
    @Test(arguments: [false, true])
    func findingsInADisabledColourPassAsExempt(fromTokens: Bool) throws {
        let out = try ScanCommandTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let file = LegibleRunner.fixture("screens/s11-000@2x.png")
        let plain = try LegibleRunner.run(["scan", file, "--out", out + "/plain", "--format", "csv"])
        let before = try CSVTable(path: out + "/plain/findings.csv").rows
        let failing = try #require(before.first { $0["verdict"] == "fail" && $0["kind"] == "text" }?["foreground"])
        let tokens = out + "/colors.tokens.json"
        try ##"{"color": {"$type": "color", "text": {"default": {"$value": "#010203"}, "disabled": {"$value": "\##(failing)"}}}}"##
            .write(toFile: tokens, atomically: true, encoding: .utf8)
        let naming = fromTokens ? ["--disabled-tokens", tokens] : ["--disabled-color", failing, "--disabled-color", "rgb(1, 2, 3)"]
        let named = try LegibleRunner.run(["scan", file, "--out", out + "/named", "--format", "csv"] + naming)
        #expect(named.stderr.contains("1 disabled colour from \(tokens): color.text.disabled \(failing)") == fromTokens)
        let after = try CSVTable(path: out + "/named/findings.csv").rows
        #expect(after.count == before.count)
        for (old, new) in zip(before, after) {
            #expect(old["foreground"] == new["foreground"] && old["x"] == new["x"])
            if old["foreground"] == failing && old["verdict"] != "pass" {
                #expect(new["verdict"] == "pass")
                #expect(new["message"]?.hasPrefix("exempt as disabled: drawn in \(failing)") == true)
                #expect(new["message"]?.contains("the disabled token color.text.disabled") == fromTokens)
            } else {
                #expect(new["verdict"] == old["verdict"] && new["message"] == old["message"])
            }
        }
        #expect(named.status == (after.contains { $0["verdict"] == "fail" } ? 1 : 0))
        #expect(plain.status == 1)
    }

    /// A word that is no colour, a missing file, a file that is no palette or one with no disabled token.
    @Test(arguments: [
        (["--disabled-color", "grey9"], "grey9"),
        (["--disabled-tokens", "/no/such.tokens.json"], "/no/such.tokens.json: no such file"),
        (["--disabled-tokens", LegibleRunner.fixture("screens/s11-000@2x.png")], "not a palette format"),
        (["--disabled-tokens", LegibleRunner.fixture("palettes/simple.gpl")], "simple.gpl has no colour token with 'disabled' in its name"),
    ])
    func mistakesAreUsageErrors(options: [String], message: String) throws {
        let out = try ScanCommandTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try LegibleRunner.run(["scan", LegibleRunner.fixture("screens/s11-000@2x.png"), "--out", out] + options)
        #expect(result.status == 2)
        #expect(result.stderr.contains(options[0]) && result.stderr.contains(message), "\(result.stderr)")
    }
}

@Suite struct ShardAndMergeTests {
    static let formats = "csv,json,html,sarif,junit,jsonl"

    /// Removes what differs between any two runs (seconds spent per file), keeping everything else.
    static func withoutTimes(json path: String) throws -> NSDictionary {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        object["files"] = (object["files"] as? [[String: Any]])?.map { file in file.filter { $0.key != "seconds" } }
        return object as NSDictionary
    }

    static func withoutTimes(junit path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: #"time="[0-9.]+""#, with: "", options: .regularExpression)
    }

    @Test func threeShardsMergedEqualOneRunOverTheSameFiles() throws {
        let work = try ScanCommandTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: work) }
        // A folder whose walk order is not plain string order (`b/…` before `b-c.png`), and an unreadable file.
        let inputs = work + "/in"
        try FileManager.default.createDirectory(atPath: inputs + "/b", withIntermediateDirectories: true)
        let screens = try FileManager.default.contentsOfDirectory(atPath: LegibleRunner.fixture("screens")).filter { $0.hasSuffix(".png") }.sorted()
        for (index, name) in screens.enumerated() {
            let target = index % 2 == 0 ? inputs + "/b/" + name : inputs + "/" + name
            try FileManager.default.copyItem(atPath: LegibleRunner.fixture("screens/" + name), toPath: target)
        }
        try FileManager.default.copyItem(atPath: LegibleRunner.fixture("screens/" + screens[0]), toPath: inputs + "/b-c.png")
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: inputs + "/broken.png"))

        let whole = try LegibleRunner.run(["scan", inputs, "--out", work + "/whole", "--format", Self.formats, "--quiet"])
        #expect(whole.status == 2)
        var shardFiles = 0
        var emptyShards = 0
        for k in 0..<3 {
            let shard = try LegibleRunner.run(["scan", inputs, "--shard", "\(k)/3", "--out", work + "/shard\(k)", "--format", Self.formats, "--quiet"])
            #expect([0, 1, 2].contains(shard.status))
            let files = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: work + "/shard\(k)/findings.json"))) as? [String: Any])
            let count = (files["files"] as? [Any])?.count ?? 0
            // Paths hash to shards, and this folder's path is new every run: a shard may be empty.
            #expect(count < screens.count + 2)
            if count == 0 { emptyShards += 1 }
            shardFiles += count
        }
        #expect(shardFiles == screens.count + 2)
        #expect(emptyShards < 2)
        // Shards given in any order.
        let merged = try LegibleRunner.run(["merge", work + "/shard2", work + "/shard0", work + "/shard1", "--out", work + "/merged",
                                            "--format", Self.formats])
        #expect(merged.status == whole.status)
        #expect(merged.stdout.components(separatedBy: "\n").first == whole.stdout.components(separatedBy: "\n").first)
        let pages = try FileManager.default.contentsOfDirectory(atPath: work + "/whole/report-pages").sorted()
        #expect(try FileManager.default.contentsOfDirectory(atPath: work + "/merged/report-pages").sorted() == pages)
        #expect(pages.count > 3)
        for name in ["findings.csv", "report.html", "findings.sarif", "findings.jsonl"] + pages.map { "report-pages/" + $0 } {
            let one = try Data(contentsOf: URL(fileURLWithPath: work + "/whole/" + name))
            let many = try Data(contentsOf: URL(fileURLWithPath: work + "/merged/" + name))
            if name == "findings.jsonl" {
                // scan streams lines as files finish; compare them as a set.
                #expect(Set(String(decoding: one, as: UTF8.self).split(separator: "\n")) == Set(String(decoding: many, as: UTF8.self).split(separator: "\n")))
            } else {
                #expect(one == many, "\(name) differs")
            }
        }
        #expect(try Self.withoutTimes(json: work + "/whole/findings.json") == Self.withoutTimes(json: work + "/merged/findings.json"))
        #expect(try Self.withoutTimes(junit: work + "/whole/junit.xml") == Self.withoutTimes(junit: work + "/merged/junit.xml"))
        let images = { (folder: String) in Set(try FileManager.default.contentsOfDirectory(atPath: work + "/" + folder + "/report-images")) }
        #expect(try images("whole") == images("merged"))
        #expect(try images("whole").count == screens.count + 1)
    }

    @Test func badShardsAndMissingReportsAreUsageErrors() throws {
        let work = try ScanCommandTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let bad = try LegibleRunner.run(["scan", LegibleRunner.fixture("screens"), "--shard", "3/3", "--out", work])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("K counts from 0"))
        let missing = try LegibleRunner.run(["merge", work + "/nothing-here", "--out", work + "/merged"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nothing-here"))
    }
}

@Suite struct EmptyBatchTests {
    /// A wrong path or pattern must not pass as a clean run over nothing.
    @Test(arguments: ["scan", "palette"])
    func aFolderWithNothingToReadIsAnErrorNamingIt(command: String) throws {
        let folder = try ScanCommandTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("name,color\nlabel,#777777\n".utf8).write(to: URL(fileURLWithPath: folder + "/colours.csv"))
        let result = try LegibleRunner.run([command, folder, "--out", folder + "/report"])
        #expect(result.status == 2)
        #expect(result.stderr.contains(folder))
        #expect(!FileManager.default.fileExists(atPath: folder + "/report/findings.csv"))
    }
}

extension ScanCommandTests {
    /// A scan of paths that do not exist, or of a folder with no PNG, is a usage error naming them, and
    /// leaves no report and no empty folder; a missing path beside a real file is a row of the report.
    @Test(arguments: [["/no/such/folder"], ["/no/such.png", "/nor/this.png"], ["EMPTY"]])
    func nothingToScanWritesNothing(paths: [String]) throws {
        let folder = try ScanCommandTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/empty", withIntermediateDirectories: true)
        let inputs = paths.map { $0 == "EMPTY" ? folder + "/empty" : $0 }
        let result = try LegibleRunner.run(["scan"] + inputs + ["--out", folder + "/report"])
        #expect(result.status == 2)
        #expect(inputs.allSatisfy { result.stderr.contains($0) })
        #expect(!FileManager.default.fileExists(atPath: folder + "/report"))

        let mixed = try LegibleRunner.run(["scan", "/no/such.png", LegibleRunner.fixture("png/rgb8.png"), "--out", folder + "/mixed"])
        #expect(mixed.status == 2)
        let csv = try String(contentsOfFile: folder + "/mixed/findings.csv", encoding: .utf8)
        let json = try String(contentsOfFile: folder + "/mixed/findings.json", encoding: .utf8)
        #expect(csv.contains("/no/such.png") && json.contains("rgb8.png"))
    }
}

@Suite struct ScanSuggestionTests {
    static let columns = "suggested_foreground,suggested_foreground_ratio,suggested_background,suggested_background_ratio"

    /// The suggestion columns come after every other one (here the --cvd ones); every failing text or graphic
    /// whose measured pair fails gets a colour that passes its threshold, and JSON, SARIF and HTML say the same.
    @Test func failingFindingsCarryPassingColoursInEveryFormat() throws {
        let out = try ScanCommandTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try LegibleRunner.run(["scan", LegibleRunner.fixture("screens/s11-000@2x.png"), "--out", out, "--cvd",
                                            "--format", "csv,json,jsonl,sarif,html", "--quiet"])
        #expect(result.status == 1)
        let rows = try CSVTable(path: out + "/findings.csv")
        #expect(rows.header.joined(separator: ",").hasSuffix(",achroma_ratio," + Self.columns))
        var suggested = 0
        for row in rows.rows where row["verdict"] == "fail" && ["text", "graphic", "border"].contains(row["kind"]) {
            let threshold = try #require(Double(row["threshold"] ?? ""))
            let foreground = row["suggested_foreground"] ?? ""
            let background = row["suggested_background"] ?? ""
            #expect(!foreground.isEmpty || !background.isEmpty, "no suggestion for \(row)")
            for (color, ratio) in [(foreground, row["suggested_foreground_ratio"]), (background, row["suggested_background_ratio"])]
            where !color.isEmpty {
                #expect(color.count == 7 && color.hasPrefix("#"))
                #expect((Double(ratio ?? "") ?? 0) >= threshold)
                suggested += 1
            }
        }
        #expect(suggested > 0)
        for row in rows.rows where row["verdict"] == "pass" || row["kind"] == "decorative" {
            #expect(row["suggested_foreground"] == "" && row["suggested_background"] == "")
        }
        let json = try String(contentsOfFile: out + "/findings.json", encoding: .utf8)
        #expect(json.contains("\"suggestedForeground\"") && json.contains("\"suggestedBackgroundRatio\""))
        #expect(try String(contentsOfFile: out + "/findings.jsonl", encoding: .utf8).contains("\"suggestedForeground\""))
        #expect(try String(contentsOfFile: out + "/findings.sarif", encoding: .utf8).contains("passes with #"))
        #expect(try ScanCommandTests.htmlReport(out).contains("Passes with <span class=\"chip\""))
    }
}

/// A CSV file read by its header (RFC 4180: quoted fields may hold commas, quotes and line breaks).
struct CSVTable {
    let header: [String]
    let rows: [[String: String]]

    init(path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var quoted = false
        var characters = Array(text).makeIterator()
        var pending: Character?
        while let character = pending ?? characters.next() {
            pending = nil
            if quoted {
                if character == "\"" {
                    if let next = characters.next() {
                        if next == "\"" { field.append("\"") } else { quoted = false; pending = next }
                    } else { quoted = false }
                } else { field.append(character) }
            } else if character == "\"" {
                quoted = true
            } else if character == "," {
                record.append(field); field = ""
            } else if character == "\r\n" || character == "\n" {
                record.append(field); field = ""
                records.append(record); record = []
            } else {
                field.append(character)
            }
        }
        if !field.isEmpty || !record.isEmpty { record.append(field); records.append(record) }
        header = records.first ?? []
        let names = header
        rows = records.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(names, $0).map { ($0, $1) }) }
    }
}

/// A run leaves no empty folder behind, and JUnit counts failing tests, one failure listing each file's findings.
@Suite struct ScanOutputShapeTests {
    /// A folder whose only PNG cannot be read: the report says so, with no empty report-images/ beside it.
    @Test func noEmptyPreviewFolderWhenNothingIsOutlined() throws {
        let work = try ScanCommandTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: work) }
        try FileManager.default.createDirectory(atPath: work + "/in", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: LegibleRunner.fixture("png/broken/truncated.png"), toPath: work + "/in/broken.png")
        let result = try LegibleRunner.run(["scan", work + "/in", "--out", work + "/out", "--format", "csv,html", "--quiet"])
        #expect(result.status == 2, "an unreadable input: \(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: work + "/out/report.html"))
        #expect(!FileManager.default.fileExists(atPath: work + "/out/report-images"))
    }

    @Test func junitHasOneFailurePerFailingFileListingItsFindings() throws {
        let out = try ScanCommandTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let screens = LegibleRunner.fixture("screens")
        _ = try LegibleRunner.run(["scan", screens + "/s11-000@1x.png", screens + "/s11-001@1x.png", LegibleRunner.fixture("png/broken/empty.png"),
                                   "--out", out, "--format", "junit,csv", "--quiet"])
        let data = try Data(contentsOf: URL(fileURLWithPath: out + "/junit.xml"))
        let junit = JUnitShape(data)
        #expect(junit.parsed, "junit.xml is well-formed XML")
        #expect(junit.testcases.count == 3)
        #expect(junit.testcases.allSatisfy { $0.failures <= 1 && $0.errors <= 1 })
        let failing = junit.testcases.filter { $0.failures == 1 }
        #expect(junit.suiteFailures == failing.count && failing.count == 2)
        #expect(junit.suiteErrors == 1)
        // Each failure lists every failing finding of its file, one line each, as the CSV counts them.
        let table = try CSVTable(path: out + "/findings.csv")
        for testcase in failing {
            let expected = table.rows.filter { $0["file"] == testcase.name && $0["verdict"] == "fail" && $0["suppressed"] != "true" }.count
            #expect(expected > 1)
            #expect(testcase.failureLines == expected, "\(testcase.name)")
        }
    }
}

/// What `junit.xml` holds, read with an XML parser.
final class JUnitShape: NSObject, XMLParserDelegate {
    struct TestCase {
        var name: String
        var failures = 0
        var errors = 0
        var failureLines = 0
    }

    private(set) var testcases: [TestCase] = []
    private(set) var suiteFailures = -1
    private(set) var suiteErrors = -1
    private(set) var parsed = false
    private var inFailure = false
    private var text = ""

    init(_ data: Data) {
        super.init()
        let parser = XMLParser(data: data)
        parser.delegate = self
        parsed = parser.parse()
    }

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        switch element {
        case "testsuite":
            suiteFailures = Int(attributes["failures"] ?? "") ?? -1
            suiteErrors = Int(attributes["errors"] ?? "") ?? -1
        case "testcase": testcases.append(TestCase(name: attributes["name"] ?? ""))
        case "failure":
            testcases[testcases.count - 1].failures += 1
            (inFailure, text) = (true, "")
        case "error": testcases[testcases.count - 1].errors += 1
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inFailure { text += string }
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        if element == "failure" {
            testcases[testcases.count - 1].failureLines = text.split(separator: "\n").count
            inFailure = false
        }
    }
}

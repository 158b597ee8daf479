import Foundation
import Testing

@Suite struct SimulateCommandTests {
    static func scratch() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("legible-simulate-\(UUID())").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Image sizes, as `legible info` reads them.
    static func sizes(_ paths: [String]) throws -> [(width: Int, height: Int)] {
        let info = try LegibleRunner.run(["info", "--json"] + paths)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(info.stdout.utf8)) as? [String: Any])
        let results = try #require(json["results"] as? [[String: Any]])
        return results.compactMap { ($0["info"] as? [String: Any]).map { ($0["width"] as? Int ?? 0, $0["height"] as? Int ?? 0) } }
    }

    /// A wide image's sheet (2:1, as a desktop capture) is a grid, not one row of five, with each panel
    /// labelled: dark ink on a white band above each image.
    @Test func aSheetOfWideImagesIsAGridOfLabelledPanels() throws {
        let out = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let input = LegibleRunner.fixture("png/rgba8.png")
        let result = try LegibleRunner.run(["simulate", input, "--out", out, "--sheet", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let sizes = try Self.sizes([input, out + "/rgba8.sheet.png"])
        let (image, sheet) = (sizes[0], sizes[1])
        #expect(sheet.width < 5 * image.width + 4 * 8, "five panels (with 8-px gutters) are not one row: \(sheet)")
        #expect(sheet.height >= 2 * image.height, "at least two rows: \(sheet)")
        let colors = try LegibleRunner.run(["colors", "--json", "--top", "40", out + "/rgba8.sheet.png"])
        #expect(colors.stdout.lowercased().contains("#1d1d1f"), "the labels' ink is on the sheet")
    }

    /// A folder with no PNG is an error, as for scan, and leaves no output folder behind.
    @Test func aFolderWithNoPNGIsAnErrorThatLeavesNoFolder() throws {
        let work = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: work) }
        try FileManager.default.createDirectory(atPath: work + "/empty", withIntermediateDirectories: true)
        try "not an image".write(toFile: work + "/empty/notes.txt", atomically: true, encoding: .utf8)
        let result = try LegibleRunner.run(["simulate", work + "/empty", "--out", work + "/previews"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no PNG files found"))
        #expect(!FileManager.default.fileExists(atPath: work + "/previews"))
    }

    /// Progress says a real rate: simulating a small image takes longer than its megapixels would in a second.
    @Test func progressSaysARealRate() throws {
        let out = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let screens = LegibleRunner.fixture("screens")
        let result = try LegibleRunner.run(["simulate", screens + "/s11-000@1x.png", screens + "/s11-001@1x.png", "--out", out,
                                            "--deficiency", "deutan"])
        let last = try #require(result.stderr.split(separator: "\n").last { $0.hasPrefix("progress: 2/2") })
        let rate = try #require(last.split(separator: " ").firstIndex(of: "MP/s").map { last.split(separator: " ")[$0 - 1] })
        #expect((Double(rate) ?? 0) > 0, "\(last)")
    }

    @Test func writesOnePreviewPerDeficiencyAndASheet() throws {
        let out = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try LegibleRunner.run([
            "simulate", LegibleRunner.fixture("png/rgba8.png"), "--out", out, "--deficiency", "protan,tritan", "--sheet",
        ])
        #expect(result.status == 0)
        let written = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(written == ["rgba8.protan.png", "rgba8.sheet.png", "rgba8.tritan.png"])
        // The previews are real PNGs of the input's size; the sheet holds three images and two gutters in a
        // row (wide enough for a 16:10 sheet), under a band for their labels.
        let sizes = try Self.sizes([out + "/rgba8.protan.png", out + "/rgba8.sheet.png"])
        #expect(sizes.map(\.width) == [16, 16 * 3 + 8 * 2])
        #expect(sizes[0].height == 8 && sizes[1].height > 8)
    }

    /// Like `scan`, `simulate` has a default output folder in the working directory.
    @Test func writesToADefaultFolderWithoutOut() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try LegibleRunner.run(["simulate", LegibleRunner.fixture("png/rgba8.png"), "--deficiency", "deutan"],
                                           directory: URL(fileURLWithPath: folder))
        #expect(result.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/legible-previews") == ["rgba8.deutan.png"])
    }

    /// Low-vision and invert previews, named by acuity, and Smart Invert's kept regions on stdout.
    @Test func lowVisionAndInvertPreviews() throws {
        let out = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try LegibleRunner.run([
            "simulate", LegibleRunner.fixture("variants/contrast.png"), LegibleRunner.fixture("variants/dark.dark.png"), "--out", out,
            "--deficiency", "none", "--low-vision", "20/70,20/200", "--invert", "--quiet",
        ])
        #expect(result.status == 0)
        let written = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(written == ["contrast.invert.png", "contrast.low-vision-20-200.png", "contrast.low-vision-20-70.png", "contrast.smart-invert.png",
                            "dark.dark.invert.png", "dark.dark.low-vision-20-200.png", "dark.dark.low-vision-20-70.png", "dark.dark.smart-invert.png"])
        #expect(result.stdout.contains("dark.dark.smart-invert.png (already dark: left as it is)"))
        let refused = try LegibleRunner.run(["simulate", LegibleRunner.fixture("variants/contrast.png"), "--out", out, "--low-vision", "20/10"])
        #expect(refused.status == 2 && refused.stderr.contains("--low-vision '20/10'"))
    }

    /// Achromatopsia turns the palette's red and blue into greys: the preview is simulated, not copied.
    @Test func previewsAreSimulatedNotCopied() throws {
        let out = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: out) }
        _ = try LegibleRunner.run(["simulate", LegibleRunner.fixture("png/palette8.png"), "--out", out, "--deficiency", "achroma"])
        let colors = try LegibleRunner.run(["colors", out + "/palette8.achroma.png"])
        #expect(!colors.stdout.contains("#ff3b30"))
        #expect(!colors.stdout.contains("#007aff"))
    }

    @Test func walksFoldersAndKeepsGoingPastBrokenFiles() throws {
        let out = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try LegibleRunner.run([
            "simulate", LegibleRunner.fixture("png/broken"), LegibleRunner.fixture("png/rgb8.png"), "--out", out,
            "--deficiency", "deutan",
        ])
        #expect(result.status == 2)
        #expect(result.stderr.contains("truncated.png"))
        #expect(result.stderr.contains("empty.png"))
        #expect(FileManager.default.fileExists(atPath: out + "/rgb8.deutan.png"))
    }

    @Test func unwritableOutputFailsBeforeAnyWork() throws {
        let result = try LegibleRunner.run([
            "simulate", LegibleRunner.fixture("png/rgb8.png"), "--out", LegibleRunner.fixture("png/rgb8.png"),
        ])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot write to the output folder"))
    }

    @Test(arguments: [["--deficiency", "purple"], ["--severity", "1.5"], ["--method", "coblis"]])
    func badOptionsExitTwo(options: [String]) throws {
        let result = try LegibleRunner.run(["simulate", LegibleRunner.fixture("png/rgb8.png"), "--out", "/tmp/x"] + options)
        #expect(result.status == 2)
        #expect(!result.stderr.isEmpty)
    }
}

import CLibPNG
import Foundation
import Testing

@testable import LegibleColor
@testable import LegibleImaging

/// Tests/Fixtures/png/expected.json, written by Scripts/fixtures/make-png-fixtures.
struct PNGFixtures: Decodable {
    struct Expected: Decodable {
        let left: String
        let right: String
        let profile: String
    }

    let width: Int
    let height: Int
    let images: [String: Expected]
    let broken: [String: String]

    static let shared: PNGFixtures = {
        do {
            return try Fixtures.decode(PNGFixtures.self, from: "png/expected.json")
        } catch {
            fatalError("Tests/Fixtures/png/expected.json is unreadable (run Scripts/fixtures/make-png-fixtures): \(error)")
        }
    }()
}

@Suite struct PNGDecoderTests {
    static let imageNames = PNGFixtures.shared.images.keys.sorted()

    @Test func everyEncodingIsCovered() {
        let names = Set(Self.imageNames)
        for required in ["grey1.png", "grey2.png", "grey4.png", "grey8.png", "grey16.png", "grey-alpha8.png",
                         "grey-alpha16.png", "palette1.png", "palette8-trns.png", "rgb8.png", "rgb16.png",
                         "rgba8.png", "rgba16.png", "rgb8-interlaced.png", "p3-iccp.png", "p3-cicp.png"] {
            #expect(names.contains(required), "missing fixture \(required)")
        }
    }

    /// Every encoding of the two-colour image decodes to the same RGBA, within one level
    /// (16-bit and P3 conversions may round differently from ColorAide).
    @Test(arguments: imageNames)
    func decodesToTheExpectedColors(name: String) throws {
        let expected = try #require(PNGFixtures.shared.images[name])
        let image = try PNGDecoder().decode(fileAt: Fixtures.path("png/\(name)"))
        #expect(image.buffer.width == PNGFixtures.shared.width)
        #expect(image.buffer.height == PNGFixtures.shared.height)
        #expect(image.info.profile.space.rawValue == expected.profile)
        let left = try ColorParser.parse(expected.left).rgba8
        let right = try ColorParser.parse(expected.right).rgba8
        for y in 0..<image.buffer.height {
            for x in 0..<image.buffer.width {
                let want = x < image.buffer.width / 2 ? left : right
                let got = image.buffer[x, y]
                let channels = [(got.r, want.r), (got.g, want.g), (got.b, want.b), (got.a, want.a)]
                #expect(channels.allSatisfy { abs(Int($0.0) - Int($0.1)) <= 1 }, "\(name) (\(x),\(y)): \(got.hexWithAlpha) ≠ \(want.hexWithAlpha)")
            }
        }
    }

    @Test(arguments: PNGFixtures.shared.broken.keys.sorted())
    func brokenFilesGiveTypedErrorsNamingTheFile(name: String) throws {
        let kind = try #require(PNGFixtures.shared.broken[name])
        let path = Fixtures.path("png/broken/\(name)")
        #expect {
            _ = try PNGDecoder().decode(fileAt: path)
        } throws: { error in
            guard let error = error as? ImageError else { return false }
            let matches: Bool
            switch (error, kind) {
            case (.empty, "empty"), (.notPNG, "notPNG"), (.corrupt, "corrupt"), (.tooLarge, "tooLarge"): matches = true
            default: matches = false
            }
            return matches && error.path == path && (error.errorDescription ?? "").hasPrefix(path)
        }
    }

    @Test func refusesImagesOverTheLimitBeforeDecoding() throws {
        #expect(throws: ImageError.tooLarge(path: Fixtures.path("png/rgb8.png"), width: 16, height: 8, limit: 100)) {
            _ = try PNGDecoder(maximumPixels: 100).decode(fileAt: Fixtures.path("png/rgb8.png"))
        }
    }

    @Test func missingFilesAndDirectoriesAreUnreadable() {
        #expect(throws: ImageError.unreadable(path: "/no/such/file.png", reason: "no such file")) {
            _ = try PNGDecoder().decode(fileAt: "/no/such/file.png")
        }
        #expect(throws: ImageError.unreadable(path: Fixtures.path("png"), reason: "it is a directory")) {
            _ = try PNGDecoder().decode(fileAt: Fixtures.path("png"))
        }
    }

    /// The fast reader of common files gives exactly the simplified API's bytes, on every fixture it takes
    /// (real screenshots, rendered pages and screens, the PNG encodings) and refuses the others.
    @Test func theFastReaderGivesTheSimplifiedAPIsPixels() throws {
        let root = Fixtures.path("")
        let paths = try #require(FileManager.default.subpaths(atPath: root))
            .filter { $0.hasSuffix(".png") && !$0.contains("broken/") && !$0.contains("fuzz/") }.sorted()
        var taken: [String] = []
        for relative in paths {
            let bytes = try PNGDecoder.readFile(root + "/" + relative)
            let info = try PNGDecoder.readHeader(bytes, path: relative)
            guard let fast = PNGDecoder.decodeCommonPixels(bytes, info: info) else {
                #expect(info.bitDepth != 8 || info.interlaced || !(info.colorType == .rgb || info.colorType == .rgba)
                            || relative.contains("png/"), "\(relative) was not taken")
                continue
            }
            taken.append(relative)
            #expect(fast == (try PNGDecoder.decodeAnyPixels(bytes, info: info, path: relative)).pixels, "\(relative)")
        }
        #expect(taken.count > 30)
        #expect(taken.contains("png/rgb8.png") && taken.contains("png/rgba8.png"))
        #expect(!taken.contains("png/palette8-trns.png") && !taken.contains("png/rgb8-interlaced.png"))
    }

    /// Each of PNG's five filters, forced on every line by libpng's encoder, on RGB and RGBA: the pixels
    /// come back exactly, the same from both readers. Noise, gradients and flat runs, so that every
    /// predictor of Paeth is chosen.
    @Test(arguments: [(0x08, true), (0x10, true), (0x20, true), (0x40, true), (0x80, true),
                      (0x08, false), (0x10, false), (0x20, false), (0x40, false), (0x80, false)])
    func everyFilterRoundTrips(filter: Int, opaque: Bool) throws {
        var generator = SystemRandomNumberGenerator()
        var buffer = PixelBuffer(width: 61, height: 23, filledWith: RGBA8(0, 0, 0))
        for y in 0..<23 {
            for x in 0..<61 {
                let noise = UInt8.random(in: 0...255, using: &generator)
                buffer[x, y] = x < 20 ? RGBA8(noise, UInt8(x * 11), UInt8(y * 9), opaque ? 255 : noise)
                    : x < 40 ? RGBA8(200, 30, UInt8(y * 11), opaque ? 255 : 128) : RGBA8(UInt8(x * 4), noise, UInt8(x * y % 256), 255)
            }
        }
        let folder = try Fixtures.scratchFolder("filters")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/filtered.png"
        var message = [CChar](repeating: 0, count: 160)
        let file = try #require(fopen(path, "wb"))
        let status = buffer.pixels.withUnsafeBufferPointer {
            legible_png_write_rgba(file, $0.baseAddress, 61, 23, opaque ? 1 : 0, 6, 0, Int32(filter), &message)
        }
        fclose(file)
        #expect(status == 0)
        let bytes = try PNGDecoder.readFile(path)
        let info = try PNGDecoder.readHeader(bytes, path: path)
        #expect(info.colorType == (opaque ? .rgb : .rgba))
        let fast = try #require(PNGDecoder.decodeCommonPixels(bytes, info: info))
        #expect(fast == buffer.pixels)
        #expect(try PNGDecoder.decodeAnyPixels(bytes, info: info, path: path).pixels == buffer.pixels)
    }

    @Test func infoReadsTheHeaderWithoutDecoding() throws {
        let info = try PNGDecoder().info(ofFileAt: Fixtures.path("png/rgba16-interlaced.png"))
        #expect(info.colorType == .rgba)
        #expect(info.bitDepth == 16)
        #expect(info.interlaced)
        #expect(info.profile.space == .srgb)
        #expect(info.profile.note != nil)  // untagged: assumed sRGB, and said so
        // The header alone is fine even when the pixels would exceed the limit.
        let huge = try PNGDecoder().info(ofFileAt: Fixtures.path("png/broken/huge-header.png"))
        #expect(huge.width == 100_000)
    }
}

import Foundation
import Testing

@testable import LegibleCore

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

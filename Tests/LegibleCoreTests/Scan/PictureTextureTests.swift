import Testing

@testable import LegibleColor
@testable import LegibleImaging
@testable import LegibleFindings
@testable import LegibleScan

/// Marks over a photo the scan found: texture or something laid over it. The photo is noise around a
/// dark teal (every pixel differs from its neighbour, as in a real photo); a mark's colours are given as
/// a scan would give them.
@Suite struct PictureTextureTests {
    static let size = 200
    static let photo = PixelRect(x: 0, y: 0, width: size, height: size)
    static let mark = PixelRect(x: 60, y: 80, width: 60, height: 24)
    static let sky = RGBA8(0x15, 0x36, 0x3f)
    static let star = RGBA8(0x62, 0x8a, 0x93)

    /// A noisy sky with `paint` applied to it.
    static func runs(_ paint: (_ x: Int, _ y: Int) -> RGBA8?) -> ColorRuns {
        var pixels = [UInt8]()
        pixels.reserveCapacity(size * size * 4)
        var state: UInt32 = 12345
        for y in 0..<size {
            for x in 0..<size {
                state = state &* 1_664_525 &+ 1_013_904_223
                let noise = UInt8(state >> 29)  // 0...7
                let color = paint(x, y) ?? RGBA8(sky.r &+ noise, sky.g &+ noise / 2, sky.b &+ noise)
                pixels += [color.r, color.g, color.b, 255]
            }
        }
        return ColorRuns(PixelBuffer(width: size, height: size, pixels: pixels))
    }

    static func text(ratio: Double) -> Finding {
        Finding(file: "sky.png", box: mark, kind: .text, foreground: "#628a93", background: "#15363f", ratio: ratio)
    }

    static let decorative = Finding(file: "sky.png", box: photo, kind: .decorative)

    static func inMark(_ x: Int, _ y: Int) -> Bool {
        x >= mark.x && x < mark.maxX && y >= mark.y && y < mark.maxY
    }

    /// Stars: a few bright pixels scattered over the mark's box.
    static func isStar(_ x: Int, _ y: Int) -> Bool {
        inMark(x, y) && (x * 7 + y * 13) % 97 == 0
    }

    /// Strokes: upright bars two pixels wide every six, as a line of text's stems.
    static func isStroke(_ x: Int, _ y: Int) -> Bool {
        inMark(x, y) && (x - mark.x) % 6 < 2
    }

    @Test func specksOfAPhotoAreTextureEvenWhereTheyStandOutWell() {
        let runs = Self.runs { Self.isStar($0, $1) ? Self.star : nil }
        let mark = Self.text(ratio: 3.6)
        #expect(PictureTexture(findings: [Self.decorative, mark], runs: runs).isTexture(mark))
    }

    @Test func strokesOverAPhotoAreNotTexture() {
        let runs = Self.runs { Self.isStroke($0, $1) ? Self.star : nil }
        let mark = Self.text(ratio: 3.6)
        #expect(!PictureTexture(findings: [Self.decorative, mark], runs: runs).isTexture(mark))
    }

    /// The same strokes read as one or two shapes, not a word, are the photo's (a hand on a dark sleeve).
    @Test func aMarkOfOneOrTwoShapesOverAPhotoIsTexture() {
        let runs = Self.runs { Self.isStroke($0, $1) ? Self.star : nil }
        let mark = Self.text(ratio: 4.1)
        #expect(PictureTexture(findings: [Self.decorative, mark], runs: runs).isTexture(mark, isWriting: false))
        #expect(!PictureTexture(findings: [Self.decorative, mark], runs: runs).isTexture(mark, isWriting: true))
        #expect(!PictureTexture(findings: [mark], runs: runs).isTexture(mark, isWriting: false))
    }

    /// Specks that stand out as much as body text must be seen: they may be small text after all.
    @Test func specksAsClearAsBodyTextAreJudged() {
        let runs = Self.runs { Self.isStar($0, $1) ? Self.star : nil }
        let mark = Self.text(ratio: 4.6)
        #expect(!PictureTexture(findings: [Self.decorative, mark], runs: runs).isTexture(mark))
    }

    @Test func specksOutsideAnyPhotoAreJudged() {
        let runs = Self.runs { Self.isStar($0, $1) ? Self.star : nil }
        let mark = Self.text(ratio: 3.6)
        #expect(!PictureTexture(findings: [mark], runs: runs).isTexture(mark))
    }

    /// A faint mark amid texture of its own colour, as dense as a photo's on every side, is texture even
    /// where the scan found no picture around it (the trees reflected in a lake below a paywall's photo).
    @Test func faintMarksAmidTheirOwnTextureAreTextureWithNoPictureFound() {
        let runs = Self.runs { x, y in (x * 7 + y * 13) % 5 == 0 ? Self.star : nil }
        let mark = Self.text(ratio: 1.8)
        let isTexture = PictureTexture(findings: [mark], runs: runs).isTexture(mark)
        #expect(isTexture)
    }

    /// Text on a noisy fill (a dithered gradient) whose colour the fill around it does not hold is judged.
    @Test func faintTextOnANoisyFillIsJudged() {
        let runs = Self.runs { x, y in Self.inMark(x, y) && (x * 7 + y * 13) % 5 == 0 ? Self.star : nil }
        let mark = Self.text(ratio: 1.8)
        let isTexture = PictureTexture(findings: [mark], runs: runs).isTexture(mark)
        #expect(!isTexture)
    }

    /// Amid texture, only a mark fainter than 2.5:1 at best is taken for it without a picture found.
    @Test func clearerMarksAmidTextureAreJudged() {
        let runs = Self.runs { x, y in (x * 7 + y * 13) % 5 == 0 ? Self.star : nil }
        let mark = Self.text(ratio: 2.8)
        let isTexture = PictureTexture(findings: [mark], runs: runs).isTexture(mark)
        #expect(!isTexture)
    }
}

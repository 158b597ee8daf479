import Foundation
import Testing

@testable import LegibleColor
import LegibleFindings
@testable import LegibleImaging
@testable import LegiblePolicy
@testable import LegibleScan

@Suite struct ScreenshotScannerTests {
    /// A 300×120 canvas with `fill`, and helpers to paint on it.
    struct Canvas {
        var buffer: PixelBuffer

        init(_ fill: RGBA8, width: Int = 300, height: Int = 120) {
            buffer = PixelBuffer(width: width, height: height, filledWith: fill)
        }

        mutating func rect(_ x: Int, _ y: Int, _ w: Int, _ h: Int, _ color: RGBA8) {
            for yy in y..<(y + h) { for xx in x..<(x + w) { buffer[xx, yy] = color } }
        }

        /// An empty rectangle's outline, `thickness` pixels wide, inside the box x, y, w, h.
        mutating func frame(_ x: Int, _ y: Int, _ w: Int, _ h: Int, thickness t: Int = 1, _ color: RGBA8) {
            rect(x, y, w, t, color)
            rect(x, y + h - t, w, t, color)
            rect(x, y, t, h, color)
            rect(x + w - t, y, t, h, color)
        }

        /// A filled disc of `diameter` pixels whose box starts at x, y (pixels whose centres lie inside it).
        mutating func disc(_ x: Int, _ y: Int, diameter d: Int, _ color: RGBA8) {
            let r = Double(d) / 2
            for yy in 0..<d { for xx in 0..<d where pow(Double(xx) + 0.5 - r, 2) + pow(Double(yy) + 0.5 - r, 2) <= r * r {
                buffer[x + xx, y + yy] = color
            } }
        }

        /// The outline of a rectangle with corners of `radius`, `thickness` pixels wide, inside the box x, y, w, h.
        mutating func roundedFrame(_ x: Int, _ y: Int, _ w: Int, _ h: Int, radius r: Int, thickness t: Int, _ color: RGBA8) {
            func inside(_ px: Int, _ py: Int, inset: Int) -> Bool {
                let (left, top, right, bottom) = (x + inset, y + inset, x + w - 1 - inset, y + h - 1 - inset)
                let radius = Double(r - inset)
                guard px >= left, px <= right, py >= top, py <= bottom else { return false }
                let cx = Double(min(max(px, left + r - inset), right - r + inset))
                let cy = Double(min(max(py, top + r - inset), bottom - r + inset))
                return pow(Double(px) - cx, 2) + pow(Double(py) - cy, 2) <= radius * radius
            }
            for yy in y..<(y + h) { for xx in x..<(x + w) where inside(xx, yy, inset: 0) && !inside(xx, yy, inset: t) {
                buffer[xx, yy] = color
            } }
        }

        /// A right chevron (›) 16 pixels tall with 2-pixel strokes, its top left corner at `x`, `y`: a row's disclosure mark.
        mutating func chevron(x: Int, y: Int, color: RGBA8) {
            for step in 0..<8 {
                rect(x + step, y + step, 2, 1, color)
                rect(x + step, y + 15 - step, 2, 1, color)
            }
        }

        /// Five "glyphs" (letter-like bars with a counter) in a row, as a word stands in for text; or `letters` of them.
        mutating func word(x: Int, y: Int, height: Int, color: RGBA8, letters: Int = 5) {
            for letter in 0..<letters {
                let left = x + letter * (height * 3 / 4)
                rect(left, y, height / 6, height, color)
                rect(left, y, height / 2, height / 6, color)
                rect(left + height / 2 - height / 6, y, height / 6, height / 2, color)
            }
        }
    }

    @Test func uniformImagesAndSpecksProduceNothing() {
        var canvas = Canvas(RGBA8(250, 250, 250))
        #expect(ScreenshotScanner().scan(canvas.buffer, file: "flat", scale: 1).isEmpty)
        canvas.rect(40, 40, 1, 1, RGBA8(0, 0, 0))
        canvas.rect(100, 60, 2, 1, RGBA8(0, 0, 0))
        #expect(ScreenshotScanner().scan(canvas.buffer, file: "specks", scale: 1).isEmpty)
    }

    @Test func separatorsAreNotJudged() {
        var canvas = Canvas(RGBA8(255, 255, 255))
        canvas.rect(0, 60, 300, 1, RGBA8(230, 230, 230))
        #expect(ScreenshotScanner().scan(canvas.buffer, file: "separator", scale: 1).isEmpty)
    }

    /// A two-coloured icon (a yellow bubble with a dark outline and a blue stroke) before a grey heading on a grey bar is an
    /// icon beside its label: the heading is measured in its own grey (3.42:1, failing), not in the
    /// outline's near-black, which passed it at 11:1.
    @Test func anIconBeforeAHeadingIsNotMeasuredAsItsColour() throws {
        var canvas = Canvas(RGBA8(0xcc, 0xcc, 0xcc))
        canvas.rect(20, 40, 24, 24, RGBA8(0xff, 0xd2, 0x01))
        canvas.frame(20, 40, 24, 24, thickness: 3, RGBA8(0x20, 0x16, 0x00))
        canvas.rect(23, 50, 10, 4, RGBA8(0x00, 0x50, 0xff))  // a blue stroke from the outline: two colours, one shape
        canvas.word(x: 54, y: 45, height: 14, color: RGBA8(0x69, 0x69, 0x69))
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "heading", scale: 1)
        let heading = try #require(findings.first { $0.kind == .text && ($0.box?.x ?? 0) >= 50 })
        #expect(heading.foreground == "#696969")
        #expect(heading.verdict == .fail)
        #expect(!findings.contains { $0.foreground == "#201600" && ($0.box?.maxX ?? 0) > 54 })
    }

    @Test func textOnAChipIsMeasuredAgainstTheChip() throws {
        var canvas = Canvas(RGBA8(255, 255, 255))
        canvas.rect(20, 20, 240, 80, RGBA8(0, 122, 255))
        canvas.word(x: 40, y: 45, height: 24, color: RGBA8(255, 255, 255))
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "chip", scale: 1)
        let text = try #require(findings.first { $0.kind == .text })
        #expect(text.foreground == "#ffffff")
        #expect(text.background == "#007aff")
        #expect(abs((text.ratio ?? 0) - 4.017) < 0.001)
        #expect(text.verdict == .review || text.verdict == .fail || text.verdict == .pass)
        #expect(findings.filter { $0.kind == .text }.count == 1)
    }

    /// Over a gradient the ratio is a range; it is `review` only when the range straddles the threshold.
    /// (#f0f0f0 is lighter than all of the backdrop; a grey within its range would vanish into part of it,
    /// as a photo's texture does, and is not reported: `marksWithinTheirBackdropAreInvisible`.)
    @Test(arguments: [(UInt8(240), Verdict.fail), (UInt8(90), Verdict.review), (UInt8(0), Verdict.pass)])
    func textOverAGradientIsARange(text: UInt8, expected: Verdict) throws {
        var canvas = Canvas(RGBA8(255, 255, 255))
        for x in 0..<300 {
            let level = UInt8(255 - x * 255 / 299)
            canvas.rect(x, 0, 1, 120, RGBA8(level, level, level))
        }
        // Behind the word the backdrop runs from about #dddddd to #909090.
        canvas.word(x: 40, y: 45, height: 24, color: RGBA8(text, text, text))
        let found = try #require(ScreenshotScanner().scan(canvas.buffer, file: "gradient", scale: 1).first { $0.kind == .text })
        #expect((found.ratioMax ?? 0) > (found.ratio ?? 0))
        #expect(found.verdict == expected, "range \(found.ratio ?? 0)–\(found.ratioMax ?? 0)")
    }

    /// A word in another colour inside a line is its own span, judged against its own colour; with less
    /// than 3:1 to the text around it and no underline it is also reported as told by colour alone.
    @Test func aLinkInsideALineIsItsOwnSpan() throws {
        var canvas = Canvas(RGBA8(255, 255, 255), width: 420)
        canvas.word(x: 10, y: 45, height: 20, color: RGBA8(0x33, 0x33, 0x33))
        canvas.word(x: 85, y: 45, height: 20, color: RGBA8(0x33, 0x33, 0x33))
        canvas.word(x: 160, y: 45, height: 20, color: RGBA8(0xe9, 0x20, 0x63))
        canvas.word(x: 235, y: 45, height: 20, color: RGBA8(0x33, 0x33, 0x33))
        canvas.word(x: 310, y: 45, height: 20, color: RGBA8(0x33, 0x33, 0x33))
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "link", scale: 1)
        let texts = findings.filter { $0.kind == .text }
        #expect(texts.map(\.foreground) == ["#333333", "#e92063", "#333333"])
        let link = try #require(texts.first { $0.foreground == "#e92063" })
        #expect(link.box?.x == 160)
        #expect(link.verdict == .pass)
        let colorOnly = try #require(findings.first { $0.kind == .colorOnly })
        #expect(colorOnly.box == link.box)
        #expect(colorOnly.background == "#333333")
        #expect(colorOnly.verdict == .review)
        #expect(abs((colorOnly.ratio ?? 0) - 2.919) < 0.001)  // WCAG 2 by hand: (0.1922 + 0.05) / (0.0331 + 0.05)

        // A line in three colours is highlighted code or rich text, where colour marks no link.
        var code = canvas
        code.word(x: 310, y: 45, height: 20, color: RGBA8(0x00, 0x70, 0x20))
        #expect(!ScreenshotScanner().scan(code.buffer, file: "code", scale: 1).contains { $0.kind == .colorOnly })

        // Underlined, the link is told by more than colour.
        canvas.rect(160, 67, 70, 2, RGBA8(0xe9, 0x20, 0x63))
        #expect(!ScreenshotScanner().scan(canvas.buffer, file: "underlined", scale: 1).contains { $0.kind == .colorOnly })
    }

    /// In highlighted code a single bracket of another colour after a token is its own span, so the
    /// token is judged against its own colour, not the darker bracket's.
    @Test func aBracketAfterATokenIsItsOwnSpan() throws {
        var code = Canvas(RGBA8(0xf0, 0xf0, 0xf0), width: 420)
        code.word(x: 10, y: 45, height: 20, color: RGBA8(0, 0, 0))
        code.word(x: 100, y: 45, height: 20, color: RGBA8(0x40, 0xa0, 0x70))
        code.rect(180, 43, 3, 24, RGBA8(0, 0, 0))
        code.word(x: 195, y: 45, height: 20, color: RGBA8(0x00, 0x00, 0xcc))
        let texts = ScreenshotScanner().scan(code.buffer, file: "code", scale: 1).filter { $0.kind == .text }
        let token = try #require(texts.first { $0.box?.x == 100 })
        #expect(token.foreground == "#40a070")
        #expect(token.box?.maxX == 170)
    }

    /// The sentence's full stop after a link is the sentence's colour, not the link's: it must not lend
    /// the link its darker colour, or the failing link passes.
    @Test func aFullStopAfterALinkKeepsTheLinksColor() throws {
        var canvas = Canvas(RGBA8(255, 255, 255), width: 420)
        canvas.word(x: 10, y: 45, height: 20, color: RGBA8(0x33, 0x33, 0x33))
        canvas.word(x: 85, y: 45, height: 20, color: RGBA8(0x33, 0x33, 0x33))
        canvas.word(x: 160, y: 45, height: 20, color: RGBA8(0x2f, 0xa4, 0xe7))
        canvas.rect(232, 62, 3, 3, RGBA8(0x33, 0x33, 0x33))
        let texts = ScreenshotScanner().scan(canvas.buffer, file: "link", scale: 1).filter { $0.kind == .text }
        let link = try #require(texts.first { $0.box?.x == 160 })
        #expect(link.foreground == "#2fa4e7")
        #expect(link.verdict == .fail)
    }

    /// Small grey text beside black text (a line number, a caption) is its own span even where its glyphs
    /// are under half as strong as the black ones, when several of them agree.
    @Test func smallGreyTextBesideBlackIsItsOwnSpan() throws {
        var canvas = Canvas(RGBA8(255, 255, 255), width: 300, height: 40)
        canvas.word(x: 10, y: 15, height: 12, color: RGBA8(0x99, 0x99, 0x99))
        canvas.word(x: 66, y: 15, height: 12, color: RGBA8(0, 0, 0))
        let texts = ScreenshotScanner().scan(canvas.buffer, file: "caption", scale: 1).filter { $0.kind == .text }
        #expect(texts.map(\.foreground) == ["#999999", "#000000"])
        #expect(texts.first?.verdict == .fail)
    }

    /// A file's icon before its name does not make the name's small letters count as text large enough to reach their
    /// full colour: an i's stem, anti-aliased over two columns at part strength, stays a letter of the name (it was a
    /// span of its own, failing at 3.9:1, on Krusader's file panels).
    @Test func anIconBeforeANameDoesNotSplitOffItsThinStems() throws {
        var canvas = Canvas(RGBA8(0xfc, 0xfc, 0xfc), width: 120, height: 40)
        canvas.rect(10, 12, 16, 16, RGBA8(0x4d, 0x4d, 0x4d))
        let ink = RGBA8(0x31, 0x36, 0x3b)
        canvas.word(x: 32, y: 16, height: 9, color: ink, letters: 2)
        canvas.rect(45, 18, 2, 7, RGBA8(0x7d, 0x80, 0x83))
        canvas.word(x: 49, y: 16, height: 9, color: ink, letters: 3)
        let texts = ScreenshotScanner().scan(canvas.buffer, file: "panel", scale: 1).filter { $0.kind == .text }
        #expect(!texts.isEmpty)
        #expect(texts.allSatisfy { $0.verdict == .pass && ($0.box?.width ?? 0) > 2 })
    }

    /// In code, an operator between two words is text (`a * b`), as is a lone x-height variable beside a word.
    @Test func operatorsAndVariablesInCodeAreText() throws {
        var canvas = Canvas(RGBA8(0xf0, 0xf0, 0xf0), width: 300, height: 60)
        let ink = RGBA8(0x1f, 0x23, 0x28)
        canvas.word(x: 10, y: 20, height: 20, color: ink)
        canvas.rect(103, 28, 12, 2, ink)
        canvas.rect(108, 23, 2, 12, ink)
        canvas.word(x: 135, y: 20, height: 20, color: ink)
        canvas.rect(232, 30, 10, 2, ink)
        canvas.rect(232, 30, 2, 10, ink)
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "code", scale: 1)
        #expect(findings.allSatisfy { $0.kind == .text }, "\(findings.map { ($0.kind, $0.box) })")
    }

    /// The full stop after inline code closes the code's line though it stands on the page outside the box.
    @Test func aFullStopAfterInlineCodeClosesItsLine() throws {
        var canvas = Canvas(RGBA8(255, 255, 255), width: 300, height: 60)
        canvas.rect(20, 10, 100, 40, RGBA8(0xee, 0xee, 0xec))
        canvas.word(x: 44, y: 20, height: 20, color: RGBA8(0, 0, 0))
        canvas.rect(124, 37, 3, 3, RGBA8(0, 0, 0))
        let texts = ScreenshotScanner().scan(canvas.buffer, file: "code", scale: 1).filter { $0.kind == .text }
        #expect(texts.count == 1)
        #expect(texts.first?.box?.maxX == 127)
    }

    /// A digit alone in a table cell is text: as tall as the number in the next column of its row.
    @Test func aDigitAloneInATableCellIsText() throws {
        var canvas = Canvas(RGBA8(255, 255, 255), width: 300, height: 50)
        let ink = RGBA8(0x30, 0x30, 0x30)
        for x in [20, 32, 200] {
            canvas.rect(x, 15, 8, 2, ink)
            canvas.rect(x + 6, 15, 2, 16, ink)
        }
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "table", scale: 1)
        #expect(findings.count == 2)
        #expect(findings.allSatisfy { $0.kind == .text }, "\(findings.map { ($0.kind, $0.box) })")
    }

    /// A filled checkbox before its label, in a colour of its own, is a graphic judged at 3:1, not a
    /// letter judged at 4.5:1.
    @Test func aCheckboxBeforeItsLabelIsAGraphic() throws {
        var canvas = Canvas(RGBA8(255, 255, 255), width: 200, height: 40)
        canvas.rect(10, 12, 14, 14, RGBA8(0x00, 0x75, 0xff))
        canvas.rect(14, 18, 6, 2, RGBA8(255, 255, 255))
        canvas.word(x: 30, y: 12, height: 14, color: RGBA8(0x22, 0x22, 0x22))
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "checkbox", scale: 1)
        let box = try #require(findings.first { $0.box?.x == 10 })
        #expect(box.kind == .graphic)
        #expect(box.verdict == .pass)
        #expect(findings.contains { $0.kind == .text && $0.box?.x == 30 })
    }

    /// A frame stands apart from the text beside or inside it: an empty checkbox is not part of its label's
    /// line, and a one-letter label in a framed key is text. (At 1x a checkbox's inside is too small to be
    /// a background region, so the checkbox is one solid component and still joins its label's line.)
    @Test func framesStandApartFromTheirLabels() throws {
        var canvas = Canvas(RGBA8(0xf8, 0xf8, 0xf8), width: 320, height: 60)
        let frame = RGBA8(0x76, 0x76, 0x76)
        // An empty checkbox at 2x: its inside is a background region of its own.
        canvas.frame(10, 16, 22, 22, thickness: 2, frame)
        canvas.word(x: 38, y: 21, height: 12, color: RGBA8(0x66, 0x66, 0x66))
        canvas.frame(200, 15, 24, 28, frame)
        canvas.rect(208, 22, 8, 2, RGBA8(0, 0, 0))
        canvas.rect(214, 22, 2, 14, RGBA8(0, 0, 0))
        let texts = ScreenshotScanner().scan(canvas.buffer, file: "frames", scale: 1).filter { $0.kind == .text }
        #expect(texts.map(\.box?.x) == [38, 208], "\(texts.map { ($0.foreground, $0.box) })")
    }

    /// Small text beside a large icon is a line of its own, not marks following the icon.
    @Test func smallTextBesideALargeIconIsText() throws {
        var canvas = Canvas(RGBA8(0xf4, 0xef, 0xf4), width: 200, height: 60)
        canvas.rect(10, 10, 30, 30, RGBA8(0x4d, 0x44, 0x4c))
        canvas.word(x: 48, y: 20, height: 10, color: RGBA8(0x3c, 0x36, 0x38))
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "row", scale: 2)
        let text = try #require(findings.first { $0.kind == .text })
        #expect(text.box?.x == 48)
        #expect(findings.contains { $0.kind == .graphic && $0.box?.x == 10 })
    }

    /// The x-height letter right after a link is the sentence's, even when a taller frame (an inline code
    /// box's edge) in the same line makes that letter under half the line's tallest member.
    @Test func aLetterAfterALinkIsNotTheLinks() throws {
        var canvas = Canvas(RGBA8(0xfc, 0xfc, 0xfc), width: 420)
        let body = RGBA8(0x40, 0x40, 0x40)
        canvas.word(x: 10, y: 45, height: 14, color: body)
        canvas.word(x: 66, y: 45, height: 14, color: RGBA8(0x29, 0x80, 0xb9))
        canvas.rect(116, 51, 6, 8, body)
        canvas.rect(118, 53, 2, 4, RGBA8(0xfc, 0xfc, 0xfc))
        canvas.word(x: 126, y: 45, height: 14, color: body)
        for (x, y, w, h) in [(176, 38, 2, 28), (176, 38, 12, 2), (176, 64, 12, 2)] { canvas.rect(x, y, w, h, RGBA8(0xe1, 0xe4, 0xe5)) }
        let texts = ScreenshotScanner().scan(canvas.buffer, file: "link", scale: 1).filter { $0.kind == .text }
        let link = try #require(texts.first { $0.box?.x == 66 })
        #expect(link.foreground == "#2980b9")
        #expect(link.box?.maxX == 113)
    }

    /// A container's 1px outline is never text, however wide; a field-sized one is a border judged at 3:1,
    /// and the text inside it is found as text.
    @Test func outlinesAreNotText() throws {
        var table = Canvas(RGBA8(255, 255, 255), width: 400, height: 300)
        table.frame(20, 20, 360, 260, RGBA8(0xe0, 0xe0, 0xe0))
        table.rect(20, 100, 360, 1, RGBA8(0xe0, 0xe0, 0xe0))
        table.rect(200, 20, 1, 260, RGBA8(0xe0, 0xe0, 0xe0))
        table.word(x: 40, y: 50, height: 20, color: RGBA8(0, 0, 0))
        let inTable = ScreenshotScanner().scan(table.buffer, file: "table", scale: 1)
        #expect(inTable.filter { $0.kind == .text }.count == 1)
        #expect(inTable.allSatisfy { $0.kind == .text })

        var field = Canvas(RGBA8(255, 255, 255), width: 400, height: 120)
        field.frame(20, 30, 300, 48, RGBA8(0xb0, 0xb0, 0xb0))
        field.word(x: 35, y: 44, height: 20, color: RGBA8(0x55, 0x55, 0x55))
        let inField = ScreenshotScanner().scan(field.buffer, file: "field", scale: 1)
        let border = try #require(inField.first { $0.kind == .border })
        #expect(border.box == PixelRect(x: 20, y: 30, width: 300, height: 48))
        #expect(border.verdict == .fail)
        #expect(inField.filter { $0.kind == .text }.count == 1)
    }

    /// Text near the right end of a page-high frame (a column's border joined to a table's rules), and
    /// lines of code beside a margin bar (coverage.py's run marker), are lines of their own: small marks
    /// join a line only after it or over its last letter, and never a lone upright bar.
    @Test func framesAndMarginBarsDoNotSwallowText() throws {
        var page = Canvas(RGBA8(255, 255, 255), width: 400, height: 300)
        page.rect(10, 0, 1, 300, RGBA8(0xaa, 0xaa, 0xaa))
        page.rect(10, 60, 380, 1, RGBA8(0xaa, 0xaa, 0xaa))
        page.rect(10, 240, 380, 1, RGBA8(0xaa, 0xaa, 0xaa))
        page.word(x: 300, y: 120, height: 20, color: RGBA8(0, 0, 0))
        let text = try #require(ScreenshotScanner().scan(page.buffer, file: "column", scale: 1).first { $0.kind == .text })
        #expect(text.box == PixelRect(x: 300, y: 120, width: 70, height: 20))

        var code = Canvas(RGBA8(0x1e, 0x1e, 0x1e), width: 300, height: 120)
        code.rect(20, 20, 3, 60, RGBA8(0x00, 0xc0, 0x00))
        for row in 0..<3 { code.word(x: 30 + 12 * row, y: 24 + 20 * row, height: 12, color: RGBA8(0xee, 0xee, 0xee)) }
        let lines = ScreenshotScanner().scan(code.buffer, file: "code", scale: 1).filter { $0.kind == .text }
        #expect(lines.compactMap(\.box?.y) == [24, 44, 64])
    }

    /// A lone digit level with a line of code beside it (a line number) is text; a hollow square beside a
    /// label is not (it is read as a checkbox's square, as a 1-px one always was).
    @Test func lineNumbersAreTextAndIconsBesideLabelsAreNot() throws {
        var listing = Canvas(RGBA8(255, 255, 255), width: 300, height: 80)
        listing.rect(20, 30, 2, 15, RGBA8(0x60, 0x60, 0x60))
        listing.rect(20, 43, 8, 2, RGBA8(0x60, 0x60, 0x60))
        listing.word(x: 60, y: 30, height: 15, color: RGBA8(0, 0, 0))
        let lines = ScreenshotScanner().scan(listing.buffer, file: "listing", scale: 1)
        let number = try #require(lines.first { $0.box?.x == 20 })
        #expect(number.kind == .text)

        var labelled = Canvas(RGBA8(255, 255, 255), width: 300, height: 80)
        labelled.rect(20, 30, 15, 2, RGBA8(0x60, 0x60, 0x60))
        labelled.rect(20, 43, 15, 2, RGBA8(0x60, 0x60, 0x60))
        labelled.rect(20, 30, 2, 15, RGBA8(0x60, 0x60, 0x60))
        labelled.rect(33, 30, 2, 15, RGBA8(0x60, 0x60, 0x60))
        labelled.word(x: 50, y: 30, height: 15, color: RGBA8(0, 0, 0))
        let icon = try #require(ScreenshotScanner().scan(labelled.buffer, file: "icon", scale: 1).first { $0.box?.x == 20 })
        #expect(icon.kind != .text, "\(icon)")
    }

    /// A menu row's icon in a grey of its own, as tall as its label's capitals, as wide as tall and set
    /// apart from the label (Stream Chat's "Mute User", a speaker struck through): it was a colour span of
    /// the label's line, text failing at 4.4:1; it is a graphic beside its label now. A word of another
    /// colour at the start of a line stays text.
    @Test func anIconLeadingItsLabelInAColourOfItsOwnIsAGraphic() throws {
        let grey = RGBA8(0x6e, 0x79, 0x8a)
        var row = Canvas(RGBA8(255, 255, 255), width: 300, height: 80)
        row.rect(20, 35, 5, 7, grey)
        for step in 0..<6 {
            row.rect(25 + step, 35 - step, 2, 7 + 2 * step, grey)
        }
        for step in 0..<16 {
            row.rect(20 + step, 27 + step, 2, 2, grey)
        }
        row.word(x: 48, y: 29, height: 14, color: RGBA8(0x1a, 0x1b, 0x25))
        let findings = ScreenshotScanner().scan(row.buffer, file: "menu", scale: 1)
        let icon = try #require(findings.first { ($0.box?.x ?? 0) < 40 })
        #expect(icon.kind == .graphic, "\(findings.map { ($0.kind, $0.box) })")

        var words = Canvas(RGBA8(255, 255, 255), width: 300, height: 80)
        words.word(x: 20, y: 29, height: 14, color: grey)
        words.word(x: 100, y: 29, height: 14, color: RGBA8(0x1a, 0x1b, 0x25))
        let first = try #require(ScreenshotScanner().scan(words.buffer, file: "words", scale: 1).first { $0.box?.x == 20 })
        #expect(first.kind == .text)
    }

    /// An initial in an avatar's disc (Sharezone's white "U" on light blue, 2.3:1) is labelled by the name beside
    /// the disc, on the page around it, as an icon in a list's tinted tile is: WCAG 1.4.11 does not ask 3:1 of
    /// it. Measured from the initial, the name is too far off to be its label. The same disc with no name beside
    /// it is an icon button's only label, and fails.
    @Test(arguments: [(true, Verdict.pass), (false, .fail)])
    func anIconAloneOnATileIsLabelledByTextBesideTheTile(named: Bool, verdict: Verdict) throws {
        let (white, blue) = (RGBA8(255, 255, 255), RGBA8(0x68, 0xb3, 0xe9))
        var row = Canvas(white, width: 300, height: 80)
        row.disc(16, 20, diameter: 40, blue)
        row.rect(31, 33, 3, 14, white)
        row.rect(39, 33, 3, 14, white)
        row.rect(31, 45, 11, 3, white)
        if named { row.word(x: 72, y: 33, height: 14, color: RGBA8(0x1a, 0x1b, 0x25)) }
        let findings = ScreenshotScanner().scan(row.buffer, file: "avatar", scale: 1)
        let initial = try #require(findings.first { ($0.box?.x ?? 0) >= 28 && ($0.box?.maxX ?? 0) <= 45 },
                                   "\(findings.map { ($0.kind, $0.box, $0.verdict) })")
        #expect(initial.kind == .graphic && initial.verdict == verdict, "\(initial.kind) \(initial.verdict) \(initial.message ?? "")")
    }

    /// Initials in an avatar (Sharezone's "AL" for Arbeitslehre, light blue on a pale blue disc, 2.3:1) are text,
    /// but the name beside the disc says the same: a review, not a fail. With no name beside, they fail.
    @Test(arguments: [(true, Verdict.review), (false, .fail)])
    func initialsInAnAvatarBesideTheNameAreAReview(named: Bool, verdict: Verdict) throws {
        let (pale, blue) = (RGBA8(0xe1, 0xf0, 0xfb), RGBA8(0x03, 0xa9, 0xf4))
        var row = Canvas(RGBA8(255, 255, 255), width: 320, height: 80)
        row.disc(16, 16, diameter: 48, pale)
        for letter in 0..<2 {
            let left = 28 + letter * 13
            row.rect(left, 33, 2, 14, blue)
            row.rect(left, 33, 8, 2, blue)
            row.rect(left + 6, 33, 2, 7, blue)
        }
        if named { row.word(x: 80, y: 33, height: 14, color: RGBA8(0x1a, 0x1b, 0x25)) }
        let findings = ScreenshotScanner().scan(row.buffer, file: "avatar", scale: 1)
        let initials = try #require(findings.first { ($0.box?.x ?? 0) >= 26 && ($0.box?.maxX ?? 0) <= 50 }, "\(findings.map { ($0.kind, $0.box) })")
        #expect(initials.kind == .text && initials.verdict == verdict, "\(initials.kind) \(initials.verdict) \(initials.message ?? "")")
    }

    /// A refresh icon's two arrows (Gadgetbridge's toolbar at 2x, white on #ff3d00) each read as a glyph, and
    /// their boxes interlock, as no two lines of text do; lines set tight at most graze each other's boxes.
    @Test func interlockedBoxesArePiecesOfOneIcon() {
        #expect(ScreenshotScanner.interlock(PixelRect(x: 563, y: 86, width: 35, height: 22), PixelRect(x: 554, y: 100, width: 35, height: 20)))
        #expect(!ScreenshotScanner.interlock(PixelRect(x: 20, y: 10, width: 80, height: 14), PixelRect(x: 20, y: 30, width: 80, height: 14)))
        #expect(!ScreenshotScanner.interlock(PixelRect(x: 0, y: 0, width: 100, height: 20), PixelRect(x: 0, y: 17, width: 100, height: 20)))
        #expect(!ScreenshotScanner.interlock(PixelRect(x: 0, y: 0, width: 30, height: 20), PixelRect(x: 28, y: 5, width: 30, height: 20)))
    }

    /// A wind icon's three strokes (Viseron's events page at 2x), each a bar ending in a hook, are each as wide as a
    /// short word; two of them interlock, and the third touches them, so the three are one graphic, not text.
    @Test func aWindIconsStrokesAreOneGraphic() {
        let blue = RGBA8(0x01, 0x7f, 0xff)
        var wind = Canvas(RGBA8(0x0c, 0x1e, 0x30))
        for (x, y, w, h) in [(0, 10, 43, 6), (37, 0, 6, 10), (30, 0, 13, 6),  // a bar hooked up at its end
                             (0, 20, 50, 6), (44, 26, 6, 10), (38, 32, 12, 6),  // a longer one hooked down
                             (0, 30, 32, 6), (26, 36, 6, 6), (18, 40, 14, 4)] {  // a shorter one, hooked down under it
            wind.rect(100 + x, 40 + y, w, h, blue)
        }
        let findings = ScreenshotScanner().scan(wind.buffer, file: "wind", scale: 2)
        #expect(!findings.contains { $0.kind == .text }, "\(findings.map { ($0.kind, $0.box) })")
    }

    /// A repeat icon's two arrows (Tusky's boost button at 2.625 px/dp: each 42 × 24 px, 5 px apart) read as two
    /// glyphs stacked closer than lines of text are ever set: one graphic. Two glyphs a leading apart stay text.
    @Test(arguments: [(5, false), (16, true)])
    func twoGlyphsStackedCloserThanLinesAreAnIcon(gap: Int, text: Bool) {
        let grey = RGBA8(0x60, 0x69, 0x84)
        var canvas = Canvas(RGBA8(0x28, 0x2c, 0x37))
        // An arrow pointing right over one pointing left, each a bar, a stub at its tail and a head.
        canvas.rect(105, 48, 30, 6, grey); canvas.rect(105, 48, 6, 16, grey); canvas.rect(135, 40, 8, 22, grey)
        let lower = 40 + 24 + gap
        canvas.rect(108, lower + 10, 30, 6, grey); canvas.rect(132, lower, 6, 16, grey); canvas.rect(100, lower + 2, 8, 22, grey)
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "boost", scale: 2.625)
        #expect(findings.contains { $0.kind == .text } == text, "\(findings.map { ($0.kind, $0.box) })")
    }

    /// A chevron alone (Stream Chat's "slide up to lock" ⌃, 15 × 9 px) is as wide as a word whose letters
    /// touch, but its slanting strokes cross each column in a short stretch where a letter has a stem: a
    /// graphic, not text. A wide mark with stems (two letters joined) stays text.
    @Test func aChevronIsNotAWordWhoseLettersTouch() throws {
        let grey = RGBA8(0xa5, 0xa5, 0xa5)
        var chevron = Canvas(RGBA8(0x56, 0x56, 0x56), width: 200, height: 80)
        for step in 0..<7 {
            chevron.rect(60 + 2 * step, 44 - step, 2, 2, grey)
            chevron.rect(74 + 2 * step, 38 + step, 2, 2, grey)
        }
        let mark = try #require(ScreenshotScanner().scan(chevron.buffer, file: "chevron", scale: 1).first)
        #expect(mark.kind == .graphic, "\(mark)")

        var joined = Canvas(RGBA8(0x56, 0x56, 0x56), width: 200, height: 80)
        joined.rect(60, 36, 2, 10, grey)
        joined.rect(60, 44, 16, 2, grey)
        joined.rect(67, 36, 2, 10, grey)
        joined.rect(74, 36, 2, 10, grey)
        let word = try #require(ScreenshotScanner().scan(joined.buffer, file: "word", scale: 1).first)
        #expect(word.kind == .text, "\(word)")
    }

    /// An overflow menu's three dots at the end of a row (Healthchecks' checks at 2x: 7-px dots 3 px apart, #999 on
    /// white) are the menu's only label: a graphic, failing at 2.85:1 under 3:1, not a line of full stops at 4.5:1.
    @Test func anOverflowMenusDotsAreAnIcon() throws {
        var canvas = Canvas(RGBA8(255, 255, 255), width: 600, height: 120)
        canvas.word(x: 40, y: 50, height: 20, color: RGBA8(0x20, 0x20, 0x20))
        for dot in 0..<3 { canvas.disc(500 + dot * 10, 56, diameter: 7, RGBA8(0x99, 0x99, 0x99)) }
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "menu", scale: 2)
        let menu = try #require(findings.first { ($0.box?.x ?? 0) >= 495 }, "\(findings.map { ($0.kind, $0.box) })")
        #expect(menu.kind == .graphic && menu.verdict == .fail, "\(menu)")
    }

    /// A failing line as wide as it is tall, here two glyphs (a date's "16", or a glyph icon beside a label, which
    /// nothing in the pixels tells apart), is a review; a word of five glyphs fails, and so do the two glyphs where a
    /// narrower one as tall stands on their row (a calendar's "9" before its "16").
    @Test(arguments: [(2, false, Verdict.review), (5, false, .fail), (2, true, .fail)])
    func aMarkAsWideAsItIsTallIsAReview(letters: Int, besideADigit: Bool, verdict: Verdict) throws {
        var canvas = Canvas(RGBA8(255, 255, 255), width: 300, height: 120)
        canvas.word(x: 40, y: 50, height: 20, color: RGBA8(0x99, 0x99, 0x99), letters: letters)
        if besideADigit { canvas.word(x: 140, y: 50, height: 20, color: RGBA8(0x99, 0x99, 0x99), letters: 1) }
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "mark", scale: 1)
        let mark = try #require(findings.first { ($0.box?.x ?? 0) < 100 }, "\(findings)")
        #expect(mark.kind == .text && mark.verdict == verdict, "\(mark)")
    }

    /// A failing word 12 px high is text at 1x; at 3x it is 4 pt, under any interface's smallest text (a poster's or a
    /// preview's print, or a wrong scale): a review.
    @Test(arguments: [(1.0, Verdict.fail), (3.0, .review)])
    func wordsUnderSixPointsAreAReview(scale: Double, verdict: Verdict) throws {
        var canvas = Canvas(RGBA8(255, 255, 255), width: 300, height: 120)
        canvas.word(x: 40, y: 50, height: 12, color: RGBA8(0x99, 0x99, 0x99))
        let word = try #require(ScreenshotScanner().scan(canvas.buffer, file: "word", scale: scale).first)
        #expect(word.kind == .text && word.verdict == verdict, "\(word)")
        #expect((word.message == TinyText.message) == (verdict == .review))
    }

    /// A failing bar with no text beside it, six times as long as thick (a loading skeleton's row, a dash, a stroke of an
    /// icon found alone), is a review; a mark as wide as tall there may be a control's only label, and fails.
    @Test(arguments: [(48, 8, Verdict.review), (20, 20, .fail)])
    func aLoneBarIsAReview(width: Int, height: Int, verdict: Verdict) throws {
        var canvas = Canvas(RGBA8(255, 255, 255), width: 300, height: 120)
        // Off the top centre, where a bar is a sheet's grabber.
        canvas.rect(30, 80, width, height, RGBA8(0x99, 0x99, 0x99))
        let mark = try #require(ScreenshotScanner().scan(canvas.buffer, file: "bar", scale: 2).first)
        #expect(mark.kind == .graphic && mark.verdict == verdict, "\(mark)")
    }

    /// A store screenshot's caption in 100-px letters (orange on slate, 2.8:1) is read as text, the colour of its
    /// letters against the slate, where its letters were taken for fills and their counters for marks.
    @Test func aHeadlineInLargeLettersIsText() throws {
        var canvas = Canvas(RGBA8(0x51, 0x5d, 0x71), width: 300, height: 140)
        for letter in 0..<3 { canvas.roundedFrame(30 + letter * 62, 40, 50, 70, radius: 20, thickness: 9, RGBA8(0xd6, 0x9c, 0x68)) }
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "headline", scale: 1)
        let headline = try #require(findings.first, "\(findings.map { ($0.kind, $0.box) })")
        #expect(findings.count == 1 && headline.kind == .text && headline.box?.width ?? 0 >= 170, "\(findings.map { ($0.kind, $0.box) })")
        #expect(headline.foreground == "#d69c68" && headline.verdict == .fail, "\(headline)")
    }

    /// An empty select's caret (Paperless's ▼, 20 × 10 px at 2x) alone in the select's frame reads as a framed key's
    /// one-glyph label, but no letter is a solid triangle twice as wide as tall: it is a graphic.
    @Test func aSelectsCaretIsNotALetter() throws {
        var canvas = Canvas(RGBA8(255, 255, 255), width: 500, height: 140)
        canvas.roundedFrame(40, 40, 420, 72, radius: 10, thickness: 2, RGBA8(0xce, 0xd4, 0xda))
        for row in 0..<10 { canvas.rect(420 + row, 71 + row, 20 - 2 * row, 1, RGBA8(0x99, 0x99, 0x99)) }
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "select", scale: 2)
        let caret = try #require(findings.first { ($0.box?.x ?? 0) >= 415 && ($0.box?.width ?? 0) < 40 }, "\(findings.map { ($0.kind, $0.box) })")
        #expect(caret.kind == .graphic, "\(caret)")
    }

    /// A faint row of dots under 5 pt high (the halftone of an illustration, 1.4:1) is no text, however many
    /// dots it has; the same row at 1x, 11 pt high, may be, and so may a clear one: at a scale first guessed
    /// too high, a 1x page's body text measures under 5 pt.
    @Test(arguments: [(3.0, 0xb7, false), (1.0, 0xb7, true), (3.0, 0x20, true)])
    func aFaintRowOfDotsUnderFivePointsIsNotText(scale: Double, red: UInt8, found: Bool) {
        var halftone = Canvas(RGBA8(0xe5, 0x24, 0x31), width: 400, height: 80)
        let ink = RGBA8(red, 0x25, 0x33)
        for dot in 0..<20 {
            let x = 20 + 16 * dot
            halftone.rect(x + 3, 30, 5, 11, ink)
            halftone.rect(x, 33, 11, 5, ink)
        }
        let texts = ScreenshotScanner().scan(halftone.buffer, file: "halftone", scale: scale).filter { $0.kind == .text }
        #expect(texts.isEmpty != found, "\(texts)")
    }

    /// "Text" of 48 pt or more under 2:1 at best is artwork: Blockchain.com's circuit-board header read as
    /// 75- and 133-pt lines at 1.39 and 1.33:1. Display text as large but clearer, and faint text smaller, is
    /// judged. (Drawn letters this large are read as fills of their own, so the cases are measured ones.)
    @Test(arguments: [(75.0, 1.39, true), (133.0, 1.33, true), (57.0, 2.1, false), (40.0, 1.3, false)])
    func faintTextOverFortyEightPointsIsArtwork(points: Double, best: Double, artwork: Bool) {
        #expect(ScreenshotScanner.isArtwork(points: points, best: best) == artwork)
    }

    /// Slivers and corners are not reported; an illustration larger than any icon is decorative and never fails.
    @Test func fragmentsAndIllustrations() throws {
        var canvas = Canvas(RGBA8(255, 255, 255), width: 400, height: 300)
        canvas.rect(30, 30, 2, 12, RGBA8(0xff, 0x9b, 0xb4))
        // A sunburst: rays fanning out from one point.
        for ray in 0..<6 { for t in 0..<100 { canvas.rect(150 + t * ray / 2, 100 + t, 2, 1, RGBA8(0xff, 0x8b, 0x5e)) } }
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "art", scale: 1)
        #expect(findings.count == 1)
        let art = try #require(findings.first)
        #expect(art.kind == .decorative)
        #expect(art.verdict == nil)
    }

    /// Opening marks (a docstring's quotes) belong to the word after them; a code listing's line numbers
    /// are text on its blank lines too, where no code stands beside them.
    @Test func openingMarksAndLineNumbersOnBlankLines() throws {
        var canvas = Canvas(RGBA8(255, 255, 255), width: 300, height: 120)
        let ink = RGBA8(0x30, 0x30, 0x30)
        for row in 0..<3 {
            canvas.rect(10, 10 + 30 * row, 8, 2, ink)
            canvas.rect(16, 10 + 30 * row, 2, 16, ink)
        }
        canvas.rect(48, 10, 2, 6, ink)
        canvas.rect(53, 10, 2, 6, ink)
        canvas.word(x: 60, y: 10, height: 16, color: ink)
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "listing", scale: 1)
        #expect(findings.allSatisfy { $0.kind == .text }, "\(findings.map { ($0.kind, $0.box) })")
        #expect(findings.filter { $0.box?.x == 10 }.count == 3)
        #expect(findings.contains { $0.box?.x == 48 && $0.box?.y == 10 })
        #expect(findings.count == 4)
    }

    /// A line number at 1x is anti-aliased all through, dozens of grey levels in a 7×10 box: that is no
    /// gradient fill, and the number is text like those above it.
    @Test func antiAliasedDigitsAt1xAreNotDecoration() throws {
        var canvas = Canvas(RGBA8(0xf8, 0xf8, 0xf8), width: 200, height: 80)
        let ink = RGBA8(0x1f, 0x23, 0x28)
        canvas.rect(10, 10, 7, 2, ink)
        canvas.rect(15, 10, 2, 10, ink)
        canvas.word(x: 40, y: 10, height: 10, color: ink)
        for y in 0..<10 {
            for x in 0..<7 {
                let level = UInt8(0x1f + (x * 23 + y * 37) % 120)
                canvas.rect(10 + x, 30 + y, 1, 1, RGBA8(level, level, level))
            }
        }
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "digits", scale: 1)
        let digit = try #require(findings.first { $0.box?.y == 30 })
        #expect(digit.kind == .text)
    }

    /// Material's disabled button: label and container in `onSurface` at 38% and 12% over the surface
    /// (composited here by the source-over formula). WCAG exempts inactive controls: a label centred on its
    /// container passes as exempt; text set at a field's start may be an enabled field's placeholder, which
    /// only a person can tell: `review`. The same label on a container of another ink is judged as usual.
    @Test func disabledControlsAreExemptOrAReview() throws {
        let surface = (244.0, 239.0, 244.0)
        let onSurface = (29.0, 27.0, 32.0)
        func over(_ alpha: Double) -> RGBA8 {
            func mix(_ s: Double, _ o: Double) -> UInt8 { UInt8((s + alpha * (o - s)).rounded()) }
            return RGBA8(mix(surface.0, onSurface.0), mix(surface.1, onSurface.1), mix(surface.2, onSurface.2))
        }
        // Text at the start of a field in those colours may be an enabled field's placeholder: a review.
        var field = Canvas(RGBA8(244, 239, 244))
        field.rect(20, 30, 260, 60, over(0.12))
        field.word(x: 60, y: 50, height: 20, color: over(0.38))
        let text = try #require(ScreenshotScanner().scan(field.buffer, file: "field", scale: 1).first { $0.kind == .text })
        #expect((text.ratio ?? 9) < 3)
        #expect(text.verdict == .review)
        #expect(text.message?.contains("looks disabled") == true)

        // A label centred on its button in those colours is a disabled button's: exempt, and it says so.
        var button = Canvas(RGBA8(244, 239, 244))
        button.rect(20, 30, 260, 60, over(0.12))
        button.word(x: 113, y: 50, height: 20, color: over(0.38))
        let label = try #require(ScreenshotScanner().scan(button.buffer, file: "button", scale: 1).first { $0.kind == .text })
        #expect(label.verdict == .pass)
        #expect(label.message?.hasPrefix("exempt as disabled") == true)

        // Compose's Material 3 composites the label over the container (Cryptool's "Create", light and dark); a dark
        // theme's grey on a grey card fits those colours by chance too, so a person decides: a review.
        for (surface, container, ink) in [(RGBA8(0xff, 0xfb, 0xfe), RGBA8(0xe3, 0xe0, 0xe3), RGBA8(0x98, 0x95, 0x99)),
                                          (RGBA8(0x1c, 0x1b, 0x1f), RGBA8(0x35, 0x33, 0x37), RGBA8(0x78, 0x76, 0x79))] {
            var compose = Canvas(surface)
            compose.rect(20, 30, 260, 60, container)
            compose.word(x: 113, y: 50, height: 20, color: ink)
            let create = try #require(ScreenshotScanner().scan(compose.buffer, file: "compose", scale: 1).first { $0.kind == .text })
            #expect(create.verdict == .review)
            #expect(create.message?.hasPrefix("looks disabled") == true)
        }

        var enabled = Canvas(RGBA8(244, 239, 244))
        enabled.rect(20, 30, 260, 60, RGBA8(0x7a, 0x90, 0xc8))
        enabled.word(x: 60, y: 50, height: 20, color: RGBA8(0xe2, 0xe2, 0xe9))
        let chip = try #require(ScreenshotScanner().scan(enabled.buffer, file: "enabled", scale: 1).first { $0.kind == .text })
        #expect(chip.verdict == .fail)
    }

    /// A habit tracker's calendar (Loop Habit Tracker's: grey numbers #9e9e9e on grey cells #e0e0e0 over a near-white
    /// card) fits a disabled button's colours by chance; but its cells are a grid of like fills, and the days not done
    /// are content a person reads: their numbers fail as text. A row of three such cells is still read as buttons.
    @Test(arguments: [7, 3])
    func aCalendarsGreyCellsAreNotDisabledButtons(cells: Int) throws {
        var canvas = Canvas(RGBA8(0xfa, 0xfa, 0xfa), width: 440, height: 160)
        for row in 0..<2 {
            for column in 0..<cells {
                canvas.rect(20 + column * 56, 30 + row * 56, 50, 50, RGBA8(0xe0, 0xe0, 0xe0))
                canvas.word(x: 30 + column * 56, y: 46 + row * 56, height: 18, color: RGBA8(0x9e, 0x9e, 0x9e), letters: 3)
            }
        }
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "calendar", scale: 2).filter { $0.kind == .text }
        #expect(findings.count == 2 * cells, "\(findings.map { ($0.box, $0.verdict) })")
        if cells >= 5 {
            #expect(findings.allSatisfy { $0.verdict == .fail }, "\(findings.map { ($0.box, $0.verdict, $0.message) })")
        } else {
            #expect(findings.allSatisfy { $0.message?.hasPrefix("exempt as disabled") == true }, "\(findings.map { ($0.box, $0.message) })")
        }
    }

    /// Rays of a sunburst and spokes of a loading wheel are straight tilted bars: fragments, not text or icons.
    @Test func raysAndSpokesAreNotReported() {
        var canvas = Canvas(RGBA8(0xed, 0xe5, 0xee), width: 400, height: 200)
        for (index, degrees) in [12.0, 25, 40, 55, 70, 80].enumerated() {
            let angle = degrees * .pi / 180
            for t in 0..<22 {
                canvas.rect(20 + index * 40 + Int(Double(t) * cos(angle)), 60 + Int(Double(t) * sin(angle)), 2, 2, RGBA8(0xff, 0x8b, 0x5e))
            }
        }
        let spokes = ScreenshotScanner().scan(canvas.buffer, file: "rays", scale: 1)
        #expect(spokes.isEmpty, "\(spokes.map { ($0.kind, $0.box) })")
    }

    /// Solid half-discs side by side on one baseline are the shapes of an illustration, not large letters.
    /// Shaded in steps too large to make one background region, they are ink, as real illustrations' are.
    @Test func solidShapesAreNotText() {
        var canvas = Canvas(RGBA8(255, 255, 255), width: 400, height: 160)
        for centre in [60, 160, 260] {
            for y in 0..<40 {
                for x in -40...40 where x * x + y * y <= 1600 { canvas.rect(centre + x, 100 - y, 1, 1, RGBA8(0xfe, UInt8(0x60 + 3 * y), 0x8e)) }
            }
        }
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "discs", scale: 1)
        #expect(!findings.isEmpty)
        #expect(!findings.contains { $0.kind == .text })
    }

    /// Icons are drawn in flat colours: a quarter-disc filled with a gradient (a piece of an illustration
    /// cut by a card's edge) is decoration, the same shape in one colour a graphic judged at 3:1. A band
    /// far longer than tall (the cut edge of an outlined shape) is no word whose letters touch.
    @Test(arguments: [true, false])
    func gradientFilledShapesAreDecoration(gradient: Bool) throws {
        var canvas = Canvas(RGBA8(0xed, 0xe5, 0xee), width: 260, height: 100)
        for y in 0..<24 {
            for x in 0..<24 where x * x + y * y <= 576 {
                canvas.rect(40 + x, 44 - y, 1, 1, RGBA8(0xff, 0x9c, gradient ? UInt8(0xa0 + y) : 0xa8))
            }
        }
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "shape", scale: 1.5)
        let shape = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(shape.kind == (gradient ? .decorative : .graphic))
        #expect(shape.verdict == (gradient ? nil : .fail))

        var band = Canvas(RGBA8(0xed, 0xe5, 0xee), width: 260, height: 100)
        for x in 0..<220 { band.rect(20 + x, 40 + abs(x - 110) / 22, 1, 2, RGBA8(0x5c, 0xd1, 0xf8)) }
        let edge = ScreenshotScanner().scan(band.buffer, file: "band", scale: 1.5)
        #expect(!edge.contains { $0.kind == .text }, "\(edge.map { ($0.kind, $0.box) })")
    }

    /// Bold text of 14–18pt passes at 3:1 as large text, but semi-bold (600), which many fonts draw with
    /// their Bold face, needs 4.5:1: between the two the pixels cannot decide, and a person should look.
    @Test(arguments: [(RGBA8(0x47, 0x47, 0x47), Verdict.review), (RGBA8(0x10, 0x10, 0x10), .pass)])
    func boldTextLargeOnlyByItsWeightIsAReviewBetweenTheThresholds(text: RGBA8, expected: Verdict) throws {
        var canvas = Canvas(RGBA8(0xa5, 0xa5, 0xa5))
        for letter in 0..<5 {
            let left = 40 + letter * 14
            canvas.rect(left, 50, 4, 15, text)
            canvas.rect(left, 50, 10, 4, text)
            canvas.rect(left + 6, 50, 4, 8, text)
        }
        let word = try #require(ScreenshotScanner().scan(canvas.buffer, file: "bold", scale: 1).first { $0.kind == .text })
        #expect(word.bold == true)
        #expect(word.usage == .largeText)
        #expect(word.verdict == expected, "\(word)")
        #expect((word.message?.contains("semi-bold") ?? false) == (expected == .review))
    }

    /// An illustration: a backdrop with a gradient-filled shape on it, and a hand painted on the backdrop
    /// with white dashes across it. Everything painted there is the drawing's, however it contrasts; the
    /// same hand on a card that holds writing is UI, judged as usual (its lone upright bar a review).
    @Test(arguments: [false, true])
    func marksPaintedOnAnIllustrationAreDecoration(writingOnBackdrop: Bool) throws {
        var canvas = Canvas(RGBA8(255, 255, 255), width: 400, height: 200)
        canvas.rect(20, 20, 300, 150, RGBA8(0xd1, 0xef, 0xff))
        for y in 0..<24 {
            for x in 0..<24 where x * x + y * y <= 576 { canvas.rect(40 + x, 60 - y, 1, 1, RGBA8(0x3d, UInt8(0x90 + 3 * y), 0x84)) }
        }
        canvas.rect(120, 80, 150, 60, RGBA8(0xc7, 0x80, 0x5b))
        for dash in 0..<3 { canvas.rect(140 + 14 * dash, 100, 8, 3, RGBA8(0xf8, 0xee, 0xe9)) }
        canvas.rect(200, 95, 3, 12, RGBA8(0xf8, 0xee, 0xe9))
        if writingOnBackdrop {
            canvas.word(x: 120, y: 30, height: 16, color: RGBA8(0x20, 0x1a, 0x1b))
            canvas.word(x: 120, y: 52, height: 16, color: RGBA8(0x20, 0x1a, 0x1b))
        }
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "illustration", scale: 1)
        let onHand = findings.filter { ($0.box?.y ?? 0) >= 90 }
        #expect(onHand.count == 4, "\(findings.map { ($0.kind, $0.box) })")
        if writingOnBackdrop {
            #expect(onHand.allSatisfy { $0.kind != .decorative && $0.verdict == (LoneBar.isBar($0.box!) ? .review : .fail) },
                    "\(onHand.map { ($0.kind, $0.box, $0.verdict) })")
        } else {
            #expect(onHand.allSatisfy { $0.kind == .decorative && $0.verdict == nil }, "\(onHand.map { ($0.kind, $0.box) })")
        }
    }

    /// A picture needs no gradient to be told: a tinted backdrop holding flat shapes of three colours and
    /// no writing. The same shapes on a white surface are UI (chips, buttons), and the marks on them are judged.
    @Test(arguments: [RGBA8(0xd1, 0xef, 0xff), RGBA8(0xfa, 0xfa, 0xfa)])
    func flatShapesOnATintedBackdropAreAPicture(backdrop: RGBA8) throws {
        var canvas = Canvas(RGBA8(255, 255, 255), width: 400, height: 200)
        canvas.rect(20, 20, 340, 160, backdrop)
        canvas.rect(40, 40, 90, 60, RGBA8(0xc7, 0x80, 0x5b))
        canvas.rect(150, 40, 90, 60, RGBA8(0x42, 0x85, 0xf4))
        canvas.rect(260, 40, 80, 120, RGBA8(0x3d, 0xdc, 0x84))
        canvas.rect(60, 65, 3, 14, RGBA8(0xf8, 0xee, 0xe9))
        canvas.rect(180, 60, 12, 12, RGBA8(0x07, 0x30, 0x42))
        canvas.rect(196, 60, 12, 12, RGBA8(0x07, 0x30, 0x42))
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "picture", scale: 1)
        let marks = findings.filter { ($0.box?.y ?? 0) >= 60 }
        #expect(marks.count == 2, "\(findings.map { ($0.kind, $0.box) })")
        let tinted = backdrop.b == 0xff
        #expect(marks.allSatisfy { ($0.kind == .decorative) == tinted }, "\(marks.map { ($0.kind, $0.box, $0.verdict) })")
        #expect(marks.contains { $0.verdict == .fail } == !tinted)
    }

    /// A mark inside an icon-sized outline drawn in a gradient (the `+` of a gamepad) is part of that picture.
    @Test func marksInsideADecorativeIconAreItsOwn() throws {
        var canvas = Canvas(RGBA8(0xf4, 0xef, 0xf4), width: 200, height: 100)
        for y in -20...20 {
            for x in -20...20 where (256...400).contains(x * x + y * y) {
                canvas.rect(64 + x, 50 + y, 1, 1, RGBA8(0xfe, UInt8(0x90 + 3 * x), UInt8(0x90 + 3 * y)))
            }
        }
        canvas.rect(58, 49, 12, 2, RGBA8(0x5d, 0xd4, 0xfb))
        canvas.rect(63, 44, 2, 12, RGBA8(0x5d, 0xd4, 0xfb))
        canvas.word(x: 100, y: 42, height: 16, color: RGBA8(0x20, 0x1a, 0x1b))
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "gamepad", scale: 1)
        #expect(findings.map(\.kind).sorted { $0.rawValue < $1.rawValue } == [.decorative, .decorative, .text],
                "\(findings.map { ($0.kind, $0.box) })")
    }

    /// A plus sign is an icon; an empty outlined capsule is a drawn shape (Now in Android's illustrations
    /// hold one), while an empty square-cornered frame of a field's shape is a field with nothing typed
    /// (edX's sign-up form), whose boundary 1.4.11 asks for; the backdrop in the corners of a capture around
    /// a rounded component is nothing.
    @Test func plusSignsEmptyFramesAndCapturedCorners() throws {
        var canvas = Canvas(RGBA8(255, 255, 255), width: 400, height: 120)
        canvas.rect(40, 50, 22, 2, RGBA8(0x20, 0x1a, 0x1b))
        canvas.rect(50, 40, 2, 22, RGBA8(0x20, 0x1a, 0x1b))
        for y in 0..<48 {
            for x in 0..<240 {
                // Distance from the capsule's spine (a segment 192 px long, 24 px from each end).
                let dx = Double(max(0, abs(2 * x - 239) / 2 - 96)), dy = Double(abs(2 * y - 47)) / 2
                let distance = (dx * dx + dy * dy).squareRoot()
                if distance <= 24 && distance >= 21 { canvas.rect(120 + x, 30 + y, 1, 1, RGBA8(0x5d, 0xd4, 0xfb)) }
            }
        }
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "plus", scale: 1)
        let plus = try #require(findings.first)
        #expect(findings.count == 1, "\(findings.map { ($0.kind, $0.box) })")
        #expect(plus.kind == .graphic)
        #expect(plus.box == PixelRect(x: 40, y: 40, width: 22, height: 22))

        var field = Canvas(RGBA8(255, 255, 255), width: 400, height: 120)
        field.frame(120, 30, 240, 48, RGBA8(0xc8, 0xc8, 0xc8))
        let empty = ScreenshotScanner().scan(field.buffer, file: "field", scale: 1)
        #expect(empty.map(\.kind) == [.border], "\(empty.map { ($0.kind, $0.box) })")
        #expect(empty.first?.message?.hasPrefix("boundary of an unfilled field") == true)

        var pill = Canvas(RGBA8(0xfa, 0xfa, 0xfa), width: 120, height: 60)
        for y in 0..<60 {
            for x in 0..<120 {
                let dx = max(0, abs(2 * x - 119) / 2 - 30), dy = abs(2 * y - 59) / 2
                if dx * dx + dy * dy <= 900 { pill.rect(x, y, 1, 1, RGBA8(0xff, 0xd6, 0xfa)) }
            }
        }
        pill.word(x: 25, y: 22, height: 16, color: RGBA8(0x20, 0x1a, 0x1b))
        let inPill = ScreenshotScanner().scan(pill.buffer, file: "pill", scale: 1)
        #expect(inPill.map(\.kind) == [.text], "\(inPill.map { ($0.kind, $0.box) })")
    }

    /// A card's thick rounded frame on a dimmed backdrop (acnhResources' detail cards at 3x): each corner's
    /// anti-aliased rim, a pixel thick and drawn lighter than the frame (ΔE00 4.3), is the frame's edge, not
    /// four graphics failing at 2.6:1.
    @Test func aThickFramesLighterRimIsNotAGraphic() {
        var canvas = Canvas(RGBA8(0x33, 0x33, 0x33), width: 400, height: 260)
        let (left, top, width, height, radius) = (40.0, 20.0, 320.0, 220.0, 39.0)
        for y in 0..<260 {
            for x in 0..<400 {
                // Signed distance inside the rounded rectangle: positive within.
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                let cx = min(max(px, left + radius), left + width - radius)
                let cy = min(max(py, top + radius), top + height - radius)
                let inCorner = cx != px && cy != py
                let inside = inCorner
                    ? radius - ((px - cx) * (px - cx) + (py - cy) * (py - cy)).squareRoot()
                    : min(px - left, left + width - px, py - top, top + height - py)
                if inside > 12 { canvas.rect(x, y, 1, 1, RGBA8(255, 255, 255)) }
                else if inside > 0 { canvas.rect(x, y, 1, 1, RGBA8(0x58, 0x56, 0xd6)) }
                else if inside > -1.5 && inCorner {
                    // Anti-aliased over the backdrop towards a lighter purple than the frame's.
                    let t = min(1, inside + 1.5)
                    func mix(_ a: Double, _ b: Double) -> UInt8 { UInt8((a + t * (b - a)).rounded()) }
                    canvas.rect(x, y, 1, 1, RGBA8(mix(0x33, 0x65), mix(0x33, 0x63), mix(0x33, 0xd8)))
                }
            }
        }
        canvas.word(x: 100, y: 100, height: 20, color: RGBA8(0x20, 0x20, 0x20))
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "card", scale: 3)
        #expect(findings.map(\.kind) == [.text], "\(findings.map { ($0.kind, $0.box, $0.foreground) })")
    }

    /// An icon drawn in three shapes (three bars, a chart's icon at 2x, as Font Awesome's cloud and its drops are drawn)
    /// a word space and more from its label is a text line of its own, read as three glyphs: it reaches below the
    /// label's baseline, so it is the label's icon, a graphic. A number in the label's font a word space from it stands on
    /// the label's baseline and stays text.
    @Test func anIconOfFewShapesBesideItsLabelIsAGraphic() {
        var canvas = Canvas(RGBA8(255, 255, 255), width: 300, height: 120)
        let grey = RGBA8(0xa6, 0xa7, 0xa9)
        canvas.rect(20, 38, 14, 30, grey)
        canvas.rect(38, 44, 12, 30, grey)
        canvas.rect(54, 38, 14, 30, grey)
        canvas.word(x: 120, y: 44, height: 20, color: grey)
        let icon = ScreenshotScanner().scan(canvas.buffer, file: "icon", scale: 2).filter { ($0.box?.x ?? 99) < 90 }
        #expect(!icon.isEmpty && icon.allSatisfy { $0.kind == .graphic }, "\(icon.map { ($0.kind, $0.box) })")

        var number = Canvas(RGBA8(255, 255, 255), width: 300, height: 120)
        for left in [40, 55] {
            number.rect(left, 44, 3, 20, grey)
            number.rect(left, 44, 10, 3, grey)
            number.rect(left + 7, 44, 3, 10, grey)
        }
        number.word(x: 120, y: 44, height: 20, color: grey)
        let digits = ScreenshotScanner().scan(number.buffer, file: "number", scale: 2).filter { ($0.box?.x ?? 99) < 90 }
        #expect(digits.map(\.kind) == [.text], "\(digits.map { ($0.kind, $0.box) })")
    }

    /// A rating's star just before its number (TVToday's "★ 6.1": a yellow star a fifth of its height from the
    /// digits, taller than they are) is one shape taller than every glyph of its label: an icon, however close. A
    /// letter in a colour of its own as close before a word, no taller than the word, stays text.
    @Test(arguments: [true, false])
    func aShapeTallerThanItsLabelBesideItIsAnIcon(star: Bool) {
        var canvas = Canvas(RGBA8(0xf2, 0xf2, 0xf7), width: 300, height: 120)
        if star {
            // A five-pointed star 30 px across (it covers under 60 % of its box, as a letter may), and a sparkle by it.
            let points = (0..<10).map { k -> (Double, Double) in
                let angle = Double(k) * Double.pi / 5 - Double.pi / 2, radius = k % 2 == 0 ? 15.0 : 6.5
                return (55 + radius * cos(angle), 61 + radius * sin(angle))
            }
            for y in 45..<77 {
                for x in 39..<72 {
                    let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
                    var inside = false
                    for k in 0..<10 {
                        let (a, b) = (points[k], points[(k + 1) % 10])
                        if (a.1 > py) != (b.1 > py) && px < a.0 + (py - a.1) / (b.1 - a.1) * (b.0 - a.0) { inside.toggle() }
                    }
                    if inside { canvas.rect(x, y, 1, 1, RGBA8(0xff, 0xcc, 0x00)) }
                }
            }
            canvas.rect(68, 44, 3, 3, RGBA8(0xff, 0xcc, 0x00))
        } else {
            canvas.rect(50, 50, 3, 20, RGBA8(0xff, 0x3b, 0x30))
            canvas.rect(50, 50, 10, 3, RGBA8(0xff, 0x3b, 0x30))
            canvas.rect(57, 50, 3, 10, RGBA8(0xff, 0x3b, 0x30))
        }
        canvas.word(x: 76, y: 50, height: 20, color: RGBA8(0x3c, 0x3c, 0x43))
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "rating", scale: 2)
        let shape = findings.filter { ($0.box?.x ?? 99) < 72 }
        #expect(!shape.isEmpty && shape.allSatisfy { ($0.kind == .graphic) == star }, "\(findings.map { ($0.kind, $0.box) })")
    }

    /// A spray can's nozzle and the drops of its spray (four small shapes in a row, just above the can's body) read
    /// as a line of glyphs: touching the body and within one icon's box, they are a piece of the icon.
    @Test func aRowOfAnIconsSmallPiecesIsPartOfIt() {
        var canvas = Canvas(RGBA8(0x11, 0x14, 0x18), width: 300, height: 120)
        let grey = RGBA8(0x42, 0x45, 0x48)
        canvas.rect(30, 52, 26, 30, grey)
        canvas.rect(34, 40, 10, 10, grey)
        for x in [48, 56, 64] { canvas.rect(x, 40, 5, 9, grey) }
        canvas.word(x: 110, y: 50, height: 24, color: RGBA8(0x4b, 0x4e, 0x51))
        let icon = ScreenshotScanner().scan(canvas.buffer, file: "spray", scale: 2).filter { ($0.box?.x ?? 99) < 100 }
        #expect(icon.count == 1 && icon.allSatisfy { $0.kind == .graphic }, "\(icon.map { ($0.kind, $0.box) })")
    }

    /// A light dialog centred over a screen dimmed by its scrim (Superdiary's Material dialogs: a white page under
    /// black at 32 %): the text behind it is inactive and passes as exempt, the dialog's text is judged. Over a
    /// page that is not dimmed (white around a grey card), the same faint text fails.
    @Test(arguments: [(RGBA8(0xad, 0xad, 0xad), true), (RGBA8(0xff, 0xff, 0xff), false)])
    func textBehindAModalsScrimIsExempt(page: RGBA8, exempt: Bool) {
        var canvas = Canvas(page, width: 360, height: 640)
        canvas.word(x: 30, y: 40, height: 16, color: RGBA8(0x88, 0x88, 0x88))
        canvas.word(x: 30, y: 560, height: 16, color: RGBA8(0x88, 0x88, 0x88))
        canvas.rect(40, 240, 280, 140, exempt ? RGBA8(0xf3, 0xed, 0xf7) : RGBA8(0xe8, 0xe8, 0xe8))
        canvas.word(x: 64, y: 270, height: 16, color: RGBA8(0x1d, 0x1b, 0x20))
        canvas.word(x: 64, y: 330, height: 14, color: RGBA8(0x99, 0x99, 0x99))
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "dialog", scale: 1).filter { $0.kind == .text }
        let behind = findings.filter { ($0.box?.y ?? 0) < 240 || ($0.box?.y ?? 0) > 380 }
        let onCard = findings.filter { ($0.box?.y ?? 0) >= 240 && ($0.box?.y ?? 0) <= 380 }
        #expect(behind.count == 2 && onCard.count == 2, "\(findings.map { ($0.box, $0.verdict) })")
        #expect(behind.allSatisfy { $0.verdict == (exempt ? .pass : .fail) }, "\(behind.map { ($0.box, $0.verdict, $0.message) })")
        #expect(behind.allSatisfy { ($0.message == ModalScrim.message) == exempt })
        #expect(onCard.contains { $0.verdict == .fail }, "the dialog's faint line is judged: \(onCard.map { ($0.box, $0.verdict) })")
    }

    /// A light card on a dark theme's page (Ivy Wallet's mint account card among green ones, on black) looks like a
    /// dialog over a scrim by its colours alone; the page's white title says there is no scrim, which would have dimmed
    /// it to 0.6 of white or less, and the green cards' white text fails. Under a scrim, the title grey, it is a dialog.
    @Test(arguments: [(RGBA8(0xff, 0xff, 0xff), false), (RGBA8(0x99, 0x99, 0x99), true)])
    func aLightCardOnADarkPageIsNoDialogWhereThePagesTextIsWhite(title: RGBA8, exempt: Bool) throws {
        var canvas = Canvas(RGBA8(0x0a, 0x0a, 0x0a), width: 360, height: 640)
        canvas.word(x: 30, y: 60, height: 18, color: title)
        canvas.rect(16, 150, 328, 90, RGBA8(0x14, 0xcc, 0x9e))
        canvas.word(x: 40, y: 180, height: 16, color: RGBA8(0xff, 0xff, 0xff))
        canvas.rect(16, 270, 328, 100, RGBA8(0xb0, 0xf0, 0xdc))
        canvas.word(x: 40, y: 300, height: 16, color: RGBA8(0x0a, 0x0a, 0x0a))
        canvas.word(x: 40, y: 330, height: 14, color: RGBA8(0x99, 0x99, 0x99))
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "accounts", scale: 1).filter { $0.kind == .text }
        let green = try #require(findings.first { $0.box?.y == 180 }, "\(findings.map { ($0.box, $0.verdict) })")
        #expect(green.verdict == (exempt ? .pass : .fail), "\(green)")
        #expect((green.message == ModalScrim.message) == exempt)
    }

    /// A dark theme's dialog over its page dimmed by black at 40 % (Penpot's libraries modal, YTDLnis's date picker):
    /// the page's white title is 0.6 white and its grey note fails, inactive, behind the scrim, which no background
    /// tells from a dark page; the text does, as the page's brightest text is far below the dialog's white. Over the
    /// same page undimmed, its title as white as the dialog's, the grey note fails. A framed capture's status bar,
    /// drawn above the scrim and lower than the screen's top, is one white line outside the dialog that does not count.
    /// A documentation screenshot cropped around the dialog sets it off the screen's centre (Dependency-Track's API key
    /// dialog): the text tells the scrim all the same.
    @Test(arguments: [(0.6, true, 40), (0.6, true, 16), (1.0, false, 40), (1.0, false, 16)])
    func textBehindADarkDialogsScrimIsExempt(scrim: Double, exempt: Bool, left: Int) {
        func dimmed(_ value: UInt8) -> UInt8 { UInt8((Double(value) * scrim).rounded()) }
        var canvas = Canvas(RGBA8(dimmed(0x12), dimmed(0x12), dimmed(0x12)), width: 360, height: 640)
        canvas.word(x: 260, y: 44, height: 10, color: RGBA8(0xff, 0xff, 0xff))
        for y in [60, 560] { canvas.word(x: 30, y: y, height: 16, color: RGBA8(dimmed(0xe6), dimmed(0xe6), dimmed(0xe6))) }
        for y in [110, 600] { canvas.word(x: 30, y: y, height: 14, color: RGBA8(dimmed(0x60), dimmed(0x60), dimmed(0x60))) }
        canvas.rect(left, 200, 280, 220, RGBA8(0x2b, 0x2b, 0x2b))
        canvas.word(x: left + 24, y: 230, height: 16, color: RGBA8(0xff, 0xff, 0xff))
        canvas.word(x: left + 24, y: 290, height: 14, color: RGBA8(0x70, 0x70, 0x70))
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "dark dialog", scale: 1).filter { $0.kind == .text }
        let notes = findings.filter { [110, 600].contains($0.box?.y ?? 0) }
        #expect(notes.count == 2 && notes.allSatisfy { $0.verdict == (exempt ? .pass : .fail) },
                "\(findings.map { ($0.box, $0.verdict, $0.message) })")
        #expect(notes.allSatisfy { ($0.message == ModalScrim.message) == exempt })
        #expect(findings.contains { $0.box?.y == 290 && $0.verdict == .fail }, "the dialog's faint line is judged")
    }

    /// A desktop web app's dark page with a card in the middle (Nginx Proxy Manager's hosts list) is no dialog, however
    /// grey its navigation: its white title in the header, top left, is no phone's status bar drawn above a scrim, so it
    /// says the page is not dimmed, and the faint footer fails. Under a scrim, the title dimmed with the rest, the footer
    /// is exempt.
    @Test(arguments: [(1.0, false), (0.6, true)])
    func aDarkDesktopPagesHeaderIsNoStatusBar(scrim: Double, exempt: Bool) {
        func dimmed(_ value: UInt8) -> UInt8 { UInt8((Double(value) * scrim).rounded()) }
        var canvas = Canvas(RGBA8(dimmed(0x11), dimmed(0x18), dimmed(0x27)), width: 1280, height: 720)
        canvas.word(x: 40, y: 12, height: 14, color: RGBA8(dimmed(0xff), dimmed(0xff), dimmed(0xff)))
        for x in [40, 200, 360] { canvas.word(x: x, y: 60, height: 12, color: RGBA8(dimmed(0x9c), dimmed(0xa3), dimmed(0xaf))) }
        canvas.rect(320, 160, 640, 280, RGBA8(0x1f, 0x29, 0x37))
        for y in [190, 250, 310] { canvas.word(x: 350, y: y, height: 16, color: RGBA8(0xff, 0xff, 0xff)) }
        canvas.word(x: 40, y: 680, height: 12, color: RGBA8(dimmed(0x4b), dimmed(0x55), dimmed(0x63)))
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "dark page", scale: 1).filter { $0.kind == .text }
        let footer = findings.filter { $0.box?.y ?? 0 >= 670 }
        #expect(footer.count == 1 && footer.allSatisfy { $0.verdict == (exempt ? .pass : .fail) },
                "\(findings.map { ($0.box, $0.verdict, $0.message) })")
    }

    /// A dark snackbar over a light page is no dialog: the page's dark text is darker than the snackbar's white, but
    /// it is dark on light, not a dark page dimmed, and its faint line still fails.
    @Test func aDarkSnackbarOverALightPageIsNoDialog() {
        var canvas = Canvas(RGBA8(0xff, 0xf8, 0xf6), width: 360, height: 640)
        for y in [60, 120, 560] { canvas.word(x: 30, y: y, height: 16, color: RGBA8(0x20, 0x20, 0x20)) }
        canvas.word(x: 30, y: 170, height: 14, color: RGBA8(0x9e, 0x9e, 0x9e))
        canvas.rect(40, 200, 280, 120, RGBA8(0x8a, 0x2a, 0x00))
        canvas.word(x: 64, y: 230, height: 16, color: RGBA8(0xff, 0xff, 0xff))
        canvas.word(x: 64, y: 270, height: 16, color: RGBA8(0xff, 0xff, 0xff))
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "snackbar", scale: 1).filter { $0.kind == .text }
        #expect(findings.contains { $0.box?.y == 170 && $0.verdict == .fail }, "\(findings.map { ($0.box, $0.verdict, $0.message) })")
    }

    /// A popup menu or a dialog off the screen's centre (Inure's popup by its row; a documentation screenshot cropped
    /// around a dialog) over a page darkened by a scrim (white under black at 50 %, #808080): the page's text is
    /// exempt. Over a blue-grey canvas, which is no scaled white, a white card off-centre is a page's (an artboard, a
    /// viewer's page), and the faint text around it fails.
    @Test(arguments: [(RGBA8(0x80, 0x80, 0x80), true), (RGBA8(0x70, 0x84, 0x94), false)])
    func aDialogOffTheCentreCountsOverADarkenedPage(page: RGBA8, exempt: Bool) {
        var canvas = Canvas(page, width: 360, height: 640)
        for y in [40, 120, 560] { canvas.word(x: 20, y: y, height: 14, color: RGBA8(0x3a, 0x3a, 0x3a)) }
        canvas.rect(150, 200, 190, 200, RGBA8(255, 255, 255))
        canvas.word(x: 170, y: 230, height: 16, color: RGBA8(0x1d, 0x1b, 0x20))
        canvas.word(x: 170, y: 290, height: 16, color: RGBA8(0x1d, 0x1b, 0x20))
        expectPageWords(canvas, leftOf: 150, exempt: exempt)
    }

    /// A navigation drawer slides in from the left edge over the screen's height (Material Files' drawer, white over
    /// its list dimmed to #666666 by black at 60 %): the strip of the page beside it is inactive. Beside a blue-grey
    /// pane, no scaled white, the drawer is a sidebar, and the faint words there fail.
    @Test(arguments: [(RGBA8(0x66, 0x66, 0x66), true), (RGBA8(0x70, 0x84, 0x94), false)])
    func thePageBesideANavigationDrawerIsExempt(page: RGBA8, exempt: Bool) {
        var canvas = Canvas(page, width: 360, height: 640)
        canvas.rect(0, 0, 252, 640, RGBA8(255, 255, 255))
        for y in [60, 120, 180] { canvas.word(x: 24, y: y, height: 16, color: RGBA8(0x1d, 0x1b, 0x20)) }
        for y in [40, 120, 560] { canvas.word(x: 280, y: y, height: 14, color: RGBA8(0x3a, 0x3a, 0x3a)) }
        let beside = ScreenshotScanner().scan(canvas.buffer, file: "drawer", scale: 1).filter { $0.kind == .text && ($0.box?.x ?? 0) > 252 }
        #expect(beside.count == 3 && beside.allSatisfy { $0.verdict == (exempt ? .pass : .fail) },
                "\(beside.map { ($0.box, $0.verdict, $0.message) })")
    }

    /// A tablet's drawer is narrower (Etar's, 320 dp of a 1024-dp landscape screen) and the page it dims may be split
    /// into cells (a month's days, #666666 between grid lines), each smaller than the system's black navigation bar:
    /// the page's colour is the one the dimmed regions cover most of together, white scaled, and the days are
    /// inactive. Cells of a blue-grey that is no scaled white are a page of their own, and the faint words fail.
    @Test(arguments: [(RGBA8(0x66, 0x66, 0x66), true), (RGBA8(0x70, 0x84, 0x94), false)])
    func theDaysBesideATabletsDrawerAreExempt(cell: RGBA8, exempt: Bool) {
        var canvas = Canvas(RGBA8(0x5a, 0x5a, 0x5a), width: 1024, height: 720)
        for column in 0..<4 {
            for row in 0..<4 { canvas.rect(322 + column * 176, 2 + row * 168, 174, 166, cell) }
        }
        canvas.rect(0, 672, 1024, 48, RGBA8(0, 0, 0))
        canvas.rect(0, 0, 320, 672, RGBA8(255, 255, 255))
        for y in [60, 120, 180] { canvas.word(x: 24, y: y, height: 16, color: RGBA8(0x1d, 0x1b, 0x20)) }
        for x in [360, 536, 712] { canvas.word(x: x, y: 40, height: 14, color: RGBA8(0x3a, 0x3a, 0x3a)) }
        let days = ScreenshotScanner().scan(canvas.buffer, file: "drawer", scale: 1).filter { $0.kind == .text && ($0.box?.x ?? 0) > 320 }
        #expect(days.count == 3 && days.allSatisfy { $0.verdict == (exempt ? .pass : .fail) },
                "\(days.map { ($0.box, $0.verdict, $0.message) })")
    }

    /// A phone's drawer may start below the status bar (Etar's), which the system draws above the scrim in the app's
    /// colour: the clock there (white on #388d7f, 3.97:1) is judged, while the page beside the drawer is exempt.
    @Test func theStatusBarAboveADrawerIsNotExempt() {
        var canvas = Canvas(RGBA8(0x66, 0x66, 0x66), width: 360, height: 640)
        canvas.rect(0, 0, 360, 24, RGBA8(0x38, 0x8d, 0x7f))
        canvas.rect(0, 24, 252, 616, RGBA8(255, 255, 255))
        canvas.word(x: 290, y: 6, height: 12, color: RGBA8(255, 255, 255), letters: 4)
        for y in [60, 120, 180] { canvas.word(x: 24, y: y, height: 16, color: RGBA8(0x1d, 0x1b, 0x20)) }
        for y in [80, 160, 560] { canvas.word(x: 280, y: y, height: 14, color: RGBA8(0x3a, 0x3a, 0x3a)) }
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "drawer", scale: 1).filter { $0.kind == .text && ($0.box?.x ?? 0) > 252 }
        let clock = findings.filter { ($0.box?.y ?? 0) < 24 }, page = findings.filter { ($0.box?.y ?? 0) >= 24 }
        #expect(clock.count == 1 && clock.allSatisfy { $0.verdict == .fail } && page.count == 3 && page.allSatisfy { $0.verdict == .pass },
                "\(findings.map { ($0.box, $0.verdict, $0.message) })")
    }

    /// A documentation screenshot draws an arrow over the scrim (Healthchecks' transfer dialog, a yellow arrow on its
    /// page darkened to #808080): a small light mark with no text on it, undimmed, does not make the page an ordinary
    /// one. Over a dark page that is no scaled white, a light mark outside a light centred card (a chart's bar beside
    /// its white hub) says there is no scrim, and the faint text fails.
    @Test(arguments: [(RGBA8(0x80, 0x80, 0x80), RGBA8(0x3a, 0x3a, 0x3a), true), (RGBA8(0x30, 0x30, 0x30), RGBA8(0x50, 0x50, 0x50), false)])
    func anArrowDrawnOverTheScrimLeavesItAScrim(page: RGBA8, faint: RGBA8, exempt: Bool) {
        var canvas = Canvas(page, width: 360, height: 640)
        for y in [40, 120, 560] { canvas.word(x: 20, y: y, height: 14, color: faint) }
        canvas.rect(40, 220, 280, 160, RGBA8(255, 255, 255))
        canvas.word(x: 64, y: 250, height: 16, color: RGBA8(0x1d, 0x1b, 0x20))
        canvas.word(x: 64, y: 320, height: 16, color: RGBA8(0x1d, 0x1b, 0x20))
        canvas.rect(250, 470, 40, 20, RGBA8(0xff, 0xd4, 0x00))
        expectPageWords(canvas, leftOf: 40, exempt: exempt)
    }

    /// A long form in a dialog (InvenTree's "Create BOM Item", Bootstrap at 1x) is nearly as tall as the screen, its
    /// body ending at its scrollbar short of its header's and footer's edge: over the page darkened by the backdrop
    /// (white under black at 50 %) the page's text is exempt. A white panel as tall beside a blue-grey sidebar, which
    /// is no scaled white, is the page's own, and the faint text beside it fails.
    @Test(arguments: [(RGBA8(0x80, 0x80, 0x80), RGBA8(0x3a, 0x3a, 0x3a), true), (RGBA8(0x2a, 0x3f, 0x54), RGBA8(0x6a, 0x7f, 0x94), false)])
    func aDialogAsTallAsTheScreenCountsOverADarkenedPage(page: RGBA8, faint: RGBA8, exempt: Bool) {
        var canvas = Canvas(page, width: 800, height: 600)
        for y in [60, 200, 400] { canvas.word(x: 20, y: y, height: 14, color: faint) }
        let white = RGBA8(255, 255, 255)
        canvas.rect(200, 20, 560, 40, white)
        canvas.rect(200, 61, 552, 480, white)
        canvas.rect(753, 61, 7, 480, RGBA8(0xc1, 0xc1, 0xc1))
        canvas.rect(200, 542, 560, 40, white)
        canvas.word(x: 220, y: 30, height: 16, color: RGBA8(0x20, 0x20, 0x20))
        for y in [100, 200, 300] { canvas.word(x: 220, y: y, height: 14, color: RGBA8(0x20, 0x20, 0x20)) }
        expectPageWords(canvas, leftOf: 200, exempt: exempt)
    }

    /// Expects the text left of `x` on a screen with a dialog to be the page's three words, all passing as exempt
    /// behind the dialog's scrim, or all failing.
    /// A web modal (Nginx Proxy Manager's "Add Proxy Host", Tabler at 2x) has a white header, a band of tabs in
    /// another white, and a white body joined round the selected tab's open side to that tab: the body's box reaches
    /// up over the band of tabs, and the three are one card over the dimmed page, whose text is exempt. The same card
    /// off the screen's centre, over a page that is not white scaled, is no dialog, and the faint text fails.
    @Test(arguments: [(200, true), (100, false)])
    func aWebModalsTabsJoinItsHeaderAndBody(cardX: Int, exempt: Bool) {
        var canvas = Canvas(RGBA8(0x4a, 0x53, 0x5e), width: 800, height: 600)
        for y in [60, 300, 520] { canvas.word(x: 20, y: y, height: 14, color: RGBA8(0x2b, 0x30, 0x36)) }
        let (white, tabs, ink) = (RGBA8(255, 255, 255), RGBA8(0xf9, 0xfa, 0xfb), RGBA8(0x1d, 0x27, 0x3b))
        canvas.rect(cardX, 40, 400, 50, white)
        canvas.rect(cardX, 90, 400, 1, RGBA8(0xe6, 0xe7, 0xe9))
        canvas.rect(cardX, 91, 400, 40, tabs)
        canvas.rect(cardX + 10, 101, 90, 31, white)
        canvas.rect(cardX, 132, 400, 300, white)
        canvas.word(x: cardX + 20, y: 58, height: 16, color: ink)
        canvas.word(x: cardX + 20, y: 110, height: 12, color: ink, letters: 4)
        canvas.word(x: cardX + 130, y: 110, height: 12, color: ink)
        for y in [160, 240, 320] { canvas.word(x: cardX + 20, y: y, height: 14, color: ink) }
        expectPageWords(canvas, leftOf: cardX, exempt: exempt)
    }

    /// A dropdown opened in a web modal (Nginx Proxy Manager's DNS provider list, Tabler at 2x) hangs its list, a
    /// white box framed in grey, from the dialog's body down over the dimmed page: the list is the dialog's, above the
    /// scrim with it, and the page's text is still exempt. A white box with text clear of the dialog is the page's own,
    /// undimmed, and says there is no scrim: the faint text fails.
    @Test(arguments: [(-40, true), (20, false)])
    func aDropdownHangingFromADialogIsTheDialogs(gap: Int, exempt: Bool) {
        var canvas = Canvas(RGBA8(0x80, 0x80, 0x80), width: 360, height: 640)
        for y in [40, 120, 600] { canvas.word(x: 20, y: y, height: 14, color: RGBA8(0x3a, 0x3a, 0x3a)) }
        let (white, ink) = (RGBA8(255, 255, 255), RGBA8(0x1d, 0x1b, 0x20))
        canvas.rect(80, 200, 200, 180, white)
        canvas.word(x: 100, y: 230, height: 16, color: ink)
        canvas.word(x: 100, y: 290, height: 16, color: ink)
        canvas.rect(100, 380 + gap, 160, 170, RGBA8(0xc1, 0xc1, 0xc1))
        canvas.rect(101, 381 + gap, 158, 168, white)
        for y in [400, 450, 500] { canvas.word(x: 110, y: y + gap, height: 14, color: ink) }
        expectPageWords(canvas, leftOf: 80, exempt: exempt)
    }

    /// A browser's chrome is drawn above the page a web modal's scrim dims (Dependency-Track's "Create Vulnerability",
    /// captured with Firefox's tabs and address bar): their white text, above the top of the page's backdrop, does
    /// not say the page is undimmed, and the page's grey notes behind the dark dialog are exempt. Over the page
    /// undimmed, its title as white as the dialog's, the notes fail.
    /// An app's own header band, one row of white text over a dimmed page, is not told from the page's own header
    /// left undimmed (a desktop web app with a card in the middle): it counts, and the notes fail.
    @Test(arguments: [(0.6, true, true), (1.0, true, false), (0.6, false, false)])
    func aBrowsersChromeIsAboveADarkDialogsScrim(scrim: Double, browser: Bool, exempt: Bool) {
        func dimmed(_ value: UInt8) -> UInt8 { UInt8((Double(value) * scrim).rounded()) }
        var canvas = Canvas(RGBA8(dimmed(0x12), dimmed(0x12), dimmed(0x12)), width: 1280, height: 720)
        canvas.rect(0, 0, 1280, 80, RGBA8(0x2b, 0x2a, 0x33))
        canvas.word(x: 120, y: 14, height: 14, color: RGBA8(0xfb, 0xfb, 0xfe))
        if browser { canvas.word(x: 180, y: 50, height: 14, color: RGBA8(0xfb, 0xfb, 0xfe)) }
        canvas.word(x: 40, y: 110, height: 18, color: RGBA8(dimmed(0xe6), dimmed(0xe6), dimmed(0xe6)))
        for y in [300, 600] { canvas.word(x: 40, y: y, height: 14, color: RGBA8(dimmed(0x60), dimmed(0x60), dimmed(0x60))) }
        canvas.rect(320, 200, 640, 220, RGBA8(0x2b, 0x2b, 0x2b))
        canvas.word(x: 350, y: 230, height: 16, color: RGBA8(0xff, 0xff, 0xff))
        canvas.word(x: 350, y: 290, height: 14, color: RGBA8(0x70, 0x70, 0x70))
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "browser", scale: 1).filter { $0.kind == .text }
        let notes = findings.filter { [300, 600].contains($0.box?.y ?? 0) }
        #expect(notes.count == 2 && notes.allSatisfy { $0.verdict == (exempt ? .pass : .fail) },
                "\(findings.map { ($0.box, $0.verdict, $0.message) })")
        #expect(findings.contains { $0.box?.y == 290 && $0.verdict == .fail }, "the dialog's faint line is judged")
    }

    /// A phone's status bar in white over an orange app bar (Anime Detour's, 2.5:1) is drawn by the system in the light
    /// style the app asked for: it fails, and says that the other style may pass. The same marks lower down, where an
    /// app's toolbar stands in a capture with no status bar, fail as the app's own; so does the title below the bar.
    @Test(arguments: [12, 70])
    func aStatusBarsInkFailsInTheStyleTheAppChose(top: Int) {
        let (orange, white) = (RGBA8(0xfe, 0x7f, 0x00), RGBA8(0xff, 0xff, 0xff))
        var canvas = Canvas(RGBA8(0xff, 0xff, 0xff), width: 720, height: 1560)
        canvas.rect(0, 0, 720, 240, orange)
        // The clock at the left; two icons and the battery's percentage at the right, read as one line.
        canvas.word(x: 32, y: top, height: 22, color: white, letters: 4)
        for (x, letters) in [(560, 3), (620, 3), (676, 2)] { canvas.word(x: x, y: top, height: 22, color: white, letters: letters) }
        canvas.word(x: 32, y: 160, height: 32, color: white, letters: 6)
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "phone", scale: 2)
        let bar = findings.filter { $0.box?.y == top }
        #expect(bar.count == 2 && bar.allSatisfy { $0.verdict == .fail }, "\(findings.map { ($0.box, $0.kind, $0.verdict) })")
        #expect(bar.allSatisfy { ($0.message?.hasPrefix(StatusBar.styleMessage) == true) == (top == 12) })
        #expect(findings.contains { $0.box?.y == 160 && $0.verdict == .fail }, "the app's title is judged")
    }

    /// A signal's empty bars are dimmer than the status bar's white clock by design (Seal's, 3.4:1 on a dark bar): the
    /// system's, and they pass. The same grey mark lower down, in an app's toolbar, fails.
    @Test(arguments: [12, 70])
    func aStatusBarsDimMarksAreTheSystems(top: Int) throws {
        let (navy, white, grey) = (RGBA8(0x10, 0x12, 0x19), RGBA8(0xff, 0xff, 0xff), RGBA8(0x5d, 0x5f, 0x66))
        var canvas = Canvas(RGBA8(0xff, 0xff, 0xff), width: 720, height: 1560)
        canvas.rect(0, 0, 720, 240, navy)
        canvas.word(x: 32, y: top, height: 22, color: white, letters: 4)
        canvas.word(x: 540, y: top, height: 22, color: grey, letters: 3)
        canvas.word(x: 620, y: top, height: 22, color: white, letters: 4)
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "phone", scale: 2)
        let dim = try #require(findings.first { $0.box?.y == top && $0.foreground == "#5d5f66" },
                               "\(findings.map { ($0.box, $0.foreground, $0.verdict) })")
        #expect(dim.verdict == (top == 12 ? .pass : .fail), "\(dim)")
        #expect((dim.message == StatusBar.dimMessage) == (top == 12))
    }

    /// A breadcrumb (Keycloak's admin console, PatternFly at 1.5) sets a light "›" or "/" between its links: marks that
    /// only separate, which WCAG 1.4.11 does not ask to contrast. A lone one between two words, as an operator in
    /// highlighted code is, stays text and fails.
    @Test(arguments: [(true, 3, true), (false, 3, true), (true, 2, false), (false, 2, false)])
    func aBreadcrumbsSeparatorsAreNotText(chevron: Bool, items: Int, separator: Bool) {
        var canvas = Canvas(RGBA8(255, 255, 255), width: 400, height: 100)
        let (link, faint) = (RGBA8(0x06, 0x66, 0xcc), RGBA8(0x8a, 0x8d, 0x90))
        var x = 20
        for item in 0..<items {
            canvas.word(x: x, y: 40, height: 14, color: link, letters: 4)
            x += 4 * 10 + 10
            guard item < items - 1 else { break }
            // A chevron 10 px tall and 6 wide, or a slash 14 tall and 7 wide, in strokes 2 px wide.
            for row in 0..<(chevron ? 10 : 14) {
                let offset = chevron ? min(row, 9 - row) * 6 / 5 : 5 - row * 5 / 13
                canvas.rect(x + offset, (chevron ? 42 : 40) + row, 2, 1, faint)
            }
            x += 8 + 10
        }
        let marks = ScreenshotScanner().scan(canvas.buffer, file: "breadcrumb", scale: 1).filter { finding in
            guard let box = finding.box else { return false }
            return box.width <= 8 && box.height <= 14
        }
        #expect(marks.count == items - 1, "\(marks.map { ($0.box, $0.kind, $0.verdict) })")
        #expect(marks.allSatisfy { separator ? $0.kind == .graphic && $0.verdict == .pass : $0.kind == .text && $0.verdict == .fail },
                "\(marks.map { ($0.box, $0.kind, $0.verdict, $0.message) })")
    }

    /// An unchecked checkbox shows its state by its square alone, which WCAG 1.4.11 asks 3:1 of: a light grey square on
    /// white with its label on its right fails, however faint. At 20 points (Healthchecks' "Request body" at 2x) its
    /// inside is a fill of its own and the square a frame; at 14 (Qt's and the web's at 1x, Picard's options) the inside
    /// is too small to be a fill, square and inside are one mark, and it was read as the label's first letter. A square
    /// with a digit in it is a button, and an empty square with no label beside it a drawn shape: neither is a checkbox.
    @Test(arguments: [(20, true, false, true), (14, true, false, true), (20, true, true, false), (20, false, false, false),
                      (14, false, false, false)])
    func anUncheckedCheckboxsSquareIsAState(size: Int, labelled: Bool, holdsDigit: Bool, checkbox: Bool) {
        var canvas = Canvas(RGBA8(255, 255, 255), width: 300, height: 80)
        let (ring, ink) = (RGBA8(0xc5, 0xc5, 0xc5), RGBA8(0x30, 0x30, 0x30))
        canvas.rect(20, 30, size, 1, ring)
        canvas.rect(20, 30 + size - 1, size, 1, ring)
        canvas.rect(20, 30, 1, size, ring)
        canvas.rect(20 + size - 1, 30, 1, size, ring)
        if holdsDigit { canvas.rect(20 + size / 2 - 1, 34, 2, size - 8, ink) }
        if labelled { canvas.word(x: 20 + size + 8, y: 30 + (size - 10) / 2, height: 10, color: ink) }
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "checkbox", scale: 1)
        let squares = findings.filter { $0.message == BoundaryRole.checkbox.message }
        #expect(squares.count == (checkbox ? 1 : 0), "\(findings.map { ($0.box, $0.kind, $0.verdict, $0.message) })")
        #expect(squares.allSatisfy { $0.kind == .border && $0.verdict == .fail && $0.box?.x == 20 && $0.box?.width == size })
        if checkbox {
            // The label is measured on its own, from its letters, not with the square before them.
            #expect(findings.contains { $0.kind == .text && $0.box?.x == 20 + size + 8 })
        }
    }

    /// A web checkbox at 2x (Paperless' table rows: 28 px, a 2-px ring rounded by 4) holds the page's colour inside a
    /// ring too thick for an outline's sparseness, and was read as an icon beside its label: it is the checkbox's square,
    /// and fails. Beside no label it stays a graphic.
    @Test(arguments: [true, false])
    func aRoundedCheckboxAtTwoXIsAState(labelled: Bool) {
        var canvas = Canvas(RGBA8(255, 255, 255), width: 400, height: 120)
        canvas.roundedFrame(30, 40, 28, 28, radius: 4, thickness: 2, RGBA8(0xce, 0xd4, 0xda))
        if labelled { canvas.word(x: 108, y: 44, height: 20, color: RGBA8(0x21, 0x25, 0x29)) }
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "checkbox", scale: 2)
        let square = findings.first { $0.box?.x == 30 && $0.box?.width == 28 }
        let isCheckbox = square?.kind == .border && square?.verdict == .fail && square?.message == BoundaryRole.checkbox.message
        #expect(square != nil && isCheckbox == labelled, "\(findings.map { ($0.box, $0.kind, $0.verdict, $0.message) })")
    }

    /// An unselected radio button shows its state by its ring alone, as a checkbox by its square: a light grey ring on
    /// white, taller than its label's letters and set apart from them, fails at 3:1 (Qt's and GTK's 14–16 px at 1x, read
    /// as the label's first letter or as an icon). A ring as tall as the letters beside it is an O, and stays text.
    @Test(arguments: [(15, 10, 6, true), (13, 10, 5, true), (10, 10, 2, false)])
    func anUnselectedRadioButtonsRingIsAState(ring: Int, letters: Int, gap: Int, radio: Bool) {
        var canvas = Canvas(RGBA8(255, 255, 255), width: 300, height: 80)
        canvas.disc(20, 30, diameter: ring, RGBA8(0xb0, 0xb0, 0xb0))
        canvas.disc(21, 31, diameter: ring - 2, RGBA8(255, 255, 255))
        canvas.word(x: 20 + ring + gap, y: 30 + (ring - letters) / 2, height: letters, color: RGBA8(0x30, 0x30, 0x30))
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "radio", scale: 1)
        let rings = findings.filter { $0.message == BoundaryRole.radioButton.message }
        #expect(rings.count == (radio ? 1 : 0), "\(findings.map { ($0.box, $0.kind, $0.verdict, $0.message) })")
        #expect(rings.allSatisfy { $0.kind == .border && $0.verdict == .fail && $0.box?.x == 20 && $0.box?.width == ring })
    }

    private func expectPageWords(_ canvas: Canvas, leftOf x: Int, exempt: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
        let behind = ScreenshotScanner().scan(canvas.buffer, file: "dialog", scale: 1).filter { $0.kind == .text && ($0.box?.x ?? 0) < x }
        #expect(behind.count == 3 && behind.allSatisfy { $0.verdict == (exempt ? .pass : .fail) },
                "\(behind.map { ($0.box, $0.verdict, $0.message) })", sourceLocation: sourceLocation)
    }

    /// A date picker's dialog has a coloured header across the card's top with a bold white title, whose thick
    /// strokes are light backdrops of their own (InboxPager's Material date picker): the header is the dialog's,
    /// so the text behind the scrim is still exempt and the header's faint year is still judged, and fails.
    @Test func aDialogsHeaderIsPartOfTheDialog() {
        var canvas = Canvas(RGBA8(0x64, 0x64, 0x64), width: 360, height: 640)
        for y in [40, 120, 560] { canvas.word(x: 12, y: y, height: 14, color: RGBA8(0x2d, 0x2d, 0x2d)) }
        canvas.rect(36, 150, 288, 90, RGBA8(0x00, 0x85, 0x77))
        canvas.word(x: 60, y: 160, height: 12, color: RGBA8(0x66, 0xb6, 0xad))
        canvas.rect(60, 190, 90, 36, RGBA8(255, 255, 255))
        canvas.rect(36, 240, 288, 300, RGBA8(255, 255, 255))
        canvas.word(x: 60, y: 270, height: 14, color: RGBA8(0x1d, 0x1b, 0x20))
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "picker", scale: 1).filter { $0.kind == .text }
        let behind = findings.filter { ($0.box?.x ?? 0) < 36 }
        let year = findings.filter { ($0.box?.y ?? 0) >= 150 && ($0.box?.y ?? 0) < 190 && ($0.box?.x ?? 0) >= 36 }
        #expect(behind.count == 3 && behind.allSatisfy { $0.verdict == .pass && $0.message == ModalScrim.message },
                "\(behind.map { ($0.box, $0.verdict, $0.message) })")
        #expect(year.count == 1 && year.allSatisfy { $0.verdict == .fail }, "\(findings.map { ($0.box, $0.verdict) })")
    }

    /// A sheet covering two thirds of the screen (Inure's sort options) leaves less than 40 % of it dimmed: the page
    /// behind is still exempt when it is the sheet's white darkened (#999999, black at 40 %; #666666, Android's
    /// default 60 %, Material Files' dialogs). A header of a colour of its own over a white panel of that shape is the
    /// page's, and the faint text on it fails.
    @Test(arguments: [(RGBA8(0x99, 0x99, 0x99), RGBA8(0x6a, 0x6a, 0x6a), true), (RGBA8(0x66, 0x66, 0x66), RGBA8(0x3d, 0x3d, 0x3d), true),
                      (RGBA8(0x04, 0x1e, 0x42), RGBA8(0x2a, 0x4a, 0x78), false)])
    func aTallSheetOverTheDarkenedPageIsModal(page: RGBA8, faint: RGBA8, exempt: Bool) {
        var canvas = Canvas(page, width: 360, height: 640)
        for y in [40, 90, 140] { canvas.word(x: 30, y: y, height: 14, color: faint) }
        canvas.rect(14, 180, 332, 450, RGBA8(255, 255, 255))
        canvas.word(x: 40, y: 220, height: 14, color: RGBA8(0x1d, 0x1b, 0x20))
        let behind = ScreenshotScanner().scan(canvas.buffer, file: "sheet", scale: 1).filter { $0.kind == .text && ($0.box?.y ?? 0) < 180 }
        #expect(behind.count == 3, "\(behind.map { ($0.box, $0.verdict) })")
        #expect(behind.allSatisfy { $0.verdict == (exempt ? .pass : .fail) }, "\(behind.map { ($0.box, $0.verdict, $0.message) })")
    }

    /// An action sheet risen from the screen's bottom edge (ownCloud's on an iPad: white rows split by hairlines, a
    /// white strip under the last) over a dimmed screen is one card: the text behind it is exempt. With a gap of
    /// the page between its rows, they are separate light boxes on a grey page, and that text fails.
    @Test(arguments: [(1, true), (24, false)])
    func anActionSheetsRowsAreOneCard(gap: Int, exempt: Bool) {
        let page = RGBA8(0x66, 0x66, 0x6a)
        var canvas = Canvas(page, width: 480, height: 640)
        canvas.word(x: 30, y: 40, height: 16, color: RGBA8(0x2a, 0x2a, 0x2a))
        canvas.word(x: 30, y: 120, height: 16, color: RGBA8(0x2a, 0x2a, 0x2a))
        var top = 300
        for _ in 0..<5 {
            canvas.rect(90, top, 300, 40, RGBA8(255, 255, 255))
            canvas.word(x: 110, y: top + 12, height: 16, color: RGBA8(0x1d, 0x1b, 0x20))
            canvas.rect(90, top + 40, 300, gap, gap == 1 ? RGBA8(0xdd, 0xdd, 0xe0) : page)
            top += 40 + gap
        }
        canvas.rect(90, top, 300, 640 - top, RGBA8(255, 255, 255))
        let behind = ScreenshotScanner().scan(canvas.buffer, file: "sheet", scale: 1)
            .filter { $0.kind == .text && ($0.box?.y ?? 0) < 200 }
        #expect(behind.count == 2 && behind.allSatisfy { $0.verdict == (exempt ? .pass : .fail) }, "\(behind.map { ($0.box, $0.verdict) })")
    }

    /// On a small phone a dialog spans the screen's width (a Roborazzi capture at 360 dp): rounded at its four
    /// corners, it still floats over the dimmed page. A band as wide as the screen with square ends is the
    /// page's own, and the faint text around it fails.
    @Test(arguments: [true, false])
    func aDialogAsWideAsTheScreenIsOneWhenItsCornersAreRounded(rounded: Bool) {
        let page = RGBA8(0x66, 0x63, 0x66)
        var canvas = Canvas(page, width: 360, height: 640)
        canvas.word(x: 30, y: 40, height: 16, color: RGBA8(0x2a, 0x2a, 0x2a))
        canvas.word(x: 30, y: 560, height: 16, color: RGBA8(0x2a, 0x2a, 0x2a))
        canvas.rect(0, 200, 360, 240, RGBA8(0xec, 0xe6, 0xf0))
        if rounded {
            for step in 0..<16 {
                let inset = 16 - step
                for y in [200 + step, 439 - step] {
                    canvas.rect(0, y, inset, 1, page)
                    canvas.rect(360 - inset, y, inset, 1, page)
                }
            }
        }
        canvas.word(x: 64, y: 260, height: 16, color: RGBA8(0x1d, 0x1b, 0x20))
        let behind = ScreenshotScanner().scan(canvas.buffer, file: "dialog", scale: 1)
            .filter { $0.kind == .text && (($0.box?.y ?? 0) < 200 || ($0.box?.y ?? 0) > 440) }
        #expect(behind.count == 2, "\(behind.map { ($0.box, $0.verdict) })")
        #expect(behind.allSatisfy { $0.verdict == (rounded ? .pass : .fail) }, "\(behind.map { ($0.box, $0.verdict, $0.message) })")
    }

    @Test(arguments: [("home@3x.png", 1179, 3.0, "filename"), ("a/b@2x.PNG", 100, 2.0, "filename"),
                      ("shot.png", 1170, 3.0, "width"), ("shot.png", 780, 2.0, "width"), ("shot.png", 1100, 1.0, "default")])
    func scaleEstimate(path: String, width: Int, scale: Double, source: String) {
        let estimate = ScaleEstimate.estimate(path: path, width: width, height: 2 * width, option: nil)
        #expect(estimate.scale == scale)
        #expect(estimate.source == source)
        #expect(estimate.isWeak == (source != "filename"))
        #expect(ScaleEstimate.estimate(path: path, width: width, height: 2 * width, option: 1.5).scale == 1.5)
    }

    /// 2880 pixels are a 1440-px Mac at 2x, not a 1920-px desktop at 1.5 (a 150 % laptop is 1920 or 2400 pixels
    /// wide). A full-width capture is its points times its scale, rounded: 1438 px is a 411-dp phone at 3.5
    /// exactly, and only near a 360-dp one at 4 (1440 px).
    @Test(arguments: [(1366, 1.0, ScaleEstimate.WidthMatch?.some(.exact)), (1536, 1.0, .exact), (1920, 1.0, .exact),
                      (2880, 2.0, .exact), (2560, 2.0, .exact), (1179, 3.0, .exact), (1080, 2.625, .exact),
                      (1438, 3.5, .exact), (1438, 4.0, .near), (600, 1.5, .near), (1280, 2.0, nil), (1000, 1.0, nil),
                      (1920, 1.5, .exact), (2400, 1.5, .exact), (2880, 1.5, nil)])
    func commonWidths(width: Int, scale: Double, match: ScaleEstimate.WidthMatch?) {
        #expect(ScaleEstimate.widthMatch(width, at: scale) == match)
    }

    /// A word no one can see (white on #f6f6f6, 1.08:1) is not text a person reads; one barely seen
    /// (white on #eeedf4, 1.16:1: a real selected tab label in Now in Android) still fails.
    @Test(arguments: [(RGBA8(0xf6, 0xf6, 0xf6), false), (RGBA8(0xee, 0xed, 0xf4), true)])
    func invisibleWordsAreNotText(background: RGBA8, reported: Bool) {
        var canvas = Canvas(background, width: 200, height: 60)
        canvas.word(x: 20, y: 20, height: 16, color: RGBA8(0xff, 0xff, 0xff))
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "faint", scale: 1)
        #expect(findings.contains { $0.kind == .text && $0.verdict == .fail } == reported, "\(findings.map { ($0.kind, $0.ratio) })")
        if !reported { #expect(findings.isEmpty) }
    }

    /// Over a backdrop that varies, a mark whose colour lies within the backdrop's own lightness (worst 1.0:1)
    /// is a photo's texture up to 3:1 at best; a real navigation label over a gradient (mkdocs' at 1.25–1.38:1)
    /// and a mark standing out at 3.2:1 somewhere are judged. On a flat backdrop only the faintest go.
    @Test(arguments: [(2.4, 1.0, true, true), (2.9, 1.09, true, true), (1.38, 1.25, true, false), (3.2, 1.0, true, false),
                      (1.1, 1.1, false, true), (1.5, 1.5, false, false)])
    func marksWithinTheirBackdropAreInvisible(best: Double, worst: Double, varies: Bool, invisible: Bool) {
        #expect(ScreenshotScanner.isInvisible(best: best, worst: worst, backdropVaries: varies) == invisible)
    }

    /// A light chevron at the far end of a labelled row (a settings row's ›) passes: the row's text labels it
    /// (WCAG 1.4.11 asks nothing of it). Alone on its row it is judged.
    @Test(arguments: [true, false])
    func chevronsEndingALabelledRowPass(labelled: Bool) throws {
        var canvas = Canvas(RGBA8(255, 255, 255), width: 400, height: 60)
        if labelled { canvas.word(x: 20, y: 22, height: 16, color: RGBA8(0x20, 0x20, 0x20)) }
        canvas.chevron(x: 340, y: 22, color: RGBA8(0xc4, 0xc4, 0xc6))
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "row", scale: 1)
        let chevron = try #require(findings.first { ($0.box?.x ?? 0) >= 330 }, "\(findings.map { ($0.kind, $0.box) })")
        if labelled {
            #expect(chevron.kind == .graphic && chevron.verdict == .pass, "\(chevron)")
            #expect(chevron.message?.contains("end of a labelled row") == true)
        } else {
            #expect(chevron.verdict != .pass)
        }
    }

    /// A web sidebar's expand chevron (⌄, 11 × 6 px at 1x, its strokes a third of its height: Hyperswitch's
    /// dashboard, these pixels taken from its Playwright reference) ends its labelled row, and so does the same
    /// chevron upside down (⌃, the section shown open): graphics that pass. Alone on its row it is judged.
    @Test(arguments: [(false, true), (true, true), (false, false)])
    func aSmallVerticalChevronEndingALabelledRowPasses(up: Bool, labelled: Bool) throws {
        let rows = ["f4f4f6 9397a0 aeb0b7 - - - - - f3f4f6 9599a1 afb1b8",
                    "f6f6f8 9497a0 848892 c2c4ca - - - f9fafb a2a5ad 848892 b0b3b9",
                    "- e8e9eb 898d97 848892 d2d4d8 - fafafb afb1b8 848892 9b9fa7 f8f8f9",
                    "- - d9dbde 848893 848892 b1b4bb 9ea1a9 848892 8f939c f1f1f3 -",
                    "- - - d0d1d5 848893 848892 848892 8f939c e9eaec - -",
                    "- - - - d3d5d9 888c95 9397a0 ebebee - - -"]
        var canvas = Canvas(RGBA8(0xfc, 0xfc, 0xfd), width: 400, height: 40)
        if labelled { canvas.word(x: 20, y: 14, height: 12, color: RGBA8(0x35, 0x35, 0x40)) }
        for (row, line) in rows.enumerated() {
            for (column, hex) in line.split(separator: " ").enumerated() where hex != "-" {
                let value = try #require(UInt32(hex, radix: 16))
                canvas.rect(340 + column, 17 + (up ? rows.count - 1 - row : row), 1, 1,
                            RGBA8(UInt8(value >> 16), UInt8(value >> 8 & 0xff), UInt8(value & 0xff)))
            }
        }
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "sidebar", scale: 1)
        let chevron = try #require(findings.first { ($0.box?.x ?? 0) >= 330 }, "\(findings.map { ($0.kind, $0.box) })")
        if labelled {
            #expect(chevron.kind == .graphic && chevron.verdict == .pass, "\(chevron)")
            #expect(chevron.message?.contains("end of a labelled row") == true)
        } else {
            // With no label it is an icon of its own, judged as a graphic at 3:1 (it meets it, 3.6:1).
            #expect(chevron.kind == .graphic && chevron.message?.contains("end of a labelled row") != true, "\(chevron)")
        }
    }

    /// A select field's caret drawn as a filled triangle (▼, 20 × 10 px at 2x, Paperless-ngx's) has no gap between
    /// strokes, yet ends its labelled row as a picker's chevron does, and passes as a graphic.
    @Test func aSelectsFilledCaretEndingALabelledRowPasses() throws {
        var canvas = Canvas(RGBA8(255, 255, 255), width: 400, height: 44)
        canvas.word(x: 20, y: 14, height: 14, color: RGBA8(0x21, 0x25, 0x29))
        for row in 0..<10 { canvas.rect(340 + row, 17 + row, 20 - 2 * row, 1, RGBA8(0x99, 0x99, 0x99)) }
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "select", scale: 2)
        let caret = try #require(findings.first { ($0.box?.x ?? 0) >= 330 }, "\(findings.map { ($0.kind, $0.box) })")
        #expect(caret.kind == .graphic && caret.verdict == .pass && caret.message?.contains("end of a labelled row") == true, "\(caret)")
    }

    /// A tree's closed node: a filled triangle (▸, 5 × 10 px, Picard's Qt tree in #7c7c7c at 4.0:1) before its row's
    /// checkbox and label is the row's disclosure mark, a state judged as a graphic at 3:1, not a letter at 4.5:1;
    /// fainter, it fails as one. After a hyphen (code's "->") the same mark is no tree's.
    @Test(arguments: [(RGBA8(0x7c, 0x7c, 0x7c), Verdict.pass, false), (RGBA8(0xc0, 0xc0, 0xc0), Verdict.fail, false),
                      (RGBA8(0x7c, 0x7c, 0x7c), Verdict.fail, true)])
    func aTreesDisclosureTriangleIsAGraphic(ink: RGBA8, verdict: Verdict, afterHyphen: Bool) throws {
        var canvas = Canvas(RGBA8(0xfb, 0xfb, 0xfb), width: 300, height: 40)
        if afterHyphen { canvas.rect(10, 19, 6, 2, ink) }
        for row in 0..<10 { canvas.rect(20, 15 + row, 1 + min(row, 9 - row), 1, ink) }
        canvas.frame(34, 14, 12, 12, RGBA8(0x30, 0x30, 0x30))
        canvas.word(x: 54, y: 14, height: 12, color: RGBA8(0x20, 0x20, 0x20))
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "tree", scale: 1)
        let triangle = try #require(findings.first { ($0.box?.x ?? 99) <= 22 && ($0.box?.maxX ?? 99) <= 26 },
                                    "\(findings.map { ($0.kind, $0.box) })")
        #expect(triangle.verdict == verdict, "\(triangle)")
        #expect((triangle.message?.hasPrefix("disclosure triangle") == true) == !afterHyphen, "\(triangle)")
        #expect((triangle.kind == .graphic) == !afterHyphen, "\(triangle)")
    }

    /// A filter bar's select ("All ▼", then the next filter's label further along the row, as Cacti's and SuiteCRM's
    /// toolbars are) does not end its row, yet its caret, just after the value and smaller than its letters, is the
    /// select's and passes. A caret with no text before it is judged as an icon of its own.
    @Test(arguments: [true, false])
    func aCaretJustAfterItsSelectsValuePasses(labelled: Bool) throws {
        var canvas = Canvas(RGBA8(255, 255, 255), width: 400, height: 44)
        if labelled { canvas.word(x: 60, y: 14, height: 14, color: RGBA8(0x21, 0x25, 0x29), letters: 3) }
        canvas.word(x: 250, y: 14, height: 14, color: RGBA8(0x21, 0x25, 0x29))
        for row in 0..<5 { canvas.rect(110 + row, 19 + row, 10 - 2 * row, 1, RGBA8(0xb0, 0xb0, 0xb0)) }
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "filters", scale: 1)
        let caret = try #require(findings.first { ($0.box?.x ?? 0) >= 105 && ($0.box?.maxX ?? 0) <= 125 },
                                 "\(findings.map { ($0.kind, $0.box) })")
        #expect(caret.kind == .graphic, "\(caret)")
        if labelled {
            #expect(caret.verdict == .pass && caret.message?.contains("caret of a dropdown") == true, "\(caret)")
        } else {
            #expect(caret.verdict == .fail, "\(caret)")
        }
    }

    /// A settings row's chevron follows its value closely ("English ›", CaroDiario's rows at 3x: one chevron's
    /// height apart) and still ends the labelled row; a `>` set against the word before it is that line's text.
    @Test(arguments: [(16, true), (4, false)])
    func aChevronCloseAfterARowsValueEndsTheRow(gap: Int, accessory: Bool) throws {
        var canvas = Canvas(RGBA8(255, 255, 255), width: 420, height: 60)
        canvas.word(x: 20, y: 22, height: 16, color: RGBA8(0x20, 0x20, 0x20))
        canvas.word(x: 240, y: 22, height: 16, color: RGBA8(0x8e, 0x8e, 0x93))
        let left = 240 + 5 * 12 - 12 / 2 + gap
        canvas.chevron(x: left, y: 22, color: RGBA8(0xbf, 0xbf, 0xbf))
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "row", scale: 1)
        let chevron = try #require(findings.first { ($0.box?.maxX ?? 0) >= left + 8 && ($0.box?.x ?? 0) >= left - 2 },
                                   "\(findings.map { ($0.kind, $0.box) })")
        #expect((chevron.kind == .graphic && chevron.message?.contains("end of a labelled row") == true) == accessory,
                "\(chevron)")
    }

    /// A table cell's chevron is centred between its lines and after them, touching neither's height (PayForMe's "10.00"
    /// over a date, the › between and after them at 3x): it ends the labelled row, and passes as a graphic. Alone it
    /// is judged.
    @Test(arguments: [true, false])
    func aChevronBetweenACellsLinesEndsTheRow(labelled: Bool) throws {
        var canvas = Canvas(RGBA8(255, 255, 255), width: 400, height: 64)
        if labelled {
            canvas.word(x: 20, y: 8, height: 12, color: RGBA8(0x20, 0x20, 0x20))
            canvas.word(x: 290, y: 8, height: 12, color: RGBA8(0x20, 0x20, 0x20), letters: 3)
            canvas.word(x: 280, y: 44, height: 12, color: RGBA8(0x20, 0x20, 0x20), letters: 4)
        }
        canvas.chevron(x: 332, y: 24, color: RGBA8(0xc4, 0xc4, 0xc6))
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "cell", scale: 1)
        let chevron = try #require(findings.first { ($0.box?.x ?? 0) >= 325 }, "\(findings.map { ($0.kind, $0.box) })")
        if labelled {
            #expect(chevron.kind == .graphic && chevron.verdict == .pass && chevron.message?.contains("end of a labelled row") == true,
                    "\(chevron)")
        } else {
            #expect(chevron.verdict != .pass, "\(chevron)")
        }
    }

    /// A closing bracket ending a line of code (Pygments' `int, ]` in its solarized theme, 2x) is shaped like a
    /// chevron but for its bars, a space after the text: it stays text, and fails as axe says the line does.
    @Test func aClosingBracketEndingALineIsText() throws {
        let findings = ScreenshotScanner(scale: 2).scan(fileAt: Fixtures.path("code-crops/pygments-solarized-light-bracket@2x.png")).findings
        let bracket = try #require(findings.first { ($0.box?.x ?? 0) >= 210 }, "\(findings.map { ($0.kind, $0.box) })")
        #expect(bracket.kind == .text && bracket.verdict == .fail, "\(bracket)")
    }

    /// An outlined square holding only an icon that the drawing test takes for decoration (Viseron's header, over its
    /// cameras' pictures) is an icon button, labelled by its icon: its outline is not an empty field's, which fails.
    @Test func anIconButtonsOutlineIsNoEmptyField() throws {
        let findings = ScreenshotScanner(scale: 1).scan(fileAt: Fixtures.path("app-crops/viseron-header.png")).findings
        let outlines = findings.filter { $0.kind == .border && ($0.box?.x ?? 0) >= 1140 && $0.box?.width == 34 }
        #expect(outlines.count == 3, "\(findings.map { ($0.kind, $0.box) })")
        #expect(outlines.allSatisfy { $0.verdict == .pass && $0.message == BoundaryRole.labelledControl.message }, "\(outlines)")
    }

    /// A pager's dots (the selected one white, the others grey, 6 pt at 2x) are a state indicator judged at
    /// 3:1, not a line of full stops judged as text at 4.5:1; a word's bullet does not make its line one.
    @Test func pageIndicatorDotsAreAStateIndicator() throws {
        var canvas = Canvas(RGBA8(0, 0, 0), width: 240, height: 120)
        canvas.disc(60, 80, diameter: 12, RGBA8(0xff, 0xff, 0xff))
        for dot in 1...4 { canvas.disc(60 + dot * 20, 80, diameter: 12, RGBA8(0x4d, 0x4d, 0x4d)) }
        canvas.disc(40, 24, diameter: 12, RGBA8(0x4d, 0x4d, 0x4d))
        canvas.word(x: 60, y: 20, height: 20, color: RGBA8(0x4d, 0x4d, 0x4d))
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "pager", scale: 2)
        let dots = try #require(findings.first { ($0.box?.y ?? 0) >= 70 && ($0.box?.x ?? 0) >= 80 }, "\(findings.map { ($0.kind, $0.box) })")
        #expect(dots.kind == .graphic && dots.verdict == .fail && dots.message?.contains("page indicator") == true, "\(dots)")
        #expect(!findings.contains { ($0.box?.y ?? 0) < 70 && $0.message?.contains("page indicator") == true }, "\(findings)")
    }

    /// The Simulator's status bar with no service (iPhone at 3x): four dim rounded dots, 3.3 pt, with the Wi-Fi
    /// glyph's arcs close on their right, are the system's and pass; the same dots with no Wi-Fi glyph beside
    /// them are judged. iPadOS's multitasking handle, three dots at the top of the screen, passes; the same
    /// dots lower down are a page indicator, judged.
    @Test(arguments: [(4, true, 30, true), (4, false, 30, false), (3, false, 18, true), (3, false, 300, false)])
    func dotsTheSystemDrawsPass(dots: Int, wifi: Bool, top: Int, chrome: Bool) throws {
        let grey = RGBA8(0xcc, 0xcc, 0xcc)
        var canvas = Canvas(RGBA8(255, 255, 255), width: 1206, height: 800)
        canvas.word(x: 100, y: top - 10, height: 36, color: RGBA8(0, 0, 0))
        for dot in 0..<dots {
            let x = 865 + dot * 16
            canvas.rect(x, top, 10, 10, grey)
            for (cx, cy) in [(x, top), (x + 9, top), (x, top + 9), (x + 9, top + 9)] { canvas.rect(cx, cy, 1, 1, RGBA8(255, 255, 255)) }
        }
        if wifi {
            // Two arcs of the glyph, 5 px thick, opening upwards within 45° of the vertical, above its dot.
            let (cx, cy) = (970.0, Double(top + 8))
            for y in (top - 28)...(top + 8) {
                for x in 940...1000 {
                    let (dx, dy) = (Double(x) - cx, Double(y) - cy)
                    let r = (dx * dx + dy * dy).squareRoot()
                    if dy < 0 && abs(dx) <= -dy && ((31...36).contains(r) || (17...22).contains(r)) {
                        canvas.rect(x, y, 1, 1, RGBA8(0, 0, 0))
                    }
                }
            }
        }
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "status", scale: dots == 4 ? 3 : 2)
        let mark = try #require(findings.first { ($0.box?.x ?? 0) >= 860 && ($0.box?.y ?? 0) >= top - 1 && ($0.box?.x ?? 0) < 900 },
                                "\(findings.map { ($0.kind, $0.box) })")
        #expect((mark.verdict == .pass && mark.message?.contains("drawn by the system") == true) == chrome, "\(mark)")
    }

    /// A capture of a macOS window (Zettlr's user guide at 1x) has the window's close, minimise and zoom buttons at
    /// its top left: three discs 12 points across, 8 apart, which the system draws; they pass as its marks. The same
    /// discs low in the picture are the app's and are judged.
    @Test(arguments: [(49, true), (520, false)])
    func aWindowsButtonsAreTheSystems(top: Int, chrome: Bool) throws {
        var canvas = Canvas(RGBA8(0xe5, 0xe5, 0xe5), width: 900, height: 700)
        for (index, color) in [RGBA8(0xfa, 0x55, 0x56), RGBA8(0xfd, 0xbc, 0x40), RGBA8(0x33, 0xc7, 0x48)].enumerated() {
            canvas.disc(68 + index * 20, top, diameter: 12, color)
        }
        canvas.word(x: 300, y: top, height: 13, color: RGBA8(0x20, 0x20, 0x20))
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "window", scale: 1)
        let buttons = findings.filter { ($0.box?.x ?? 0) >= 60 && ($0.box?.x ?? 0) < 130 }
        #expect(!buttons.isEmpty, "\(findings.map { ($0.kind, $0.box) })")
        #expect(buttons.allSatisfy { ($0.verdict == .pass && $0.message?.contains("a macOS window's buttons") == true) == chrome },
                "\(buttons.map { ($0.kind, $0.box, $0.verdict, $0.message) })")
    }

    /// The carousel of a TV guide (tv-maniac, Roborazzi at 1.3125 px/dp): its grey dots beside the selected
    /// white pill, 1.7:1, fail as the state indicator they are.
    @Test func aCarouselsPageIndicatorFailsAsAGraphic() throws {
        let findings = ScreenshotScanner(scale: 1.3125).scan(
            fileAt: Fixtures.path("real-apps-labelled/android-tvmaniac/features_discover_ui__DiscoverScreenDataLoaded_light.png")).findings
        let dots = try #require(findings.first { $0.box.map { $0.y >= 770 && $0.y <= 780 && $0.x >= 255 && $0.x <= 275 } == true },
                                "\(findings.map { ($0.kind, $0.box) })")
        #expect(dots.kind == .graphic && dots.verdict == .fail && dots.message?.contains("page indicator") == true, "\(dots)")
    }

    /// Blurred glyphs (a store listing's inbox resampled into a phone mock-up at about 4.25 px a dp) have no one
    /// core colour: the commonest, a blend at 4.49:1, would fail, while a third of the core shows #2f3032 at
    /// 5.65:1 (as measured by eye). The ratio is that range, and straddling 4.5:1 it is a review.
    @Test func blurredTextIsARangeFromItsCommonestToItsFarthestCoreColour() throws {
        let findings = ScreenshotScanner(scale: 4.25).scan(fileAt: Fixtures.path("blurred-text/thunderbird-listing-date.png")).findings
        let date = try #require(findings.first { $0.kind == .text }, "\(findings)")
        #expect(date.verdict == .review && date.message?.contains("blurred") == true, "\(date)")
        #expect(abs((date.ratio ?? 0) - 4.49) < 0.05 && abs((date.ratioMax ?? 0) - 5.65) < 0.05, "\(date)")
    }

    /// Outlined chips with well-rounded corners in a row (a tag filter's, 1.97:1) are outlines around their
    /// labels, not a line of tall letters failing as large text.
    @Test func aRowOfRoundedChipsIsOutlinesAroundTheirLabels() {
        var canvas = Canvas(RGBA8(0x1e, 0x10, 0x0c), width: 900, height: 200)
        for chip in 0..<3 {
            canvas.roundedFrame(40 + chip * 280, 60, 240, 75, radius: 25, thickness: 3, RGBA8(0x58, 0x41, 0x3b))
            canvas.word(x: 100 + chip * 280, y: 86, height: 24, color: RGBA8(0xf0, 0xdc, 0xd6))
        }
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "chips", scale: 2.75)
        #expect(!findings.contains { $0.kind == .text && $0.verdict != .pass }, "\(findings)")
        #expect(findings.filter { $0.kind == .border }.count == 3, "\(findings)")

    }

    /// A faint outline around one placeholder is an unfilled field's boundary and fails; the same outline around
    /// two labels at its start (a bar of tabs: "List", "Create") may be no field, and a person decides.
    @Test(arguments: [(1, Verdict.fail), (2, .review)])
    func aFaintFieldOutlineFailsOnlyAroundOneValue(words: Int, verdict: Verdict) throws {
        var canvas = Canvas(RGBA8(0xff, 0xff, 0xff), width: 400, height: 120)
        canvas.frame(20, 30, 300, 48, RGBA8(0xd8, 0xd8, 0xd8))
        for word in 0..<words { canvas.word(x: 35 + word * 110, y: 46, height: 16, color: RGBA8(0x55, 0x55, 0x55)) }
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "field", scale: 1)
        let outline = try #require(findings.first { $0.kind == .border }, "\(findings)")
        #expect(outline.verdict == verdict, "\(outline)")
    }

    /// A thin bar flush with the screen's right edge (Android's 4-dp scroll indicator, caught mid-fade at 2.2:1)
    /// is the platform's scroll indicator, which 1.4.11 does not ask 3:1 of; the same bar inside the screen is
    /// judged as any graphic.
    @Test(arguments: [(352, true), (200, false)])
    func aBarAlongTheRightEdgeIsAScrollIndicator(x: Int, exempt: Bool) throws {
        var canvas = Canvas(RGBA8(0xdc, 0xde, 0xe2), width: 360, height: 400)
        canvas.rect(x, 120, 8, 103, RGBA8(0x92, 0x96, 0x99))
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "list", scale: 2)
        let bar = try #require(findings.first { $0.kind == .graphic }, "\(findings)")
        #expect((bar.verdict == .pass) == exempt && (bar.message?.contains("scroll indicator") == true) == exempt, "\(bar)")
    }

    /// A bottom sheet's grabber (SunsetScrob's, 32 × 4 dp, #737982 on #38474e, 2.2:1), centred at the sheet's top, is
    /// the platform's drag hint and passes; the same pill off the middle is a bar with no text beside it, which may be a
    /// control's only label: a review.
    @Test(arguments: [(200, Verdict.pass), (120, .review)])
    func aSheetsGrabberIsNotRequired(centre: Int, verdict: Verdict) throws {
        var screen = Canvas(RGBA8(0x26, 0x32, 0x38), width: 400, height: 300)
        screen.rect(0, 100, 400, 200, RGBA8(0x38, 0x47, 0x4e))
        screen.rect(centre - 32, 116, 64, 8, RGBA8(0x73, 0x79, 0x82))
        let findings = ScreenshotScanner().scan(screen.buffer, file: "sheet", scale: 2)
        let pill = try #require(findings.first { $0.kind == .graphic }, "\(findings.map { ($0.kind, $0.box) })")
        #expect(pill.verdict == verdict && (pill.message?.contains("grabber") == true) == (verdict == .pass), "\(pill)")
    }

    /// Four or more evenly spaced dashes of one size in a column are a dashed outline, not letters.
    @Test func dashedLinesAreNotText() {
        var canvas = Canvas(RGBA8(0, 0, 0), width: 200, height: 240)
        for dash in 0..<8 { canvas.rect(100, 20 + dash * 25, 6, 17 + dash % 2, RGBA8(0x70, 0x70, 0x70)) }
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "dashes", scale: 1)
        #expect(!findings.contains { $0.kind == .text || $0.kind == .graphic }, "\(findings.map { ($0.kind, $0.box) })")
    }

    /// A chart's time axis (Gadgetbridge's "00:00", "02:46", ... grey at 3.85:1, 2.5x) repeats words of one size
    /// at equal steps, as a dashed line repeats its dashes; each word is several glyphs, so it is text, and fails.
    @Test func evenlySpacedWordsAreNoDashes() {
        var canvas = Canvas(RGBA8(0xfc, 0xfc, 0xfc), width: 700, height: 60)
        for label in 0..<6 { canvas.word(x: 20 + 110 * label, y: 20, height: 16, color: RGBA8(0x80, 0x80, 0x80)) }
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "axis", scale: 1)
        #expect(findings.filter { $0.kind == .text && $0.verdict == .fail }.count == 6, "\(findings.map { ($0.kind, $0.box, $0.verdict) })")
    }

    /// A chart's y axis (Gadgetbridge's "4,000", "2,000", "0", grey at 3.85:1): the lone "0", right-aligned under
    /// labels one step apart, is text like them and fails at 4.5:1; the same glyph alone is a graphic.
    @Test(arguments: [true, false])
    func aLoneDigitEndingAnAxisIsText(onAxis: Bool) throws {
        let grey = RGBA8(0x80, 0x80, 0x80)
        var chart = Canvas(RGBA8(0xfc, 0xfc, 0xfc), width: 300, height: 260)
        if onAxis { for label in 0..<2 { chart.word(x: 20, y: 20 + 70 * label, height: 16, color: grey) } }
        // A "0": a narrow ring, its right edge where the labels' is.
        chart.frame(65, 160, 11, 16, thickness: 2, grey)
        let findings = ScreenshotScanner().scan(chart.buffer, file: "axis", scale: 1)
        let zero = try #require(findings.first { ($0.box?.x ?? 0) >= 60 && ($0.box?.y ?? 0) >= 150 }, "\(findings.map { ($0.kind, $0.box) })")
        #expect(zero.kind == (onAxis ? .text : .graphic) && zero.verdict == (onAxis ? .fail : .pass), "\(zero.kind) \(zero.verdict)")
    }

    /// A dashed ring around an empty state's picture (CovPass' shield, 2x): its dashes, each an icon-sized mark of
    /// one colour, lie on one circle, with one arc of them missing where the picture meets it. They are one
    /// outline, not icons.
    @Test func aDashedRingsDashesAreNoIcons() {
        var canvas = Canvas(RGBA8(0xe8, 0xe8, 0xe8), width: 320, height: 320)
        let grey = RGBA8(0x94, 0xa5, 0xb2)
        for dash in 0..<16 where dash != 7 && dash != 8 {
            let angle = Double(dash) * .pi / 8
            let (x, y) = (160 + 77 * cos(angle), 160 + 77 * sin(angle))
            canvas.rect(Int(x) - 6, Int(y) - 6, 12, 12, grey)
        }
        let ring = ScreenshotScanner().scan(canvas.buffer, file: "ring", scale: 2)
        #expect(!ring.contains { $0.kind == .text || $0.kind == .graphic }, "\(ring.map { ($0.kind, $0.box) })")
    }

    /// The top edge of a dashed outline with rounded corners (a camera's framing guide: pale dashes on red,
    /// anti-aliased capsules) lines up like a word of hyphens between the corners' arcs; it is a rule, not
    /// text. Hyphens that nearly touch, as in code, stay text.
    @Test(arguments: [(52, false), (40, true)])
    func aDashedEdgeBetweenRoundedCornersIsNotText(pitch: Double, isText: Bool) {
        var canvas = Canvas(RGBA8(0xf9, 0x02, 0x07), width: 1000, height: 120)
        let dash = RGBA8(0xe6, 0xf4, 0xea)
        /// A capsule from (x0, y) to (x1, y) of radius r, its edge anti-aliased by the pixel's coverage.
        func capsule(_ x0: Double, _ x1: Double, _ y: Double, radius r: Double) {
            for row in Int(y - r - 1)...Int(y + r + 1) {
                for column in Int(x0 - r - 1)...Int(x1 + r + 1) {
                    let (px, py) = (Double(column) + 0.5, Double(row) + 0.5)
                    let coverage = min(1, max(0, r + 0.5 - ((px - min(max(px, x0), x1)) * (px - min(max(px, x0), x1)) + (py - y) * (py - y)).squareRoot()))
                    guard coverage > 0 else { continue }
                    let under = canvas.buffer[column, row]
                    func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * (1 - coverage) + Double(b) * coverage).rounded()) }
                    canvas.buffer[column, row] = RGBA8(mix(under.r, dash.r), mix(under.g, dash.g), mix(under.b, dash.b))
                }
            }
        }
        /// A corner's arc, as dots along a circle from angle `from` to `to` (degrees).
        func arc(_ cx: Double, _ cy: Double, from: Double, to: Double) {
            for step in 0..<40 {
                let angle = (from + (to - from) * Double(step) / 39) * .pi / 180
                capsule(cx + 40 * cos(angle), cx + 40 * cos(angle), cy + 40 * sin(angle), radius: 6)
            }
        }
        arc(70, 86, from: 180, to: 250)
        var x = 110.0
        for _ in 0..<14 {
            capsule(x, x + 25, 46, radius: 6)
            x += pitch
        }
        arc(x + 10, 86, from: 290, to: 360)
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "frame", scale: 2.625)
        #expect(findings.contains { $0.kind == .text } == isText, "\(findings.map { ($0.kind, $0.box) })")
    }

    /// An activity indicator (iOS draws 8 rounded spokes, each a shade fainter) is no text: its rows of
    /// stubby spokes sit on one baseline like letters but point at one centre.
    @Test func anActivityIndicatorIsNotText() {
        var canvas = Canvas(RGBA8(255, 255, 255), width: 200, height: 200)
        for spoke in 0..<8 {
            let angle = Double(spoke) * .pi / 4
            let shade = UInt8(80 + spoke * 20)
            for step in 0...20 {
                let radius = 14.0 + Double(step) * 0.7
                let (x, y) = (100 + Int((radius * cos(angle)).rounded()), 100 + Int((radius * sin(angle)).rounded()))
                canvas.rect(x - 3, y - 3, 6, 6, RGBA8(shade, shade, shade))
            }
        }
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "spinner", scale: 3)
        #expect(!findings.contains { $0.kind == .text }, "\(findings.map { ($0.kind, $0.box, $0.verdict) })")
    }

    /// A tile drawn faded as a whole (its label and its icon both faint, its fill a plain card's) is a
    /// disabled control, which WCAG exempts; the same faint label under a title a person reads, or on a
    /// fill that stands out (a picture's placeholder), fails.
    @Test func aTileFadedAsAWholeIsExemptAsDisabled() throws {
        let faint = RGBA8(0xb8, 0xb8, 0xb8)
        var offline = Canvas(RGBA8(0xf0, 0xef, 0xe9), width: 600, height: 400)
        offline.rect(20, 20, 220, 110, RGBA8(255, 255, 255))
        offline.rect(40, 34, 24, 6, faint)
        offline.rect(49, 34, 6, 24, faint)
        offline.word(x: 40, y: 80, height: 20, color: faint)
        let label = try #require(ScreenshotScanner().scan(offline.buffer, file: "offline", scale: 1).first { $0.kind == .text })
        #expect(label.verdict == .pass)
        #expect(label.message?.hasPrefix("exempt as disabled") == true)

        var enabled = offline
        enabled.word(x: 40, y: 36, height: 20, color: RGBA8(0x20, 0x20, 0x20))
        let caption = try #require(ScreenshotScanner().scan(enabled.buffer, file: "enabled", scale: 1).first { $0.kind == .text && $0.box?.y ?? 0 > 70 })
        #expect(caption.verdict == .fail)

        var poster = Canvas(RGBA8(0x1b, 0x1b, 0x1b), width: 600, height: 400)
        poster.rect(20, 20, 220, 110, RGBA8(0x94, 0x95, 0x95))
        poster.rect(40, 34, 24, 6, RGBA8(0xc8, 0xc8, 0xc8))
        poster.rect(49, 34, 6, 24, RGBA8(0xc8, 0xc8, 0xc8))
        poster.word(x: 40, y: 80, height: 20, color: RGBA8(0xd0, 0xd0, 0xd0))
        let title = try #require(ScreenshotScanner().scan(poster.buffer, file: "poster", scale: 1).first { $0.kind == .text })
        #expect(title.verdict == .fail)
    }

    /// A desktop toolkit greys a disabled button's label and lightens its fill (Windows' "Apply" until something
    /// changes): the same button as an enabled one beside it, which WCAG exempts if it is inactive; a person decides
    /// (an enabled secondary button can be as grey), so it is a review. The
    /// same faint label with no enabled twin, beside a button of another fill, a grey label that misses 4.5:1
    /// narrowly (a secondary button styled so), or a label in a colour of its own, fails.
    @Test func aButtonGreyedBesideItsEnabledTwinIsAReview() throws {
        func dialog(twinFill: RGBA8?, label: RGBA8) -> Canvas {
            var canvas = Canvas(RGBA8(0xf0, 0xf0, 0xf0), width: 600, height: 300)
            if let twinFill {
                canvas.rect(100, 200, 160, 45, twinFill)
                canvas.word(x: 150, y: 214, height: 16, color: RGBA8(0x18, 0x18, 0x18))
            }
            canvas.rect(300, 200, 160, 45, RGBA8(0xe5, 0xe5, 0xe6))
            canvas.word(x: 350, y: 214, height: 16, color: label)
            return canvas
        }
        func greyedLabel(_ canvas: Canvas) throws -> Finding {
            try #require(ScreenshotScanner().scan(canvas.buffer, file: "dialog", scale: 1.75).first { $0.kind == .text && $0.box?.x ?? 0 > 300 })
        }
        let greyed = RGBA8(0x97, 0x97, 0x9b)
        let apply = try greyedLabel(dialog(twinFill: RGBA8(0xd4, 0xd4, 0xdd), label: greyed))
        #expect(apply.verdict == .review)
        #expect(apply.message?.contains("the same button as an enabled one") == true)
        let alone = try greyedLabel(dialog(twinFill: nil, label: greyed))
        let besidePrimary = try greyedLabel(dialog(twinFill: RGBA8(0x1a, 0x6f, 0xd0), label: greyed))
        let secondary = try greyedLabel(dialog(twinFill: RGBA8(0xd4, 0xd4, 0xdd), label: RGBA8(0x6e, 0x6e, 0x72)))
        // A label in a colour of its own is no greyed twin's (a teal label beside the white one: Chromium-rendered
        // dark screens, whose truth fails it).
        let teal = try greyedLabel(dialog(twinFill: RGBA8(0xd4, 0xd4, 0xdd), label: RGBA8(0x5f, 0xb3, 0xc4)))
        #expect(alone.verdict == .fail)
        #expect(besidePrimary.verdict == .fail)
        #expect(secondary.verdict == .fail)
        #expect(teal.verdict == .fail)
    }

    /// Thin text shows its colour only where a stem covers a pixel whole: the measured colour is that of
    /// those pixels, not the commoner blends around them.
    @Test func thinTextIsMeasuredAtTheColourItsStemsShowWhole() throws {
        let text = RGBA8(0x68, 0x73, 0x85)
        let blend = RGBA8(0x76, 0x80, 0x91)
        var canvas = Canvas(RGBA8(255, 255, 255))
        canvas.word(x: 40, y: 50, height: 12, color: blend)
        // Each first stem's rows run from the commonest blend to the text colour, as coverage does.
        for letter in 0..<5 {
            for row in 0..<12 {
                let t = Double(min(row, 6)) / 6
                func mix(_ b: UInt8, _ f: UInt8) -> UInt8 { UInt8((Double(b) + t * (Double(f) - Double(b))).rounded()) }
                canvas.rect(40 + letter * 9, 50 + row, 1, 1, RGBA8(mix(blend.r, text.r), mix(blend.g, text.g), mix(blend.b, text.b)))
            }
        }
        let finding = try #require(ScreenshotScanner().scan(canvas.buffer, file: "thin", scale: 1).first { $0.kind == .text })
        #expect(finding.foreground == "#687385")
        #expect(finding.verdict == .pass, "\(finding.ratio ?? 0)")
    }

    /// Thin dark text shows nearly its full colour in its stems, so grey measured at 3.69:1 fails; thin light
    /// text on a dark fill renders thinner, so grey measured at 3.88:1 on black may be a blend of a passing
    /// colour and is a review. Ratios are ColorAide's.
    @Test(arguments: [(RGBA8(0x85, 0x85, 0x85), RGBA8(255, 255, 255), 3.690, Verdict.fail),
                      (RGBA8(0x6a, 0x6a, 0x6a), RGBA8(0, 0, 0), 3.883, Verdict.review)])
    func thinDarkTextIsTakenNearlyAsMeasured(text: RGBA8, fill: RGBA8, ratio: Double, verdict: Verdict) throws {
        var canvas = Canvas(fill)
        canvas.word(x: 40, y: 50, height: 10, color: text)
        let finding = try #require(ScreenshotScanner().scan(canvas.buffer, file: "thin", scale: 1).first { $0.kind == .text })
        #expect(abs((finding.ratio ?? 0) - ratio) < 0.01)
        #expect(finding.message?.hasPrefix("strokes thinner than a pixel") == true)
        #expect(finding.verdict == verdict, "\(finding.ratio ?? 0)–\(finding.ratioMax ?? 0)")
    }

    /// Marks in a photo's texture that line up like glyphs are not text; the same faint word on a flat
    /// fill is judged.
    @Test func faintMarksInAPhotoAreItsTexture() {
        var photo = Canvas(RGBA8(255, 255, 255), width: 400, height: 300)
        var seed: UInt32 = 12345
        for y in 20..<280 {
            for x in 20..<380 {
                seed = seed &* 1_664_525 &+ 1_013_904_223
                let noise = Int(seed >> 24) % 24
                photo.buffer[x, y] = RGBA8(UInt8(110 + noise), UInt8(150 + noise), UInt8(200 + noise / 2))
            }
        }
        photo.word(x: 150, y: 140, height: 18, color: RGBA8(0xa8, 0xc8, 0xf0))
        let findings = ScreenshotScanner().scan(photo.buffer, file: "photo", scale: 1)
        #expect(findings.contains { $0.kind == .decorative })
        #expect(!findings.contains { $0.kind == .text && $0.verdict != .pass }, "\(findings.map { ($0.kind, $0.box, $0.ratio) })")

        var flat = Canvas(RGBA8(0x76, 0x9e, 0xd2), width: 400, height: 300)
        flat.word(x: 150, y: 140, height: 18, color: RGBA8(0xa8, 0xc8, 0xf0))
        #expect(ScreenshotScanner().scan(flat.buffer, file: "flat", scale: 1).contains { $0.kind == .text && $0.verdict == .fail })
    }

    /// A picker's chevron (⌄) at the far end of its field's row is the field's accessory, not a letter that
    /// fails; a lone "v" as wide as tall is not drawn as one.
    @Test func aPickersChevronEndsItsRow() {
        var canvas = Canvas(RGBA8(255, 255, 255), width: 400, height: 80)
        canvas.word(x: 20, y: 30, height: 16, color: RGBA8(0x20, 0x20, 0x20))
        let grey = RGBA8(0xbf, 0xbf, 0xbf)
        for step in 0...10 {
            canvas.rect(340 + step, 30 + step, 2, 2, grey)
            canvas.rect(360 - step, 30 + step, 2, 2, grey)
        }
        let findings = ScreenshotScanner().scan(canvas.buffer, file: "picker", scale: 1)
        let chevron = findings.first { ($0.box?.x ?? 0) >= 330 }
        #expect(chevron == nil || chevron?.verdict == .pass, "\(findings.map { ($0.kind, $0.box, $0.verdict) })")
    }

    @Test func unreadableFilesBecomeErrorFindings() {
        let (file, findings) = ScreenshotScanner().scan(fileAt: Fixtures.path("png/broken/truncated.png"))
        #expect(file.error != nil)
        #expect(findings.count == 1)
        #expect(findings.first?.kind == .error)
        #expect(findings.first?.message?.contains("truncated.png") == true)
    }
}

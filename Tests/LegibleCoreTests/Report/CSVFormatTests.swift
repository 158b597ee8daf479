import Foundation
import Testing

@testable import LegibleImaging
@testable import LegiblePolicy
@testable import LegibleFindings
@testable import LegibleReport

@Suite struct CSVFormatTests {
    @Test(arguments: [("plain", "plain"), ("a,b", "\"a,b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""), ("two\nlines", "\"two\nlines\""),
                      ("=1+2", "'=1+2"), ("+cmd", "'+cmd"), ("-x", "'-x"), ("@sum", "'@sum"), ("-3.5", "-3.5"), ("\tx", "'\tx")])
    func quotesAndNeutralises(value: String, expected: String) {
        #expect(CSVFormat.field(value) == expected)
    }

    @Test func rowsEndInCRLF() {
        #expect(CSVFormat.row(["a", "b"]) == "a,b\r\n")
    }

    @Test func findingsCSVStartsWithTheIssueColumnsInOrder() throws {
        let report = ScanReport(requirement: ContrastRequirement(), files: [], findings: [
            Finding(file: "a,\"b\".png", box: PixelRect(x: 1, y: 2, width: 3, height: 4), kind: .text, foreground: "#000000",
                    background: "#ffffff", ratio: 4.4999, ratioMax: 4.4999, apca: 100, fontPixels: 34, fontPoints: 17, bold: false,
                    level: .aa, usage: .text, threshold: 4.5, verdict: .fail),
            .error(file: "bad.png", message: "bad.png: the file is empty"),
        ])
        let text = String(decoding: try FindingsCSVWriter().render(report), as: UTF8.self)
        let lines = text.components(separatedBy: "\r\n")
        #expect(lines[0].hasPrefix("file,x,y,width,height,kind,foreground,background,ratio,apca,font_px,font_pt,bold,level,threshold,verdict"))
        #expect(lines[1].hasPrefix("\"a,\"\"b\"\".png\",1,2,3,4,text,#000000,#ffffff,4.499,"))
        #expect(lines[2].hasPrefix("bad.png,,,,,error,"))
        #expect(lines[2].contains("the file is empty"))
    }
}

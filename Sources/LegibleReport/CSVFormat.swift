import Foundation

/// RFC 4180 CSV: CRLF line ends, fields quoted when they hold `,` `"` CR or LF, quotes doubled;
/// and text that a spreadsheet would run as a formula is neutralised with a leading `'`.
public enum CSVFormat {
    public static func row(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",") + "\r\n"
    }

    public static func field(_ value: String) -> String {
        var text = value
        if let first = text.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first), Double(text) == nil {
            text = "'" + text
        }
        // Bytes, not Characters: these are all ASCII, and a row has a score of fields.
        if text.utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\n") }) {
            return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
        return text
    }
}

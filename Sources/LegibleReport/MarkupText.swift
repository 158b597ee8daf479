/// Text and attribute escaping for XML and HTML (`& < > " '`); characters XML 1.0 forbids are
/// replaced with U+FFFD, so a file name can never open a tag or end an attribute.
enum MarkupText {
    static func escape(_ text: String) -> String {
        // Most text (numbers, colours, file names) needs nothing: returned as it is after one pass over
        // its bytes. 0xEF leads U+FFFE and U+FFFF, which XML forbids, so it takes the careful way too.
        if text.utf8.allSatisfy(isPlain) { return text }
        var out = ""
        out.reserveCapacity(text.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                let v = scalar.value
                let allowed = (0x20...0xD7FF).contains(v) || (0xE000...0xFFFD).contains(v) || (0x10000...0x10FFFF).contains(v)
                out.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return out
    }

    /// Whether `byte` stands for itself in markup (no escape, no replacement).
    static func isPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0xEF: false
        default: byte >= 0x20
        }
    }
}

import Foundation
import LegibleColor

/// Reads a GIMP palette (`.gpl`, "GIMP Palette" version 2): `r g b name` lines, sRGB, no alpha.
struct GPLImporter: PaletteImporter {
    let grouping = PaletteGrouping.alone

    func canRead(_ path: String) -> Bool {
        path.lowercased().trimmingSuffix("/").hasSuffix(".gpl")
    }

    func read(_ path: String, names: AppearanceNames) throws(PaletteError) -> Palette {
        try Self.parse(try PaletteLoader.text(path), source: path)
    }

    static func parse(_ text: String, source: String) throws(PaletteError) -> Palette {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        guard lines.first?.trimmingCharacters(in: .whitespaces) == "GIMP Palette" else {
            throw .invalidLine(file: source, line: 1, reason: "a GIMP palette starts with 'GIMP Palette'")
        }
        var name = source
        var tokens: [PaletteToken] = []
        var used: [String: Int] = [:]
        for (index, raw) in lines.enumerated().dropFirst() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix("Columns:") { continue }
            if line.hasPrefix("Name:") {
                name = line.dropFirst(5).trimmingCharacters(in: .whitespaces)
                continue
            }
            let fields = line.split(maxSplits: 3, whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard fields.count >= 3, let r = UInt8(fields[0]), let g = UInt8(fields[1]), let b = UInt8(fields[2]) else {
                throw .invalidLine(file: source, line: index + 1, reason: "expected 'red green blue name' with values 0–255")
            }
            var tokenName = fields.count == 4 ? fields[3].trimmingCharacters(in: .whitespaces) : ""
            if tokenName.isEmpty || tokenName == "Untitled" { tokenName = RGBA8(r, g, b).hex }
            used[tokenName, default: 0] += 1
            if used[tokenName]! > 1 { tokenName += " (\(used[tokenName]!))" }
            tokens.append(PaletteToken(name: tokenName, values: [.default: RGBA8(r, g, b).color]))
        }
        return Palette(source: source, name: name, tokens: tokens)
    }
}

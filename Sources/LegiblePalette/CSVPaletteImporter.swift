import Foundation
import LegibleColor

/// Reads `name,color[,variant]` lines (a header line naming the columns is allowed).
struct CSVPaletteImporter: PaletteImporter {
    let grouping = PaletteGrouping.onlyWhenNamed

    func canRead(_ path: String) -> Bool {
        path.lowercased().trimmingSuffix("/").hasSuffix(".csv")
    }

    func read(_ path: String, names: AppearanceNames) throws(PaletteError) -> Palette {
        try Self.parse(try PaletteLoader.text(path), source: path)
    }

    static func parse(_ text: String, source: String) throws(PaletteError) -> Palette {
        var order: [String] = []
        var values: [String: [Appearance: SRGBColor]] = [:]
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (index, raw) in lines.enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") && !line.contains(",") { continue }
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }
            if index == 0 && fields.first?.lowercased() == "name" { continue }
            guard fields.count == 2 || fields.count == 3, !fields[0].isEmpty else {
                throw .invalidLine(file: source, line: index + 1, reason: "expected name,color[,variant]")
            }
            let appearance: Appearance
            if fields.count == 3 && !fields[2].isEmpty {
                guard let parsed = Appearance(rawValue: fields[2].lowercased()) else {
                    throw .invalidLine(file: source, line: index + 1, reason: "unknown variant '\(fields[2])'")
                }
                appearance = parsed
            } else {
                appearance = .default
            }
            if values[fields[0]] == nil { order.append(fields[0]) }
            values[fields[0], default: [:]][appearance] = try PaletteLoader.color(fields[1], file: source, token: fields[0])
        }
        return Palette(source: source, name: source, tokens: order.map { PaletteToken(name: $0, values: values[$0]!) })
    }
}

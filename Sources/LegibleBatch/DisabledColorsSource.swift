import Foundation
import LegibleColor
import LegiblePolicy
import LegiblePalette

/// The disabled colours `scan` is told of: colours as a user writes them (`--disabled-color`) and the
/// tokens with "disabled" in their names in palette files (`--disabled-tokens`).
public enum DisabledColorsSource {
    /// Why the disabled colours could not be read; each names the option and the value or file.
    public enum Problem: Error, LocalizedError, Equatable {
        case notAColor(String, reason: String)
        case missingFile(String)
        case unreadable(String, reason: String)
        case noDisabledTokens(String)

        public var errorDescription: String? {
            switch self {
            case .notAColor(_, let reason): "--disabled-color: \(reason)"
            case .missingFile(let path): "--disabled-tokens: \(path): no such file"
            case .unreadable(_, let reason): "--disabled-tokens: \(reason)"
            case .noDisabledTokens(let path): "--disabled-tokens: \(path) has no colour token with 'disabled' in its name"
            }
        }
    }

    /// `texts` as colours, in any notation `ColorParser` reads.
    public static func colors(_ texts: [String]) throws(Problem) -> DisabledColors {
        var entries: [DisabledColors.Entry] = []
        for text in texts {
            do { entries.append(DisabledColors.Entry(color: try ColorParser.parse(text).rgba8)) } catch {
                throw .notAColor(text, reason: error.localizedDescription)
            }
        }
        return DisabledColors(entries)
    }

    /// The disabled colours of the palette files at `paths`; `notify` hears how many each gave and which.
    /// A file with none is a mistake worth stopping for: the user meant it to exempt something.
    public static func tokens(in paths: [String], notify: (String) -> Void) throws(Problem) -> DisabledColors {
        var colors = DisabledColors()
        for path in paths {
            guard FileManager.default.fileExists(atPath: path) else { throw .missingFile(path) }
            let found: DisabledColors
            do { found = try PaletteLoader.load(path).disabledColors } catch {
                throw .unreadable(path, reason: error.localizedDescription)
            }
            if found.isEmpty { throw .noDisabledTokens(path) }
            let listed = found.entries.map { "\($0.token ?? "") \($0.color.color.hexWithAlpha)" }
            notify("\(found.entries.count) disabled colour\(found.entries.count == 1 ? "" : "s") from \(path): " + listed.joined(separator: ", "))
            colors = colors.adding(found)
        }
        return colors
    }
}

import Foundation
import LegibleColor

/// Reads a palette in any supported format (`PaletteFormats`), and the file helpers importers share.
public enum PaletteLoader {
    /// - Parameter names: theme, context and selector names mapped to appearances where a palette's
    ///   own names do not say it.
    public static func load(_ path: String, names: AppearanceNames = AppearanceNames()) throws(PaletteError) -> Palette {
        guard let importer = PaletteFormats.importer(for: path) else { throw .unknownFormat(file: path) }
        return try importer.read(path, names: names)
    }

    static func data(_ path: String) throws(PaletteError) -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(file: path, reason: FileManager.default.fileExists(atPath: path) ? "permission denied or I/O error" : "no such file")
        }
    }

    static func text(_ path: String) throws(PaletteError) -> String {
        String(decoding: try data(path), as: UTF8.self)
    }

    static func json(_ path: String) throws(PaletteError) -> Any {
        let bytes = try data(path)
        do {
            return try JSONSerialization.jsonObject(with: bytes)
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "unreadable JSON"
            throw .invalidJSON(file: path, reason: reason)
        }
    }

    /// Parses a colour string, naming file and token on failure.
    static func color(_ text: String, file: String, token: String) throws(PaletteError) -> SRGBColor {
        do {
            return try ColorParser.parse(text)
        } catch {
            throw .invalidColor(file: file, token: token, reason: error.errorDescription ?? "not a colour")
        }
    }
}

extension String {
    func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}

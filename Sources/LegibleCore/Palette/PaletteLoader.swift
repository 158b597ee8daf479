import Foundation

/// Reads a palette from any supported format, chosen by the file's name.
public enum PaletteLoader {
    /// - Parameter names: theme, context and selector names mapped to appearances where a palette's
    ///   own names do not say it.
    public static func load(_ path: String, names: AppearanceNames = AppearanceNames()) throws(PaletteError) -> Palette {
        let lowered = path.lowercased().trimmingSuffix("/")
        if isAssetCatalog(path) { return try AssetCatalogImporter.load(path) }
        if lowered.hasSuffix(".gpl") { return try GPLImporter.parse(try text(path), source: path) }
        if lowered.hasSuffix(".csv") { return try CSVPaletteImporter.parse(try text(path), source: path) }
        if lowered.hasSuffix(".resolver.json") { return try DTCGResolverImporter.load(path, names: names) }
        if lowered.hasSuffix(".tokens.json") || lowered.hasSuffix(".tokens") {
            // As in a folder: per-mode values in `$extensions` are appearances.
            return DTCGTreeImporter.load(files: [path], source: path, names: names)
        }
        if lowered.hasSuffix(".palette.json") { return try NativePaletteImporter.parse(try json(path), source: path) }
        if AndroidColorsImporter.isColorResource(path) { return try AndroidColorsImporter.load(path) }
        if lowered.hasSuffix(".css") { return CSSCustomPropertiesImporter.load(files: [path], source: path, names: names) }
        if TokensStudioImporter.isProject(path) { return try TokensStudioImporter.load(path, names: names) }
        if lowered.hasSuffix(".json") && DTCGTreeImporter.holdsTokens(path) { return DTCGTreeImporter.load(files: [path], source: path, names: names) }
        throw .unknownFormat(file: path)
    }

    /// Whether `path` is an asset catalog: one palette, a folder not walked into.
    public static func isAssetCatalog(_ path: String) -> Bool {
        path.lowercased().trimmingSuffix("/").hasSuffix(".xcassets")
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

import LegiblePalette

/// What `legible palette` reads as one palette: a file, or files that only make sense together.
public enum PaletteInput: Hashable, Sendable {
    /// One palette file (or an asset catalog, a Tokens Studio project, a resolver document).
    case file(String)
    /// Stylesheets read as one page links them: custom properties shared, local `@import`s followed.
    case stylesheets(source: String, files: [String])
    /// DTCG or Tokens Studio token files with no resolver, merged.
    case tokenFiles(source: String, files: [String])
    /// Android `res/` folders, every `values*/` file, merged as the build merges modules; `libraries` are
    /// other modules' `res/` folders that references may reach.
    case androidResources(source: String, folders: [String], libraries: [String] = [])
    case problem(path: String, reason: String)

    /// Reads the palette; throws when the whole input is unreadable (a token that is not is in `skipped`).
    public func load(names: AppearanceNames = AppearanceNames()) throws(PaletteError) -> Palette {
        try read(names: names).foldingThemeNames()
    }

    private func read(names: AppearanceNames) throws(PaletteError) -> Palette {
        switch self {
        case .problem(let path, let reason): throw .unreadable(file: path, reason: reason)
        case .file(let path): return try PaletteLoader.load(path, names: names)
        case .stylesheets(let source, let files): return CSSCustomPropertiesImporter.load(files: files, source: source, names: names)
        case .tokenFiles(let source, let files): return DTCGTreeImporter.load(files: files, source: source, names: names)
        case .androidResources(let source, let folders, let libraries):
            return AndroidColorsImporter.load(resources: folders, libraries: libraries, source: source)
        }
    }

    /// What the palette is called in reports.
    public var source: String {
        switch self {
        case .file(let path), .problem(let path, _): return path
        case .stylesheets(let source, _), .tokenFiles(let source, _), .androidResources(let source, _, _): return source
        }
    }
}

/// One palette format: which files are its, how to read one, and what a folder walk makes of them.
/// Paths stay as the user typed them, since reports name palettes by them.
public protocol PaletteImporter: Sendable {
    /// Whether the file or folder at `path` is in this format.
    func canRead(_ path: String) -> Bool
    /// Reads the palette at `path`; a token it cannot read is in the palette's `skipped`.
    func read(_ path: String, names: AppearanceNames) throws(PaletteError) -> Palette
    /// What a folder walk does with the files this importer reads.
    var grouping: PaletteGrouping { get }
}

/// What a folder walk makes of a file a format reads.
public enum PaletteGrouping: Sendable, Equatable {
    /// A palette of its own.
    case alone
    /// Read only when named: a file of this kind in a folder may be anything (CSV).
    case onlyWhenNamed
    /// A folder read whole as one palette, not walked into (an asset catalog).
    case catalog
    /// A Tokens Studio project: its `$themes.json` makes the folder one palette; a single file is alone.
    case project
    /// A resolver document: a palette of its own that owns the token files it names.
    case resolver
    /// Read with the folder's other stylesheets, as one page links them.
    case stylesheets
    /// Merged with the folder's other token files, as Style Dictionary merges them.
    case tokenFiles
    /// Its `res/` folder merged with the app's others, as the build merges modules.
    case androidResources
}

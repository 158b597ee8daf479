/// Every palette format Legible reads, in the order a file is offered to them: the first importer that
/// can read a file reads it. Discovery, the loader and the walk all use this one list; a new format is
/// one new importer and one line here.
public enum PaletteFormats {
    public static let importers: [any PaletteImporter] = [
        AssetCatalogImporter(),
        GPLImporter(),
        CSVPaletteImporter(),
        DTCGResolverImporter(),
        NativePaletteImporter(),
        AndroidColorsImporter(),
        CSSCustomPropertiesImporter(),
        TokensStudioImporter(),
        DTCGTreeImporter(),
    ]

    /// The importer of the file or folder at `path`, if any format reads it.
    public static func importer(for path: String) -> (any PaletteImporter)? {
        importers.first { $0.canRead(path) }
    }
}

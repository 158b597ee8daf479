import Foundation

/// Turns paths into palette sources: files as given; folders walked for `.palette.json`,
/// `.tokens.json`, `.tokens`, `.gpl`, `.xcassets` (an asset catalog is one palette, not walked into)
/// Android `values/` colour files (their qualified siblings are read with them), DTCG resolver
/// documents and Tokens Studio `$themes.json` files (a project folder given as a path is one palette).
public enum PaletteDiscovery {
    public static func discover(_ paths: [String]) -> [DiscoveredInput] {
        paths.flatMap { path -> [DiscoveredInput] in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                return [.problem(path: path, reason: "no such file or folder")]
            }
            if !isDirectory.boolValue || PaletteLoader.isAssetCatalog(path) || TokensStudioImporter.isProject(path) {
                return [.file(path)]
            }
            var found: [String] = []
            let base = path.hasSuffix("/") ? path : path + "/"
            let enumerator = FileManager.default.enumerator(atPath: path)
            while let item = enumerator?.nextObject() as? String {
                if PaletteLoader.isAssetCatalog(item) {
                    found.append(base + item)
                    enumerator?.skipDescendants()
                } else if PaletteLoader.isPalette(item) {
                    found.append(base + item)
                }
            }
            return found.sorted().map { .file($0) }
        }
    }
}

import Foundation
import LegiblePalette

/// Turns paths into palette inputs. Files given are read as they are, except that stylesheets given
/// together are one palette. Folders are walked, each file offered to `PaletteFormats` and placed by its
/// importer's `grouping`: `.palette.json`, `.gpl`, `.xcassets` (one palette, not walked into), DTCG
/// `*.resolver.json` (the token files it names are read through it), Tokens Studio projects (a folder
/// with `$themes.json`, or one file with `$themes`); the other token files of the folder are one merged
/// palette, its stylesheets another, and its Android `res/` folders a third.
public enum PaletteDiscovery {
    public static func discover(_ paths: [String]) -> [PaletteInput] {
        var inputs: [PaletteInput] = []
        var givenStylesheets: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                inputs.append(.problem(path: path, reason: "no such file or folder"))
                continue
            }
            let grouping = PaletteFormats.importer(for: path)?.grouping
            if !isDirectory.boolValue && grouping == .stylesheets {
                givenStylesheets.append(path)
            } else if !isDirectory.boolValue || grouping == .catalog || grouping == .project {
                inputs.append(.file(path))
            } else {
                inputs += walk(path)
            }
        }
        if !givenStylesheets.isEmpty {
            inputs.insert(givenStylesheets.count == 1 ? .file(givenStylesheets[0])
                          : .stylesheets(source: givenStylesheets.joined(separator: " + "), files: givenStylesheets), at: 0)
        }
        return inputs
    }

    private static func walk(_ folder: String) -> [PaletteInput] {
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        var files: [String] = []
        var catalogs: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: folder)
        let catalogFormats = PaletteFormats.importers.filter { $0.grouping == .catalog }
        while let item = enumerator?.nextObject() as? String {
            if catalogFormats.contains(where: { $0.canRead(item) }) {
                catalogs.append(base + item)
                enumerator?.skipDescendants()
            } else if enumerator?.fileAttributes?[.type] as? FileAttributeType != .typeDirectory,
                      !item.split(separator: "/").contains(where: { $0.hasPrefix(".") || $0 == "node_modules" }) {
                files.append(base + item)
            }
        }
        files.sort()
        let grouping = Dictionary(uniqueKeysWithValues: files.map { ($0, PaletteFormats.importer(for: $0)?.grouping) })
        // Tokens Studio projects: their folders belong to them.
        let projects = files.filter { grouping[$0] == .project && URL(fileURLWithPath: $0).lastPathComponent == "$themes.json" }
        // Folders by the walked path's own spelling (relative when the folder was given so): `URL.path`
        // would make them absolute, and a relative walk's files would match none of them.
        let projectFolders = projects.map { ($0 as NSString).deletingLastPathComponent + "/" }
        files.removeAll { file in projectFolders.contains { file.hasPrefix($0) } }
        // Resolvers: the token files they name are theirs.
        let resolvers = files.filter { grouping[$0] == .resolver }
        var used = Set<String>()
        // The folder of a resolver's own token files (`github-primer/`), when apart from the resolver: the
        // files it does not name there (removed, fallback) are not a palette of their own either.
        var resolverFolders: [String] = []
        for resolver in resolvers {
            let named = referencedFiles(of: resolver).filter { FileManager.default.fileExists(atPath: $0) }
            used.formUnion(named)
            guard !named.isEmpty else { continue }
            let root = commonFolder(Array(named)) + "/"
            if root != URL(fileURLWithPath: resolver).deletingLastPathComponent().standardized.path + "/" {
                resolverFolders.append(root)
            }
        }
        var inputs: [PaletteInput] = (catalogs + projects + resolvers).sorted().map { .file($0) }
        var stylesheets: [String] = []
        var tokenFiles: [String] = []
        var resources = Set<String>()
        for file in files where !projects.contains(file) {
            let url = URL(fileURLWithPath: file)
            switch grouping[file] ?? nil {
            case .stylesheets: stylesheets.append(file)
            case .alone: inputs.append(.file(file))
            case .androidResources: resources.insert(((file as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent)
            case .tokenFiles, .project:
                // Token files beside a resolver that it does not name (sources, removed tokens) are not the palette.
                if used.contains(url.standardized.path) || resolverFolders.contains(where: { url.standardized.path.hasPrefix($0) }) { continue }
                if grouping[file] == .project { inputs.append(.file(file)) } else { tokenFiles.append(file) }
            case .catalog, .resolver, .onlyWhenNamed, nil: continue
            }
        }
        // One palette per top-level folder of what was walked (a folder of several design systems or apps
        // is several palettes), each called by the folder holding it and what it is.
        func partitions(_ paths: [String]) -> [[String]] {
            Dictionary(grouping: paths) { path -> String in
                let relative = path.dropFirst(base.count)
                return relative.contains("/") ? String(relative.prefix { $0 != "/" }) : ""
            }.sorted { $0.key < $1.key }.map { $0.value.sorted() }
        }
        for group in partitions(stylesheets) {
            inputs.append(group.count == 1 ? .file(group[0])
                          : .stylesheets(source: commonFolder(group) + " [\(group.count) stylesheets]", files: group))
        }
        for group in partitions(tokenFiles) {
            inputs.append(.tokenFiles(source: group.count == 1 ? group[0] : commonFolder(group) + " [\(group.count) token files]", files: group))
        }
        // Android: the top-level folders whose colours refer to each other's are modules of one app, read
        // as the build merges them (mobile/ using shared/'s @color/white); others are apps of their own.
        let allResources = resources.sorted()
        for group in AndroidModules.apps(partitions(allResources.map { $0 + "/" }).map { $0.map { String($0.dropLast()) } }) {
            inputs.append(.androidResources(source: group.count == 1 ? group[0] : commonFolder(group.map { $0 + "/" }) + " [\(group.count) res folders]",
                                            folders: group, libraries: allResources.filter { !group.contains($0) }))
        }
        return inputs
    }

    /// The deepest folder holding all `paths`: what a group of files is called in reports.
    static func commonFolder(_ paths: [String]) -> String {
        let split = paths.map { URL(fileURLWithPath: $0).deletingLastPathComponent().standardized.pathComponents }
        var common = split[0]
        for parts in split.dropFirst() {
            common = Array(zip(common, parts).prefix { $0.0 == $0.1 }.map(\.0))
        }
        return NSString.path(withComponents: common)
    }

    /// Whether a `.json` file holds design tokens (`$value`, or Tokens Studio's `value` with `type`).

    /// The files a resolver document's `$ref`s name, as standardised paths.
    static func referencedFiles(of resolver: String) -> Set<String> {
        guard let data = FileManager.default.contents(atPath: resolver), let json = try? JSONSerialization.jsonObject(with: data) else { return [] }
        let folder = URL(fileURLWithPath: resolver).deletingLastPathComponent()
        var found = Set<String>()
        func visit(_ node: Any) {
            if let object = node as? [String: Any] {
                if let reference = object["$ref"] as? String, !reference.hasPrefix("#") {
                    let file = String(reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
                    found.insert(folder.appendingPathComponent(file).standardized.path)
                }
                object.values.forEach(visit)
            } else if let array = node as? [Any] {
                array.forEach(visit)
            }
        }
        visit(json)
        return found
    }
}

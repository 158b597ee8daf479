import Foundation
import LegibleColor

/// Reads several DTCG token files as one palette, as Style Dictionary does with a `source` glob and no
/// resolver: the files are merged (aliases reach across them), files whose names give an appearance
/// (`theme-dark.tokens.json`, `lightTheme.json`) are laid over the others for it, and the per-mode
/// values that design tools export in `$extensions` (`"modes": {"sds_light": …, "sds_dark": …}`) give
/// the appearances the modes name. Tokens Studio's `{value, type}` files are read the same way. Files
/// with no colour token (spacing, typography) are left out with a note.
package struct DTCGTreeImporter: PaletteImporter {
    package let grouping = PaletteGrouping.tokenFiles

    /// DTCG files by name (`.tokens.json`, `.tokens`), and any other JSON file holding tokens.
    package func canRead(_ path: String) -> Bool {
        let lowered = path.lowercased().trimmingSuffix("/")
        return lowered.hasSuffix(".tokens.json") || lowered.hasSuffix(".tokens") || (lowered.hasSuffix(".json") && Self.holdsTokens(path))
    }

    /// As in a folder: per-mode values in `$extensions` are appearances.
    package func read(_ path: String, names: AppearanceNames) throws(PaletteError) -> Palette {
        Self.load(files: [path], source: path, names: names)
    }

    package static func load(files: [String], source: String, names: AppearanceNames = AppearanceNames()) -> Palette {
        var skipped: [PaletteError] = []
        var notes: [String] = []
        var layers: [(file: String, effect: ContextEffect, tree: [String: Any])] = []
        for file in files {
            let json: Any
            do throws(PaletteError) {
                json = try PaletteLoader.json(file)
            } catch {
                skipped.append(error)
                continue
            }
            guard let object = json as? [String: Any] else {
                skipped.append(.wrongType(file: file, token: "(root)", expected: "an object of tokens"))
                continue
            }
            let tree = DTCGImporter.marked(TokensStudioImporter.dtcgShaped(object), origin: file) as? [String: Any] ?? [:]
            var stem = URL(fileURLWithPath: file).lastPathComponent
            for suffix in [".json", ".tokens"] { stem = stem.trimmingSuffix(suffix) }
            layers.append((file, ContextEffect(context: stem, names: names), tree))
        }
        // File variants: the appearances file names give, each over the files that give none.
        // (A file read alone is the palette whatever its name says.)
        let fileEffects = layers.count < 2 ? [] : orderedUnique(layers.map(\.effect).filter { $0 != .none && $0 != .standard })
        if layers.count < 2 { layers = layers.map { ($0.file, .none, $0.tree) } }
        var modes = Set<String>()
        for layer in layers { collectModes(layer.tree, inheritedType: nil, into: &modes) }
        // Per appearance, the plainest mode naming it (`sds_light` before `brand_b_light`); the others are noted.
        var modeVariants: [(name: String, effect: ContextEffect)] = []
        var chosen: [String: (name: String, effect: ContextEffect)] = [:]
        for mode in modes.sorted(by: { (TokenRole.words(of: $0).count, $0) < (TokenRole.words(of: $1).count, $1) }) {
            let effect = ContextEffect(context: mode, names: names)
            guard effect != .none && effect != .standard else {
                notes.append("\(source): the mode '\(mode)' names no appearance; left out")
                continue
            }
            let (appearance, opaque) = ContextEffect.appearance(of: [effect])
            let key = "\(appearance.rawValue)\(opaque)"
            if let first = chosen[key] {
                notes.append("\(source): the mode '\(mode)' is a second \(appearance.rawValue) mode beside '\(first.name)'; left out")
                continue
            }
            chosen[key] = (mode, effect)
            modeVariants.append((mode, effect))
        }
        var values: [String: [Appearance: SRGBColor]] = [:]
        var reduced: [String: [Appearance: SRGBColor]] = [:]
        var colorFiles = Set<String>()
        let fileOptions: [ContextEffect?] = fileEffects.isEmpty ? [nil] : fileEffects
        let modeOptions: [(name: String, effect: ContextEffect)?] = modeVariants.isEmpty ? [nil] : modeVariants
        for fileEffect in fileOptions {
            for mode in modeOptions {
                var merged: [String: Any] = [:]
                for layer in layers where layer.effect == .none || layer.effect == .standard || layer.effect == fileEffect {
                    merged = DTCGResolverImporter.merge(merged, layer.tree)
                }
                if let mode { merged = applying(mode: mode.name, to: merged) }
                let (appearance, opaque) = ContextEffect.appearance(of: [fileEffect, mode?.effect].compactMap { $0 })
                var raw: [String: DTCGImporter.RawToken] = [:]
                DTCGImporter.collect(merged, path: [], inheritedType: nil, file: source, into: &raw)
                let (colors, problems) = DTCGImporter.colors(of: raw)
                for error in problems where !skipped.contains(error) { skipped.append(error) }
                for (name, color) in colors {
                    colorFiles.insert(raw[name]!.file)
                    if opaque { reduced[name, default: [:]][appearance] = color } else { values[name, default: [:]][appearance] = color }
                }
            }
        }
        let withoutColor = layers.map(\.file).filter { file in !colorFiles.contains(file) && !skipped.contains { $0.file == file } }
        if !withoutColor.isEmpty && !colorFiles.isEmpty {
            notes.append("no colour token in \(withoutColor.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: ", ")) (spacing, typography, …); left out")
        }
        let appearancesGiven = !fileEffects.isEmpty || !modeVariants.isEmpty
        let tokens = values.keys.sorted().map { name in
            appearancesGiven ? PaletteToken.resolved(name: name, values: values[name]!, reducedTransparency: reduced[name] ?? [:])
                : PaletteToken(name: name, values: [.default: values[name]!.values.first!])
        }
        return Palette(source: source, name: source, tokens: tokens, notes: notes, skipped: skipped)
    }

    private static func orderedUnique(_ effects: [ContextEffect]) -> [ContextEffect] {
        var result: [ContextEffect] = []
        for effect in effects where !result.contains(effect) { result.append(effect) }
        return result
    }

    /// The names of the modes colour tokens give values for in `$extensions.<vendor>.modes`.
    private static func collectModes(_ node: [String: Any], inheritedType: String?, into modes: inout Set<String>) {
        let type = node["$type"] as? String ?? inheritedType
        if node["$value"] != nil {
            guard type == "color" else { return }
            for case let vendor as [String: Any] in (node["$extensions"] as? [String: Any] ?? [:]).values {
                modes.formUnion((vendor["modes"] as? [String: Any] ?? [:]).keys)
            }
            return
        }
        for (key, child) in node where !key.hasPrefix("$") {
            if let group = child as? [String: Any] { collectModes(group, inheritedType: type, into: &modes) }
        }
    }

    /// The tree with each token's value in `mode` where it gives one.
    private static func applying(mode: String, to node: [String: Any]) -> [String: Any] {
        var node = node
        if node["$value"] != nil {
            for case let vendor as [String: Any] in (node["$extensions"] as? [String: Any] ?? [:]).values {
                if let value = (vendor["modes"] as? [String: Any])?[mode] { node["$value"] = value }
            }
            return node
        }
        for (key, child) in node where !key.hasPrefix("$") {
            if let group = child as? [String: Any] { node[key] = applying(mode: mode, to: group) }
        }
        return node
    }

    /// Whether a `.json` file holds design tokens (DTCG's `$value`, or Tokens Studio's `value` beside
    /// `type`), judged from its first 200 kB: folders of tokens also hold package manifests and configs.
    static func holdsTokens(_ path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path) else { return false }
        let text = String(decoding: data.prefix(200_000), as: UTF8.self)
        return text.contains("\"$value\"") || (text.contains("\"value\"") && text.contains("\"type\""))
    }
}

import Foundation
import LegibleColor

/// Reads a Tokens Studio project: token sets (one JSON file each, or one file holding them all) with
/// `$themes.json` naming, per theme, the sets that are `enabled` (its tokens) or `source` (only there to
/// resolve references), and `$metadata.json` giving the sets' order. Themes of one group are
/// alternatives; one theme of each group is chosen for every combination whose names give an appearance
/// (as `ContextEffect` reads them); a group naming none keeps its first theme, with a note.
/// Tokens are `{value, type}` or `{$value, $type}`; colour values may hold `{references}` anywhere
/// (`rgba({colors.black}, 0.5)`), and the `studio.tokens` `alpha` modifier is applied.
struct TokensStudioImporter: PaletteImporter {
    let grouping = PaletteGrouping.project

    func canRead(_ path: String) -> Bool {
        Self.isProject(path)
    }

    func read(_ path: String, names: AppearanceNames) throws(PaletteError) -> Palette {
        try Self.load(path, names: names)
    }

    /// Whether `path` is a Tokens Studio project: its `$themes.json`, a folder holding one, or one JSON
    /// file with a `$themes` key.
    static func isProject(_ path: String) -> Bool {
        let url = URL(fileURLWithPath: path)
        if url.lastPathComponent == "$themes.json" || FileManager.default.fileExists(atPath: url.appendingPathComponent("$themes.json").path) {
            return true
        }
        guard path.lowercased().hasSuffix(".json"), let data = FileManager.default.contents(atPath: path),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return false }
        return object["$themes"] != nil
    }

    static func load(_ path: String, names: AppearanceNames = AppearanceNames()) throws(PaletteError) -> Palette {
        var url = URL(fileURLWithPath: path)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue, url.lastPathComponent == "$themes.json" {
            url.deleteLastPathComponent()
        }
        // One file holding every set, `$themes` and `$metadata`; or a folder of them.
        let single = isFolder.boolValue || url.lastPathComponent != URL(fileURLWithPath: path).lastPathComponent
            ? nil : try PaletteLoader.json(path) as? [String: Any]
        let folder = single == nil ? url.path : url.deletingLastPathComponent().path
        let themesFile = single == nil ? url.appendingPathComponent("$themes.json").path : path
        let themesValue: Any?
        if let single { themesValue = single["$themes"] } else { themesValue = try PaletteLoader.json(themesFile) }
        guard var themes = themesValue as? [[String: Any]] else {
            throw .wrongType(file: themesFile, token: "$themes", expected: "an array of themes")
        }
        let metadataFile = url.appendingPathComponent("$metadata.json").path
        var metadata = single?["$metadata"] as? [String: Any]
        if single == nil && FileManager.default.fileExists(atPath: metadataFile) {
            metadata = try PaletteLoader.json(metadataFile) as? [String: Any]
        }
        let order = metadata?["tokenSetOrder"] as? [String]
        if themes.isEmpty {
            // No themes (a single file exported without any): the sets whose names give an appearance
            // are its themes, each over all the others.
            let setNames = order ?? single?.keys.filter { !$0.hasPrefix("$") }.sorted() ?? []
            guard !setNames.isEmpty else { throw .wrongType(file: themesFile, token: "$themes", expected: "themes or token sets") }
            let appearanceSets = setNames.filter { ContextEffect(context: $0, names: names) != .none }
            let base = setNames.filter { !appearanceSets.contains($0) }
            themes = (appearanceSets.isEmpty ? [nil] : appearanceSets.map(Optional.some)).map { set in
                var selected = Dictionary(base.map { ($0, "enabled") }, uniquingKeysWith: { first, _ in first })
                if let set { selected[set] = "enabled" }
                return ["name": set ?? "all sets", "group": "sets", "selectedTokenSets": selected]
            }
        }

        // Themes by group, in the file's order.
        var groups: [(name: String, themes: [[String: Any]])] = []
        for theme in themes {
            let group = theme["group"] as? String ?? ""
            if let index = groups.firstIndex(where: { $0.name == group }) { groups[index].themes.append(theme) } else { groups.append((group, [theme])) }
        }
        var notes: [String] = []
        var axes: [[[String: Any]]] = []
        for group in groups {
            let themeNames = group.themes.map { $0["name"] as? String ?? "" }
            let effects = themeNames.map { ContextEffect(context: $0, names: names) }
            if effects.contains(where: { $0 != .none && $0 != .standard }) {
                // Themes of the group that name no appearance would overwrite the others' values: left out.
                let left = zip(themeNames, effects).filter { $0.1 == .none }.map(\.0)
                if !left.isEmpty { notes.append("\(themesFile): the themes \(left.joined(separator: ", ")) name no appearance; left out") }
                axes.append(zip(group.themes, effects).filter { $0.1 != .none }.map(\.0))
            } else {
                axes.append([group.themes[0]])
                notes.append("\(themesFile): the themes \(themeNames.joined(separator: ", ")) name no appearance; '\(themeNames[0])' is used")
            }
        }
        var sets: [String: [String: Any]] = [:]
        func set(_ name: String, theme: String) throws(PaletteError) -> [String: Any] {
            if let loaded = sets[name] { return loaded }
            let loaded: [String: Any]?
            if let single {
                loaded = single[name] as? [String: Any]
            } else {
                let file = folder + "/" + name + ".json"
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: file) {
                    loaded = try PaletteLoader.json(file) as? [String: Any]
                } else if FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isDirectory), isDirectory.boolValue {
                    // A set that is a folder: its files, merged in name order.
                    var merged: [String: Any] = [:]
                    let files = (FileManager.default.enumerator(atPath: folder + "/" + name)?.allObjects as? [String] ?? [])
                        .filter { $0.lowercased().hasSuffix(".json") }.sorted()
                    for item in files {
                        if let part = try PaletteLoader.json(folder + "/" + name + "/" + item) as? [String: Any] {
                            merged = DTCGResolverImporter.merge(merged, part)
                        }
                    }
                    loaded = merged
                } else {
                    throw .unresolvedAlias(file: themesFile, token: theme, target: "token set \(name)")
                }
            }
            guard let loaded else { throw .unresolvedAlias(file: themesFile, token: theme, target: "token set \(name)") }
            sets[name] = Self.dtcgShaped(loaded)
            return sets[name]!
        }

        var values: [String: [Appearance: SRGBColor]] = [:]
        var reduced: [String: [Appearance: SRGBColor]] = [:]
        var skipped: [PaletteError] = []
        for combination in DTCGResolverImporter.combinations(axes.map { $0.indices.map(String.init) }) {
            let chosen = zip(axes, combination).map { $0[Int($1)!] }
            let (appearance, opaque) = ContextEffect.appearance(of: chosen.map { ContextEffect(context: $0["name"] as? String ?? "", names: names) })
            var statuses: [String: String] = [:]
            for theme in chosen {
                for (name, status) in theme["selectedTokenSets"] as? [String: String] ?? [:] where status != "disabled" {
                    if statuses[name] != "enabled" { statuses[name] = status }
                }
            }
            let ordered = (order ?? []).filter { statuses[$0] != nil } + statuses.keys.filter { !(order ?? []).contains($0) }.sorted()
            var merged: [String: Any] = [:]
            var shown = Set<String>()
            let themeName = chosen.map { $0["name"] as? String ?? "" }.joined(separator: " + ")
            for name in ordered {
                let tokens = try set(name, theme: themeName)
                merged = DTCGResolverImporter.merge(merged, tokens)
                if statuses[name] == "enabled" { shown.formUnion(Self.tokenNames(tokens)) }
            }
            let (resolved, problems) = ColorTokens(tree: merged, source: path).colors(of: shown)
            for error in problems where !skipped.contains(error) { skipped.append(error) }
            for (name, color) in resolved {
                if opaque { reduced[name, default: [:]][appearance] = color } else { values[name, default: [:]][appearance] = color }
            }
        }
        let tokens = values.keys.sorted().map { PaletteToken.resolved(name: $0, values: values[$0]!, reducedTransparency: reduced[$0] ?? [:]) }
        return Palette(source: path, name: path, tokens: tokens, notes: notes, skipped: skipped)
    }

    /// Tokens Studio's `{value, type}` leaves as DTCG's `{$value, $type}`.
    static func dtcgShaped(_ object: [String: Any]) -> [String: Any] {
        if object["$value"] == nil, let value = object["value"], object["type"] != nil || !(value is [String: Any]) {
            var token = object
            token["$value"] = value
            token["$type"] = object["$type"] ?? object["type"]
            return token
        }
        return object.mapValues { ($0 as? [String: Any]).map(dtcgShaped) ?? $0 }
    }

    /// The dotted names of the tokens in a tree.
    static func tokenNames(_ tree: [String: Any], prefix: String = "") -> Set<String> {
        var names = Set<String>()
        for (key, value) in tree where !key.hasPrefix("$") {
            guard let child = value as? [String: Any] else { continue }
            let name = prefix.isEmpty ? key : prefix + "." + key
            if child["$value"] != nil { names.insert(name) } else { names.formUnion(tokenNames(child, prefix: name)) }
        }
        return names
    }

    /// Colour tokens of one merged tree, with references substituted anywhere in a value.
    struct ColorTokens {
        /// A token's value and type, and its `studio.tokens` modifier: the alpha it sets, or the kind of one
        /// Legible does not compute (lighten, darken, mix), which is an error rather than a wrong colour.
        struct Entry {
            var value: Any
            var type: String?
            var alpha: Double?
            var unsupportedModifier: String?
        }

        let tokens: [String: Entry]
        let source: String

        init(tree: [String: Any], source: String) {
            var tokens: [String: Entry] = [:]
            func walk(_ node: [String: Any], _ path: String, _ inherited: String?) {
                let type = node["$type"] as? String ?? inherited
                if let value = node["$value"] {
                    var entry = Entry(value: value, type: type)
                    if let modify = ((node["$extensions"] as? [String: Any])?["studio.tokens"] as? [String: Any])?["modify"] as? [String: Any] {
                        let kind = modify["type"] as? String ?? "(no type)"
                        if kind == "alpha", let alpha = Self.alpha("\(modify["value"] ?? "")"), (0...1).contains(alpha) {
                            entry.alpha = alpha
                        } else {
                            entry.unsupportedModifier = kind
                        }
                    }
                    tokens[path] = entry
                    return
                }
                for (key, child) in node where !key.hasPrefix("$") {
                    if let group = child as? [String: Any] { walk(group, path.isEmpty ? key : path + "." + key, type) }
                }
            }
            walk(tree, "", nil)
            self.tokens = tokens
            self.source = source
        }

        /// The colours of the colour tokens among `names`; those that cannot be resolved come back as errors.
        func colors(of names: Set<String>) -> (colors: [String: SRGBColor], skipped: [PaletteError]) {
            var result: [String: SRGBColor] = [:]
            var skipped: [PaletteError] = []
            for name in names.sorted() where isColor(name) {
                var chain: [String] = []
                do throws(PaletteError) {
                    result[name] = try color(name, chain: &chain)
                } catch {
                    skipped.append(error)
                }
            }
            return (result, skipped)
        }

        /// Typed `color`, or untyped and a reference to a colour token (the type of an alias is its target's).
        private func isColor(_ name: String, depth: Int = 0) -> Bool {
            guard let entry = tokens[name], depth < 16 else { return false }
            if let type = entry.type { return type == "color" }
            guard let text = entry.value as? String, text.hasPrefix("{"), text.hasSuffix("}") else { return false }
            return isColor(String(text.dropFirst().dropLast()), depth: depth + 1)
        }

        private func color(_ name: String, chain: inout [String]) throws(PaletteError) -> SRGBColor {
            if let modifier = tokens[name]?.unsupportedModifier {
                throw .wrongType(file: source, token: name, expected: "no studio.tokens modifier but alpha between 0 and 1 "
                    + "(this one is '\(modifier)', which Legible does not compute)")
            }
            let text = try text(name, chain: &chain)
            var color: SRGBColor
            do {
                color = try Self.evaluate(text)
            } catch {
                throw .invalidColor(file: source, token: name, reason: error.errorDescription ?? "not a colour")
            }
            if let alpha = tokens[name]?.alpha { color.alpha = alpha }
            return color
        }

        /// The value of `name` with every `{reference}` replaced by the referred token's value.
        private func text(_ name: String, chain: inout [String]) throws(PaletteError) -> String {
            if chain.contains(name) { throw .aliasCycle(file: source, tokens: chain.drop { $0 != name } + [name]) }
            guard let entry = tokens[name] else { throw .unresolvedAlias(file: source, token: chain.last ?? name, target: name) }
            if let number = entry.value as? NSNumber { return "\(number)" }
            guard var value = entry.value as? String else {
                throw .wrongType(file: source, token: name, expected: "a colour written as a string")
            }
            chain.append(name)
            defer { chain.removeLast() }
            while let open = value.firstIndex(of: "{"), let close = value[open...].firstIndex(of: "}") {
                let target = String(value[value.index(after: open)..<close])
                var replacement = try text(target, chain: &chain)
                if let alpha = tokens[target]?.alpha, let color = try? Self.evaluate(replacement) {
                    replacement = SRGBColor(red: color.red, green: color.green, blue: color.blue, alpha: alpha).hexWithAlpha
                }
                value.replaceSubrange(open...close, with: replacement)
            }
            return value
        }

        /// `0.16` or `16%`.
        static func alpha(_ text: String) -> Double? {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.hasSuffix("%") { return Double(trimmed.dropLast()).map { $0 / 100 } }
            return Double(trimmed)
        }

        /// A colour, with Tokens Studio's `rgba(<colour>, <alpha>)` (a whole colour and an alpha).
        static func evaluate(_ text: String) throws(ColorParseError) -> SRGBColor {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.lowercased().hasPrefix("rgba("), trimmed.hasSuffix(")") {
                let parts = CSSColorValue.splitTopLevel(String(trimmed.dropFirst(5).dropLast()), on: ",")
                if parts.count == 2, var color = try? ColorParser.parse(parts[0]), let alpha = Self.alpha(parts[1]) {
                    color.alpha = alpha
                    return color
                }
            }
            return try CSSColorValue.evaluate(trimmed, scheme: .light)
        }
    }
}

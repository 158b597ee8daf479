import Foundation
import LegibleColor

/// Reads a DTCG Resolver Module 2025.10 document (`*.resolver.json`): its sets and modifiers are merged
/// in `resolutionOrder` for every combination of the modifiers' contexts that names an appearance, and
/// each result is read as a DTCG token file (aliases therefore reach across files). Context names give
/// the appearance: one naming dark or light is that scheme, one naming high contrast or "more" the
/// increased-contrast variant, one naming reduced transparency the opaque values. A modifier none of
/// whose contexts names an appearance (brand, size) keeps its default context, with a note; `names`
/// maps context names that say otherwise.
struct DTCGResolverImporter: PaletteImporter {
    let grouping = PaletteGrouping.resolver

    func canRead(_ path: String) -> Bool {
        path.lowercased().trimmingSuffix("/").hasSuffix(".resolver.json")
    }

    func read(_ path: String, names: AppearanceNames) throws(PaletteError) -> Palette {
        try Self.load(path, names: names)
    }

    static func load(_ path: String, names: AppearanceNames = AppearanceNames()) throws(PaletteError) -> Palette {
        guard let root = try PaletteLoader.json(path) as? [String: Any] else {
            throw .wrongType(file: path, token: "(root)", expected: "a resolver object")
        }
        guard root["version"] as? String == "2025.10" else {
            throw .wrongType(file: path, token: "version", expected: "version \"2025.10\" (the Resolver Module this tool reads)")
        }
        guard let order = root["resolutionOrder"] as? [Any] else {
            throw .wrongType(file: path, token: "resolutionOrder", expected: "an array of sets and modifiers")
        }
        var loader = SourceLoader(resolver: path, root: root)
        // Each item of the order: a set (its sources) or a modifier (sources per context).
        var steps: [Step] = []
        for (index, item) in order.enumerated() {
            guard let object = item as? [String: Any] else {
                throw .wrongType(file: path, token: "resolutionOrder[\(index)]", expected: "a reference, a set or a modifier")
            }
            steps.append(try loader.step(object, at: "resolutionOrder[\(index)]"))
        }
        var notes: [String] = []
        var axes: [(modifier: String, contexts: [(name: String, effect: ContextEffect)])] = []
        for step in steps {
            guard case .modifier(let name, let contexts, let fallback) = step else { continue }
            let effects = contexts.keys.sorted().map { ($0, ContextEffect(context: $0, names: names)) }
            // An axis gives appearances when a context names one beyond the standard; its contexts that
            // name none (Fluent's `inverted`) would overwrite the standard values, so they are left out.
            if effects.contains(where: { $0.1 != .none && $0.1 != .standard }) {
                let left = effects.filter { $0.1 == .none }.map(\.0)
                if !left.isEmpty {
                    notes.append("\(path): the contexts \(left.joined(separator: ", ")) of modifier '\(name)' name no appearance; left out")
                }
                axes.append((name, effects.filter { $0.1 != .none }))
            } else {
                notes.append("\(path): the modifier '\(name)' names no appearance; its context '\(fallback)' is used")
            }
        }
        var values: [String: [Appearance: SRGBColor]] = [:]
        var reduced: [String: [Appearance: SRGBColor]] = [:]
        var skipped: [PaletteError] = []
        for combination in Self.combinations(axes.map { $0.contexts.map(\.name) }) {
            var chosen: [String: String] = [:]
            for (axis, context) in zip(axes, combination) { chosen[axis.modifier] = context }
            let (appearance, opaque) = ContextEffect.appearance(of: combination.map { ContextEffect(context: $0, names: names) })
            var merged: [String: Any] = [:]
            for step in steps {
                switch step {
                case .set(let sources):
                    for source in sources { merged = Self.merge(merged, source) }
                case .modifier(let name, let contexts, let fallback):
                    for source in contexts[chosen[name] ?? fallback] ?? [] { merged = Self.merge(merged, source) }
                }
            }
            let palette = try DTCGImporter.parse(merged, source: path)
            for error in palette.skipped where !skipped.contains(error) { skipped.append(error) }
            for token in palette.tokens {
                guard let value = token.value(in: .default) else { continue }
                if opaque {
                    reduced[token.name, default: [:]][appearance] = value
                } else {
                    values[token.name, default: [:]][appearance] = value
                }
            }
        }
        let tokens = values.keys.sorted().map { PaletteToken.resolved(name: $0, values: values[$0]!, reducedTransparency: reduced[$0] ?? [:]) }
        return Palette(source: path, name: root["name"] as? String ?? path, tokens: tokens, notes: notes, skipped: skipped)
    }

    /// One item of the resolution order, its sources loaded.
    enum Step {
        case set([[String: Any]])
        case modifier(name: String, contexts: [String: [[String: Any]]], fallback: String)
    }

    /// Every choice of one element per list (a single empty choice for no lists).
    static func combinations(_ lists: [[String]]) -> [[String]] {
        lists.reduce([[]]) { partial, list in partial.flatMap { prefix in list.map { prefix + [$0] } } }
    }

    /// `overlay` merged into `base`: groups merge, a token (an object with `$value`) replaces.
    static func merge(_ base: [String: Any], _ overlay: [String: Any]) -> [String: Any] {
        var result = base
        for (key, value) in overlay {
            if let group = value as? [String: Any], group["$value"] == nil, let existing = result[key] as? [String: Any], existing["$value"] == nil {
                result[key] = merge(existing, group)
            } else {
                result[key] = value
            }
        }
        return result
    }

    /// Loads the token sources of sets and modifiers: inline tokens, `#/sets/…` references and files
    /// relative to the resolver (with an optional `#/json/pointer`).
    struct SourceLoader {
        let resolver: String
        let root: [String: Any]
        private var files: [String: Any] = [:]

        init(resolver: String, root: [String: Any]) {
            self.resolver = resolver
            self.root = root
        }

        mutating func step(_ object: [String: Any], at place: String) throws(PaletteError) -> Step {
            if let reference = object["$ref"] as? String {
                let parts = reference.split(separator: "/").map(String.init)
                guard parts.count == 3, parts[0] == "#", let definition = (root[parts[1]] as? [String: Any])?[parts[2]] as? [String: Any] else {
                    throw .unresolvedAlias(file: resolver, token: place, target: reference)
                }
                return parts[1] == "modifiers" ? try modifier(definition, name: parts[2]) : .set(try sources(definition["sources"], at: reference))
            }
            switch object["type"] as? String {
            case "set": return .set(try sources(object["sources"], at: place))
            case "modifier": return try modifier(object, name: object["name"] as? String ?? place)
            default: throw .wrongType(file: resolver, token: place, expected: "a $ref, or an inline set or modifier with \"type\"")
            }
        }

        private mutating func modifier(_ object: [String: Any], name: String) throws(PaletteError) -> Step {
            guard let contexts = object["contexts"] as? [String: Any], !contexts.isEmpty else {
                throw .wrongType(file: resolver, token: "modifiers.\(name)", expected: "a non-empty \"contexts\" map")
            }
            var loaded: [String: [[String: Any]]] = [:]
            for (context, list) in contexts { loaded[context] = try sources(list, at: "modifiers.\(name).contexts.\(context)") }
            let fallback = object["default"] as? String ?? contexts.keys.sorted()[0]
            guard loaded[fallback] != nil else {
                throw .unknownToken(file: resolver, token: fallback, context: "the default of modifier '\(name)'")
            }
            return .modifier(name: name, contexts: loaded, fallback: fallback)
        }

        private mutating func sources(_ value: Any?, at place: String, depth: Int = 0) throws(PaletteError) -> [[String: Any]] {
            guard let list = value as? [Any] else { throw .wrongType(file: resolver, token: place, expected: "an array of token sources") }
            var result: [[String: Any]] = []
            for item in list {
                guard let object = item as? [String: Any] else { throw .wrongType(file: resolver, token: place, expected: "token sources as objects") }
                guard let reference = object["$ref"] as? String else {
                    result.append(object)
                    continue
                }
                if reference.hasPrefix("#/sets/") {
                    guard depth < 8, let set = (root["sets"] as? [String: Any])?[String(reference.dropFirst("#/sets/".count))] as? [String: Any] else {
                        throw .unresolvedAlias(file: resolver, token: place, target: reference)
                    }
                    result += try sources(set["sources"], at: reference, depth: depth + 1)
                } else if reference.hasPrefix("#") {
                    throw .unresolvedAlias(file: resolver, token: place, target: reference)
                } else {
                    result.append(try file(reference, at: place))
                }
            }
            return result
        }

        /// A token file relative to the resolver, or the part of it a JSON pointer names.
        private mutating func file(_ reference: String, at place: String) throws(PaletteError) -> [String: Any] {
            let pieces = reference.split(separator: "#", maxSplits: 1).map(String.init)
            let path = URL(fileURLWithPath: resolver).deletingLastPathComponent().appendingPathComponent(pieces[0]).standardized.path
            if files[path] == nil {
                guard FileManager.default.fileExists(atPath: path) else { throw .unresolvedAlias(file: resolver, token: place, target: reference) }
                files[path] = DTCGImporter.marked(try PaletteLoader.json(path), origin: path)
            }
            var node = files[path]
            for key in (pieces.count > 1 ? pieces[1] : "").split(separator: "/") {
                node = (node as? [String: Any])?[String(key).replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")]
            }
            guard let tokens = node as? [String: Any] else { throw .unresolvedAlias(file: resolver, token: place, target: reference) }
            return tokens
        }
    }
}

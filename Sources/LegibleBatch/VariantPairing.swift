import Foundation
import LegibleBase
import LegibleFindings

/// Why variant pairs could not be read.
public struct VariantPairingError: LocalizedError, Sendable {
    public let message: String

    public var errorDescription: String? { message }
}

/// Finds the variant pairs among a scan's screenshots: by the names snapshot tools give a screen's
/// variant states (`home.png` and `home-highContrast.png`, `home_reduceTransparency.png`,
/// `home.dark.png`), from a manifest (CSV or JSON rows of standard, variant and path), or as given with
/// `--variant NAME=PATH` for the one screenshot scanned.
public enum VariantPairing {
    /// The endings of a file's name (before `@2x` and `.png`, or after `@2x`) that make it a variant of the
    /// file named without them, after one of `.`, `-` or `_`; compared without regard to case.
    public static let conventions: [(variant: String, endings: [String])] = [
        ("increased-contrast", ["increased-contrast", "increased_contrast", "increasedcontrast", "high-contrast", "high_contrast",
                                "highcontrast"]),
        ("reduced-transparency", ["reduced-transparency", "reduced_transparency", "reducedtransparency", "reduce-transparency",
                                  "reduce_transparency", "reducetransparency"]),
        ("dark", ["dark", "dark-mode", "dark_mode", "darkmode", "night"]),
    ]

    /// The variant a file's name says it is, and the name of its standard file; nil for a standard name.
    public static func variant(ofFileNamed name: String) -> (variant: String, standardName: String)? {
        guard name.lowercased().hasSuffix(".png") else { return nil }
        let stem = String(name.dropLast(4))
        // `home-dark@2x` and `home@2x-dark` both pair with `home@2x`.
        var candidates = [(stem, "")]
        if let at = stem.range(of: #"@[0-9.]+x$"#, options: .regularExpression) {
            candidates.insert((String(stem[..<at.lowerBound]), String(stem[at])), at: 0)
        }
        for (base, scale) in candidates {
            let lowered = base.lowercased()
            for (variant, endings) in conventions {
                for ending in endings {
                    for separator in [".", "-", "_"] where lowered.hasSuffix(separator + ending) {
                        let kept = base.dropLast(separator.count + ending.count)
                        guard !kept.isEmpty else { continue }
                        return (variant, kept + scale + String(name.suffix(4)))
                    }
                }
            }
        }
        return nil
    }

    /// The pairs among `files` by name: each variant whose standard file is in the same folder among them.
    public static func pairsByName(among files: [String]) -> [(standard: String, variant: String, name: String)] {
        let given = Dictionary(files.map { (normalized($0), $0) }, uniquingKeysWith: { first, _ in first })
        return files.compactMap { path in
            let url = URL(fileURLWithPath: path)
            guard let (variant, standardName) = variant(ofFileNamed: url.lastPathComponent),
                  let standard = given[normalized(url.deletingLastPathComponent().appendingPathComponent(standardName).path)]
            else { return nil }
            return (standard, path, variant)
        }
    }

    /// The rows of a manifest: CSV with the header `standard,variant,path`, or a JSON array of objects with
    /// those keys. Paths are relative to the manifest's folder.
    public static func manifest(at path: String) throws(VariantPairingError) -> [(standard: String, variant: String, name: String)] {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw VariantPairingError(message: "cannot read the variant manifest \(path)")
        }
        let folder = (path as NSString).deletingLastPathComponent
        func resolve(_ relative: String) -> String {
            relative.hasPrefix("/") || folder.isEmpty ? relative : folder + "/" + relative
        }
        var rows: [(String, String, String)] = []
        if path.lowercased().hasSuffix(".json") {
            guard let array = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
                throw VariantPairingError(message: "\(path): a variant manifest is a JSON array of {\"standard\", \"variant\", \"path\"} objects")
            }
            for (index, row) in array.enumerated() {
                guard let standard = row["standard"] as? String, let variant = row["variant"] as? String,
                      let variantPath = row["path"] as? String else {
                    throw VariantPairingError(message: "\(path): entry \(index + 1) needs \"standard\", \"variant\" and \"path\" strings")
                }
                rows.append((resolve(standard), resolve(variantPath), variant))
            }
        } else {
            let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard lines.first?.lowercased().replacingOccurrences(of: " ", with: "") == "standard,variant,path" else {
                throw VariantPairingError(message: "\(path): a variant manifest's first line is the header standard,variant,path")
            }
            for (index, line) in lines.dropFirst().enumerated() {
                let fields = line.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
                guard fields.count == 3, !fields.contains(where: \.isEmpty) else {
                    throw VariantPairingError(message: "\(path): line \(index + 2) is not standard,variant,path")
                }
                rows.append((resolve(fields[0]), resolve(fields[2]), fields[1]))
            }
        }
        return rows.map { (standard: $0.0, variant: $0.1, name: $0.2) }
    }

    /// The variant pairs of a scan, as reports name their files: `given` with `--variant` (for the one
    /// standard screenshot among `inputs`), in a `manifest`, or found by name among the inputs. Files a
    /// pair names that are not among the inputs are added to them.
    public static func pairs(adding inputs: inout [DiscoveredInput], given variants: [(name: String, path: String)],
                             manifest: String?) throws(VariantPairingError) -> [VariantPair] {
        var explicit: [(standard: String, variant: String, name: String)] = []
        if !variants.isEmpty {
            let variantPaths = Set(variants.map { normalized($0.path) })
            let standards = inputs.compactMap { input -> String? in
                guard case .file(let path) = input, !variantPaths.contains(normalized(path)) else { return nil }
                return path
            }
            guard standards.count == 1 else {
                throw VariantPairingError(
                    message: "--variant pairs with one standard screenshot, but \(standards.count) were given; use --variants with a manifest for more")
            }
            explicit += variants.map { (standards[0], $0.path, $0.name) }
        }
        if let manifest { explicit += try self.manifest(at: manifest) }
        var given = Dictionary(inputs.map { (normalized($0.path), $0.path) }, uniquingKeysWith: { first, _ in first })
        func input(_ path: String) -> String {
            if let known = given[normalized(path)] { return known }
            let found = FileDiscovery().discover([path])
            inputs += found
            given[normalized(path)] = path
            return path
        }
        var pairs = explicit.map { VariantPair(standard: input($0.standard), variant: input($0.variant), name: $0.name) }
        let explicitVariants = Set(pairs.map { normalized($0.variant) })
        let files = inputs.compactMap { input -> String? in
            if case .file(let path) = input { return path }
            return nil
        }
        pairs += pairsByName(among: files)
            .filter { !explicitVariants.contains(normalized($0.variant)) }
            .map { VariantPair(standard: $0.standard, variant: $0.variant, name: $0.name) }
        return pairs.map {
            VariantPair(standard: FileSystemPath.display($0.standard), variant: FileSystemPath.display($0.variant), name: $0.name)
        }
    }

    /// `--variant NAME=PATH`: the name and the path.
    public static func parseOption(_ text: String) throws(VariantPairingError) -> (name: String, path: String) {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex, text.index(after: equals) != text.endIndex else {
            throw VariantPairingError(message: "--variant '\(text)' is not NAME=PATH (e.g. increased-contrast=home-hc.png)")
        }
        return (String(text[..<equals]), String(text[text.index(after: equals)...]))
    }

    /// One spelling of a path for comparing two: `./a/../b.png` and `b.png` are one file.
    static func normalized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}

import Foundation
import LegibleImaging
import LegibleFindings

/// Parts of screenshots whose findings the team has decided not to judge (`.legible.yml`'s `scan.ignore`):
/// an iOS status bar, whose clock and battery show anything on anything, a live camera preview, an ad
/// slot. Each is a rectangle in points (scaled by the file's scale) or percent of the screenshot, for
/// the files a glob names (all when it names none). A finding lying mostly inside one is marked with the
/// region's name and suppressed: counted as ignored, never dropped, never failing the run.
public struct IgnoredRegions: Sendable {
    struct Region: Sendable {
        let name: String
        let glob: GlobPattern?
        /// x, y, width, height: points, or a share of the screenshot's width or height.
        let edges: [(value: Double, percent: Bool)]
    }

    let regions: [Region]
    let rules: ScanPathRules

    /// The keys of one region.
    static let keys: Set = ["x", "y", "width", "height", "glob", "name"]

    /// - Parameter rules: the same file's path rules, whose folder the globs are relative to.
    public init(configuration: ConfigurationFile, rules: ScanPathRules) throws(ConfigurationError) {
        self.rules = rules
        var regions: [Region] = []
        for entry in configuration.entries(for: "scan") where entry.key == "ignore" {
            guard case .maps(let maps) = entry.value else {
                throw .wrongType(file: configuration.path, line: entry.line, key: "ignore",
                                 expected: "a list of regions, each {x, y, width, height} and optionally glob and name")
            }
            for (index, map) in maps.enumerated() {
                func fail(_ expected: String) -> ConfigurationError {
                    .wrongType(file: configuration.path, line: entry.line, key: "ignore[\(index)]", expected: expected)
                }
                if let unknown = map.keys.first(where: { !Self.keys.contains($0) }) {
                    throw .unknownKey(file: configuration.path, line: entry.line, key: "ignore[\(index)].\(unknown)", known: Self.keys.sorted())
                }
                var edges: [(Double, Bool)] = []
                for key in ["x", "y", "width", "height"] {
                    guard let text = map[key] else { throw fail("\(key) in points or percent") }
                    let percent = text.hasSuffix("%")
                    guard let value = Double(percent ? String(text.dropLast()) : text), value >= 0, value.isFinite else {
                        throw fail("\(key) as a number of points or a percentage, not '\(text)'")
                    }
                    edges.append((percent ? value / 100 : value, percent))
                }
                var glob: GlobPattern?
                if let text = map["glob"] {
                    guard let pattern = GlobPattern(text) else {
                        throw .badGlob(file: configuration.path, line: entry.line, key: "ignore[\(index)].glob", glob: text)
                    }
                    glob = pattern
                }
                regions.append(Region(name: map["name"] ?? "ignored region \(index + 1)", glob: glob, edges: edges))
            }
        }
        self.regions = regions
    }

    public var isEmpty: Bool { regions.isEmpty }

    /// `findings` of the file at `path` with those inside a region marked and suppressed.
    public func apply(to findings: [Finding], file: ScannedFile, path: String) -> [Finding] {
        guard let width = file.width, let height = file.height else { return findings }
        let scale = file.scale?.scale ?? 1
        let boxes: [(name: String, box: PixelRect)] = regions.compactMap { region in
            guard region.glob.map({ rules.matches($0, path) }) ?? true else { return nil }
            let sides = [Double(width), Double(height), Double(width), Double(height)]
            let pixels = zip(region.edges, sides).map { edge, side in Int((edge.percent ? edge.value * side : edge.value * scale).rounded()) }
            return (region.name, PixelRect(x: pixels[0], y: pixels[1], width: pixels[2], height: pixels[3]))
        }
        guard !boxes.isEmpty else { return findings }
        return findings.map { finding in
            guard let box = finding.box, let region = boxes.first(where: { 2 * box.clamped(to: $0.box).area >= box.area }) else {
                return finding
            }
            var marked = finding
            marked.ignoredBy = region.name
            marked.suppressed = true
            return marked
        }
    }
}

import Foundation
import LegibleColor

/// A categorical group's distinguishability under one kind of vision in one appearance.
public struct GroupCheck: Sendable, Codable {
    public struct Collapse: Sendable, Codable {
        public let first: String
        public let second: String
        public let deltaE: Double
        /// The two colours as this vision sees them (composited onto the backdrop), for swatches; not in palette.json.
        public var seen: (first: SRGBColor, second: SRGBColor)?

        enum CodingKeys: String, CodingKey {
            case first, second, deltaE
        }
    }

    public let group: String
    public let variant: String
    /// `normal`, or a deficiency's name.
    public let vision: String
    public let minimumDeltaE: Double
    /// Pairs closer than the limit: people with this vision may not tell them apart.
    public let collapsing: [Collapse]

    /// One line per group and variant that collapses for someone: which visions, how many pairs, the closest.
    public static func summaries(_ checks: [GroupCheck]) -> [String] {
        var lines: [String] = []
        var seen = Set<String>()
        for check in checks where seen.insert(check.group + "/" + check.variant).inserted {
            let same = checks.filter { $0.group == check.group && $0.variant == check.variant && !$0.collapsing.isEmpty }
            guard !same.isEmpty else { continue }
            let visions = same.map { "\($0.vision) (\($0.collapsing.count))" }.joined(separator: ", ")
            let worst = same.flatMap { c in c.collapsing.map { (c.vision, $0) } }.min { $0.1.deltaE < $1.1.deltaE }!
            lines.append("group '\(check.group)' in \(check.variant) collapses for \(visions); closest: \(worst.1.first)/\(worst.1.second) ΔE \(String(format: "%.1f", worst.1.deltaE)) (\(worst.0))")
        }
        return lines
    }
}

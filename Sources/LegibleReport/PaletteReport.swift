import Foundation
import LegiblePolicy
import LegiblePalette

/// Everything `legible palette` produced: each palette's results and the palettes that could not be read.
public struct PaletteReport: Sendable {
    public struct Failure: Sendable, Codable {
        public let source: String
        public let message: String

        public init(source: String, message: String) {
            self.source = source
            self.message = message
        }
    }

    public let requirement: ContrastRequirement
    public let results: [PaletteResult]
    public let failures: [Failure]

    public init(requirement: ContrastRequirement, results: [PaletteResult], failures: [Failure]) {
        self.requirement = requirement
        self.results = results
        self.failures = failures
    }

    public var failCount: Int { results.reduce(0) { $0 + $1.pairs.filter { $0.verdict == .fail }.count } }
    public var reviewCount: Int { results.reduce(0) { $0 + $1.pairs.filter { $0.verdict == .review }.count } }
    public var pairCount: Int { results.reduce(0) { $0 + $1.pairs.count } }
    public var collapsingGroups: [GroupCheck] { results.flatMap { $0.groups.filter { !$0.collapsing.isEmpty } } }
}

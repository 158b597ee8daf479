import Foundation
import LegibleBase

/// Why a `--shard` value cannot be used.
public struct ShardError: LocalizedError, Sendable {
    public let value: String

    public var errorDescription: String? {
        "--shard '\(value)' is not K/N with 0 ≤ K < N (K counts from 0, as Kubernetes' JOB_COMPLETION_INDEX does)"
    }
}

/// One of N parts of a batch, for running it on N machines: a file belongs to the shard its path
/// hashes to, so every machine given the same inputs agrees on the split, run after run.
public struct Shard: Hashable, Sendable {
    public let index: Int
    public let count: Int

    /// Parses `K/N`.
    public init(parsing value: String) throws(ShardError) {
        let parts = value.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count > 0, (0..<count).contains(index) else {
            throw ShardError(value: value)
        }
        self.index = index
        self.count = count
    }

    /// Whether the input is this shard's, by its path as reports show it.
    public func contains(_ input: DiscoveredInput) -> Bool {
        Int(PathHash.fnv1a(FileSystemPath.display(input.path)) % UInt64(count)) == index
    }
}

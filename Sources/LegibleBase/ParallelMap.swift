import Dispatch
import Foundation

/// Runs `body` for indices `0..<count` on at most `jobs` threads and returns the results in index
/// order. Workers take the next index as they finish, so at most `jobs` items are in flight and
/// memory stays bounded by `jobs` images, whatever `count` is.
public func parallelMap<Result: Sendable>(
    count: Int, jobs: Int, _ body: @Sendable (Int) -> Result
) -> [Result] {
    guard count > 0 else { return [] }
    let slots = ResultSlots<Result>(count: count)
    let workers = max(1, min(jobs, count))
    let next = IndexCounter()
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while let index = next.take(below: count) {
            slots.store(body(index), at: index)
        }
    }
    return slots.results()
}

/// Hands out indices once each, across threads.
private final class IndexCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard value < limit else { return nil }
        value += 1
        return value - 1
    }
}

/// One slot per index, each written by exactly one worker.
private final class ResultSlots<Result>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Result?]

    init(count: Int) {
        values = Array(repeating: nil, count: count)
    }

    func store(_ value: Result, at index: Int) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }

    func results() -> [Result] {
        values.map { $0! }
    }
}

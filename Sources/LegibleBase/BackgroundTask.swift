import Dispatch

/// Work started on another thread at once, whose result is waited for when it is needed: for two
/// parallel maps side by side, which nested in one another would run one index at a time (libdispatch
/// does not widen an apply inside another).
final class BackgroundTask<Value: Sendable>: @unchecked Sendable {
    private let finished = DispatchSemaphore(value: 0)
    /// Written once by the work, read once after `finished` says it was.
    private var result: Result<Value, any Error>?

    init(_ work: @escaping @Sendable () throws -> Value) {
        DispatchQueue.global().async {
            self.result = Result(catching: work)
            self.finished.signal()
        }
    }

    /// Waits for the work and returns what it returned, or throws what it threw.
    func value() throws -> Value {
        finished.wait()
        return try result!.get()
    }
}

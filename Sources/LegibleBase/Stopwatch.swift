import Dispatch

/// Seconds since the last lap, for `--timings`.
public struct Stopwatch: Sendable {
    private var last = DispatchTime.now().uptimeNanoseconds

    public init() {}

    public mutating func lap() -> Double {
        let now = DispatchTime.now().uptimeNanoseconds
        defer { last = now }
        return Double(now - last) / 1e9
    }
}

import Dispatch

/// Seconds spent in each stage of the pipeline, summed over work items.
public struct StageTimings: Sendable {
    public var decode: Double = 0
    public var simulate: Double = 0
    public var encode: Double = 0

    public init() {}

    mutating func measure<T, E: Error>(_ stage: WritableKeyPath<StageTimings, Double>, _ work: () throws(E) -> T) throws(E) -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        defer { self[keyPath: stage] += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        return try work()
    }

    public static func + (lhs: StageTimings, rhs: StageTimings) -> StageTimings {
        var sum = lhs
        sum.decode += rhs.decode
        sum.simulate += rhs.simulate
        sum.encode += rhs.encode
        return sum
    }
}

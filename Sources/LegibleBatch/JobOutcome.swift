import LegiblePolicy

/// What a job tells its user when it ends: lines for standard output, an optional timing summary,
/// and the exit status. Notes and problems along the way go to the job's `notify` as they happen.
public struct JobOutcome: Sendable {
    public var lines: [String]
    /// `--timings`: where the time went, when it was asked for.
    public var timings: String?
    public var status: ExitStatus

    public init(lines: [String], timings: String? = nil, status: ExitStatus) {
        self.lines = lines
        self.timings = timings
        self.status = status
    }
}

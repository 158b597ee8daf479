/// What a run's exit code says: 0 all clear, 1 a check failed, 2 bad usage or an unreadable input.
public enum ExitStatus: Int32, Sendable {
    case success = 0
    case findings = 1
    case unusable = 2

    /// An unreadable input outranks failing findings: a run that could not look at everything has not
    /// found out whether everything passes.
    public init(unreadable: Bool, failing: Bool) {
        self = unreadable ? .unusable : failing ? .findings : .success
    }
}

import Foundation

/// Why a job could not run at all.
public enum JobError: Error, LocalizedError, Sendable {
    /// No input to work on: almost always a wrong path or pattern, which a green run over nothing would hide.
    case noInputs(String)

    public var errorDescription: String? {
        switch self {
        case .noInputs(let message): return message
        }
    }
}

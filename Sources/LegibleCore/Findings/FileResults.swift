/// A file that could not be processed, and why, as it appears in JSON output.
public struct FileFailure: Sendable, Codable {
    public let file: String
    public let message: String

    public init(file: String, error: any Error) {
        self.file = file
        message = error.localizedDescription
    }
}

/// Per-file results with the files that failed beside them, so nothing is silently dropped.
public struct FileResults<Result: Codable & Sendable>: Sendable, Codable {
    public let results: [Result]
    public let errors: [FileFailure]

    public init(results: [Result], errors: [FileFailure]) {
        self.results = results
        self.errors = errors
    }
}

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

extension FileResults {
    /// `describe`'s result for each file in order, and each file it threw for, told to `notify` as it happens.
    public init(of files: [String], notify: (String) -> Void, _ describe: (String) throws -> Result) {
        var results: [Result] = []
        var errors: [FileFailure] = []
        for file in files {
            do {
                results.append(try describe(file))
            } catch {
                notify(error.localizedDescription)
                errors.append(FileFailure(file: file, error: error))
            }
        }
        self.init(results: results, errors: errors)
    }
}

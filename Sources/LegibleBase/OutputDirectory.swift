import Foundation

/// Why an output folder cannot be used.
public struct OutputDirectoryError: LocalizedError, Sendable {
    public let path: String
    public let reason: String

    public var errorDescription: String? { "cannot write to the output folder \(path): \(reason)" }
}

/// Makes sure an output folder exists and is writable before any work starts, so a long batch
/// never fails at its very end.
public enum OutputDirectory {
    /// Returns whether it created the folder, so that a run that then cannot start removes it again.
    @discardableResult
    public static func prepare(_ path: String) throws(OutputDirectoryError) -> Bool {
        var isDirectory: ObjCBool = false
        var created = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw OutputDirectoryError(path: path, reason: "it is a file") }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
                created = true
            } catch {
                throw OutputDirectoryError(path: path, reason: "it cannot be created")
            }
        }
        guard access(path, W_OK) == 0 else { throw OutputDirectoryError(path: path, reason: "permission denied") }
        removeStaleTemporaries(in: path)
        return created
    }

    /// Removes a folder `prepare` created when nothing was written into it.
    public static func removeIfEmpty(_ path: String) {
        if FileSystemPath.contents(ofDirectory: path)?.isEmpty == true { rmdir(path) }
    }

    /// Runs `body`; when it returns, removes the folder at `path` if it did not exist before and was left
    /// empty (a report's previews folder when no screenshot had anything to outline).
    public static func leavingNoEmptyFolder<Result>(at path: String, _ body: () throws -> Result) rethrows -> Result {
        let existed = FileSystemPath.contents(ofDirectory: path) != nil
        let result = try body()
        if !existed { removeIfEmpty(path) }
        return result
    }

    /// Reports are written to `<name>.tmp-<pid>` and renamed into place; a run that was killed leaves
    /// its temporary behind. Those of processes that no longer exist are removed.
    static func removeStaleTemporaries(in path: String) {
        for name in FileSystemPath.contents(ofDirectory: path) ?? [] {
            guard let range = name.range(of: ".tmp-", options: .backwards),
                  let pid = Int32(name[range.upperBound...].prefix { $0.isNumber }), pid > 0
            else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { unlink(path + "/" + name) }
        }
    }
}

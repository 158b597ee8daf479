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
    public static func prepare(_ path: String) throws(OutputDirectoryError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw OutputDirectoryError(path: path, reason: "it is a file") }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw OutputDirectoryError(path: path, reason: "it cannot be created")
            }
        }
        guard access(path, W_OK) == 0 else { throw OutputDirectoryError(path: path, reason: "permission denied") }
    }
}

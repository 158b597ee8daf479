import Foundation

/// Runs the built `legible` binary, as a user would, and captures what it says.
struct LegibleRunner {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The products directory: the test bundle sits beside the executable.
    static let binary: URL = {
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent("legible"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("legible"),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("legible"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }()

    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Real Android screenshots, present when the repository is checked out beside shared/.
    static let corpus = fixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/corpus/real-android").path

    static func fixture(_ relative: String) -> String {
        fixtures.appendingPathComponent(relative).path
    }

    static func run(_ arguments: [String], stdin: String? = nil, directory: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let input = Pipe()
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
        let stderrData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
            stderr: String(decoding: stderrData, as: UTF8.self))
    }
}

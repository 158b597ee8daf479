import Foundation
import LegibleBase

/// One input found by discovery: a PNG to process, or a path that cannot be (so it is reported, not lost).
public enum DiscoveredInput: Hashable, Sendable {
    case file(String)
    case problem(path: String, reason: String)

    public var path: String {
        switch self {
        case .file(let path), .problem(let path, _): return path
        }
    }
}

/// Why a path given on the command line could not be turned into inputs.
public struct DiscoveryError: LocalizedError, Hashable, Sendable {
    public let path: String
    public let reason: String

    public var errorDescription: String? { "\(path): \(reason)" }
}

/// Turns the paths a user gives into the PNG files to process: files as given, folders walked
/// recursively for `.png` (any case), `-` read from standard input one path per line.
/// Symbolic links are followed, but no folder is walked twice, so loops end.
public struct FileDiscovery: Sendable {
    public init() {}

    /// Inputs in a stable order: each argument's files sorted by path, arguments in the order given.
    /// `standardInput` supplies the lines for `-`.
    public func discover(_ arguments: [String], standardInput: () -> [String] = FileDiscovery.readStandardInput)
        -> [DiscoveredInput]
    {
        var visited = Set<FileIdentity>()
        var seenFiles = Set<String>()
        var inputs: [DiscoveredInput] = []
        var expanded: [String] = []
        for argument in arguments {
            if argument == "-" {
                expanded += standardInput().filter { !$0.isEmpty }
            } else {
                expanded.append(argument)
            }
        }
        for path in expanded {
            for input in discover(path, explicit: true, visited: &visited) {
                if case .file(let file) = input {
                    guard seenFiles.insert(file).inserted else { continue }
                }
                inputs.append(input)
            }
        }
        return inputs
    }

    public static func readStandardInput() -> [String] {
        var lines: [String] = []
        while let line = readLine(strippingNewline: true) {
            lines.append(line.hasSuffix("\r") ? String(line.dropLast()) : line)
        }
        return lines
    }

    private func discover(_ path: String, explicit: Bool, visited: inout Set<FileIdentity>) -> [DiscoveredInput] {
        var status = stat()
        guard FileSystemPath.withCString(path, { stat($0, &status) }) == 0 else {
            var linkStatus = stat()
            if FileSystemPath.withCString(path, { lstat($0, &linkStatus) }) == 0, (linkStatus.st_mode & S_IFMT) == S_IFLNK {
                return [.problem(path: path, reason: "dangling symbolic link (its target does not exist)")]
            }
            return explicit ? [.problem(path: path, reason: "no such file or folder")] : []
        }
        if (status.st_mode & S_IFMT) == S_IFDIR {
            guard visited.insert(FileIdentity(status)).inserted else { return [] }
            guard let names = FileSystemPath.contents(ofDirectory: path) else {
                return [.problem(path: path, reason: "the folder cannot be read (permission denied?)")]
            }
            let base = path.hasSuffix("/") ? path : path + "/"
            return names.sorted().flatMap { name -> [DiscoveredInput] in
                let child = base + name
                if name.lowercased().hasSuffix(".png") || isDirectory(child) {
                    return discover(child, explicit: false, visited: &visited)
                }
                return []
            }
        }
        if (status.st_mode & S_IFMT) == S_IFREG {
            return [.file(path)]
        }
        return [.problem(path: path, reason: "not a regular file")]
    }

    private func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return FileSystemPath.withCString(path, { stat($0, &status) }) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}

/// A folder's identity on disk, so that a symlink loop is walked once.
private struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}

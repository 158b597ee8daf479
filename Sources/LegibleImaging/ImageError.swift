import Foundation
import LegibleBase

/// Why an image could not be read or written. Every case names the file.
public enum ImageError: LocalizedError, Equatable, Sendable {
    /// The file could not be opened or read (missing, a directory, no permission).
    case unreadable(path: String, reason: String)
    /// The file has no bytes.
    case empty(path: String)
    /// The file does not start with the PNG signature (a JPEG renamed `.png`, random bytes).
    case notPNG(path: String)
    /// libpng rejected the file (truncated, bad CRC, bad zlib stream); `reason` is libpng's.
    case corrupt(path: String, reason: String)
    /// The header claims more pixels than allowed; nothing was allocated.
    case tooLarge(path: String, width: Int, height: Int, limit: Int)
    /// Writing a PNG failed.
    case unwritable(path: String, reason: String)

    public var path: String {
        switch self {
        case .unreadable(let path, _), .empty(let path), .notPNG(let path), .corrupt(let path, _),
            .tooLarge(let path, _, _, _), .unwritable(let path, _):
            return path
        }
    }

    public var errorDescription: String? {
        let path = FileSystemPath.display(self.path)
        switch self {
        case .unreadable(_, let reason):
            return "\(path): cannot read the file: \(reason)"
        case .empty:
            return "\(path): the file is empty (0 bytes); was it written completely?"
        case .notPNG:
            return "\(path): not a PNG file (the PNG signature is missing); only PNG is supported"
        case .corrupt(_, let reason):
            return "\(path): the PNG is damaged: \(reason)"
        case .tooLarge(_, let width, let height, let limit):
            return "\(path): \(width)×\(height) is \(width * height) pixels, more than the limit of \(limit); raise --max-pixels to read it"
        case .unwritable(_, let reason):
            return "\(path): cannot write the PNG: \(reason)"
        }
    }
}

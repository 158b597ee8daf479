import Foundation

/// Locates files under Tests/Fixtures, the committed reference data.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }

    static func data(_ relative: String) throws -> Data {
        try Data(contentsOf: root.appendingPathComponent(relative))
    }

    /// A new empty folder under the temporary directory, for what a test writes.
    static func scratchFolder(_ label: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("legible-\(label)-\(UUID())").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func decode<T: Decodable>(_ type: T.Type, from relative: String) throws -> T {
        try JSONDecoder().decode(T.self, from: data(relative))
    }
}

/// `|a - b| <= tolerance`, for computed floating-point values.
func approximatelyEqual(_ a: Double, _ b: Double, tolerance: Double) -> Bool {
    abs(a - b) <= tolerance
}

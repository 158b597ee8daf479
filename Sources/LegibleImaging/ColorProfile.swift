/// The colour space a PNG's pixels are in, and how we know.
public struct ColorProfile: Hashable, Sendable, Codable {
    /// The colour spaces Legible converts from.
    public enum Space: String, Sendable, Codable {
        /// sRGB, tagged or assumed.
        case srgb
        /// Display P3: converted to sRGB before anything is measured.
        case displayP3 = "display-p3"
        /// Some other space: the pixels are treated as sRGB, and `note` says so.
        case other
    }

    public let space: Space
    /// Where the answer came from, e.g. `iCCP "Display P3"`, `sRGB chunk`, `untagged`.
    public let source: String
    /// Set when the pixels are used as sRGB without knowing they are: untagged or unrecognised.
    public let note: String?

    public init(space: Space, source: String, note: String? = nil) {
        self.space = space
        self.source = source
        self.note = note
    }

    /// What the info command and reports print: `Display P3 (iCCP "Display P3")`.
    public var summary: String {
        let name: String
        switch space {
        case .srgb: name = "sRGB"
        case .displayP3: name = "Display P3"
        case .other: name = "other"
        }
        return "\(name) (\(source))"
    }
}

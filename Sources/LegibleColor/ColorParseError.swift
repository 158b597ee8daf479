import Foundation

/// Why a colour typed by a user (or written in a palette) could not be read.
public struct ColorParseError: LocalizedError, Equatable, Sendable {
    /// The text exactly as given.
    public let input: String
    /// What is wrong with it.
    public let reason: String

    public init(input: String, reason: String) {
        self.input = input
        self.reason = reason
    }

    public var errorDescription: String? {
        "'\(input)' is not a colour: \(reason). Use #rgb, #rrggbb, #rrggbbaa, rgb(…), hsl(…) or color(display-p3 r g b)."
    }
}

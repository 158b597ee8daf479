import Foundation

/// Why a palette could not be read. Every case names the file, and the token where there is one.
public enum PaletteError: LocalizedError, Equatable, Sendable {
    case unreadable(file: String, reason: String)
    case invalidJSON(file: String, reason: String)
    case unknownFormat(file: String)
    case invalidColor(file: String, token: String, reason: String)
    case unsupportedColorSpace(file: String, token: String, space: String)
    case missingValue(file: String, token: String)
    case wrongType(file: String, token: String, expected: String)
    case aliasCycle(file: String, tokens: [String])
    case unresolvedAlias(file: String, token: String, target: String)
    case unknownToken(file: String, token: String, context: String)
    case invalidLine(file: String, line: Int, reason: String)
    /// An alias whose target is a token of another type (a cubic Bézier, a dimension).
    case notAColor(file: String, token: String, target: String, type: String)
    /// A file (or a set of files read together) that holds no colour token at all.
    case noColorTokens(file: String)

    public var file: String {
        switch self {
        case .unreadable(let file, _), .invalidJSON(let file, _), .unknownFormat(let file), .invalidColor(let file, _, _),
            .unsupportedColorSpace(let file, _, _), .missingValue(let file, _), .wrongType(let file, _, _),
            .aliasCycle(let file, _), .unresolvedAlias(let file, _, _), .unknownToken(let file, _, _),
            .invalidLine(let file, _, _), .notAColor(let file, _, _, _), .noColorTokens(let file):
            return file
        }
    }

    public var errorDescription: String? {
        switch self {
        case .unreadable(let file, let reason): return "\(file): cannot read the palette: \(reason)"
        case .invalidJSON(let file, let reason): return "\(file): not valid JSON: \(reason)"
        case .unknownFormat(let file):
            return "\(file): not a palette format Legible reads (.palette.json, .tokens.json, .resolver.json, .xcassets, .gpl, .csv, .css custom properties, Android res/values*/colors.xml, a Tokens Studio $themes.json)"
        case .invalidColor(let file, let token, let reason): return "\(file): token '\(token)': \(reason)"
        case .unsupportedColorSpace(let file, let token, let space):
            return "\(file): token '\(token)': the colour space '\(space)' is not supported (use srgb, srgb-linear, display-p3, hsl, hwb, lab, lch, oklab, oklch, xyz-d65 or xyz-d50)"
        case .missingValue(let file, let token): return "\(file): token '\(token)' has no colour value"
        case .wrongType(let file, let token, let expected): return "\(file): token '\(token)': expected \(expected)"
        case .aliasCycle(let file, let tokens): return "\(file): aliases form a cycle: \(tokens.joined(separator: " → "))"
        case .unresolvedAlias(let file, let token, let target):
            return "\(file): token '\(token)' refers to '\(target)', which is not defined in what was read"
        case .unknownToken(let file, let token, let context): return "\(file): \(context) names '\(token)', which is not a token"
        case .invalidLine(let file, let line, let reason): return "\(file):\(line): \(reason)"
        case .notAColor(let file, let token, let target, let type):
            return "\(file): token '\(token)' is a colour but refers to '\(target)', a \(type) token"
        case .noColorTokens(let file): return "\(file): holds no colour token (nothing to check)"
        }
    }
}

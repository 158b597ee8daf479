import Foundation

/// APCA lightness contrast Lc (apca-w3 0.1.9, constants "0.0.98G-4g").
///
/// Positive for dark text on a light background, negative for light text on dark;
/// polarity matters, so callers should show the sign.
public enum APCAContrast {
    // SA98G constants from apca-w3 0.1.9 src/apca-w3.js.
    static let mainTRC = 2.4
    static let redCoefficient = 0.2126729
    static let greenCoefficient = 0.7151522
    static let blueCoefficient = 0.0721750
    static let normBG = 0.56
    static let normTXT = 0.57
    static let revTXT = 0.62
    static let revBG = 0.65
    static let blackThreshold = 0.022
    static let blackClamp = 1.414
    static let scaleBoW = 1.14
    static let scaleWoB = 1.14
    static let loBoWOffset = 0.027
    static let loWoBOffset = 0.027
    static let deltaYMin = 0.0005
    static let loClip = 0.1

    /// APCA's screen luminance estimate: a simple 2.4 power per channel (not the sRGB curve).
    public static func luminance(_ color: SRGBColor) -> Double {
        func channel(_ v: Double) -> Double { pow(min(max(v, 0), 1), mainTRC) }
        return redCoefficient * channel(color.red) + greenCoefficient * channel(color.green)
            + blueCoefficient * channel(color.blue)
    }

    /// Lc of opaque text on an opaque background.
    public static func lc(text: SRGBColor, background: SRGBColor) -> Double {
        lc(textLuminance: luminance(text), backgroundLuminance: luminance(background))
    }

    /// Lc from APCA screen luminances.
    public static func lc(textLuminance: Double, backgroundLuminance: Double) -> Double {
        lc(text: Powers(textLuminance), background: Powers(backgroundLuminance))
    }

    /// A luminance soft-clamped near black with the four powers APCA raises it to, computed once so
    /// that a colour met in many pairs (a palette grid) costs no `pow` per pair.
    public struct Powers: Sendable {
        let valid: Bool
        let clamped: Double
        let normBG: Double
        let normTXT: Double
        let revBG: Double
        let revTXT: Double

        public init(_ luminance: Double) {
            valid = (0...1.1).contains(luminance)
            let y = luminance > blackThreshold ? luminance : luminance + pow(max(0, blackThreshold - luminance), blackClamp)
            clamped = y
            normBG = pow(y, APCAContrast.normBG)
            normTXT = pow(y, APCAContrast.normTXT)
            revBG = pow(y, APCAContrast.revBG)
            revTXT = pow(y, APCAContrast.revTXT)
        }
    }

    /// Lc from precomputed powers.
    public static func lc(text: Powers, background: Powers) -> Double {
        guard text.valid, background.valid, abs(background.clamped - text.clamped) >= deltaYMin else { return 0 }
        if background.clamped > text.clamped {
            let s = (background.normBG - text.normTXT) * scaleBoW
            return s < loClip ? 0 : (s - loBoWOffset) * 100
        } else {
            let s = (background.revBG - text.revTXT) * scaleWoB
            return s > -loClip ? 0 : (s + loWoBOffset) * 100
        }
    }
}

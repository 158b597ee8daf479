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
        guard (0...1.1).contains(textLuminance), (0...1.1).contains(backgroundLuminance) else { return 0 }
        func softClamp(_ y: Double) -> Double {
            y > blackThreshold ? y : y + pow(blackThreshold - y, blackClamp)
        }
        let text = softClamp(textLuminance)
        let background = softClamp(backgroundLuminance)
        guard abs(background - text) >= deltaYMin else { return 0 }
        if background > text {
            let s = (pow(background, normBG) - pow(text, normTXT)) * scaleBoW
            return s < loClip ? 0 : (s - loBoWOffset) * 100
        } else {
            let s = (pow(background, revBG) - pow(text, revTXT)) * scaleWoB
            return s > -loClip ? 0 : (s + loWoBOffset) * 100
        }
    }
}

import LegibleColor
import LegibleImaging

/// Classic Invert and Smart Invert as iOS describes them (Accessibility ▸ Display & Text Size): Classic
/// inverts every colour; Smart Invert inverts the interface but keeps images, photos, video and
/// full-colour icons as they are, and leaves an interface that is already dark alone.
public enum ColorInversion {
    /// A screen whose mean relative luminance is under this is already dark: Smart Invert leaves it.
    public static let darkScreenLuminance = 0.2

    /// Every channel inverted in sRGB (255 − value), alpha kept: what Classic Invert shows.
    public static func classic(_ buffer: PixelBuffer) -> PixelBuffer {
        var output = buffer
        output.pixels.withUnsafeMutableBufferPointer { pixels in
            var offset = 0
            while offset < pixels.count {
                pixels[offset] = 255 - pixels[offset]
                pixels[offset + 1] = 255 - pixels[offset + 1]
                pixels[offset + 2] = 255 - pixels[offset + 2]
                offset += 4
            }
        }
        return output
    }

    /// The mean relative luminance of the opaque-enough pixels, 0 (black) to 1 (white).
    public static func meanLuminance(_ buffer: PixelBuffer) -> Double {
        var total = 0.0
        var count = 0
        buffer.pixels.withUnsafeBufferPointer { pixels in
            var offset = 0
            while offset < pixels.count {
                if pixels[offset + 3] != 0 {
                    total += PackedRGB(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2]).luminance
                    count += 1
                }
                offset += 4
            }
        }
        return count > 0 ? total / Double(count) : 0
    }

    /// Smart Invert of `buffer`, keeping the pixels of `kept` (images and full-colour icons) as they are;
    /// `buffer` itself when its interface is already dark.
    public static func smart(_ buffer: PixelBuffer, keeping kept: [PixelRect]) -> PixelBuffer {
        guard meanLuminance(buffer) >= darkScreenLuminance else { return buffer }
        var output = classic(buffer)
        for rect in kept {
            let area = rect.clamped(to: buffer.bounds)
            guard area.area > 0 else { continue }
            for y in area.y..<area.maxY {
                let start = (y * buffer.width + area.x) * 4
                output.pixels.replaceSubrange(start..<(start + area.width * 4), with: buffer.pixels[start..<(start + area.width * 4)])
            }
        }
        return output
    }
}

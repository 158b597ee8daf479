import CLibPNG
import LegibleColor

/// Decides a PNG's colour space from its chunks, in PNG 3's order of precedence:
/// cICP, then iCCP, then sRGB, then cHRM. Display P3 is recognised by its primaries,
/// not only by its name.
enum ColorProfileIdentifier {
    static func identify(_ header: legible_png_header) -> ColorProfile {
        if header.has_cicp != 0 {
            return fromCICP(primaries: header.cicp.0, transfer: header.cicp.1)
        }
        if header.has_iccp != 0, let profile = header.iccp_profile {
            let bytes = Array(UnsafeBufferPointer(start: profile, count: Int(header.iccp_length)))
            let name = withUnsafeBytes(of: header.iccp_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            return fromICC(bytes, chunkName: name)
        }
        if header.has_srgb != 0 {
            return ColorProfile(space: .srgb, source: "sRGB chunk")
        }
        if header.has_chrm != 0 {
            let c = header.chrm
            let primaries = [c.2, c.3, c.4, c.5, c.6, c.7]
            if matches(primaries, srgbChromaticities) {
                return ColorProfile(space: .srgb, source: "cHRM primaries")
            }
            if matches(primaries, displayP3Chromaticities) {
                return ColorProfile(space: .displayP3, source: "cHRM primaries")
            }
            return ColorProfile(
                space: .other, source: "cHRM primaries",
                note: "unrecognised primaries; pixels treated as sRGB")
        }
        return ColorProfile(space: .srgb, source: "untagged", note: "no colour profile; assumed sRGB")
    }

    /// ITU-T H.273 codes: primaries 1 = BT.709 (sRGB), 12 = SMPTE EG 432-1 (Display P3); transfer 13 = sRGB.
    static func fromCICP(primaries: UInt8, transfer: UInt8) -> ColorProfile {
        let source = "cICP \(primaries)/\(transfer)"
        let transferNote = transfer == 13 || transfer == 1 ? nil : "transfer \(transfer) is not the sRGB curve; pixels read as sRGB-encoded"
        switch primaries {
        case 1: return ColorProfile(space: .srgb, source: source, note: transferNote)
        case 12: return ColorProfile(space: .displayP3, source: source, note: transferNote)
        default:
            return ColorProfile(space: .other, source: source, note: "primaries \(primaries) are not supported; pixels treated as sRGB")
        }
    }

    static func fromICC(_ bytes: [UInt8], chunkName: String) -> ColorProfile {
        guard let icc = ICCProfile(bytes) else {
            return ColorProfile(space: .other, source: "iCCP \"\(chunkName)\"", note: "unreadable ICC profile; pixels treated as sRGB")
        }
        let label = icc.description ?? chunkName
        let source = "iCCP \"\(label)\""
        if icc.dataColorSpace == "GRAY" {
            return ColorProfile(space: .srgb, source: source, note: "grey ICC profile; grey levels read as sRGB")
        }
        if let colorants = icc.colorants {
            if matchesColorants(colorants, srgbColorantsD50) { return ColorProfile(space: .srgb, source: source) }
            if matchesColorants(colorants, displayP3ColorantsD50) { return ColorProfile(space: .displayP3, source: source) }
            return ColorProfile(space: .other, source: source, note: "unrecognised primaries; pixels treated as sRGB")
        }
        let lowered = label.lowercased()
        if lowered.contains("display p3") { return ColorProfile(space: .displayP3, source: source) }
        if lowered.contains("srgb") { return ColorProfile(space: .srgb, source: source) }
        return ColorProfile(space: .other, source: source, note: "profile without colorants; pixels treated as sRGB")
    }

    // Chromaticities x,y of red, green, blue.
    static let srgbChromaticities = [0.64, 0.33, 0.30, 0.60, 0.15, 0.06]
    static let displayP3Chromaticities = [0.680, 0.320, 0.265, 0.690, 0.150, 0.060]

    static func matches(_ values: [Double], _ reference: [Double], tolerance: Double = 0.005) -> Bool {
        zip(values, reference).allSatisfy { abs($0 - $1) <= tolerance }
    }

    static func matchesColorants(_ colorants: [[Double]], _ reference: [[Double]]) -> Bool {
        zip(colorants, reference).allSatisfy { matches($0, $1, tolerance: 0.004) }
    }

    static let srgbColorantsD50 = colorantsD50(chromaticities: srgbChromaticities)
    static let displayP3ColorantsD50 = colorantsD50(chromaticities: displayP3Chromaticities)

    /// The rXYZ/gXYZ/bXYZ an ICC profile stores for RGB primaries with a D65 white: the
    /// primaries' XYZ, Bradford-adapted to the D50 connection space.
    static func colorantsD50(chromaticities c: [Double]) -> [[Double]] {
        let white = [0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290]
        let primaries = (0..<3).map { i -> [Double] in
            let x = c[2 * i]
            let y = c[2 * i + 1]
            return [x / y, 1, (1 - x - y) / y]
        }
        // Scale each primary so the three sum to white: solve P·s = white.
        let scale = ColorMatrix(primaries).transposed.solve(white)
        let bradford = ColorMatrix([[0.8951, 0.2664, -0.1614], [-0.7502, 1.7135, 0.0367], [0.0389, -0.0685, 1.0296]])
        let d50 = [0.9642, 1.0, 0.8249]
        let sourceCone = bradford.apply(white)
        let targetCone = bradford.apply(d50)
        return (0..<3).map { i in
            let xyz = primaries[i].map { $0 * scale[i] }
            var cone = bradford.apply(xyz)
            for k in 0..<3 { cone[k] *= targetCone[k] / sourceCone[k] }
            return bradford.solve(cone)
        }
    }
}

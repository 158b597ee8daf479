import LegibleImaging

/// What `legible info` reports for one file.
public struct ImageInfoReport: Sendable, Codable {
    public let file: String
    public let info: ImageInfo

    public init(file: String, info: ImageInfo) {
        self.file = file
        self.info = info
    }

    public var text: String {
        let interlace = info.interlaced ? "Adam7 interlaced" : "not interlaced"
        var line = "\(file): \(info.width)×\(info.height), \(info.colorType.rawValue) \(info.bitDepth)-bit, \(interlace), \(info.profile.summary)"
        if let note = info.profile.note { line += "; \(note)" }
        return line
    }
}

/// What `legible colors` reports for one file.
public struct DominantColorsReport: Sendable, Codable {
    public let file: String
    public let width: Int
    public let height: Int
    public let profile: ColorProfile
    public let colors: [ColorShare]

    public init(file: String, image: DecodedImage, colors: [ColorShare]) {
        self.file = file
        width = image.info.width
        height = image.info.height
        profile = image.info.profile
        self.colors = colors
    }

    public var text: String {
        var lines = ["\(file): \(width)×\(height), \(profile.summary)"]
        for share in colors {
            let percent = (share.share * 1000).rounded() / 10
            lines.append("  \(share.color.hex)  \(percent)%")
        }
        return lines.joined(separator: "\n")
    }
}

import LegibleImaging

/// What a scan learned about one file besides its findings.
public struct ScannedFile: Sendable, Codable {
    public let file: String
    public let width: Int?
    public let height: Int?
    public let scale: ScaleEstimate?
    public let profile: ColorProfile?
    public let seconds: Double
    public let error: String?
    /// The name of the file's preview images in the HTML report's image folder, when written.
    public var preview: String?
    /// The file's place among all the inputs of the batch (shards included), so that the reports
    /// of shards merge in the order one machine would have written.
    public var position: Int?

    // The scanner, a layer up, makes these; a struct's own memberwise initializer is internal.
    package init(file: String, width: Int?, height: Int?, scale: ScaleEstimate?, profile: ColorProfile?, seconds: Double,
                 error: String?, preview: String? = nil, position: Int? = nil) {
        self.file = file
        self.width = width
        self.height = height
        self.scale = scale
        self.profile = profile
        self.seconds = seconds
        self.error = error
        self.preview = preview
        self.position = position
    }
}

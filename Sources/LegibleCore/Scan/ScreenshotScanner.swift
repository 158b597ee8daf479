import Dispatch

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
}

/// Finds every text run and graphic in a screenshot and judges its contrast, with no OCR and no
/// view hierarchy: background layer → ink components → text lines → colours and size → verdict.
public struct ScreenshotScanner: Sendable {
    public var requirement: ContrastRequirement
    /// `--scale`: UI points to pixels; estimated per file when nil.
    public var scale: Double?
    public var decoder: PNGDecoder
    /// Also measure each finding's ratio as seen with each colour-vision deficiency.
    public var colourVision: Bool

    public init(requirement: ContrastRequirement = ContrastRequirement(), scale: Double? = nil,
                decoder: PNGDecoder = PNGDecoder(), colourVision: Bool = false) {
        self.requirement = requirement
        self.scale = scale
        self.decoder = decoder
        self.colourVision = colourVision
    }

    /// Scans one file; an unreadable file gives one `error` finding, never a thrown error. With
    /// `previews`, a file with failing or review findings also gets its HTML report images.
    public func scan(fileAt path: String, previews: ReportPreviews? = nil) -> (file: ScannedFile, findings: [Finding]) {
        // Reports show the name people can read; the escaped one is only for opening the file.
        let shown = FileSystemPath.display(path)
        let start = DispatchTime.now().uptimeNanoseconds
        func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        let image: DecodedImage
        do {
            image = try decoder.decode(fileAt: path)
        } catch {
            let message = error.localizedDescription
            return (ScannedFile(file: shown, width: nil, height: nil, scale: nil, profile: nil, seconds: elapsed(), error: message),
                    [Finding.error(file: shown, message: message)])
        }
        let estimate = ScaleEstimate.estimate(path: path, width: image.buffer.width, option: scale)
        var findings = scan(image.buffer, file: shown, scale: estimate.scale)
        var preview: String?
        if let previews, findings.contains(where: { $0.verdict == .fail || $0.verdict == .review }) {
            do {
                preview = try previews.write(image.buffer, file: shown)
            } catch {
                findings.append(.error(file: shown, message: "\(shown): the HTML report's preview cannot be written: \(error.localizedDescription)"))
            }
        }
        return (ScannedFile(file: shown, width: image.buffer.width, height: image.buffer.height, scale: estimate,
                            profile: image.info.profile, seconds: elapsed(), error: nil, preview: preview), findings)
    }

    /// Scans decoded pixels; `scale` is image pixels per UI point.
    public func scan(_ buffer: PixelBuffer, file: String, scale: Double) -> [Finding] {
        guard buffer.width > 0, buffer.height > 0 else { return [] }
        let runs = ColourRuns(buffer)
        let layer = BackgroundLayer(runs: runs, minimumArea: Int(600 * scale * scale), minimumThickness: 2.5 * scale)
        let ink = InkComponents(layer: layer)
        let content = ink.components.indices.map { !SeamFilter.isSeam(ink.components[$0], index: $0, layer: layer, ink: ink) }
        let lines = TextLineGrouping().group(ink.components, including: content)
        let membership = LineMembership(lines: lines, componentCount: ink.components.count)
        return lines.indices.compactMap { index in
            finding(for: lines[index], index: Int32(index), membership: membership, layer: layer, ink: ink, file: file, scale: scale)
        }
        .sorted { ($0.box?.y ?? 0, $0.box?.x ?? 0) < ($1.box?.y ?? 0, $1.box?.x ?? 0) }
    }

    private func finding(for line: TextLineGrouping.Line, index: Int32, membership: LineMembership,
                         layer: BackgroundLayer, ink: InkComponents, file: String, scale: Double) -> Finding? {
        guard let kind = RunClassifier.classify(line, components: ink.components, scale: scale) else { return nil }
        let measurement = RunMeasurement(
            layer: layer, ink: ink, membership: membership, line: index, memberCount: line.members.count,
            rect: line.rect, glyphHeight: line.glyphHeight, background: line.background, text: kind == .text)
        let usage: Usage
        var fontPixels: Double?
        var bold: Bool?
        if kind == .text {
            fontPixels = measurement.fontPixels
            bold = measurement.bold
            usage = requirement.usage(for: TextSize(points: measurement.fontPixels / scale, bold: measurement.bold))
        } else {
            usage = .nonText
        }
        var range = ContrastRange(minimum: measurement.ratio, maximum: measurement.ratioMax)
        var message: String?
        if measurement.backgroundRange != nil {
            message = "the background varies (gradient, image or translucent material): ratio is a range"
        } else if kind == .text, let thin = measurement.thinTextRange(), !thin.isExact {
            range = thin
            message = "strokes thinner than a pixel: the text colour may be stronger than measured"
        }
        // A varying background (gradient, image, material) is always for a person to review, with the range
        // saying how bad it gets. Thin text is at least as strong as measured, so its worst case passing is a pass.
        let verdict: Verdict
        if kind == .graphic && line.background == nil && Double(line.rect.area) >= 48 * 48 * scale * scale {
            // Ink with no flat background anywhere around it: a photo, illustration or video frame.
            // Whatever text or controls it holds cannot be separated from it, so a person must look.
            verdict = .review
            message = "photo or complex image: text and graphics inside it are not measured"
        } else if measurement.backgroundRange != nil {
            verdict = .review
            if !range.maximum.meets(requirement.threshold(for: usage)) {
                message = "the background varies (gradient, image or translucent material) and the ratio fails across all of it"
            }
        } else {
            verdict = requirement.verdict(forAtLeast: range, usage: usage)
        }
        var finding = Finding(
            file: file, box: line.rect, kind: kind, foreground: measurement.foreground.hex,
            background: measurement.background.hex, ratio: range.minimum.value, ratioMax: range.maximum.value,
            apca: measurement.apca, fontPixels: fontPixels, fontPoints: fontPixels.map { $0 / scale }, bold: bold,
            level: requirement.level, usage: usage, threshold: requirement.threshold(for: usage), verdict: verdict,
            message: message)
        if colourVision {
            finding.colourVision = CVDRatios(foreground: measurement.foreground.color, background: measurement.background.color)
        }
        return finding
    }
}

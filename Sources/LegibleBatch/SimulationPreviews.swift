import Foundation
import LegibleImaging
import LegibleVision
import LegibleScan

/// Writes previews of images as people with other vision see them: `<stem>.<deficiency>.png` for each
/// colour-vision deficiency, `<stem>.low-vision-20-200.png` for each acuity, `<stem>.invert.png` and
/// `<stem>.smart-invert.png`, and optionally a `<stem>.sheet.png` with the original and every preview
/// in a grid, each under its name.
public struct SimulationPreviews: Sendable {
    public let simulators: [CVDSimulator]
    public let outputDirectory: String
    public let writeSheet: Bool
    public let decoder: PNGDecoder
    public let encoder: PNGEncoder
    /// Low-vision previews to write, one per acuity.
    public var lowVision: [LowVision] = []
    /// Write Classic and Smart Invert previews.
    public var invert = false
    /// `--scale`: image pixels per point, for the low-vision blur and the scan Smart Invert uses; estimated when nil.
    public var scale: Double?

    public init(simulators: [CVDSimulator], outputDirectory: String, writeSheet: Bool,
                decoder: PNGDecoder = PNGDecoder(), encoder: PNGEncoder = PNGEncoder()) {
        self.simulators = simulators
        self.outputDirectory = outputDirectory
        self.writeSheet = writeSheet
        self.decoder = decoder
        self.encoder = encoder
    }

    /// What one input produced, and where the time went.
    public struct Result: Sendable {
        public let input: String
        /// The files written, each with what is worth saying of it (Smart Invert's kept regions).
        public let outputs: [String]
        public let pixels: Int
        public let timings: StageTimings
    }

    /// Decodes `path`, simulates every deficiency and writes the previews under `stem`.
    public func render(path: String, stem: String, threads: Int = 1) throws(ImageError) -> Result {
        var timings = StageTimings()
        let image = try timings.measure(\.decode) { () throws(ImageError) in try decoder.decode(fileAt: path) }
        var outputs: [String] = []
        var panels = [ContactSheet.Panel(label: "original", image: image.buffer)]
        for simulator in simulators {
            let preview = timings.measure(\.simulate) { simulator.simulate(image.buffer, threads: threads) }
            let output = outputDirectory + "/\(stem).\(simulator.deficiency.rawValue).png"
            try timings.measure(\.encode) { () throws(ImageError) in try encoder.write(preview, to: output) }
            outputs.append(output)
            if writeSheet { panels.append(.init(label: simulator.label, image: preview)) }
        }
        let scale = ScaleEstimate.estimate(path: path, width: image.buffer.width, height: image.buffer.height, option: scale).scale
        var extra: [(name: String, label: String, preview: PixelBuffer, note: String?)] = []
        for model in lowVision {
            extra.append(("low-vision-" + model.name, "low vision " + model.name.replacingOccurrences(of: "-", with: "/"),
                          timings.measure(\.simulate) { model.simulate(image.buffer, scale: scale) }, nil))
        }
        if invert {
            extra.append(("invert", "classic invert", timings.measure(\.simulate) { ColorInversion.classic(image.buffer) }, nil))
            let (preview, note) = timings.measure(\.simulate) { SmartInvertRegions.preview(of: image.buffer, scale: scale) }
            extra.append(("smart-invert", "smart invert", preview, note))
        }
        for (name, label, preview, note) in extra {
            let output = outputDirectory + "/\(stem).\(name).png"
            try timings.measure(\.encode) { () throws(ImageError) in try encoder.write(preview, to: output) }
            outputs.append(output + (note.map { " (\($0))" } ?? ""))
            if writeSheet { panels.append(.init(label: label, image: preview)) }
        }
        if writeSheet {
            let sheet = ContactSheet.grid(panels)
            let output = outputDirectory + "/\(stem).sheet.png"
            try timings.measure(\.encode) { () throws(ImageError) in try encoder.write(sheet, to: output) }
            outputs.append(output)
        }
        return Result(input: path, outputs: outputs, pixels: image.buffer.pixelCount, timings: timings)
    }
}

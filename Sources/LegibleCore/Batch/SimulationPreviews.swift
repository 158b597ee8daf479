import Foundation

/// Writes colour-vision previews of images: `<stem>.<deficiency>.png` for each deficiency and,
/// optionally, a `<stem>.sheet.png` with the original and every simulation side by side.
public struct SimulationPreviews: Sendable {
    public let simulators: [CVDSimulator]
    public let outputDirectory: String
    public let writeSheet: Bool
    public let decoder: PNGDecoder
    public let encoder: PNGEncoder

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
        public let outputs: [String]
        public let pixels: Int
        public let timings: StageTimings
    }

    /// Decodes `path`, simulates every deficiency and writes the previews under `stem`.
    public func render(path: String, stem: String, threads: Int = 1) throws(ImageError) -> Result {
        var timings = StageTimings()
        let image = try timings.measure(\.decode) { () throws(ImageError) in try decoder.decode(fileAt: path) }
        var outputs: [String] = []
        var simulated: [PixelBuffer] = []
        for simulator in simulators {
            let preview = timings.measure(\.simulate) { simulator.simulate(image.buffer, threads: threads) }
            let output = outputDirectory + "/\(stem).\(simulator.deficiency.rawValue).png"
            try timings.measure(\.encode) { () throws(ImageError) in try encoder.write(preview, to: output) }
            outputs.append(output)
            if writeSheet { simulated.append(preview) }
        }
        if writeSheet {
            let sheet = ContactSheet.sideBySide([image.buffer] + simulated)
            let output = outputDirectory + "/\(stem).sheet.png"
            try timings.measure(\.encode) { () throws(ImageError) in try encoder.write(sheet, to: output) }
            outputs.append(output)
        }
        return Result(input: path, outputs: outputs, pixels: image.buffer.pixelCount, timings: timings)
    }
}

import Foundation

/// A one-paragraph account of where a batch's time went, for `--timings`.
public struct TimingSummary: Sendable {
    public let stages: StageTimings
    public let pixels: Int
    public let simulationsPerImage: Int
    /// Threads each image's simulation was split across (its measured time is then wall time).
    public let threadsPerImage: Int
    public let wallSeconds: Double

    public init(stages: StageTimings, pixels: Int, simulationsPerImage: Int, threadsPerImage: Int, wallSeconds: Double) {
        self.stages = stages
        self.pixels = pixels
        self.simulationsPerImage = simulationsPerImage
        self.threadsPerImage = threadsPerImage
        self.wallSeconds = wallSeconds
    }

    public var text: String {
        let megapixels = Double(pixels) / 1e6
        func rate(_ seconds: Double, _ work: Double) -> String {
            seconds > 0 ? String(format: "%.1f MP/s", work / seconds) : "-"
        }
        return [
            String(format: "timings: %.2f MP in %.3f s wall", megapixels, wallSeconds),
            String(format: "  decode   %.3f s (%@)", stages.decode, rate(stages.decode, megapixels)),
            String(format: "  simulate %.3f s (%@ per core, %d simulations per image)", stages.simulate,
                   rate(stages.simulate * Double(threadsPerImage), megapixels * Double(simulationsPerImage)),
                   simulationsPerImage),
            String(format: "  encode   %.3f s", stages.encode),
        ].joined(separator: "\n")
    }
}

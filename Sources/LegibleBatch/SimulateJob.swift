import Dispatch
import LegibleBase
import LegibleImaging

/// `legible simulate`: colour-vision previews of every image found, written as PNGs (and contact sheets),
/// the images spread over the cores, or one image's rows when there is only one.
public struct SimulateJob: Sendable {
    public var paths: [String]
    public var previews: SimulationPreviews
    public var jobs: Int
    /// `--timings`: sum up where the time went.
    public var timings: Bool

    public init(paths: [String], previews: SimulationPreviews, jobs: Int, timings: Bool = false) {
        self.paths = paths
        self.previews = previews
        self.jobs = jobs
        self.timings = timings
    }

    /// Writes the previews. `progress` is given the number of images and returns what to tell of each
    /// finished one; `notify` hears of each input that could not be read or written (the rest go on).
    /// Throws, before writing anything, when there is nothing that exists to read.
    public func run(progress: (_ images: Int) -> (@Sendable (_ pixels: Int) -> Void)?, notify: (String) -> Void) throws -> JobOutcome {
        let inputs = FileDiscovery().discover(paths)
        guard !inputs.isEmpty else { throw JobError.noInputs("no PNG files found in \(paths.joined(separator: ", "))") }
        guard inputs.contains(where: { if case .file = $0 { true } else { false } }) else {
            throw JobError.noInputs(inputs.map { input in
                if case .problem(let path, let reason) = input { "\(path): \(reason)" } else { input.path }
            }.joined(separator: "; "))
        }
        var failed = false
        for case .problem(let path, let reason) in inputs {
            notify("\(path): \(reason)")
            failed = true
        }
        let files = inputs.compactMap { input -> String? in
            if case .file(let path) = input { return path }
            return nil
        }
        let stems = OutputNaming.uniqueStems(for: files.map(FileSystemPath.display))
        // One image at a time uses every core inside it; several images share the cores between them.
        let threadsPerImage = files.count == 1 ? jobs : 1
        let start = DispatchTime.now().uptimeNanoseconds
        let advance = progress(files.count)
        let previews = previews
        let results = parallelMap(count: files.count, jobs: jobs) { index in
            let result = Result { () throws(ImageError) in
                try previews.render(path: files[index], stem: stems[index], threads: threadsPerImage)
            }
            advance?((try? result.get().pixels) ?? 0)
            return result
        }
        var lines: [String] = []
        var total = StageTimings()
        var pixels = 0
        for result in results {
            switch result {
            case .success(let rendered):
                lines += rendered.outputs
                total = total + rendered.timings
                pixels += rendered.pixels
            case .failure(let error):
                notify(error.localizedDescription)
                failed = true
            }
        }
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let summary = TimingSummary(stages: total, pixels: pixels, simulationsPerImage: previews.simulators.count,
                                    threadsPerImage: threadsPerImage, wallSeconds: wall)
        return JobOutcome(lines: lines, timings: timings ? summary.text : nil, status: failed ? .unusable : .success)
    }
}

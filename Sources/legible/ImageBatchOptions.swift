import ArgumentParser
import Foundation
import LegibleCore

/// `--max-pixels`, shared by every command that decodes images; nil until given, for `.legible.yml`.
struct DecodeOptions: ParsableArguments {
    @Option(name: .customLong("max-pixels"), help: ArgumentHelp(
        "Refuse images with more pixels than this, before decoding them. Default: \(PNGDecoder.defaultMaximumPixels).",
        valueName: "max-pixels"))
    var maxPixelsOption: Int?

    func validate() throws {
        if let maxPixelsOption, maxPixelsOption < 1 { throw ValidationError("--max-pixels must be at least 1") }
    }

    mutating func merge(_ file: CommandSettings) {
        maxPixelsOption = maxPixelsOption ?? file.maxPixels
    }

    var decoder: PNGDecoder { PNGDecoder(maximumPixels: maxPixelsOption ?? PNGDecoder.defaultMaximumPixels) }
}

/// `--jobs`, `--max-pixels` and `--quiet`, shared by the commands that work through many images.
struct ImageBatchOptions: ParsableArguments {
    @Option(name: .customLong("jobs"), help: ArgumentHelp("Images processed at once. Default: the number of cores.", valueName: "jobs"))
    var jobsOption: Int?

    @OptionGroup var decoding: DecodeOptions

    @Flag(help: "No progress on stderr.")
    var quiet = false

    func validate() throws {
        if let jobsOption, jobsOption < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    /// The file's values where the command line gave none (a flag the file sets stays set).
    mutating func merge(_ file: CommandSettings) {
        jobsOption = jobsOption ?? file.jobs
        decoding.merge(file)
        quiet = quiet || file.quiet == true
    }

    var jobs: Int { jobsOption ?? ProcessInfo.processInfo.activeProcessorCount }
    var decoder: PNGDecoder { decoding.decoder }
}

import ArgumentParser
import Foundation
import LegibleCore

/// `--max-pixels`, shared by every command that decodes images.
struct DecodeOptions: ParsableArguments {
    @Option(help: "Refuse images with more pixels than this, before decoding them.")
    var maxPixels = PNGDecoder.defaultMaximumPixels

    func validate() throws {
        guard maxPixels > 0 else { throw ValidationError("--max-pixels must be at least 1") }
    }

    var decoder: PNGDecoder { PNGDecoder(maximumPixels: maxPixels) }
}

/// `--jobs`, `--max-pixels` and `--quiet`, shared by the commands that work through many images.
struct ImageBatchOptions: ParsableArguments {
    @Option(help: "Images processed at once (default: the number of cores).")
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    @OptionGroup var decoding: DecodeOptions

    @Flag(help: "No progress on stderr.")
    var quiet = false

    func validate() throws {
        guard jobs > 0 else { throw ValidationError("--jobs must be at least 1") }
    }

    var decoder: PNGDecoder { decoding.decoder }
}

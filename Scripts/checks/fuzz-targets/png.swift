// libFuzzer target: PNG decoding, colour management and the whole scan pipeline on arbitrary bytes.
// Built by Scripts/checks/fuzz together with the library's sources (one module), never by `swift build`.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // A small pixel limit keeps each input fast; the limit check itself is part of what is fuzzed.
    let decoder = PNGDecoder(maximumPixels: 4_000_000)
    guard let image = try? decoder.decode(bytes: bytes, path: "fuzz.png") else { return 0 }
    _ = ScreenshotScanner().scan(image.buffer, file: "fuzz.png", scale: 1)
    _ = DominantColors().groups(in: image.buffer)
    return 0
}

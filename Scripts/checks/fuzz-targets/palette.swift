// libFuzzer target: the palette importers (native JSON, DTCG, asset catalog colour sets, GIMP, CSV, CSS custom
// properties), the colour parser and the checker on arbitrary bytes.
// Built by Scripts/checks/fuzz together with the library's sources (one module), never by `swift build`.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPalette(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    let text = String(decoding: bytes, as: UTF8.self)
    var palettes: [Palette] = []
    if let json = try? JSONSerialization.jsonObject(with: bytes) {
        if let palette = try? NativePaletteImporter.parse(json, source: "fuzz.palette.json") { palettes.append(palette) }
        if let palette = try? DTCGImporter.parse(json, source: "fuzz.tokens.json") { palettes.append(palette) }
        if let token = try? AssetCatalogImporter.colorSet(json, name: "fuzz", file: "fuzz.colorset", system: nil) {
            palettes.append(Palette(source: "fuzz.xcassets", name: "fuzz", tokens: [token]))
        }
    }
    if let palette = try? GPLImporter.parse(text, source: "fuzz.gpl") { palettes.append(palette) }
    if let palette = try? CSVPaletteImporter.parse(text, source: "fuzz.csv") { palettes.append(palette) }
    if let palette = try? CSSCustomPropertiesImporter.parse(text, source: "fuzz.css") { palettes.append(palette) }
    _ = try? ColorParser.parse(text)
    for palette in palettes where palette.tokens.count <= 64 {
        _ = PaletteChecker(selection: .grid).check(palette)
    }
    return 0
}

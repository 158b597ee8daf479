/// A colour and how many pixels have it: an entry of a histogram.
public struct ColorCount: Hashable, Sendable {
    public var rgb: PackedRGB
    public var count: Int

    @inline(__always) public init(_ rgb: PackedRGB, _ count: Int) {
        self.rgb = rgb
        self.count = count
    }
}

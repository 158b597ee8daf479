import LegibleImaging

/// A box by its first and last pixel on each axis, both included: how a box grows as pixels and parts
/// join it. `rect` gives it as a `PixelRect` (origin and size).
struct PixelBounds: Hashable, Sendable {
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int

    var width: Int { maxX - minX + 1 }
    var height: Int { maxY - minY + 1 }
    var rect: PixelRect { PixelRect(x: minX, y: minY, width: width, height: height) }
}

extension PixelBounds {
    /// The box around all of `parts`, or nil when there are none.
    init?(enclosing parts: [some PixelBounded]) {
        guard let minX = parts.map(\.minX).min(), let minY = parts.map(\.minY).min(),
              let maxX = parts.map(\.maxX).max(), let maxY = parts.map(\.maxY).max() else { return nil }
        self.init(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }
}

/// Something found in an image that has pixel bounds (an ink component, a text line), read and grown
/// through them.
protocol PixelBounded {
    var bounds: PixelBounds { get set }
}

extension PixelBounded {
    var minX: Int {
        get { bounds.minX }
        set { bounds.minX = newValue }
    }
    var minY: Int {
        get { bounds.minY }
        set { bounds.minY = newValue }
    }
    var maxX: Int {
        get { bounds.maxX }
        set { bounds.maxX = newValue }
    }
    var maxY: Int {
        get { bounds.maxY }
        set { bounds.maxY = newValue }
    }
    var width: Int { bounds.width }
    var height: Int { bounds.height }
    var rect: PixelRect { bounds.rect }

    /// The columns from this box to `other` beside it, whichever is on the left; zero or less where their
    /// columns overlap.
    func horizontalGap(to other: some PixelBounded) -> Int {
        maxX < other.minX ? other.minX - maxX : minX - other.maxX
    }
}

extension PixelRect {
    /// How far apart two boxes are: the wider of the horizontal and vertical gaps between them, 0 or less
    /// where they touch or overlap.
    func gap(to other: PixelRect) -> Int { max(other.x - maxX, x - other.maxX, other.y - maxY, y - other.maxY) }
}

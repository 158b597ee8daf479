/// A box by its first and last pixel on each axis, both included: how a box grows as pixels and parts
/// join it. `rect` gives it as a `PixelRect` (origin and size).
package struct PixelBounds: Hashable, Sendable {
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int

    // The scanner, a layer up, builds boxes; a struct's own memberwise initializer is internal.
    package init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    var width: Int { maxX - minX + 1 }
    var height: Int { maxY - minY + 1 }
    var rect: PixelRect { PixelRect(x: minX, y: minY, width: width, height: height) }
}

/// Something found in an image that has pixel bounds (an ink component, a text line), read and grown
/// through them.
package protocol PixelBounded {
    var bounds: PixelBounds { get set }
}

extension PixelBounded {
    package var minX: Int {
        get { bounds.minX }
        set { bounds.minX = newValue }
    }
    package var minY: Int {
        get { bounds.minY }
        set { bounds.minY = newValue }
    }
    package var maxX: Int {
        get { bounds.maxX }
        set { bounds.maxX = newValue }
    }
    package var maxY: Int {
        get { bounds.maxY }
        set { bounds.maxY = newValue }
    }
    package var width: Int { bounds.width }
    package var height: Int { bounds.height }
    package var rect: PixelRect { bounds.rect }
}

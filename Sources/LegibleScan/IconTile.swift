import LegibleColor
import LegibleImaging

/// A small fill of its own around an icon or initials (an avatar's disc, a list's tinted icon tile), and the backdrop
/// it stands on, where text beside the tile labels what is on it.
struct IconTile {
    let rect: PixelRect
    let backdrop: Int32

    /// A tile stands out from its backdrop by this much at least (Wikipedia's grey placeholder tile on white: 1.2:1).
    static let contrast = 1.1
    /// The anti-aliased rim around a tile, in pixels, which the backdrop is looked for past.
    static let rim = 2

    /// The tile (`GraphicRole.tile`) that region `region`, within `bounds`, makes around `rect`, and the backdrop it
    /// stands on; nil where there is none.
    init?(around rect: PixelRect, region: Int32, bounds: PixelRect, layer: BackgroundLayer, largest: Int) {
        guard let tile = GraphicRole.tile(around: rect, bounds: bounds, area: Int(layer.regionArea[Int(region)]), largest: largest),
              let backdrop = Self.backdrop(around: tile, fill: region, layer: layer) else { return nil }
        (self.rect, self.backdrop) = (tile, backdrop)
    }

    /// The backdrop a tile (`rect`, filled with region `fill`) stands on: the background region left and right
    /// of it, past the anti-aliased rim, when both sides agree and it is not the tile's own colour. An icon
    /// button's outline, or a frame whose inside is the page's colour, is no tile.
    private static func backdrop(around rect: PixelRect, fill: Int32, layer: BackgroundLayer) -> Int32? {
        let middle = rect.y + rect.height / 2
        guard let left = layer.region(atX: rect.x - 1 - rim, y: middle),
              left == layer.region(atX: rect.maxX + rim, y: middle),
              left != fill, layer.isBackground[Int(left)],
              ContrastRatio(luminance: layer.regionColor[Int(left)].luminance, layer.regionColor[Int(fill)].luminance).value >= contrast
        else { return nil }
        return left
    }
}

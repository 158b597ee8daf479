import LegibleImaging

/// Initials in an avatar: up to `mostGlyphs` glyphs alone on a small tile of their own (`IconTile`), with a name
/// beside the tile on the backdrop around it (Sharezone's course and user avatars, light letters on tinted discs).
///
/// They are text under WCAG 1.4.3, but the name beside says the same, so a failing pair is a review, not a fail.
enum AvatarInitials {
    /// The message of failing initials.
    static let message = "initials in an avatar beside the name they stand for: text under WCAG 1.4.3, "
        + "but the name beside says the same, so a review rather than a fail"

    /// The most glyphs initials have ("AL", "DE", a "U").
    static let mostGlyphs = 3

    /// Whether a line is text short enough to be initials.
    static func mayBe(_ item: ScreenshotScanner.JudgedLine) -> Bool {
        item.kind == .text && item.line.members.count <= mostGlyphs
    }

    /// The indices of the lines among `judged` that are initials. `bounds`: the bounds of those lines' backdrops.
    static func lines(among judged: [ScreenshotScanner.JudgedLine], layer: BackgroundLayer, bounds: [Int32: PixelRect],
                      scale: Double) -> [Int] {
        let candidates = judged.indices.filter { mayBe(judged[$0]) }
        guard !candidates.isEmpty else { return [] }
        let largest = Int(RunClassifier.largestIcon * scale)
        let residents = Dictionary(grouping: judged.indices.compactMap { judged[$0].line.background }, by: { $0 }).mapValues(\.count)
        return candidates.filter { index in
            let line = judged[index].line
            guard let region = line.background, residents[region] == 1, let box = bounds[region],
                  let tile = IconTile(around: line.rect, region: region, bounds: box, layer: layer, largest: largest) else { return false }
            // Beside the tile as an icon's label is beside its icon.
            let names = judged.filter { $0.kind == .text && $0.line.background == tile.backdrop }.map { ($0.line.rect, $0.line.glyphHeight) }
            return GraphicRole(rect: tile.rect, isCheckMark: false, texts: names, others: [], backdropArea: 0, backdropBounds: nil,
                               imageWidth: layer.width, imageHeight: layer.height) == .besideLabel
        }
    }
}

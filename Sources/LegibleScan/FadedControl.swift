import LegibleColor
import LegibleImaging
import LegibleFindings

/// Tells a control or tile drawn faded as a whole, as apps draw inactive ones, which WCAG 1.4.3 and 1.4.11
/// exempt.
///
/// Material's disabled state has a colour signature (`DisabledControl`); other styles fade the whole
/// control instead, its label, icon and status marks together (Bitkey's offline tiles at 30 % opacity, iOS
/// buttons at half), and its fill with them or a plain card's, close to the surface around it. An enabled
/// card keeps at least one thing a person reads in full contrast (its title), so a bounded fill close to
/// its surround on which every piece of text and every graphic is faint is inactive: its failures pass as
/// WCAG exempts them, and the message says why, so that a person can tell an enabled one. A fill that
/// stands out (a picture's placeholder with its caption) is content, however faint its text.
struct FadedControl {
    let layer: BackgroundLayer

    /// Everything on a faded fill stays under this ratio at best: 30–50 % opacity brings black text on
    /// white to about 1.7–3:1, and an enabled card's title is well above it.
    static let faint = 3.0
    /// A control or tile covers at most this share of the screen; a larger fill is the page or a pane.
    static let largestShare = 0.2
    /// A faded control's fill, or a plain card's, is at most this far from the surface around it.
    static let fillToSurround = 1.5

    static let message = "exempt as disabled: everything on this control or tile is faint, as inactive controls are drawn "
        + "faded, and WCAG exempts inactive controls; if this one is enabled, it fails"

    /// The backdrop regions whose text and graphics (`items`: backdrop, kind, best ratio) are all faint,
    /// with a label and an icon or status mark on them (a list of faint links alone is a list, not a
    /// control), and which are bounded fills well inside the screen.
    func fadedBackdrops(_ items: [(background: Int32?, kind: Finding.Kind, best: Double)]) -> Set<Int32> {
        var contents: [Int32: (texts: Int, count: Int, faint: Bool)] = [:]
        for item in items where item.kind == .text || item.kind == .graphic {
            guard let background = item.background else { continue }
            var entry = contents[background] ?? (0, 0, true)
            entry.count += 1
            if item.kind == .text { entry.texts += 1 }
            entry.faint = entry.faint && item.best < Self.faint
            contents[background] = entry
        }
        let candidates = Set(contents.filter { $0.value.faint && $0.value.texts >= 1 && $0.value.count > $0.value.texts }.keys)
        let screen = Double(layer.width * layer.height)
        return candidates.intersection(layer.bounds(of: candidates).filter { region, bounds in
            guard bounds.x > 0 && bounds.y > 0 && bounds.maxX < layer.width && bounds.maxY < layer.height
                && Double(bounds.area) <= Self.largestShare * screen && Double(layer.regionArea[Int(region)]) <= Self.largestShare * screen,
                let surround = surround(of: bounds) else { return false }
            let fill = layer.regionColor[Int(region)]
            return ContrastRatio(luminance: fill.luminance, surround.luminance).value <= Self.fillToSurround
        }.keys)
    }

    /// The commonest colour of the rows just above and below `bounds`.
    private func surround(of bounds: PixelRect) -> PackedRGB? {
        var counts: [PackedRGB: Int] = [:]
        for y in [bounds.y - 2, bounds.maxY + 1] where y >= 0 && y < layer.height {
            layer.runs.forEachRun(ofRow: y, from: bounds.x, to: bounds.maxX) { run, low, high in
                counts[layer.runs.color[run], default: 0] += high - low
            }
        }
        return counts.max { $0.value != $1.value ? $0.value < $1.value : $0.key < $1.key }?.key
    }
}

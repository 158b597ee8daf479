import LegibleColor

/// The colours a design system draws its disabled controls in (`--disabled-color`, or the tokens
/// `--disabled-tokens` names "disabled"). Text and graphics drawn in one of them pass as exempt, as WCAG
/// exempts inactive controls.
///
/// The pixels cannot tell a disabled label in grey on white from enabled text that is too faint: on the
/// snapshot galleries of design systems, which show each control disabled beside enabled, those labels
/// are most of the false failures. The team that owns the tokens can tell, and says so once.
public struct DisabledColors: Sendable, Hashable {
    /// One disabled colour, and the token that gives it where one does.
    public struct Entry: Sendable, Hashable {
        public let color: RGBA8
        public let token: String?

        public init(color: RGBA8, token: String? = nil) {
            self.color = color
            self.token = token
        }
    }

    public let entries: [Entry]

    /// How far (levels of 255, on any channel) a measured colour may be from a named one: a run's colour is
    /// measured from its core, within a level or two of the colour that drew it, and colour management may
    /// move it a few more.
    static let tolerance = 4

    public init(_ entries: [Entry] = []) {
        self.entries = entries
    }

    public var isEmpty: Bool { entries.isEmpty }

    /// These colours and `other`'s.
    public func adding(_ other: DisabledColors) -> DisabledColors {
        DisabledColors(entries + other.entries)
    }

    /// The named colour that, over `background`, draws `color`, or nil. A translucent one (Material's
    /// `onSurface` at 38%, OUDS's black at 20%) draws its blend with the background.
    public func match(_ color: RGBA8, over background: RGBA8) -> Entry? {
        entries.first { Self.draws($0.color, color, over: background) }
    }

    /// Why a run of `foreground` on `background` is drawn as disabled, or nil: its ink is a disabled colour,
    /// or its fill is a translucent one over the colour its label shows. A disabled button's container is
    /// often a token such as black at 20% over the surface, and its label the surface's own colour (white
    /// on `#cccccc` over white); an opaque colour is not asked of fills, where a grey the design system
    /// also uses for enabled cards would hide their failures.
    public func exemption(foreground: RGBA8, background: RGBA8) -> String? {
        if let entry = match(foreground, over: background) { return Self.message(for: entry) }
        return entries.first { $0.color.a < 255 && Self.draws($0.color, background, over: foreground) }
            .map { Self.message(for: $0, onFill: true) }
    }

    /// Whether `named` over `background` draws `color`, within `tolerance`.
    private static func draws(_ named: RGBA8, _ color: RGBA8, over background: RGBA8) -> Bool {
        let drawn = composite(named, over: background)
        return max(abs(Int(drawn.r) - Int(color.r)), abs(Int(drawn.g) - Int(color.g)), abs(Int(drawn.b) - Int(color.b))) <= tolerance
    }

    /// `color` blended over an opaque `background` in gamma-encoded sRGB, as Android, iOS and browsers blend.
    static func composite(_ color: RGBA8, over background: RGBA8) -> RGBA8 {
        let alpha = Double(color.a) / 255
        func blend(_ top: UInt8, _ bottom: UInt8) -> UInt8 { UInt8((alpha * Double(top) + (1 - alpha) * Double(bottom)).rounded()) }
        return RGBA8(blend(color.r, background.r), blend(color.g, background.g), blend(color.b, background.b))
    }

    /// Why a finding drawn in `entry`'s colour (or on a fill of it, `onFill`) is exempt.
    public static func message(for entry: DisabledColors.Entry, onFill: Bool = false) -> String {
        let over = entry.color.a == 255 ? "" : onFill ? " over its label's colour" : " over its background"
        let color = entry.color.color.hexWithAlpha + over
        let named = entry.token.map { "the disabled token \($0)" } ?? "named a disabled colour (--disabled-color)"
        return "exempt as disabled: \(onFill ? "on a fill" : "drawn") in \(color), \(named), and WCAG exempts inactive controls; "
            + "if this one is enabled, it fails"
    }
}

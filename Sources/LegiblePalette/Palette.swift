import LegibleColor
import LegiblePolicy

/// A colour token: a name and its value in each appearance.
public struct PaletteToken: Hashable, Sendable {
    public let name: String
    public var values: [Appearance: SRGBColor]
    /// Opaque values to use when the user turns on Reduce Transparency, where the palette gives them.
    public var reducedTransparency: [Appearance: SRGBColor]

    public init(name: String, values: [Appearance: SRGBColor], reducedTransparency: [Appearance: SRGBColor] = [:]) {
        self.name = name
        self.values = values
        self.reducedTransparency = reducedTransparency
    }

    /// A token read in several appearances: one value for all when they agree, and only the
    /// reduced-transparency values that differ from the standard ones.
    static func resolved(name: String, values: [Appearance: SRGBColor], reducedTransparency: [Appearance: SRGBColor] = [:]) -> PaletteToken {
        let single = Set(values.values).count == 1 ? values.values.first : nil
        return PaletteToken(name: name, values: single.map { [.default: $0] } ?? values,
                            reducedTransparency: reducedTransparency.filter { values[$0.key] != $0.value })
    }

    /// The value in `appearance`, falling back as `Appearance.fallback` says.
    public func value(in appearance: Appearance) -> SRGBColor? {
        Self.lookUp(values, appearance)
    }

    /// The explicit reduced-transparency value for `appearance`, with the same fallbacks.
    public func reducedTransparencyValue(in appearance: Appearance) -> SRGBColor? {
        Self.lookUp(reducedTransparency, appearance)
    }

    private static func lookUp(_ table: [Appearance: SRGBColor], _ appearance: Appearance) -> SRGBColor? {
        var current: Appearance? = appearance
        while let look = current {
            if let value = table[look] { return value }
            current = look.fallback
        }
        return nil
    }
}

/// A foreground/background pair the palette says is used together, and how.
public struct DeclaredPair: Hashable, Sendable, Codable {
    public let foreground: String
    public let background: String
    public let usage: Usage

    public init(foreground: String, background: String, usage: Usage) {
        self.foreground = foreground
        self.background = background
        self.usage = usage
    }
}

/// Colours that must stay distinguishable from each other (status colours, chart series).
public struct CategoricalGroup: Hashable, Sendable, Codable {
    public let name: String
    public let tokens: [String]
}

/// Design tokens from one source file, in one model whatever the format.
public struct Palette: Sendable {
    /// The file or folder it came from.
    public let source: String
    public var name: String
    public var tokens: [PaletteToken]
    public var pairs: [DeclaredPair]
    public var groups: [CategoricalGroup]
    /// The token translucent colours are composited onto for Reduce Transparency; when absent,
    /// white in light appearances and black in dark ones.
    public var backdrop: String?
    /// What the importer left out and why (a qualifier or theme with no appearance to map it to).
    public var notes: [String]
    /// Colour tokens that could not be read (an unknown reference, syntax Legible does not evaluate), each
    /// naming its file and token; every other token is still checked.
    public var skipped: [PaletteError]
    /// How many light/dark name pairs were read as one token each (see `foldingThemeNames`): the palette
    /// read this many more tokens than it now holds.
    public var foldedThemePairs = 0
    /// How many of the tokens are theme attributes (Android `<style>` items, named `?attribute`) rather
    /// than colour resources.
    public var themeAttributes = 0

    public init(source: String, name: String, tokens: [PaletteToken], pairs: [DeclaredPair] = [],
                groups: [CategoricalGroup] = [], backdrop: String? = nil, notes: [String] = [], skipped: [PaletteError] = []) {
        self.source = source
        self.name = name
        self.tokens = tokens
        self.pairs = pairs
        self.groups = groups
        self.backdrop = backdrop
        self.notes = notes
        self.skipped = skipped
    }

    /// The appearances the palette defines, in order; `default` alone when it defines none. A variant
    /// brings its standard appearance along (Xcode's "Any" is light, so dark-only sets still have light).
    public var appearances: [Appearance] {
        var defined = Set(tokens.flatMap { $0.values.keys }).subtracting([.default])
        if defined.isEmpty { return [.default] }
        for appearance in defined {
            if let standard = appearance.standard { defined.insert(standard) }
        }
        defined.insert(.light)
        return defined.sorted()
    }

    public func token(named name: String) -> PaletteToken? {
        tokens.first { $0.name == name }
    }
}

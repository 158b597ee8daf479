/// What a screenshot of a variant state promises of each run it shares with the standard screenshot,
/// after Apple's Human Interface Guidelines: with Increase Contrast on, colours get stronger; with Reduce
/// Transparency on, blurred and translucent backgrounds become solid. Other variants (dark mode, a
/// manifest's own names) promise nothing here: their runs are only matched and shown side by side.
public enum VariantPromise: Sendable, Equatable {
    case increasedContrast
    case reducedTransparency
    case sideBySide

    /// The variant names Legible knows a promise for; any other name is side by side.
    public init(variant: String) {
        switch variant {
        case "increased-contrast": self = .increasedContrast
        case "reduced-transparency": self = .reducedTransparency
        default: self = .sideBySide
        }
    }

    /// A standard ratio under this multiple of its threshold is near enough to it that increased contrast must raise it.
    public static let nearThreshold = 1.2
    /// Ratios within this factor of each other are the same measurement of the same colours: two screenshots
    /// of one run differ by a little anti-aliasing, more so when the layout shifted under it.
    public static let sameRatio = 1.02

    /// The run's broken promise, if any.
    /// - Parameters:
    ///   - standard: the run's worst ratio, its threshold and whether its backdrop varies, in the
    ///     standard screenshot.
    ///   - variant: its worst ratio and whether its backdrop varies in the variant screenshot.
    public func flag(standard: (ratio: Double, threshold: Double, backdropVaries: Bool),
                     variant: (ratio: Double, backdropVaries: Bool)) -> VariantFlag? {
        switch self {
        case .increasedContrast:
            if variant.ratio * Self.sameRatio < standard.ratio { return .fell }
            let mustRise = standard.ratio < standard.threshold * Self.nearThreshold
            if mustRise && variant.ratio < standard.ratio * Self.sameRatio { return .stayed }
            return nil
        case .reducedTransparency:
            // Apple's promise is that translucent material becomes solid; a backdrop that still varies under a
            // run that stood on one (material, a blur over content) has not. A designed gradient would be
            // flagged too: the pixels cannot tell it from material.
            return standard.backdropVaries && variant.backdropVaries ? .stillTranslucent : nil
        case .sideBySide:
            return nil
        }
    }
}

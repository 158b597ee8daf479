/// Whether failing text is drawn as a disabled control's label, as far as the pixels tell.
public enum DisabledLook: Sendable, Equatable {
    /// Not in a disabled control's colours.
    case enabled
    /// In a disabled control's colours and centred in its container, as a button's or a chip's label is:
    /// exempt, as WCAG exempts inactive controls.
    case controlLabel
    /// In a disabled control's colours but set in its container as a field's text is: an enabled field's
    /// placeholder can have the same colours, so a person decides.
    case fieldText
}

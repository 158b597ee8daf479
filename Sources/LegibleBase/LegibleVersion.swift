/// The version `--version` prints and the reports name.
public enum LegibleVersion {
    public static let current = "0.1.0"
}

/// CIE XYZ (D65, Y of white = 1).
public struct CIEXYZ: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var z: Double

    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// From linear sRGB, with the CSS Color 4 matrix.
    public init(_ c: LinearRGB) {
        x = 0.41239079926595934 * c.red + 0.357584339383878 * c.green + 0.1804807884018343 * c.blue
        y = 0.21263900587151027 * c.red + 0.715168678767756 * c.green + 0.07219231536073371 * c.blue
        z = 0.01933081871559182 * c.red + 0.11919477979462598 * c.green + 0.9505321522496607 * c.blue
    }
}

/// How far a colour is from every blend of two others: anti-aliased pixels of one colour over another
/// lie on the segment between the two in RGB, so a pixel far from it is neither nor any mix of them.
public enum BlendDistance {
    /// Euclidean distance of `p` from the segment between colours `a` and `b` (channels in any one unit).
    // Public and inlinable: the scanner's seam filter calls it per pixel, from a layer up.
    @inlinable public static func distance(of p: (Double, Double, Double), fromBlendOf a: (Double, Double, Double), and b: (Double, Double, Double)) -> Double {
        let ab = (b.0 - a.0, b.1 - a.1, b.2 - a.2)
        let length2 = ab.0 * ab.0 + ab.1 * ab.1 + ab.2 * ab.2
        let ap = (p.0 - a.0, p.1 - a.1, p.2 - a.2)
        let t = length2 > 0 ? min(1, max(0, (ap.0 * ab.0 + ap.1 * ab.1 + ap.2 * ab.2) / length2)) : 0
        let d = (ap.0 - t * ab.0, ap.1 - t * ab.1, ap.2 - t * ab.2)
        return (d.0 * d.0 + d.1 * d.1 + d.2 * d.2).squareRoot()
    }
}

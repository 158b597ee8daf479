import LegiblePolicy

/// Matches the runs two screenshots of one screen share, by position and size, and records on each
/// finding how it compares with its match: a variant's broken promise (`VariantPromise`), or that
/// nothing in the other screenshot lies where it does. Runs move a few points between states (a bolder
/// font, a larger padding), so boxes match within a tolerance, nearest first.
public enum VariantMatcher {
    /// How far a run may move between the two states, in points, besides a quarter of its height.
    public static let shiftPoints = 4.0

    /// `report` with the comparisons of every pair set on its findings. A pair with a side the report does
    /// not hold (a shard scanned only one of its files) or could not read is kept in the list but not
    /// compared: `merge` compares it once both sides are together.
    public static func compare(_ report: ScanReport, pairs: [VariantPair]) -> ScanReport {
        guard !pairs.isEmpty else { return report }
        // A side that could not be read has no runs to match: its pair is not compared (the error row says why).
        let scanned = Set(report.files.filter { $0.error == nil }.map(\.file))
        var findings = report.findings
        var indicesByFile: [String: [Int]] = [:]
        for (index, finding) in findings.enumerated() where isComparable(finding) {
            indicesByFile[finding.file, default: []].append(index)
        }
        let scales = Dictionary(report.files.map { ($0.file, $0.scale?.scale ?? 1) }, uniquingKeysWith: { first, _ in first })
        for pair in pairs where scanned.contains(pair.standard) && scanned.contains(pair.variant) {
            let standard = indicesByFile[pair.standard] ?? []
            let variant = indicesByFile[pair.variant] ?? []
            let scale = scales[pair.variant] ?? scales[pair.standard] ?? 1
            let matches = match(standard.map { findings[$0] }, variant.map { findings[$0] }, scale: scale)
            let promise = VariantPromise(variant: pair.name)
            var matchedStandard = Set<Int>()
            var matchedVariant = Set<Int>()
            for (s, v) in matches {
                let (si, vi) = (standard[s], variant[v])
                matchedStandard.insert(si)
                matchedVariant.insert(vi)
                let before = findings[si]
                let after = findings[vi]
                let flag = promise.flag(
                    standard: (before.ratio ?? 1, before.threshold ?? 4.5, before.backdropVaries == true),
                    variant: (after.ratio ?? 1, after.backdropVaries == true))
                findings[vi].variants = (findings[vi].variants ?? []) + [
                    VariantComparison(variant: pair.name, pairedFile: pair.standard, pairedRatio: before.ratio, flag: flag)]
                findings[si].variants = (findings[si].variants ?? []) + [
                    VariantComparison(variant: pair.name, pairedFile: pair.variant, pairedRatio: after.ratio, flag: nil)]
            }
            for index in standard where !matchedStandard.contains(index) {
                findings[index].variants = (findings[index].variants ?? []) + [
                    VariantComparison(variant: pair.name, pairedFile: pair.variant, pairedRatio: nil, flag: .unmatched)]
            }
            for index in variant where !matchedVariant.contains(index) {
                findings[index].variants = (findings[index].variants ?? []) + [
                    VariantComparison(variant: pair.name, pairedFile: pair.standard, pairedRatio: nil, flag: .unmatched)]
            }
        }
        return ScanReport(requirement: report.requirement, files: report.files, findings: findings, variantPairs: pairs)
    }

    /// Runs with a measured contrast; decoration and errors take no part in pairs.
    static func isComparable(_ finding: Finding) -> Bool {
        finding.ratio != nil && finding.box != nil && finding.kind != .decorative && finding.kind != .error
    }

    /// Pairs of indices into `standard` and `variant` whose boxes lie within the tolerance of each other,
    /// text with text and graphics with graphics, closest first, each run in at most one pair.
    static func match(_ standard: [Finding], _ variant: [Finding], scale: Double) -> [(Int, Int)] {
        var candidates: [(cost: Double, standard: Int, variant: Int)] = []
        for (s, before) in standard.enumerated() {
            for (v, after) in variant.enumerated() {
                if let cost = cost(before, after, scale: scale) { candidates.append((cost, s, v)) }
            }
        }
        candidates.sort { ($0.cost, $0.standard, $0.variant) < ($1.cost, $1.standard, $1.variant) }
        var usedStandard = Set<Int>()
        var usedVariant = Set<Int>()
        var pairs: [(Int, Int)] = []
        for candidate in candidates where !usedStandard.contains(candidate.standard) && !usedVariant.contains(candidate.variant) {
            usedStandard.insert(candidate.standard)
            usedVariant.insert(candidate.variant)
            pairs.append((candidate.standard, candidate.variant))
        }
        return pairs.sorted { $0.0 < $1.0 }
    }

    /// How far apart two runs are, or nil when they cannot be the same run: the distance between their
    /// centres plus their differences in width and height, in pixels.
    static func cost(_ before: Finding, _ after: Finding, scale: Double) -> Double? {
        guard let a = before.box, let b = after.box, isText(before) == isText(after) else { return nil }
        let tolerance = shiftPoints * scale + 0.25 * Double(max(a.height, b.height))
        let dy = abs(Double(a.y + a.maxY - b.y - b.maxY) / 2)
        let dh = Double(abs(a.height - b.height))
        guard dy <= tolerance, dh <= 0.35 * Double(max(a.height, b.height)) + 2 else { return nil }
        // Left-, right- or centre-aligned: a run whose text grows or shrinks keeps one of its edges or its middle.
        let dLeft = Double(abs(a.x - b.x))
        let dRight = Double(abs(a.maxX - b.maxX))
        let dCentre = abs(Double(a.x + a.maxX - b.x - b.maxX) / 2)
        let dw = Double(abs(a.width - b.width))
        guard min(dLeft, dRight, dCentre) <= tolerance, dw <= 0.3 * Double(max(a.width, b.width)) + tolerance else { return nil }
        return dCentre + dy + dw + dh
    }

    private static func isText(_ finding: Finding) -> Bool { finding.kind == .text || finding.kind == .colorOnly }
}

import LegibleColor

/// One colour of a region and how much of it there is.
public struct ColorShare: Hashable, Sendable, Codable {
    /// The most frequent exact pixel colour of the group (never an average, so a glyph's
    /// core colour is not diluted by its anti-aliased edge).
    public let color: RGBA8
    /// Pixels in the group: this colour and the near-identical ones merged into it.
    public let count: Int
    /// `count` over every pixel considered.
    public let share: Double
}

/// The dominant colours of a set of pixels: an exact histogram, then near-identical colours
/// (CIEDE2000 below `mergeThreshold`) merged into the most frequent one. Deterministic.
public struct DominantColors: Sendable {
    /// ΔE00 under which two colours count as the same (2 is about a just-noticeable difference).
    public var mergeThreshold: Double
    /// The most groups kept; colours that would start a further group are counted in no group, and
    /// once the table is full, colours of a single pixel are not merged either.
    public var maximumGroups: Int

    public init(mergeThreshold: Double = 2, maximumGroups: Int = 512) {
        self.mergeThreshold = mergeThreshold
        self.maximumGroups = maximumGroups
    }

    /// The groups of every opaque-enough pixel of `buffer` inside `rect` (the whole image by default),
    /// most frequent first. Fully transparent pixels are skipped.
    public func groups(in buffer: PixelBuffer, rect: PixelRect? = nil) -> [ColorShare] {
        let area = (rect ?? buffer.bounds).clamped(to: buffer.bounds)
        var packed: [PackedRGB] = []
        packed.reserveCapacity(area.width * area.height)
        buffer.pixels.withUnsafeBufferPointer { pixels in
            for y in area.y..<(area.y + area.height) {
                var offset = (y * buffer.width + area.x) * 4
                for _ in 0..<area.width {
                    if pixels[offset + 3] != 0 {
                        packed.append(PackedRGB(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2]))
                    }
                    offset += 4
                }
            }
        }
        return groups(ofPackedRGB: packed)
    }

    /// The groups of colours given with counts.
    public func groups(ofCounted counted: [ColorCount]) -> [ColorShare] {
        groups(histogram: Self.histogram(ofCounted: counted), total: counted.reduce(0) { $0 + $1.count })
    }

    /// The groups of colours given one per pixel.
    public func groups(ofPackedRGB packed: [PackedRGB]) -> [ColorShare] {
        groups(histogram: Self.histogram(ofPackedRGB: packed), total: packed.count)
    }

    /// Each distinct colour of `packed` with its count, ascending by colour. Neighbouring samples
    /// are mostly the same colour, so runs are counted first and only the runs are sorted.
    public static func histogram(ofPackedRGB packed: [PackedRGB]) -> [ColorCount] {
        guard let first = packed.first else { return [] }
        var runs: [ColorCount] = []
        var current = ColorCount(first, 0)
        for value in packed {
            if value == current.rgb {
                current.count += 1
            } else {
                runs.append(current)
                current = ColorCount(value, 1)
                // Noise: hardly any runs; counting sorted values is cheaper than sorting runs.
                if runs.count > packed.count / 4 && runs.count > RadixSort.threshold { return histogramOfSorted(packed.map(\.value)) }
            }
        }
        runs.append(current)
        return histogram(ofCounted: runs)
    }

    /// Each distinct colour of colours given with counts, with its total count, ascending by colour.
    public static func histogram(ofCounted runs: [ColorCount]) -> [ColorCount] {
        let total = runs.reduce(0) { $0 + $1.count }
        // Large noise: runs hardly longer than single pixels; a radix sort of the pixels beats sorting runs.
        if runs.count > 1 << 16 && runs.count > total / 4 {
            var packed: [UInt32] = []
            packed.reserveCapacity(total)
            for run in runs { packed.append(contentsOf: repeatElement(run.rgb.value, count: run.count)) }
            return histogramOfSorted(packed)
        }
        // Colour and count in one integer (a count never reaches 2³²), sorted by colour.
        guard total < 1 << 32 else { return histogramOfSorted(runs.flatMap { repeatElement($0.rgb.value, count: $0.count) }) }
        var keys = runs.map { UInt64($0.rgb.value) << 32 | UInt64($0.count) }
        RadixSort.sort(&keys, fromBit: 32)
        var histogram: [ColorCount] = []
        for key in keys {
            let rgb = PackedRGB(UInt32(truncatingIfNeeded: key >> 32))
            let count = Int(key & 0xFFFF_FFFF)
            if histogram.last?.rgb == rgb { histogram[histogram.count - 1].count += count } else { histogram.append(ColorCount(rgb, count)) }
        }
        return histogram
    }

    /// The histogram of `0xRRGGBB` values, by a radix sort of them.
    private static func histogramOfSorted(_ packed: [UInt32]) -> [ColorCount] {
        var sorted = packed
        RadixSort.sort(&sorted)
        var histogram: [ColorCount] = []
        var start = 0
        for index in 1...sorted.count where index == sorted.count || sorted[index] != sorted[start] {
            histogram.append(ColorCount(PackedRGB(sorted[start]), index - start))
            start = index
        }
        return histogram
    }

    /// The groups of a histogram of `total` colours (ascending by colour, as `histogram(ofPackedRGB:)` gives).
    public func groups(histogram byColor: [ColorCount], total: Int) -> [ColorShare] {
        guard total > 0 else { return [] }
        // Most frequent first; ties broken by value so the result never depends on sort stability.
        let histogram = byColor.sorted { $0.count != $1.count ? $0.count > $1.count : $0.rgb < $1.rgb }

        // Groups are kept sorted by L*, so each colour is compared only with those whose lightness could
        // be within the merge threshold (an exact bound: ΔE00 ≥ |ΔL*| / max SL).
        let lightnessCutoff = mergeThreshold * CIEDE2000.maximumLightnessWeight
        var representatives: [(rgb: PackedRGB, lab: CIELab)] = []
        var counts: [Int] = []
        var byLightness: [Int] = []  // indices into representatives, ascending L*
        let linear = SRGBTransfer.linearFromByte
        for entry in histogram {
            // A full table leaves single pixels unmerged: they cannot move any group's share by more than one pixel.
            if representatives.count == maximumGroups && entry.count == 1 { break }
            let lab = CIELab(
                LinearRGB(
                    red: linear[entry.rgb.red], green: linear[entry.rgb.green], blue: linear[entry.rgb.blue]))
            var low = 0
            var high = byLightness.count
            while low < high {
                let middle = (low + high) / 2
                if representatives[byLightness[middle]].lab.l < lab.l - lightnessCutoff { low = middle + 1 } else { high = middle }
            }
            var merged: Int?
            var position = low
            while position < byLightness.count, representatives[byLightness[position]].lab.l <= lab.l + lightnessCutoff {
                let index = byLightness[position]
                // First-created wins among candidates, so the result does not depend on the L* order.
                if CIEDE2000.difference(representatives[index].lab, lab) < mergeThreshold, index < (merged ?? Int.max) {
                    merged = index
                }
                position += 1
            }
            if let merged {
                counts[merged] += entry.count
            } else if representatives.count < maximumGroups {
                representatives.append((entry.rgb, lab))
                counts.append(entry.count)
                // Keep the list sorted: insert at the group's own L*, not at the window's start.
                var position = low
                while position < byLightness.count, representatives[byLightness[position]].lab.l < lab.l { position += 1 }
                byLightness.insert(representatives.count - 1, at: position)
            }
        }
        return zip(representatives, counts)
            .map { representative, count in
                ColorShare(
                    color: representative.rgb.rgba8,
                    count: count, share: Double(count) / Double(total))
            }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.color.hex < $1.color.hex }
    }
}

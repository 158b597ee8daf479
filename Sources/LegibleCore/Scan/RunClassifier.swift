/// Decides whether a group of ink is text, a graphic, or nothing worth reporting.
enum RunClassifier {
    static func classify(_ line: TextLineGrouping.Line, components: [InkComponents.Component], scale: Double) -> Finding.Kind? {
        let rect = line.rect
        let pixels = line.members.reduce(0) { $0 + components[$1].pixelCount }
        // Specks: too small to be anything a person reads or operates.
        guard pixels >= 6, max(rect.width, rect.height) >= 3 else { return nil }
        // Separators and hairlines: long and at most ~1.5pt thick. Decorative, so not judged.
        let thin = Double(min(rect.width, rect.height)) <= 1.5 * scale + 0.5
        if thin && max(rect.width, rect.height) >= 8 * min(rect.width, rect.height) { return nil }
        let height = Double(line.glyphHeight)
        // The shortest glyphs people read are ~3.5pt tall (x-height of 8pt text).
        let plausibleTextHeight = height >= max(4, 3.5 * scale) && height <= 120 * scale
        if line.members.count >= 2 && plausibleTextHeight {
            let tall = line.members.filter { Double(components[$0].height) >= 0.4 * height }.count
            if tall >= 2 { return .text }
        }
        // One component: a word whose letters touch, if wide like a word and not a solid block.
        if line.members.count == 1 && plausibleTextHeight && Double(rect.width) >= 1.6 * height {
            let fill = Double(pixels) / Double(rect.area)
            if fill < 0.75 { return .text }
        }
        return .graphic
    }
}

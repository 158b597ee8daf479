/// Whether a graphic is a check mark (✓): the mark of a selected chip, a checked item or a done step.
/// It shows a state that its label does not say, so WCAG 1.4.11 asks 3:1 of it even beside a label.
/// Its shape: one stroke, wider than tall, whose lowest point lies left of the middle, and whose top
/// reaches the right edge but not the left.
struct CheckMark {
    let isCheckMark: Bool

    init(component index: Int, ink: InkComponents, layer: BackgroundLayer) {
        let box = ink.components[index]
        guard box.width * 10 >= box.height * 11, 2 * box.pixelCount <= box.width * box.height else {
            isCheckMark = false
            return
        }
        guard let top = ink.columns(ofComponent: index, row: box.minY, in: layer),
              let bottom = ink.columns(ofComponent: index, row: box.maxY, in: layer) else {
            isCheckMark = false
            return
        }
        let width = Double(box.width)
        let lowest = (Double(bottom.low + bottom.high) / 2 - Double(box.minX)) / width
        isCheckMark = (0.2...0.55).contains(lowest) && Double(top.high - box.minX) >= 0.8 * width
            && Double(top.low - box.minX) >= 0.5 * width
    }
}

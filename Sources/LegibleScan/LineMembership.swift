/// Which line each ink component belongs to and its place among that line's members: flat lookups
/// for the loops over colour runs of `RunMeasurement`, which would otherwise hash a set at every run.
struct LineMembership {
    /// The line of each component, or -1 for none.
    let lineOfComponent: [Int32]
    /// The component's index in its line's `members`.
    let slotOfComponent: [Int32]

    init(lines: [TextLineGrouping.Line], componentCount: Int) {
        var lineOf = [Int32](repeating: -1, count: componentCount)
        var slotOf = [Int32](repeating: -1, count: componentCount)
        for (line, entry) in lines.enumerated() {
            for (slot, member) in entry.members.enumerated() {
                lineOf[member] = Int32(line)
                slotOf[member] = Int32(slot)
            }
        }
        lineOfComponent = lineOf
        slotOfComponent = slotOf
    }

    @inline(__always) func contains(_ component: Int32, inLine line: Int32) -> Bool {
        component >= 0 && lineOfComponent[Int(component)] == line
    }
}

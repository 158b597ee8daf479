/// What an outline or graphic is for, as far as WCAG 1.4.11 is concerned.
protocol NonTextRole {
    /// Whether 1.4.11 asks 3:1 of it.
    var isRequired: Bool { get }
    /// What the finding's message says it is.
    var message: String { get }
}

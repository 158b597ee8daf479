import ArgumentParser
import LegibleCore

struct RatioCommand: ConfiguredCommand {
    static let configuration = CommandConfiguration(
        commandName: "ratio",
        abstract: "The contrast of two colours, judged for text, large text and graphics.",
        discussion: """
            Colours: #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), \
            color(display-p3 r g b). A translucent foreground is composited on the background; a translucent \
            background gives a range over every possible backdrop and the verdict 'review'. The ratio is truncated to \
            two decimals, never rounded up to a pass.

            Exit code: 0 pass, 1 the pair fails at the asked size (normal text by default), 2 bad input.

            EXAMPLES:
              legible ratio '#767676' white
              legible ratio '#8e8e93' '#ffffff' --size 17 --policy hig
              legible ratio 'rgb(0 0 0 / 0.6)' 'oklch(0.95 0.02 250)' --json
            """
    )

    @Argument(help: "Foreground (text) colour.")
    var foreground: String

    @Argument(help: "Background colour.")
    var background: String

    @Option(help: "Text size in UI points (iOS pt = CSS px); WCAG's 18pt large text is 24 here.")
    var size: Double?

    @Flag(help: "The text is bold.")
    var bold = false

    @OptionGroup var policyOptions: PolicyOptions

    @Flag(help: "Print JSON instead of text.")
    var json = false

    mutating func merge(_ settings: CommandSettings) {
        policyOptions.merge(settings)
        size = size ?? settings.size
        bold = bold || settings.bold == true
        json = json || settings.json == true
    }

    func validate() throws {
        if let size, !(size > 0 && size.isFinite) {
            throw ValidationError("--size must be a positive number of points, not \(size)")
        }
        if bold && size == nil {
            throw ValidationError("--bold describes text of a size: give --size too (in UI points)")
        }
    }

    func run() throws {
        let foregroundColor: SRGBColor
        let backgroundColor: SRGBColor
        do {
            foregroundColor = try ColorParser.parse(foreground)
            backgroundColor = try ColorParser.parse(background)
        } catch {
            throw StandardError.unusable("ratio", error)
        }
        let textSize = size.map { TextSize(points: $0, bold: bold) }
        let assessment = PairAssessment(
            foreground: foregroundColor, background: backgroundColor,
            requirement: policyOptions.requirement, size: textSize)
        print(json ? try JSONOutput.encode(assessment) : assessment.text)
        if assessment.verdict != .pass {
            throw ExitStatus.findings.exitCode
        }
    }
}

import Testing
@testable import LegibleColor
@testable import LegiblePolicy

/// A run's measured colour matches a named disabled colour within a few levels of anti-aliasing and colour
/// management, and no further: #cccccc is OUDS's disabled content, #c4c4c4 a grey of its own.
@Suite struct DisabledColorsTests {
    let named = DisabledColors([.init(color: RGBA8(0xcc, 0xcc, 0xcc)), .init(color: RGBA8(0xb7, 0xb7, 0xb7))])

    @Test(arguments: [
        (RGBA8(0xcc, 0xcc, 0xcc), RGBA8(0xcc, 0xcc, 0xcc) as RGBA8?),
        (RGBA8(0xca, 0xce, 0xcc), RGBA8(0xcc, 0xcc, 0xcc)),
        (RGBA8(0xb7, 0xb7, 0xbb), RGBA8(0xb7, 0xb7, 0xb7)),
        (RGBA8(0xc4, 0xc4, 0xc4), nil),
        (RGBA8(0xcc, 0xcc, 0xd4), nil),
        (RGBA8(0x00, 0x00, 0x00), nil),
    ])
    func matchesWithinAFewLevels(measured: RGBA8, expected: RGBA8?) {
        #expect(named.match(measured, over: RGBA8(255, 255, 255))?.color == expected)
    }

    /// OUDS draws disabled text in black at 20% (#00000033): #cccccc on white, #c4c4c4 on #f5f5f5; and
    /// Material in `onSurface` at 38%: #1c1b1f over #fffbfe is #a9a6a9 (0.38 × 0x1c + 0.62 × 0xff = 168.7).
    @Test(arguments: [
        (RGBA8(0, 0, 0, 0x33), RGBA8(255, 255, 255), RGBA8(0xcc, 0xcc, 0xcc), true),
        (RGBA8(0, 0, 0, 0x33), RGBA8(0xf5, 0xf5, 0xf5), RGBA8(0xc4, 0xc4, 0xc4), true),
        (RGBA8(0, 0, 0, 0x33), RGBA8(255, 255, 255), RGBA8(0xc4, 0xc4, 0xc4), false),
        (RGBA8(255, 255, 255, 0x33), RGBA8(0, 0, 0), RGBA8(0x33, 0x33, 0x33), true),
        (RGBA8(0x1c, 0x1b, 0x1f, 97), RGBA8(0xff, 0xfb, 0xfe), RGBA8(0xa9, 0xa6, 0xa9), true),
    ])
    func translucentColoursBlendWithTheBackground(named: RGBA8, background: RGBA8, measured: RGBA8, matches: Bool) {
        #expect((DisabledColors([.init(color: named)]).match(measured, over: background) != nil) == matches)
    }

    /// OUDS's disabled strong button: a white label on black at 20% over white (#cccccc), and in the dark
    /// theme a #141414 switch knob on white at 20% over #141414 (#434343). The fill is the token over the
    /// label's colour; an opaque grey of the same value is not asked of fills.
    @Test(arguments: [
        (RGBA8(0, 0, 0, 0x33), RGBA8(255, 255, 255), RGBA8(0xcc, 0xcc, 0xcc), true),
        (RGBA8(255, 255, 255, 0x33), RGBA8(0x14, 0x14, 0x14), RGBA8(0x43, 0x43, 0x43), true),
        (RGBA8(0, 0, 0, 0x33), RGBA8(0, 0, 0), RGBA8(0xcc, 0xcc, 0xcc), false),
        (RGBA8(0xcc, 0xcc, 0xcc), RGBA8(255, 255, 255), RGBA8(0xcc, 0xcc, 0xcc), false),
    ])
    func aLabelOnADisabledFill(named: RGBA8, foreground: RGBA8, background: RGBA8, exempt: Bool) {
        let exemption = DisabledColors([.init(color: named)]).exemption(foreground: foreground, background: background)
        #expect((exemption != nil) == exempt)
        #expect(exemption.map { $0.hasPrefix("exempt as disabled: on a fill in ") } ?? true)
    }

    @Test func noneNamedMatchesNothing() {
        #expect(DisabledColors().match(RGBA8(0xcc, 0xcc, 0xcc), over: RGBA8(255, 255, 255)) == nil)
        #expect(DisabledColors().isEmpty)
    }

    @Test func theMessageNamesTheColourAndTheExemption() {
        let message = DisabledColors.message(for: .init(color: RGBA8(0xcc, 0xcc, 0xcc)))
        #expect(message.contains("#cccccc") && message.contains("exempt") && message.contains("if this one is enabled, it fails"))
        #expect(DisabledColors.message(for: .init(color: RGBA8(0, 0, 0, 0x33))).contains("#00000033 over its background"))
        #expect(DisabledColors.message(for: .init(color: RGBA8(0, 0, 0, 0x33), token: "content.disabled")).contains("the disabled token content.disabled"))
    }
}

import Testing

@testable import LegibleColor

@Suite struct ColorSpaceTests {
    @Test(arguments: ColorAideReferences.shared.singles)
    func cieLabMatchesColorAide(single: ColorAideReferences.Single) throws {
        let lab = CIELab(try ColorParser.parse(single.hex))
        #expect(approximatelyEqual(lab.l, single.lab_d65[0], tolerance: 1e-6))
        #expect(approximatelyEqual(lab.a, single.lab_d65[1], tolerance: 1e-6))
        #expect(approximatelyEqual(lab.b, single.lab_d65[2], tolerance: 1e-6))
    }

    /// Ottosson's published 10-digit matrices differ from ColorAide's exact ones in the 4th decimal at most.
    @Test(arguments: ColorAideReferences.shared.singles)
    func okLabMatchesColorAide(single: ColorAideReferences.Single) throws {
        let lab = OKLab(try ColorParser.parse(single.hex))
        #expect(approximatelyEqual(lab.l, single.oklab[0], tolerance: 2e-4))
        #expect(approximatelyEqual(lab.a, single.oklab[1], tolerance: 2e-4))
        #expect(approximatelyEqual(lab.b, single.oklab[2], tolerance: 2e-4))
    }

    @Test(arguments: ColorAideReferences.shared.displayP3)
    func displayP3ToSRGBMatchesColorAide(reference: ColorAideReferences.P3) {
        let p3 = reference.p3.map { Double($0) / 255 }
        let srgb = DisplayP3.srgb(red: p3[0], green: p3[1], blue: p3[2])
        #expect(approximatelyEqual(srgb.red, reference.srgb[0], tolerance: 1e-7))
        #expect(approximatelyEqual(srgb.green, reference.srgb[1], tolerance: 1e-7))
        #expect(approximatelyEqual(srgb.blue, reference.srgb[2], tolerance: 1e-7))
    }
}

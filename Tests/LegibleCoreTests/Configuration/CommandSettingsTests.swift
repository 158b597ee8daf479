import Foundation
import Testing

@testable import LegibleConfiguration

/// `.legible.yml` decoded once into typed settings per command, each mistake on its own line.
@Suite struct CommandSettingsTests {
    static func configuration(_ yaml: String) throws -> Configuration {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-settings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(".legible.yml").path
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        return try Configuration(path: path)
    }

    @Test func valuesAreTypedAndASectionWinsForItsCommand() throws {
        let configuration = try Self.configuration("""
            format: csv, sarif
            fail-on: review
            level: aaa
            jobs: 3
            quiet: true
            palette:
              format: [json]
              appearance: night=dark
            simulate:
              deficiency: [deutan, achroma]
              severity: 0.5
              method: machado
            """)
        let scan = configuration.settings(for: "scan")
        #expect(scan.format == [.csv, .sarif])
        #expect(scan.failOn == .review)
        #expect(scan.level == .aaa)
        #expect(scan.jobs == 3)
        #expect(scan.quiet == true)
        #expect(scan.out == nil)
        let palette = configuration.settings(for: "palette")
        #expect(palette.format == [.json])
        #expect(palette.appearance == ["night=dark"])
        #expect(palette.jobs == nil, "palette takes no --jobs, so the top-level value is not its")
        let simulate = configuration.settings(for: "simulate")
        #expect(simulate.deficiency == ["deutan", "achroma"])
        #expect(simulate.severity == 0.5)
        #expect(simulate.method == .machado)
    }

    @Test(arguments: [
        ("out: x\nscan:\n  fail-on: warn\n", ConfigurationError.badValue(
            file: "", line: 3, key: "fail-on", value: "warn", expected: "one of fail, review, never")),
        ("policy: apple\n", .badValue(file: "", line: 1, key: "policy", value: "apple", expected: "one of wcag, hig")),
        ("\n\ncolors:\n  top: 0\n", .badValue(file: "", line: 4, key: "top", value: "0", expected: "a whole number of at least 1")),
        ("ratio:\n  bold: sometimes\n", .wrongType(file: "", line: 2, key: "bold", expected: "true or false")),
        ("out: [a, b]\n", .wrongType(file: "", line: 1, key: "out", expected: "one value")),
    ])
    func aMistakeNamesItsLineAndKey(yaml: String, expected: ConfigurationError) throws {
        #expect {
            try Self.configuration(yaml)
        } throws: { error in
            guard let error = error as? ConfigurationError else { return false }
            // The file is a fresh temporary one; compare everything else.
            return error.errorDescription?.hasSuffix(expected.errorDescription?.dropFirst() ?? "") == true
                && error.errorDescription?.contains(".legible.yml:") == true
        }
    }

    @Test func settingsRoundTripThroughJSON() throws {
        var settings = CommandSettings()
        (settings.format, settings.failOn, settings.severity) = ([.csv, .junit], .never, 0.25)
        let data = try JSONEncoder().encode(settings)
        #expect(try JSONDecoder().decode(CommandSettings.self, from: data) == settings)
    }
}

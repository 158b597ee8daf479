import Foundation
import Testing

@testable import LegibleBase
@testable import LegibleImaging
@testable import LegibleScan
@testable import LegibleBatch

@Suite struct FileSystemPathTests {
    @Test(arguments: [[UInt8]("plain.png".utf8), [0x63, 0x61, 0x66, 0xE9, 0x2E, 0x70, 0x6E, 0x67], [0xFF, 0xFE],
                      [UInt8]("ünïcödé.png".utf8), [0xC3, 0x28, 0x41], [0xF0, 0x9F, 0x98, 0x80, 0x80]])
    func bytesRoundTripAndDisplayWithReplacementCharacters(bytes: [UInt8]) {
        let path = FileSystemPath.string(fromBytes: bytes)
        #expect(FileSystemPath.bytes(of: path) == bytes)
        let shown = FileSystemPath.display(path)
        if let valid = String(validating: bytes, as: UTF8.self) {
            #expect(shown == valid)
        } else {
            #expect(shown.contains("\u{FFFD}"))
        }
    }

    /// A file named with Latin-1 bytes (not UTF-8) is found, decoded and reported, never dropped.
    @Test func nonUTF8FileNamesAreScannedAndShown() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-names-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let png = try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("png/rgb8.png")))
        let name = FileSystemPath.string(fromBytes: [UInt8](folder.utf8) + [0x2F, 0x63, 0x61, 0x66, 0xE9, 0x2E, 0x70, 0x6E, 0x67])
        let descriptor = FileSystemPath.withCString(name) { open($0, O_CREAT | O_WRONLY, 0o644) }
        #expect(descriptor >= 0)
        _ = png.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)

        let inputs = FileDiscovery().discover([folder])
        #expect(inputs == [.file(name)])
        let report = ScanBatch(scanner: ScreenshotScanner(), jobs: 1).run(inputs)
        #expect(report.files.first?.error == nil)
        #expect(report.files.first?.file == folder + "/caf\u{FFFD}.png")
    }

    @Test func aFileThatVanishesBeforeItIsReadIsAnErrorRow() {
        let report = ScanBatch(scanner: ScreenshotScanner(), jobs: 2).run([.file("/tmp/legible-vanished-\(UUID()).png"),
                                                                          .file(Fixtures.path("png/rgb8.png"))])
        #expect(report.findings.first?.kind == .error)
        #expect(report.findings.first?.message?.contains("no such file") == true)
        #expect(report.files.count == 2)
        #expect(report.files[1].error == nil)
    }

    @Test func aFolderNamedLikeAPNGIsWalked() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-x-\(UUID())/x.png").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        try FileManager.default.copyItem(atPath: Fixtures.path("png/rgb8.png"), toPath: folder + "/inner.png")
        #expect(FileDiscovery().discover([(folder as NSString).deletingLastPathComponent]) == [.file(folder + "/inner.png")])
        #expect(throws: ImageError.unreadable(path: folder, reason: "it is a directory")) {
            _ = try PNGDecoder().decode(fileAt: folder)
        }
    }
}

import Foundation
import Testing

@testable import LegibleBase
@testable import LegibleBatch

@Suite struct FileDiscoveryTests {
    /// A scratch folder: a.png, B.PNG, notes.txt, sub/c.png, a loop link sub/up → .., a dangling link.
    static func makeTree() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("legible-discovery-\(UUID())").path
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/sub", withIntermediateDirectories: true)
        for file in ["a.png", "B.PNG", "notes.txt", "sub/c.png"] {
            #expect(manager.createFile(atPath: root + "/" + file, contents: Data([1])))
        }
        try manager.createSymbolicLink(atPath: root + "/sub/up", withDestinationPath: "..")
        try manager.createSymbolicLink(atPath: root + "/gone.png", withDestinationPath: root + "/missing.png")
        return root
    }

    @Test func walksFoldersRecursivelyOnceAndReportsDanglingLinks() throws {
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let inputs = FileDiscovery().discover([root])
        #expect(inputs == [
            .file(root + "/B.PNG"), .file(root + "/a.png"),
            .problem(path: root + "/gone.png", reason: "dangling symbolic link (its target does not exist)"),
            .file(root + "/sub/c.png"),
        ])
    }

    @Test func readsPathsFromStandardInputAndReportsMissingOnes() {
        let inputs = FileDiscovery().discover(["-"], standardInput: { ["/no/such.png", ""] })
        #expect(inputs == [.problem(path: "/no/such.png", reason: "no such file or folder")])
    }

    @Test func explicitFilesAreTakenWhateverTheirNameAndOnlyOnce() throws {
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let inputs = FileDiscovery().discover([root + "/notes.txt", root + "/a.png", root + "/a.png"])
        #expect(inputs == [.file(root + "/notes.txt"), .file(root + "/a.png")])
    }

    @Test func uniqueOutputStems() {
        #expect(OutputNaming.uniqueStems(for: ["a/home.png", "b/home.PNG", "home.png", "x/y.png"])
            == ["home", "b-home", "home-2", "y"])
    }

    @Test func parallelMapKeepsOrderAndRunsEveryIndexOnce() {
        let results = parallelMap(count: 1000, jobs: 4) { $0 * 2 }
        #expect(results == (0..<1000).map { $0 * 2 })
        #expect(parallelMap(count: 0, jobs: 4) { $0 }.isEmpty)
    }
}

@Suite struct OutputDirectoryTests {
    /// A killed run's temporary report is cleared by the next run; a live process's is left alone.
    @Test func staleTemporariesOfDeadProcessesAreRemoved() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-out-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let live = ProcessInfo.processInfo.processIdentifier
        for name in ["findings.csv", "findings.csv.tmp-999999", "palette.csv.tmp-\(live)"] {
            #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data("x".utf8)))
        }
        try OutputDirectory.prepare(folder)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["findings.csv", "palette.csv.tmp-\(live)"])
    }
}

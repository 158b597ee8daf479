import Foundation
import Testing

@testable import LegibleBase

@Suite struct AtomicFileWriterTests {
    /// A writer that fails leaves the file that was there and no temporary file beside it.
    @Test func aFailedWriteLeavesThePreviousFileAndNothingElse() throws {
        let folder = try Fixtures.scratchFolder("atomic")
        let path = folder + "/report.csv"
        try AtomicFileWriter.write(Data("old".utf8), to: path)
        #expect(throws: FileWriteError.self) {
            try AtomicFileWriter.write(to: path) { temporary in
                #expect(FileManager.default.createFile(atPath: temporary, contents: Data("half".utf8)))
                return "the disk is full"
            }
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["report.csv"])
    }

    /// A streamed file dropped without a commit leaves nothing; committed, it holds every chunk.
    @Test func streamingCommitsWholeOrNotAtAll() throws {
        let folder = try Fixtures.scratchFolder("atomic")
        do {
            let dropped = try AtomicFileWriter(path: folder + "/dropped.jsonl")
            try dropped.append("a\n")
            try dropped.flush()
        }
        let kept = try AtomicFileWriter(path: folder + "/kept.jsonl")
        try kept.append("a\n")
        try kept.append(Array("b\n".utf8))
        try kept.commit()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["kept.jsonl"])
        #expect(try String(contentsOfFile: folder + "/kept.jsonl", encoding: .utf8) == "a\nb\n")
    }
}

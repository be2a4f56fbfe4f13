import FileInput
import Foundation
import Testing
import TestSupport

/// Inputs are read from regular files only, within a limit, and said so when they are not.
@Suite struct InputFileTests {
    static func folder() throws -> String {
        TestFolder("input-file").path
    }

    static func failure(_ path: String, limit: Int = 100, followingLinks: Bool = true) -> InputFile.Failure? {
        do throws(InputFile.Failure) {
            _ = try InputFile.read(path, limit: limit, followingLinks: followingLinks)
            return nil
        } catch { return error }
    }

    @Test func aFileWithinTheLimitIsReadWhole() throws {
        let path = try Self.folder() + "/a.txt"
        try #require(FileManager.default.createFile(atPath: path, contents: Data("hello".utf8)))
        #expect(try InputFile.read(path, limit: 5) == Array("hello".utf8))
        #expect(try InputFile.readPrefix(path, count: 2) == Array("he".utf8))
        #expect(Self.failure(path, limit: 4) == .tooLarge(limit: 4))
    }

    @Test func whatIsNotARegularFileIsRefusedUnread() throws {
        let folder = try Self.folder()
        #expect(Self.failure(folder) == .folder)
        #expect(Self.failure(folder + "/absent") == .missing)
        #expect(Self.failure("/dev/zero") == .notRegular)
        try #require(FileManager.default.createFile(atPath: folder + "/a.txt", contents: Data("a".utf8)))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: folder + "/a.txt")
        #expect(Self.failure(folder + "/link") == nil)
        #expect(Self.failure(folder + "/link", followingLinks: false) != nil)
    }

    @Test func failuresAndCountsAreSaidInWords() {
        #expect(InputFile.Failure.tooLarge(limit: 4 << 20).description == "larger than 4 MB")
        #expect(InputFile.Failure.folder.description == "is a folder, not a file")
        #expect(ByteCount.text(64 << 10) == "64 KB" && ByteCount.text(100) == "100 bytes")
        #expect(GroupedNumber.text(67_108_864) == "67,108,864" && GroupedNumber.text(-1000) == "-1,000")
    }
}

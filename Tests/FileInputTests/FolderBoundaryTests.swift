import FileInput
import Foundation
import Testing
import TestSupport

/// A path found in a folder must lead inside it once its links are followed.
@Suite struct FolderBoundaryTests {
    @Test func insideIsComparedByPathComponents() {
        #expect(FolderBoundary.isInside("/a/b/c", folder: "/a/b"))
        #expect(FolderBoundary.isInside("/a/b", folder: "/a/b"))
        #expect(!FolderBoundary.isInside("/a/bc", folder: "/a/b"))
        #expect(FolderBoundary.isInside("/anything", folder: "/"))
        // Two spellings of é are two folders on Linux.
        #expect(!FolderBoundary.isInside("/caf\u{E9}/x", folder: "/cafe\u{301}"))
    }

    @Test func dotsFoldAwayLexically() {
        #expect(FolderBoundary.lexicallyNormalized("/a/./b/../c") == "/a/c")
        #expect(FolderBoundary.lexicallyNormalized("/../a") == "/a")
    }

    @Test func aLinkOutOfTheFolderIsRefusedWhetherItsTargetExistsOrNot() throws {
        let base = TestFolder("folder-boundary").path
        let folder = try #require(FolderBoundary.realPath(base))
        try FileManager.default.createDirectory(atPath: folder + "/in", withIntermediateDirectories: true)
        try #require(FileManager.default.createFile(atPath: folder + "/secret", contents: Data()))
        try #require(FileManager.default.createFile(atPath: folder + "/in/a.yaml", contents: Data()))
        try FileManager.default.createSymbolicLink(atPath: folder + "/in/out", withDestinationPath: folder + "/secret")
        try FileManager.default.createSymbolicLink(atPath: folder + "/in/gone", withDestinationPath: folder + "/absent")
        try FileManager.default.createSymbolicLink(atPath: folder + "/in/same", withDestinationPath: "a.yaml")
        #expect(FolderBoundary.resolve(folder + "/in/out", inside: folder + "/in") == nil)
        #expect(FolderBoundary.resolve(folder + "/in/gone", inside: folder + "/in") == nil)
        let same = try #require(FolderBoundary.resolve(folder + "/in/same", inside: folder + "/in"))
        #expect(same.path == folder + "/in/a.yaml" && same.exists)
    }
}

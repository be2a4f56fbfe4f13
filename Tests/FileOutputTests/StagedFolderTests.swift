import Foundation
import TestSupport
import Testing
@testable import FileOutput

/// A folder replaced whole (`StagedFolder`): what appears in it during the run is not lost.
@Suite struct StagedFolderTests {
    static func ownsImages(_ file: String) -> Bool { file.hasSuffix(".png") }

    @Test func aFileAddedDuringTheRunIsMovedIntoTheNewFolder() throws {
        let folder = TestFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        try folder.write("old", to: "f/a.png")
        let staged = try StagedFolder(replacing: folder.path + "/f", owns: Self.ownsImages)
        try folder.write("note", to: "f/sub/notes.txt")
        try folder.write("clash", to: "f/clash.txt")
        try "new".write(toFile: staged.staging + "/b.png", atomically: false, encoding: .utf8)
        try "the run's".write(toFile: staged.staging + "/clash.txt", atomically: false, encoding: .utf8)
        let kept = try staged.commit(owns: Self.ownsImages)
        let keptFolder = folder.path + "/f.kept-by-alpreview-\(getpid())"
        #expect(kept == [keptFolder + "/clash.txt"])
        #expect(folder.listing("f") == ["b.png", "clash.txt", "sub"])
        #expect(try String(contentsOfFile: folder.path + "/f/sub/notes.txt", encoding: .utf8) == "note")
        #expect(try String(contentsOfFile: keptFolder + "/clash.txt", encoding: .utf8) == "clash")
        #expect(folder.listing() == ["f", "f.kept-by-alpreview-\(getpid())"])
    }

    @Test func aFolderThatHeldNothingAndGetsNothingIsNotCreated() throws {
        let folder = TestFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let staged = try StagedFolder(replacing: folder.path + "/a/b/f", owns: Self.ownsImages)
        #expect(folder.listing("a/b").count == 1)  // the folder built aside
        try staged.commit(owns: Self.ownsImages)
        #expect(folder.listing() == [])
    }
}

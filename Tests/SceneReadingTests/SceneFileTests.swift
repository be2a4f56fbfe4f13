import Foundation
import SceneReading
import Testing
import TestSupport

/// Every format's file is read the same way: a regular file of at most `SceneFile.maximumBytes`,
/// its problems errors for the whole file (line 0), named as the commands name it.
@Suite struct SceneFileTests {
    static func folder() throws -> String {
        TestFolder("scene-file").path
    }

    static func message(_ path: String, insideFolder folder: String? = nil) -> String? {
        do {
            _ = try SceneFile.bytes(at: path, insideFolder: folder, formats: ".yaml")
            return nil
        } catch { return String(describing: error) }
    }

    @Test func standardInputIsNamedSo() {
        #expect(SceneFile.displayName("-") == "<stdin>" && SceneFile.displayName("a.yaml") == "a.yaml")
    }

    @Test func aRegularFileIsReadWhole() throws {
        let path = try Self.folder() + "/s.yaml"
        try #require(FileManager.default.createFile(atPath: path, contents: Data("views: {}\n".utf8)))
        #expect(try SceneFile.bytes(at: path, formats: ".yaml") == Array("views: {}\n".utf8))
    }

    @Test func aFolderIsAnErrorForTheWholeFile() throws {
        let folder = try Self.folder()
        #expect(
            Self.message(folder)
                == "\(folder): error: is a folder; name the scene files in it, or pass the folder to a command that takes folders"
        )
    }

    @Test func aLinkOutOfItsFolderIsNotRead() throws {
        let inside = try Self.folder(), outside = try Self.folder()
        try #require(FileManager.default.createFile(atPath: outside + "/s.yaml", contents: Data("views: {}\n".utf8)))
        try FileManager.default.createSymbolicLink(atPath: inside + "/s.yaml", withDestinationPath: outside + "/s.yaml")
        #expect(
            Self.message(inside + "/s.yaml", insideFolder: inside)
                == "\(inside)/s.yaml: error: a symbolic link leading out of the folder it was found in: not read "
                + "(name the file itself to read it)")
    }

    @Test func aFileOverTheLimitIsRefused() throws {
        let path = try Self.folder() + "/big.yaml"
        try #require(FileManager.default.createFile(atPath: path, contents: Data(count: SceneFile.maximumBytes + 1)))
        #expect(Self.message(path) == "\(path): error: file is larger than 4 MB; a scene is a few kilobytes")
        #expect(throws: SceneErrors.self) { try SceneFile.checkSize(SceneFile.maximumBytes + 1, file: "big.yaml") }
        #expect(throws: Never.self) { try SceneFile.checkSize(SceneFile.maximumBytes, file: "s.yaml") }
    }
}

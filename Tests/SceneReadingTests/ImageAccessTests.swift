import Foundation
import SceneReading
import Testing
import TestSupport

/// A scene names images inside its own folder and the allowed ones only; a path out of them
/// gets the same answer whether what it names exists or not.
@Suite struct ImageAccessTests {
    /// A fresh folder `scenes` with `scene.yaml` and `logo.png`, beside a folder `outside`
    /// holding `secret.png`, and a link in `scenes` to it.
    static func folders() throws -> (scenes: String, outside: String) {
        let base = TestFolder("image-access").path
        let scenes = base + "/scenes", outside = base + "/outside"
        for folder in [scenes, outside] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        for file in [scenes + "/scene.yaml", scenes + "/logo.png", outside + "/secret.png"] {
            try #require(FileManager.default.createFile(atPath: file, contents: Data([1])))
        }
        try FileManager.default.createSymbolicLink(
            atPath: scenes + "/link.png", withDestinationPath: outside + "/secret.png")
        return (scenes, outside)
    }

    static func refusal(_ access: ImageAccess, _ path: String) -> ImageAccess.Refusal? {
        do throws(ImageAccess.Refusal) {
            _ = try access.resolve(path)
            return nil
        } catch { return error }
    }

    @Test func anImageBesideTheSceneIsRead() throws {
        let (scenes, _) = try Self.folders()
        let access = ImageAccess(sceneFile: scenes + "/scene.yaml")
        #expect(try access.resolve("logo.png").hasSuffix("/scenes/logo.png"))
        #expect(try access.resolve("./logo.png").hasSuffix("/scenes/logo.png"))
        // The path as written, as the system follows it: through a folder that is not there, nothing.
        #expect(Self.refusal(access, "absent/../logo.png") == .missing)
    }

    @Test func aPathOutOfTheFolderIsOutsideWhetherItExistsOrNot() throws {
        let (scenes, _) = try Self.folders()
        let access = ImageAccess(sceneFile: scenes + "/scene.yaml")
        #expect(Self.refusal(access, "../outside/secret.png") == .outside)
        #expect(Self.refusal(access, "../outside/absent.png") == .outside)
        #expect(Self.refusal(access, "link.png") == .outside)
        #expect(Self.refusal(access, "/etc/passwd") == .outside)
    }

    @Test func anAllowedFolderLetsItsImagesIn() throws {
        let (scenes, outside) = try Self.folders()
        let access = ImageAccess(sceneFile: scenes + "/scene.yaml", allowedFolders: [outside])
        #expect(try access.resolve("../outside/secret.png").hasSuffix("/outside/secret.png"))
        #expect(try access.resolve("link.png").hasSuffix("/outside/secret.png"))
    }

    @Test func whatIsNotAnImageFileInsideIsSaidSo() throws {
        let (scenes, _) = try Self.folders()
        let access = ImageAccess(sceneFile: scenes + "/scene.yaml")
        #expect(Self.refusal(access, "") == .empty)
        #expect(Self.refusal(access, "absent.png") == .missing)
        #expect(Self.refusal(access, ".") == .folder)
        #expect(Self.refusal(access, String(repeating: "a/", count: ImageAccess.maximumPathBytes)) == .tooLong)
    }

    @Test func standardInputsImagesNeedAnAllowedFolder() throws {
        let access = ImageAccess(sceneFile: "-")
        #expect(access.folders.isEmpty)
        #expect(Self.refusal(access, "logo.png") == .outside)
    }
}

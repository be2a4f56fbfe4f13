import Foundation
import SceneModel
import SceneReading
import Testing

/// What every reader gets for free: one scene per file named by its title, a description from
/// its first extension, and names matched as view names are (case and spaces ignored).
@Suite struct NamedSceneTests {
    struct OneSceneReader: SceneReader {
        var fileExtensions: [String] { ["one", "uno"] }
        func recognizes(_ prefix: [UInt8]) -> Bool { false }
        func read(_ data: Data, file: String, imageAccess: ImageAccess) throws -> Scene { Scene(title: "Log In") }
    }

    @Test func aReaderOfOneSceneNamesItByItsTitle() throws {
        let reader = OneSceneReader()
        #expect(reader.fileDescription == ".one")
        let scenes = try reader.readScenes(Data(), file: "a.one", imageAccess: ImageAccess(sceneFile: "a.one"))
        #expect(scenes.map(\.names) == [["Log In"]])
        #expect(scenes[0].matches("login") && scenes[0].matches("LOG IN") && !scenes[0].matches("Log"))
    }
}

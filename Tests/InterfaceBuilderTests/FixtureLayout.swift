import Foundation
import InterfaceBuilder
import LayoutEngine
import Readers
import SceneFormat
import SceneModel
import TextMetrics

/// The layout of a hand-written storyboard (`StoryboardFixture`), as the command line reads it.
enum FixtureLayout {
    /// The frame (0.01 pt) of view `id` in the scene `sceneID` of a storyboard's text, read as
    /// the command line reads a file.
    static func frame(of id: String, inScene sceneID: String, of xml: String) throws -> [Double] {
        let path = NSTemporaryDirectory() + "fixture-\(UUID().uuidString).storyboard"
        try xml.write(toFile: path, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let scenes = try SceneInput.readAll(path: path).map(\.scene)
        guard let scene = scenes.first(where: { $0.provenance?.identifier == sceneID }) else {
            throw FixtureError(description: "no scene \(sceneID)")
        }
        let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: scene.configurations[0])
        return SceneMappingTests.frame(layout, id)
    }

    /// The storyboard's canvas as model values, read from its text as the command line reads a file.
    static func storyboardMap(of xml: String) throws -> StoryboardMap {
        let path = NSTemporaryDirectory() + "fixture-\(UUID().uuidString).storyboard"
        try xml.write(toFile: path, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let document = try InterfaceBuilderDecoder.decode(contentsOf: path)
        guard let map = InterfaceBuilderScenes.storyboardMap(document, mapped: try InterfaceBuilderScenes.map(document))
        else { throw FixtureError(description: "no canvas") }
        return map
    }

    struct FixtureError: Error, CustomStringConvertible { var description: String }
}

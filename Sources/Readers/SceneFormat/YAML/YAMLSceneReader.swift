import Foundation
import SceneModel
import SceneReading

/// The YAML scene format (README, docs/scene-format.md): `SceneParser`.
public struct YAMLSceneReader: SceneReader {
    public init() {}
    public var fileExtensions: [String] { ["yaml", "yml"] }
    /// YAML has no signature; it is what an input no other reader recognizes is read as.
    public func recognizes(_ prefix: [UInt8]) -> Bool { false }
    public func read(_ data: Data, file: String, imageAccess: ImageAccess) throws -> Scene {
        var scene = try SceneParser.parse(data: data, file: file, imageAccess: imageAccess)
        scene.resolveFonts(sceneFile: file, allowedFolders: imageAccess.allowed)
        return scene
    }
}

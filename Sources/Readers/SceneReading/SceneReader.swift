import Foundation
import SceneModel

/// A file format alpreview reads scenes from. Every reader produces the same `Scene` model and
/// reports its problems as `SceneErrors` (file, line, column and caret). `SceneInput` picks the
/// reader (by extension, then by content) and applies the checks every format shares (size,
/// file type, UIKit's legality rules); a new format is a type conforming to this and one line
/// in `SceneReaders.all`.
public protocol SceneReader: Sendable {
    /// The extensions it claims, without the dot (`yaml`; case matters): files named so are
    /// read with it, and folders expand to them.
    var fileExtensions: [String] { get }
    /// How messages and the help name its files (default: the first extension, `.yaml`).
    var fileDescription: String { get }
    /// Whether `prefix` (the first bytes of the input) is in this format: how standard input
    /// and files with other extensions are recognized.
    func recognizes(_ prefix: [UInt8]) -> Bool
    /// The scene in `data` (at most `SceneInput.maximumBytes`); `file` is the name errors show,
    /// `imageAccess` where its images may come from.
    func read(_ data: Data, file: String, imageAccess: ImageAccess) throws -> Scene
    /// Every screen of the file with the names `--scene` picks it by (a storyboard has one per
    /// view controller; a YAML file one, named by its title).
    func readScenes(_ data: Data, file: String, imageAccess: ImageAccess) throws -> [NamedScene]
}

/// A scene of a file and what it can be picked by (ids, identifiers, titles, classes).
public struct NamedScene: Sendable {
    public var scene: Scene
    public var names: [String]
    /// A storyboard's canvas (the same for each of its scenes); nil for other files.
    public var storyboard: StoryboardMap?

    public init(scene: Scene, names: [String], storyboard: StoryboardMap? = nil) {
        self.scene = scene
        self.names = names
        self.storyboard = storyboard
    }

    public func matches(_ key: String) -> Bool {
        names.contains { normalizedName($0) == normalizedName(key) }
    }
}

extension SceneReader {
    public func readScenes(_ data: Data, file: String, imageAccess: ImageAccess) throws -> [NamedScene] {
        let scene = try read(data, file: file, imageAccess: imageAccess)
        return [NamedScene(scene: scene, names: [scene.title])]
    }

    public var fileDescription: String {
        fileExtensions.isEmpty ? "" : "." + fileExtensions[0]
    }
}

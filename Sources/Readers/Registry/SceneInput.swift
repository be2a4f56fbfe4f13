import FileInput
import Foundation
import SceneFormat
import SceneModel
import SceneReading
import SwiftSource

/// The one way a scene is read, whatever its format: the commands, `alpreview test`, folder
/// expansion and the Swift API all come here. It reads the bytes (a regular file of at most
/// `maximumBytes`, or standard input for `-`), picks the reader from `SceneReaders`, and checks
/// what is the same for every format: UIKit's legality rules, on the model.
public enum SceneInput {
    /// Inputs above this size are refused before parsing (a scene is a few kilobytes).
    public static let maximumBytes = SceneFile.maximumBytes
    /// How much of an input the readers look at to recognize their format: a conflict log may
    /// come after pages of other console output.
    public static let recognitionBytes = 64 << 10

    /// The scene at `path` (`-`: standard input); its images may come from its own folder and
    /// from `allowedFolders` (`--allow-path`).
    public static func read(path: String, allowedFolders: [String] = []) throws -> Scene {
        let file = SceneFile.displayName(path)
        let data = Data(try bytes(at: path))
        return try read(
            data, file: file, readingPath: path,
            imageAccess: ImageAccess(sceneFile: path, allowedFolders: allowedFolders))
    }

    /// The scene of the file `--scene` names (an id, storyboard identifier, title or class), or
    /// its first; a file with several scenes (a storyboard) gives one each.
    public static func read(path: String, allowedFolders: [String] = [], scene key: String?) throws -> Scene {
        let scenes = try readAll(path: path, allowedFolders: allowedFolders)
        guard let picked = key.map({ key in scenes.first { $0.matches(key) } }) ?? scenes.first else {
            throw noScene(key, in: SceneFile.displayName(path), scenes: scenes)
        }
        return picked.scene
    }

    /// Every scene of the file, in its order, with the names `--scene` picks them by; each
    /// checked against UIKit's legality rules. A file found in a folder (`insideFolder`, a real
    /// path) is read only if it lies inside it: a symbolic link out of it is refused unread.
    /// `module`: the other Swift files given with a Swift file, read with it as one module (its
    /// helpers and types are visible to it), each with the folder it must lie inside; a file of a
    /// module may have no scene of its own.
    public static func readAll(
        path: String, allowedFolders: [String] = [], insideFolder folder: String? = nil,
        module: [(path: String, folder: String?)] = []
    ) throws -> [NamedScene] {
        let file = SceneFile.displayName(path)
        let data = Data(try bytes(at: path, insideFolder: folder))
        let reader = SceneReaders.reader(forPath: path, prefix: Array(data.prefix(recognitionBytes)))
        try SceneFile.checkSize(data.count, file: file)
        let scenes: [NamedScene]
        if let swift = reader as? SwiftSourceSceneReader, !module.isEmpty {
            let others = try module.map {
                (data: Data(try bytes(at: $0.path, insideFolder: $0.folder)), file: SceneFile.displayName($0.path))
            }
            scenes = try swift.readScenes(data, file: file, module: others, allowedFolders: allowedFolders)
        } else {
            scenes = try reader.readScenes(
                data, file: file, imageAccess: ImageAccess(sceneFile: path, allowedFolders: allowedFolders))
        }
        for named in scenes {
            let illegal = ConstraintLegality.violations(in: named.scene)
            if !illegal.isEmpty { throw SceneErrors(errors: illegal) }
        }
        return scenes
    }

    /// The error for a `--scene` naming none of the file's scenes (or a file with none).
    public static func noScene(_ key: String?, in file: String, scenes: [NamedScene]) -> SceneErrors {
        let names = scenes.map { $0.scene.provenance?.name ?? $0.names.first ?? "" }.joined(separator: ", ")
        return SceneErrors(errors: [
            Diagnostic(
                "no scene '\(key ?? "")' in the file; its scenes: \(names.isEmpty ? "none" : names)",
                at: SourceLocation(file: file, line: 0, column: 0))
        ])
    }

    /// The scene in `data`, read as the file `file` (whose extension and content pick the reader).
    public static func read(_ data: Data, file: String, imageAccess: ImageAccess? = nil) throws -> Scene {
        try read(data, file: file, readingPath: file, imageAccess: imageAccess ?? ImageAccess(sceneFile: file))
    }

    static func read(_ data: Data, file: String, readingPath: String, imageAccess: ImageAccess) throws -> Scene {
        let reader = SceneReaders.reader(forPath: readingPath, prefix: Array(data.prefix(recognitionBytes)))
        return try read(data, file: file, with: reader, imageAccess: imageAccess)
    }

    /// What every format goes through, whichever reader reads it.
    static func read(_ data: Data, file: String, with reader: any SceneReader, imageAccess: ImageAccess) throws -> Scene
    {
        try SceneFile.checkSize(data.count, file: file)
        let scene = try reader.read(data, file: file, imageAccess: imageAccess)
        let illegal = ConstraintLegality.violations(in: scene)
        if !illegal.isEmpty { throw SceneErrors(errors: illegal) }
        return scene
    }

    /// How errors name the input: the path, or `<stdin>`.
    public static func displayName(_ path: String) -> String { SceneFile.displayName(path) }

    /// The bytes of a scene file of any format the readers know, or of standard input.
    public static func bytes(at path: String, insideFolder folder: String? = nil) throws -> [UInt8] {
        try SceneFile.bytes(at: path, insideFolder: folder, formats: SceneReaders.fileDescription)
    }
}

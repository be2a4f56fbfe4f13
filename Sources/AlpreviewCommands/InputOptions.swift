import AlpreviewKit
import ArgumentParser
import FileInput
import LayoutEngine
import Readers
import SceneFormat
import SceneModel

/// Options about what a command may read.
struct InputOptions: ParsableArguments {
    @Option(
        name: .customLong("allow-path"),
        help: ArgumentHelp(
            "A folder images and the app's fonts may also come from (repeatable); by default only the scene's own folder.",
            valueName: "DIR"))
    var allowPath: [String] = []
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The scene of a storyboard or XIB: its id, storyboard identifier, title or class (default: every scene).",
            valueName: "ID|NAME"))
    var scene: String?

    func validate() throws {
        for folder in allowPath where InputFile.kind(of: folder) != .folder {
            throw ValidationError("--allow-path \(folder): no such folder")
        }
    }

    /// The scenes the arguments name, folders expanded.
    func sceneFiles(_ arguments: [String]) throws -> [SceneFiles.Entry] {
        try SceneFiles.expand(arguments)
    }

    func readScene(_ path: String, configurations: ConfigurationOptions) throws -> Scene {
        var scene = try SceneInput.read(path: path, allowedFolders: allowPath, scene: self.scene)
        scene.warnings.forEach { ToolMessage.warning($0.placed) }
        configurations.apply(to: &scene)
        return scene
    }

    /// The scenes of one file `--scene` picks (every scene without it), each with the name its
    /// outputs and goldens take: the file's own name for a file of one scene, else
    /// `FILE.SCENE` (`Main.Settings`), unique within the file. `warn: false` (`--quiet`) keeps the
    /// reader's warnings (elements not understood, custom fonts) off standard error.
    func readScenes(_ entry: SceneFiles.Entry, configurations: ConfigurationOptions, warn: Bool = true) throws
        -> [FileScene]
    {
        let named = try SceneInput.readAll(
            path: entry.path, allowedFolders: allowPath, insideFolder: entry.folder,
            module: entry.module.map { ($0.path, $0.folder) })
        // A Swift file that only serves the others of its module (helpers) has no scene.
        if named.isEmpty, !entry.module.isEmpty { return [] }
        // The file's warnings once, not once per scene.
        if warn { named.first?.scene.warnings.forEach { ToolMessage.warning($0.placed) } }
        var scenes = named.map(\.scene)
        if let key = scene {
            scenes = scenes.filter { SceneSelection.matches($0, key) }
            if scenes.isEmpty { throw SceneInput.noScene(key, in: SceneInput.displayName(entry.path), scenes: named) }
        }
        if scenes.isEmpty { throw SceneInput.noScene(nil, in: SceneInput.displayName(entry.path), scenes: named) }
        let names = scenes.count == 1 ? [entry.name] : SceneSelection.fileNames(scenes).map { "\(entry.name).\($0)" }
        let storyboard = scene == nil ? named.first?.storyboard : nil
        return zip(scenes, names).map { scene, name in
            var scene = scene
            configurations.apply(to: &scene)
            return FileScene(
                entry: entry, scene: scene, name: name, ofSeveral: scenes.count > 1,
                storyboard: storyboard)
        }
    }
}

import AlpreviewKit
import ArgumentParser
import FileInput
import LayoutEngine
import SceneFormat

/// Options about what a command may read.
struct InputOptions: ParsableArguments {
    @Option(name: .customLong("allow-path"), help: ArgumentHelp(
        "A folder images may also come from (repeatable); by default only the scene's own folder.",
        valueName: "DIR"))
    var allowPath: [String] = []
    @Option(name: .long, help: ArgumentHelp(
        "The scene of a storyboard or XIB: its id, storyboard identifier, title or class (default: the first).",
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
        try configurations.apply(to: &scene)
        return scene
    }
}

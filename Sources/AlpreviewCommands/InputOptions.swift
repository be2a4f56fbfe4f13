import AlpreviewKit
import ArgumentParser
import FileInput
import LayoutEngine

/// Options about what a command may read.
struct InputOptions: ParsableArguments {
    @Option(name: .customLong("allow-path"), help: ArgumentHelp(
        "A folder images may also come from (repeatable); by default only the scene's own folder.",
        valueName: "DIR"))
    var allowPath: [String] = []

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
        var scene = try Pipeline.readScene(path, allowedFolders: allowPath)
        try configurations.apply(to: &scene)
        return scene
    }
}

import AlpreviewKit
import ArgumentParser
import FileInput
import FileOutput
import Foundation
import LayoutEngine
import SceneFormat

/// `alpreview convert SCENE -o scene.yaml`: any scene alpreview reads, written as a YAML scene
/// file (`SceneWriter`) to review, diff and edit as text. A file with several scenes (a
/// storyboard's view controllers) gives one with `--scene`, or all of them into a folder, one
/// `TITLE.yaml` each; nothing is written when anything fails.
struct Convert: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a scene (a storyboard, a YAML scene) as a readable YAML scene file.")

    @Argument(help: ArgumentHelp("A scene file (\(SceneReaders.fileDescription)), or - for standard input."))
    var scene: String
    @Option(
        name: .shortAndLong,
        help: "The YAML file to write, - for standard output, or a folder for every scene of the file.")
    var output: String
    @OptionGroup var input: InputOptions

    func validate() throws {
        if output.isEmpty { throw ValidationError("an output path is empty") }
    }

    func run() throws {
        let scenes = try SceneSelection.select(
            try Pipeline.readScenes(scene, allowedFolders: input.allowPath),
            matching: input.scene, in: SceneInput.displayName(scene))
        let toFolder = output != "-" && (InputFile.kind(of: output) == .folder || output.hasSuffix("/"))
        if scenes.count > 1 && !toFolder {
            throw UsageError(
                "\(SceneInput.displayName(scene)) has \(scenes.count) scenes (\(SceneSelection.list(scenes))); "
                    + "pick one with --scene, or give -o a folder to write each as TITLE.yaml")
        }
        var batch = OutputBatch(createsFolders: toFolder)
        batch.protect([scene])
        let folder = toFolder ? (output.hasSuffix("/") ? String(output.dropLast()) : output) : nil
        for (scene, name) in zip(scenes, SceneSelection.fileNames(scenes)) {
            let path = folder.map { "\($0)/\(name).yaml" } ?? output
            // Image paths inside the written file's folder are written relative to it.
            let imageFolder =
                path == "-" ? FileManager.default.currentDirectoryPath : (path as NSString).deletingLastPathComponent
            let yaml = SceneWriter.yaml(scene, imageFolder: imageFolder.isEmpty ? "." : imageFolder)
            batch.add(Array(yaml.utf8), to: path, from: scene.title)
        }
        try batch.commit()
    }
}

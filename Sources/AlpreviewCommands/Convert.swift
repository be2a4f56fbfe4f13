import AlpreviewKit
import ArgumentParser
import FileInput
import FileOutput
import Foundation
import LayoutEngine
import Readers
import SceneFormat
import SceneModel
import SceneReading

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
        // The file's warnings (values bounded, elements not understood) once, as other commands say them.
        scenes.first?.warnings.forEach { ToolMessage.warning($0.placed) }
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
            try Self.checkReadsBack(
                yaml, writtenTo: path, from: scene, sceneFile: self.scene, allowing: input.allowPath)
            batch.add(Array(yaml.utf8), to: path, from: scene.title)
        }
        try batch.commit()
    }

    /// Only what alpreview's own reader reads back is written: the YAML is read as the file it
    /// will be (its images from the same folders as the scene's), and a scene that would not read
    /// back is refused with the reader's reason, before anything is written.
    static func checkReadsBack(
        _ yaml: String, writtenTo path: String, from scene: Scene, sceneFile: String, allowing allowed: [String]
    ) throws {
        let sceneFolder = (sceneFile as NSString).deletingLastPathComponent
        let access = ImageAccess(
            sceneFile: path == "-" ? "./-.yaml" : path,
            allowedFolders: allowed + (sceneFile == "-" ? [] : [sceneFolder.isEmpty ? "." : sceneFolder]))
        do {
            _ = try SceneInput.read(Data(yaml.utf8), file: path, imageAccess: access)
        } catch {
            let reason =
                (error as? SceneErrors)?.errors.first?.message ?? CommandFailure.sceneProblem(error)?.errors.first
                ?? "\(error)"
            throw UsageError(
                "cannot convert \(SceneInput.displayName(sceneFile)) (\(scene.title)): the YAML scene would not "
                    + "read back: \(shownLine(reason)); nothing written")
        }
    }

    /// A reason on one line.
    static func shownLine(_ text: String) -> String {
        String(text.prefix { $0 != "\n" })
    }
}

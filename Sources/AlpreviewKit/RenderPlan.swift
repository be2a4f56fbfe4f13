import FileInput
import LayoutEngine
import Rendering
import SceneModel

/// What `alpreview render` writes, decided from its arguments and the scenes read, before any
/// is laid out: one file (`-o out.png`, `-o -`), a folder of one file per scene or per
/// configuration (`--split`), or a whole storyboard's canvas in one file; and the format. The
/// files are then drawn and written all or nothing (`OutputBatch`).
public struct RenderPlan: Sendable {
    /// Arguments that ask for what cannot be written (a usage error).
    public struct Refusal: Error, CustomStringConvertible {
        public var description: String
    }

    /// One image to draw: some configurations of a scene, the file it goes to and how messages
    /// name it.
    public struct Image: Equatable, Sendable {
        public var path: String
        /// Positions in the scene's configurations.
        public var configurations: [Int]
        public var source: String
    }

    /// `-o`, if given.
    public let output: String?
    /// The images' format; nil without `-o`.
    public let format: OutputFormat?
    /// One file per scene or configuration, in the folder `-o` names (created when missing).
    public let writesToFolder: Bool
    public let split: Bool
    /// The storyboard drawn whole into the one file `-o` names, when that is what was asked.
    public let canvas: StoryboardMap?

    /// `files` are every scene of `entries`, the files named on the command line, as read.
    public init(
        output: String?, json: String?, format: OutputFormat?, split: Bool, entries: [SceneFiles.Entry],
        files: [FileScene]
    ) throws {
        self.output = output
        self.split = split
        // Several scenes go into a folder that must exist; so does a scene rendered into a folder.
        let outputIsFolder = output.map { $0 != "-" && InputFile.kind(of: $0) == .folder } ?? false
        let namesOneFile = output.map { $0 == "-" || OutputFormat.fromExtension($0) != nil } ?? false
        // A whole storyboard of several scenes (containers and references count) into one file is
        // its canvas, as Interface Builder shows it.
        canvas = files.first?.storyboard.flatMap { map in
            map.scenes.count > 1 && entries.count == 1 && !entries[0].foundInFolder && !split && !outputIsFolder
                && namesOneFile ? map : nil
        }
        if canvas == nil, let several = files.first(where: \.ofSeveral), entries.count == 1, !split, !outputIsFolder,
            let output, namesOneFile
        {
            let all = files.map(\.scene)
            let ext = format?.rawValue ?? OutputFormat.fromExtension(output)?.rawValue ?? "png"
            throw Refusal(
                description: "\(several.entry.path) has \(all.count) scenes (\(SceneSelection.list(all))); "
                    + "pick one with --scene, or give -o a folder to write each as \(several.entry.name).SCENE.\(ext)")
        }
        writesToFolder =
            split || (files.count > 1 && canvas == nil) || files.contains(where: \.entry.foundInFolder)
            || outputIsFolder
        // Several scenes of one file (a storyboard's) report in one document; of several files, not.
        if entries.count > 1 && json != nil {
            throw Refusal(description: "--json takes a single scene file; give one file, or run once per file")
        }
        if writesToFolder && output == "-" {
            throw Refusal(description: "-o - writes one file; --split and several scenes need a folder")
        }
        self.format = try Self.format(format, output: output, writesToFolder: writesToFolder)
        // The folder is created when missing (on commit, with the files).
        if writesToFolder, let output, ![.folder, .missing].contains(InputFile.kind(of: output)) {
            throw Refusal(
                description: "-o \(output) must be a folder when writing one file per configuration or scene")
        }
        if writesToFolder { try SceneFiles.checkNamesAreDistinct(files.map(\.namedEntry), what: "output") }
    }

    /// `--format`, else the output's extension; PNG in a folder or on standard output.
    static func format(_ asked: OutputFormat?, output: String?, writesToFolder: Bool) throws(Refusal)
        -> OutputFormat?
    {
        if let asked { return asked }
        if let output, output != "-", !writesToFolder {
            guard let format = OutputFormat.fromExtension(output) else {
                throw Refusal(description: "cannot tell the format of '\(output)': use .png, .svg or .pdf, or --format")
            }
            return format
        }
        return output == nil ? nil : .png
    }

    /// The images of one scene with these configurations: one per configuration with `split`,
    /// else one of them all; none for the canvas (drawn once, of every scene) or without `-o`.
    public func images(of file: FileScene, configurations: [Configuration]) -> [Image] {
        guard canvas == nil, let output, let format else { return [] }
        let ext = format.rawValue
        if split {
            return configurations.enumerated().map { index, configuration in
                Image(
                    path: "\(output)/\(Pipeline.fileName(scene: file.name, configuration)).\(ext)",
                    configurations: [index], source: "\(file.label): \(configuration.summary)")
            }
        }
        return [
            Image(
                path: writesToFolder ? "\(output)/\(file.name).\(ext)" : output,
                configurations: Array(configurations.indices), source: file.label)
        ]
    }

    /// The canvas draws each scene once: several configurations (`--orientation both`, several
    /// devices …) need one file per scene.
    public func checkCanvas(_ file: FileScene, configurations: Int) throws(Refusal) {
        guard canvas != nil, configurations > 1 else { return }
        throw Refusal(
            description: "the whole storyboard \(file.entry.path) is drawn in one configuration, not \(configurations) "
                + "(one --device, --orientation, --size-category and direction); or give -o a folder to write each scene"
        )
    }
}

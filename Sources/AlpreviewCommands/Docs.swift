import AlpreviewKit
import ArgumentParser
import FileInput
import FileOutput
import Foundation
import SceneModel
import SceneReading

/// `alpreview docs GUIDE.md -o OUT.md`: the pictures of a guide, drawn from the `alpreview`
/// blocks written in it, and the guide with an image link in place of each block; `--docc`
/// writes them into a DocC catalog; `--check` says whether what is written is current.
struct Docs: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw the pictures of a Markdown guide from its alpreview blocks.",
        discussion: """
            Each fenced block whose info string is `alpreview` holds a scene, or names one with `file:` \
            (inside the Markdown file's folder), with options such as `device:`, `orientation:`, \
            `annotations:`, `crop:`, `highlight:`, `scale:` and `caption:`. It is replaced by an image link; the \
            pictures are written beside the output, named after the scene and a hash of the block (or at the \
            path `picture:` gives). A storyboard of several scenes named without `scene:` is drawn whole, as its \
            canvas.
            """)

    @Argument(help: ArgumentHelp("A Markdown file, or a folder of them.", valueName: "GUIDE.md|DIR"))
    var input: String
    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("The Markdown to write (a folder for a folder).", valueName: "OUT.md|DIR"))
    var output: String?
    @Option(
        name: .long,
        help: ArgumentHelp(
            "A DocC catalog: the Markdown into it, the pictures into its Resources (light and dark).",
            valueName: "PATH.docc"))
    var docc: String?
    @Option(
        name: .long, help: "Pixels per point (default: the device's; 2 for --docc, which takes 1, 2 or 3).",
        transform: ScaleOption.parse)
    var scale: ScaleOption?
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The folder the blocks' file: paths must lie in (default: each Markdown file's own folder).",
            valueName: "DIR"))
    var root: String?
    @Flag(name: .long, help: "Write nothing; exit 1 naming each output that is missing, stale or no longer referenced.")
    var check = false
    @Flag(name: .long, help: "Remove the pictures no block asks for any more from the pictures' folders.")
    var prune = false

    func validate() throws {
        if (output == nil) == (docc == nil) { throw ValidationError("give either -o OUT.md or --docc PATH.docc") }
        if output?.isEmpty == true || docc?.isEmpty == true { throw ValidationError("an output path is empty") }
        if check && prune { throw ValidationError("--check writes nothing; --prune removes files") }
        if let root, InputFile.kind(of: root) != .folder { throw ValidationError("--root \(root) is not a folder") }
        if docc != nil, let scale, ![1.0, 2.0, 3.0].contains(scale.pixelsPerPoint) {
            throw ValidationError("--docc takes --scale 1, 2 or 3")
        }
    }

    /// A file the run writes.
    struct Output {
        var path: String
        var bytes: [UInt8]
        var source: String
    }

    func run() throws {
        let guides = try markdownFiles()
        let style: DocumentationPictures.Style =
            docc != nil
            ? .docc(scale: Int(scale?.pixelsPerPoint ?? 2)) : .markdown(scale: scale?.pixelsPerPoint)
        var outputs: [Output] = []
        var inputs: [String] = []
        var pictureFolders: [String] = []
        var errors: [Diagnostic] = []
        // Every guide is read and drawn before anything is written or compared.
        for (path, relative) in guides {
            let target = outputPath(relative)
            let folder = docc.map { $0 + "/Resources" } ?? DocumentationPictures.folder(of: target)
            do {
                let pictures = try DocumentationPictures(markdownAt: path, style: style, root: root)
                outputs.append(Output(path: target, bytes: pictures.markdown, source: path))
                for (name, bytes) in pictures.pictures {
                    let picture = DocumentationPictures.join(folder, name)
                    // The same block twice is the same picture, written once.
                    if outputs.contains(where: { $0.path == picture && $0.bytes == bytes }) { continue }
                    outputs.append(Output(path: picture, bytes: bytes, source: path))
                }
                inputs += [path] + pictures.scenesRead
                if !pictureFolders.contains(folder) { pictureFolders.append(folder) }
            } catch let problem as SceneErrors {
                errors += problem.errors
            } catch let problem as Diagnostic {
                errors.append(problem)
            }
        }
        if !errors.isEmpty { throw SceneErrors(errors: errors) }
        let written = Set(outputs.map { FolderBoundary.lexicallyNormalized($0.path) })
        let unreferenced = pictureFolders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
                .filter(PictureName.isPictureFile).map { DocumentationPictures.join(folder, $0) }
                .filter { !written.contains(FolderBoundary.lexicallyNormalized($0)) }
        }
        if check {
            try report(outputs, unreferenced: unreferenced)
            return
        }
        var batch = OutputBatch(createsFolders: true)
        batch.protect(inputs)
        for output in outputs { batch.add(output.bytes, to: output.path, from: output.source) }
        try batch.commit()
        for picture in unreferenced {
            if prune {
                do { try FileManager.default.removeItem(atPath: picture) } catch {
                    throw UsageError("cannot remove \(picture): \(error.localizedDescription)")
                }
                try StandardStreams.printLine("removed \(picture)")
            } else {
                ToolMessage.warning("\(picture) is no longer referenced (--prune removes it)")
            }
        }
    }

    /// `--check`: each output missing or different, each picture no block asks for; exit 1 if any.
    func report(_ outputs: [Output], unreferenced: [String]) throws {
        var problems: [String] = []
        for output in outputs {
            switch InputFile.kind(of: output.path) {
            case .regular:
                let current = try? InputFile.read(output.path, limit: max(output.bytes.count, 1) * 2 + 4096)
                if current != output.bytes { problems.append("stale: \(output.path)") }
            default: problems.append("missing: \(output.path)")
            }
        }
        problems += unreferenced.map { "unreferenced: \($0)" }
        for problem in problems { try StandardStreams.printLine(problem) }
        if !problems.isEmpty { throw ExitCode(1) }
        try StandardStreams.printLine("ok")
    }

    /// The Markdown files the input names, each with its path under the input (its name for a file).
    func markdownFiles() throws -> [(path: String, relative: String)] {
        switch InputFile.kind(of: input) {
        case .folder:
            guard let inside = FolderBoundary.realPath(input) else {
                throw UsageError("cannot read the folder \(input)")
            }
            let found = ((try? FileManager.default.subpathsOfDirectory(atPath: input)) ?? []).sorted()
                .filter { $0.hasSuffix(".md") }
                .filter { FolderBoundary.resolve(DocumentationPictures.join(input, $0), inside: inside) != nil }
                .filter { InputFile.kind(of: DocumentationPictures.join(input, $0)) == .regular }
                // What an earlier run wrote into a folder inside the input is output, not a guide.
                .filter { !isOutput(DocumentationPictures.join(input, $0)) }
            if found.isEmpty { throw UsageError("no Markdown file (.md) in \(input)") }
            return found.map { (DocumentationPictures.join(input, $0), $0) }
        case .missing: throw UsageError("\(input): no such file or folder")
        default: return [(input, (input as NSString).lastPathComponent)]
        }
    }

    /// Whether a path lies in the folder the run writes to (`-o` or the catalog) inside the input
    /// folder; an input folder inside the output (`docs docs/src -o docs`) holds guides only.
    func isOutput(_ path: String) -> Bool {
        guard let folder = (docc ?? output).map(FolderBoundary.lexicallyNormalized) else { return false }
        if FolderBoundary.isInside(FolderBoundary.lexicallyNormalized(input), folder: folder) { return false }
        return FolderBoundary.isInside(FolderBoundary.lexicallyNormalized(path), folder: folder)
    }

    /// Where a guide's Markdown goes: `-o` itself for a file, under it for a folder; into the catalog.
    func outputPath(_ relative: String) -> String {
        if let docc { return docc + "/" + relative }
        let output = output ?? ""
        return InputFile.kind(of: input) == .folder ? output + "/" + relative : output
    }
}

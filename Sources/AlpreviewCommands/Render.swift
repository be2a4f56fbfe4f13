import AlpreviewKit
import ArgumentParser
import FileInput
import FileOutput
import Foundation
import LayoutEngine
import Rendering
import SceneFormat

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Render scenes to PNG, SVG or PDF (the default command).")

    @Argument(
        help: ArgumentHelp("Scene files (\(SceneReaders.fileDescription)), folders of them, or - for standard input."))
    var scenes: [String]
    @Option(
        name: .shortAndLong,
        help:
            "The output file (.png, .svg, .pdf), - for standard output, or a folder with --split, several scenes or a folder of scenes; a whole storyboard into one file is its canvas."
    )
    var output: String?
    @Flag(
        name: .long,
        help: "One file per configuration, named SCENE.DEVICE.ORIENTATION[.CATEGORY][.rtl].EXT, in the folder -o names."
    )
    var split = false
    @Flag(name: .long, help: "All configurations of a scene in one contact sheet (the default).")
    var sheet = false
    @Option(name: .long, help: "The image format (default: from the output's extension).")
    var format: OutputFormat?
    @OptionGroup var configurations: ConfigurationOptions
    @OptionGroup var input: InputOptions
    @Option(name: .long, help: "Pixels per point (default: the device's scale).", transform: ScaleOption.parse)
    var scale: ScaleOption?
    @Option(
        name: .long, help: ArgumentHelp("Annotation layers: \(AnnotationLayerList.names).", valueName: "annotate"),
        transform: AnnotationLayerList.parse)
    var annotate: Set<AnnotationLayer>?
    @Flag(name: .long, help: "Draw the bare screen, without annotations.")
    var clean = false
    @Option(name: .long, help: "Write the layout report (JSON) to a file, or - for standard output.")
    var json: String?
    @Flag(name: .long, help: "Exit 1 when a configuration has a conflict, an ambiguity or a misplacement.")
    var strict = false
    @Option(name: .long, help: "The colors of the drawing.")
    var theme: Theme = .light
    @Flag(
        name: .long,
        help: "No warnings (layout problems, parts of a storyboard not understood) and no progress on standard error.")
    var quiet = false

    func validate() throws {
        if output == nil && json == nil { throw ValidationError("missing -o OUT (or --json FILE)") }
        if output == "-" && json == "-" { throw ValidationError("-o - and --json - cannot both use standard output") }
        if split && sheet { throw ValidationError("--split and --sheet exclude each other") }
        if scenes.isEmpty { throw ValidationError("missing scene file") }
        if output?.isEmpty == true || json?.isEmpty == true { throw ValidationError("an output path is empty") }
    }

    func run() throws {
        let entries = try input.sceneFiles(scenes)
        // Every scene is read and laid out, and every file drawn, before anything is written.
        let files = try entries.flatMap { try input.readScenes($0, configurations: configurations, warn: !quiet) }
        // Several scenes go into a folder that must exist; so does a scene rendered into a folder.
        let outputIsFolder = output.map { $0 != "-" && InputFile.kind(of: $0) == .folder } ?? false
        // A whole storyboard of several scenes (containers and references count) into one file is
        // its canvas, as Interface Builder shows it.
        let canvas = files.first?.storyboard.flatMap { map in
            map.scenes.count > 1 && entries.count == 1 && !entries[0].foundInFolder && !split && !outputIsFolder
                && (output == "-" || output.flatMap(OutputFormat.fromExtension) != nil) ? map : nil
        }
        if canvas == nil, let several = files.first(where: \.ofSeveral), entries.count == 1, !split, !outputIsFolder,
            let output, output == "-" || OutputFormat.fromExtension(output) != nil
        {
            let all = files.map(\.scene)
            throw UsageError(
                "\(several.entry.path) has \(all.count) scenes (\(SceneSelection.list(all))); pick one with --scene, "
                    + "or give -o a folder to write each as \(several.entry.name).SCENE.\(format?.rawValue ?? OutputFormat.fromExtension(output)?.rawValue ?? "png")"
            )
        }
        let writesToFolder =
            split || (files.count > 1 && canvas == nil) || files.contains(where: \.entry.foundInFolder)
            || outputIsFolder
        // Several scenes of one file (a storyboard's) report in one document; of several files, not.
        if entries.count > 1 && json != nil {
            throw UsageError("--json takes a single scene file; give one file, or run once per file")
        }
        if writesToFolder && output == "-" {
            throw UsageError("-o - writes one file; --split and several scenes need a folder")
        }
        let outputFormat = try self.outputFormat(writesToFolder: writesToFolder)
        // The folder is created when missing (on commit, with the files).
        if writesToFolder, let output, ![.folder, .missing].contains(InputFile.kind(of: output)) {
            throw UsageError("-o \(output) must be a folder when writing one file per configuration or scene")
        }
        if writesToFolder { try SceneFiles.checkNamesAreDistinct(files.map(\.namedEntry), what: "output") }
        let layers = annotate ?? (clean ? [] : Set(AnnotationLayer.allCases))
        let scenes = files.map(\.scene)
        var batch = OutputBatch(createsFolders: writesToFolder)
        batch.protect(entries.map(\.path) + scenes.flatMap { $0.allViews.compactMap(\.view.imagePath) })
        var issues = false
        var drawnPixels = 0.0
        var progress = Progress(total: files.count, quiet: quiet)
        // The layout report: one scene's own, or every scene's configurations in one document;
        // each scene's part is made in turn, so no layout is kept for it.
        let render = RenderOptions(scale: scale?.pixelsPerPoint, layers: layers, theme: theme)
        var report: JSON?
        var reportedConfigurations: [JSON] = []
        var canvasLayouts: [String: SolvedLayout] = [:]
        for (index, (file, scene)) in zip(files, scenes).enumerated() {
            progress.step(index, file.name)
            let layouts = try Pipeline.layouts(scene)
            issues = issues || layouts.contains(where: \.hasIssues)
            if !quiet && layouts.contains(where: \.hasIssues) {
                progress.finish()
                DiagnosticsSummary.warn(file.label, layouts)
            }
            if canvas != nil {
                if layouts.count > 1 { throw UsageError(Self.canvasConfigurations(file, count: layouts.count)) }
                if let sceneID = scene.origin?.sceneID { canvasLayouts[sceneID] = layouts.first }
            } else if let output, let outputFormat {
                let renderer = Renderer(
                    options: RenderOptions(
                        scale: scale?.pixelsPerPoint, layers: layers,
                        theme: theme, format: outputFormat))
                let ext = outputFormat.rawValue
                // Checked before drawing: a canvas too large for Cairo, then a run past its
                // budget, stop before they spend it.
                for canvas in split ? layouts.map({ [$0] }) : [layouts] {
                    drawnPixels += try renderer.checkSize(of: canvas, title: scene.title)
                }
                try CanvasLimit.checkRun(drawn: drawnPixels)
                if split {
                    for layout in layouts {
                        batch.add(
                            try renderer.render([layout], title: scene.title),
                            to: "\(output)/\(Pipeline.fileName(scene: file.name, layout.configuration)).\(ext)",
                            from: "\(file.label): \(layout.configuration.summary)")
                    }
                } else {
                    batch.add(
                        try renderer.render(layouts, title: scene.title),
                        to: writesToFolder ? "\(output)/\(file.name).\(ext)" : output, from: file.label)
                }
            }
            if json != nil {
                // The report's annotations are those of the image these options draw.
                if files.count == 1 {
                    report = LayoutReport.json(scene: scene, layouts: layouts, render: render)
                } else {
                    reportedConfigurations += LayoutReport.sceneConfigurations(scene, layouts: layouts, render: render)
                }
            }
        }
        progress.finish()
        if let canvas, let output, let outputFormat {
            let renderer = StoryboardCanvasRenderer(
                options: RenderOptions(scale: scale?.pixelsPerPoint, layers: [], theme: theme, format: outputFormat))
            let scenes = try StoryboardCanvasScenes.scenes(canvas, layouts: canvasLayouts) { scene in
                configurations.apply(to: &scene)
            }
            let placed = renderer.layout(scenes, map: canvas)
            if let warning = placed.downscaleWarning, !quiet { ToolMessage.warning("\(entries[0].path): \(warning)") }
            try CanvasLimit.checkRun(drawn: placed.pixels(format: outputFormat))
            batch.add(renderer.render(scenes, map: canvas), to: output, from: entries[0].path)
        }
        if let json {
            let document = report ?? LayoutReport.json(file: entries[0].name, configurations: reportedConfigurations)
            batch.add(Array((document.serialized() + "\n").utf8), to: json, from: "the layout report")
        }
        try batch.commit()
        // On GitHub Actions, a log's broken constraint is annotated on its source line; on
        // standard error when standard output carries the image or the report.
        let environment = ProcessInfo.processInfo.environment
        for file in files {
            guard
                let annotation = GitHubAnnotations.logConflict(
                    file.scene, path: file.entry.path, environment: environment)
            else { continue }
            if output == "-" || json == "-" {
                StandardStreams.printError(annotation)
            } else {
                try StandardStreams.printLine(annotation)
            }
        }
        if strict && issues { throw ExitCode(1) }
    }

    /// The canvas draws each scene once: several configurations (`--orientation both`, several
    /// devices …) need one file per scene.
    static func canvasConfigurations(_ file: FileScene, count: Int) -> String {
        "the whole storyboard \(file.entry.path) is drawn in one configuration, not \(count) "
            + "(one --device, --orientation, --size-category and direction); or give -o a folder to write each scene"
    }

    func outputFormat(writesToFolder: Bool) throws -> OutputFormat? {
        if let format { return format }
        if let output, output != "-", !writesToFolder {
            guard let f = OutputFormat.fromExtension(output) else {
                throw UsageError("cannot tell the format of '\(output)': use .png, .svg or .pdf, or --format")
            }
            return f
        }
        return output == nil ? nil : .png
    }
}

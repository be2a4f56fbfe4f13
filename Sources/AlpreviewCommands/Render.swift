import AlpreviewKit
import ArgumentParser
import FileInput
import FileOutput
import Foundation
import LayoutEngine
import Readers
import Rendering
import SceneFormat
import SceneModel

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
        name: .customLong("no-status-bar"),
        help: "Leave out the status bar's time and symbols (the layout keeps its safe area).")
    var noStatusBar = false
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Cut each panel to these views and \(formatPoints(PanelCrop.margin)) points around them (comma-separated; repeatable).",
            valueName: "view,…"), transform: NameListOption.parse)
    var crop: [NameListOption] = []
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Draw the marks of these views and constraints (ids or texts) in full colour, the others faded (comma-separated; repeatable).",
            valueName: "name,…"), transform: NameListOption.parse)
    var highlight: [NameListOption] = []
    @Option(
        name: .long, help: ArgumentHelp("A line of text under the picture, in the legend's style.", valueName: "text"))
    var caption: String?
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
        if caption?.isEmpty == true { throw ValidationError("--caption is empty") }
    }

    /// What the picture options ask of every renderer the command makes.
    func renderOptions(format: OutputFormat = .png, layers: Set<AnnotationLayer>) -> RenderOptions {
        let crop = NameListOption.names(self.crop), highlight = NameListOption.names(self.highlight)
        return RenderOptions(
            scale: scale?.pixelsPerPoint, layers: layers, theme: theme, format: format, statusBar: !noStatusBar,
            crop: crop.isEmpty ? nil : PanelCrop(views: crop),
            highlight: highlight.isEmpty ? nil : MarkHighlight(names: highlight), caption: caption)
    }

    func run() throws {
        let entries = try input.sceneFiles(scenes)
        // Every scene is read and laid out, and every file drawn, before anything is written.
        let files = try entries.flatMap { try input.readScenes($0, configurations: configurations, warn: !quiet) }
        let plan = try RenderPlan(
            output: output, json: json, format: format, split: split, entries: entries, files: files)
        let layers = annotate ?? (clean ? [] : AnnotationLayer.standard)
        let scenes = files.map(\.scene)
        var batch = OutputBatch(createsFolders: plan.writesToFolder)
        batch.protect(entries.map(\.path) + scenes.flatMap { $0.allViews.compactMap(\.view.imagePath) })
        var issues = false
        var drawnPixels = 0.0
        var progress = Progress(total: files.count, quiet: quiet)
        // The layout report: one scene's own, or every scene's configurations in one document;
        // each scene's part is made in turn, so no layout is kept for it.
        let render = renderOptions(layers: layers)
        var report: JSON?
        var reportedConfigurations: [JSON] = []
        var canvasLayouts: [String: SolvedLayout] = [:]
        for (index, (file, scene)) in zip(files, scenes).enumerated() {
            progress.step(index, file.name)
            let layouts = try Pipeline.layouts(scene)
            // A name the scene lacks stops the run before anything is drawn or written.
            if let problem = PictureSubjects.unknownView(NameListOption.names(crop), in: layouts, option: "--crop")
                ?? PictureSubjects.unknownSubject(NameListOption.names(highlight), in: layouts, option: "--highlight")
            {
                throw UsageError("\(file.label): \(problem)")
            }
            issues = issues || layouts.contains(where: \.hasIssues)
            if !quiet && layouts.contains(where: \.hasIssues) {
                progress.finish()
                DiagnosticsSummary.warn(file.label, layouts, places: scene.provenance?.format == .swiftSource)
            }
            if plan.canvas != nil {
                try plan.checkCanvas(file, configurations: layouts.count)
                // A storyboard's scenes, by scene id, for its canvas.
                if let provenance = scene.provenance, provenance.format == .interfaceBuilder,
                    let sceneID = provenance.identifier
                {
                    canvasLayouts[sceneID] = layouts.first
                }
            } else if let format = plan.format {
                let renderer = Renderer(options: renderOptions(format: format, layers: layers))
                let images = plan.images(of: file, configurations: layouts.map(\.configuration)).map { image in
                    (image, image.configurations.map { layouts[$0] })
                }
                // Checked before drawing: a canvas too large for Cairo, then a run past its
                // budget, stop before they spend it.
                for (_, shown) in images { drawnPixels += try renderer.checkSize(of: shown, title: scene.title) }
                try CanvasLimit.checkRun(drawn: drawnPixels)
                for (image, shown) in images {
                    batch.add(try renderer.render(shown, title: scene.title), to: image.path, from: image.source)
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
        if let canvas = plan.canvas, let output, let outputFormat = plan.format {
            let renderer = StoryboardCanvasRenderer(
                options: RenderOptions(
                    scale: scale?.pixelsPerPoint, layers: [], theme: theme, format: outputFormat,
                    statusBar: !noStatusBar))
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
}

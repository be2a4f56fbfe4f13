import AlpreviewKit
import FileInput
import Foundation
import LayoutEngine
import Readers
import Rendering
import SceneModel
import SceneReading
import SourceText

/// One Markdown file's pictures: each `alpreview` block drawn, and the Markdown with an image
/// link in place of each block, everything else the same bytes. Nothing is written here: the
/// command writes the whole run's files together, or compares them (`--check`).
struct DocumentationPictures {
    /// Where the pictures go and how they are named and linked.
    enum Style {
        /// `name.png`, linked as `name.png`, at `scale` pixels per point (nil: the device's).
        case markdown(scale: Double?)
        /// DocC's `name@2x.png` and `name~dark@2x.png`, linked as `name`.
        case docc(scale: Int)
    }

    /// A guide is text: a few hundred kilobytes at most.
    static let maximumBytes = 4 << 20

    /// The Markdown with its blocks replaced.
    var markdown: [UInt8] = []
    /// Each picture's file name (in the pictures' folder) and bytes.
    var pictures: [(name: String, bytes: [UInt8])] = []
    /// The scene files the blocks read (never replaced by an output).
    var scenesRead: [String] = []

    /// `path` is the Markdown file as the command line names it (its errors say so); `root` the
    /// folder its blocks' `file:`s must lie in (nil: the Markdown file's own).
    init(markdownAt path: String, style: Style, root: String? = nil) throws {
        let bytes: [UInt8]
        do { bytes = try InputFile.read(path, limit: Self.maximumBytes) } catch {
            throw Diagnostic("\(error)", at: SourceLocation(file: path, line: 0, column: 0))
        }
        let document = MarkdownFences(bytes)
        let lines = document.lines.map(\.text)
        var errors: [Diagnostic] = []
        var replaced: [Int: String] = [:]
        for block in document.blocks where block.info.split(separator: " ").first == "alpreview" {
            let place = PictureBlock.Place(file: path, lines: lines, block: block)
            guard block.closing != nil else {
                errors.append(Diagnostic("the alpreview block is not closed (a line of ``` ends it)", at: place.fence))
                continue
            }
            do {
                let (link, pictures) = try Self.pictures(of: place, markdownPath: path, style: style, root: root)
                replaced[block.opening] = String(repeating: " ", count: block.indentation) + link
                self.pictures += pictures
            } catch let problem as SceneErrors {
                errors += problem.errors
            } catch let problem as Diagnostic {
                errors.append(problem.location == .unknown ? Self.placed(problem, at: place.fence) : problem)
            } catch {
                errors.append(Diagnostic("\(error)", at: place.fence))
            }
            if case .file(let file, _) = (try? PictureBlock(place))?.source {
                scenesRead.append(Self.join(Self.folder(of: path), file))
            }
        }
        if !errors.isEmpty { throw SceneErrors(errors: errors) }
        // The blocks' lines give way to their links; every other line is copied as it was.
        var skipUntil = -1
        for (index, line) in document.lines.enumerated() {
            if index <= skipUntil { continue }
            guard let link = replaced[index], let block = document.blocks.first(where: { $0.opening == index }) else {
                markdown += line.bytes
                continue
            }
            skipUntil = block.lastLine
            // The link ends as the block's last line ended (or not at all, at the end of the file).
            let closing = document.lines[block.lastLine].bytes
            var end = closing.endIndex
            while end > closing.startIndex,
                closing[end - 1] == UInt8(ascii: "\n") || closing[end - 1] == UInt8(ascii: "\r")
            {
                end -= 1
            }
            markdown += Array(link.utf8) + closing[end...]
        }
    }

    /// The link that replaces the block and the block's pictures.
    static func pictures(of place: PictureBlock.Place, markdownPath: String, style: Style, root: String? = nil) throws
        -> (
            link: String, pictures: [(name: String, bytes: [UInt8])]
        )
    {
        let options = try PictureBlock(place)
        let (found, subject, canvas) = try Self.read(options, place: place, markdownPath: markdownPath, root: root)
        let name = PictureName.name(showing: subject, block: place.block.content)
        let draw: (Theme, Double?) throws -> [UInt8]
        let alt: String
        if let canvas {
            draw = try Self.canvasDrawing(canvas.map, scenes: canvas.scenes, options: options, place: place)
            alt = options.alt ?? subject
        } else {
            var configured = found
            options.configurations.apply(to: &configured)
            let scene = configured
            let layouts = try Pipeline.layouts(scene)
            if let problem = PictureSubjects.unknownView(options.crop, in: layouts, option: "crop") {
                throw Diagnostic(problem, at: options.locations["crop"] ?? place.fence)
            }
            if let problem = PictureSubjects.unknownSubject(options.highlight, in: layouts, option: "highlight") {
                throw Diagnostic(problem, at: options.locations["highlight"] ?? place.fence)
            }
            alt = options.alt ?? options.caption ?? (scene.title.isEmpty ? subject : scene.title)
            let layers = options.layers ?? AnnotationLayer.standard
            draw = { theme, scale in
                let renderer = Renderer(
                    options: RenderOptions(
                        scale: scale, layers: layers, theme: theme, format: .png, statusBar: !options.noStatusBar,
                        crop: options.crop.isEmpty ? nil : PanelCrop(views: options.crop),
                        highlight: options.highlight.isEmpty ? nil : MarkHighlight(names: options.highlight),
                        caption: options.caption))
                _ = try renderer.checkSize(of: layouts, title: scene.title)
                return try renderer.render(layouts, title: scene.title)
            }
        }
        switch style {
        case .markdown(let scale):
            let picture = options.picture ?? name + ".png"
            let link =
                options.width.map {
                    "<img src=\"\(XMLEscaping.attribute(picture))\" width=\"\($0)\" alt=\"\(XMLEscaping.attribute(alt))\">"
                }
                ?? "![\(escaped(alt))](\(picture))"
            return (link, [(picture, try draw(options.theme ?? .light, options.scale?.pixelsPerPoint ?? scale))])
        case .docc(let defaultScale):
            if let location = options.locations["theme"] {
                throw Diagnostic("theme: a DocC catalog gets both appearances, light and dark", at: location)
            }
            if let location = options.locations["picture"] ?? options.locations["width"] {
                throw Diagnostic(
                    "picture: and width: are for Markdown pages; a DocC catalog names its pictures", at: location)
            }
            let scale = options.scale?.pixelsPerPoint ?? Double(defaultScale)
            guard [1.0, 2.0, 3.0].contains(scale) else {
                throw Diagnostic(
                    "scale: DocC names pictures at 1, 2 or 3 pixels per point, not \(scale)",
                    at: options.locations["scale"] ?? place.fence)
            }
            let suffix = scale == 1 ? "" : "@\(Int(scale))x"
            return (
                "![\(escaped(alt))](\(name))",
                [
                    (name + suffix + ".png", try draw(.light, scale)),
                    (name + "~dark" + suffix + ".png", try draw(.dark, scale)),
                ]
            )
        }
    }

    /// The block's scene and what its picture is named after (the scene's title, or the file's name);
    /// and a storyboard of several scenes named without `scene:`, whose whole canvas the block draws,
    /// as `render` draws such a storyboard into one file.
    static func read(_ options: PictureBlock, place: PictureBlock.Place, markdownPath: String, root: String? = nil)
        throws -> (Scene, String, canvas: (map: StoryboardMap, scenes: [NamedScene])?)
    {
        switch options.source {
        case .inline(let text):
            let scene: Scene
            do {
                scene = try SceneInput.read(
                    Data(text.utf8), file: markdownPath, imageAccess: ImageAccess(sceneFile: markdownPath))
            } catch let problem as SceneErrors {
                throw SceneErrors(errors: problem.errors.map { inBlock($0, place: place) }, omitted: problem.omitted)
            } catch let problem as Diagnostic {
                throw inBlock(problem, place: place)
            }
            return (scene, scene.title, nil)
        case .file(let written, let location):
            let folder = folder(of: markdownPath)
            let path = join(folder, written)
            guard !written.isEmpty else { throw Diagnostic("file: names no file", at: location) }
            guard !written.hasPrefix("/"), let inside = FolderBoundary.realPath(root ?? folder),
                let resolved = FolderBoundary.resolve(path, inside: inside)
            else {
                throw Diagnostic(
                    "file: '\(written)' is outside "
                        + (root.map { "--root \($0)" } ?? "the Markdown file's folder")
                        + "; blocks read only inside it",
                    at: location)
            }
            guard resolved.exists else { throw Diagnostic("file: no such file '\(written)'", at: location) }
            let named = try SceneInput.readAll(path: path, insideFolder: inside)
            guard
                let picked = options.scene.map({ key in named.first { SceneSelection.matches($0.scene, key) } })
                    ?? named.first
            else {
                let names = SceneSelection.list(named.map(\.scene))
                throw Diagnostic(
                    "scene: no scene '\(options.scene ?? "")' in \(written); its scenes: \(names)",
                    at: options.locations["scene"] ?? location)
            }
            let stem = ((written as NSString).lastPathComponent as NSString).deletingPathExtension
            let canvas = options.scene == nil ? named.first?.storyboard.flatMap { $0.scenes.count > 1 ? $0 : nil } : nil
            return (picked.scene, options.scene.map { stem + "-" + $0 } ?? stem, canvas.map { ($0, named) })
        }
    }

    /// A storyboard's whole canvas, as `render` draws it: every scene in one configuration, at its
    /// place, with its segues; the options that shape one scene's picture do not apply to it.
    static func canvasDrawing(
        _ map: StoryboardMap, scenes named: [NamedScene], options: PictureBlock, place: PictureBlock.Place
    ) throws -> (Theme, Double?) throws -> [UInt8] {
        for key in ["crop", "highlight", "caption", "annotations"] {
            if let location = options.locations[key] {
                throw Diagnostic(
                    "\(key): not for a storyboard's whole canvas; scene: picks one of its scenes", at: location)
            }
        }
        var layouts: [String: SolvedLayout] = [:]
        for named in named {
            var scene = named.scene
            options.configurations.apply(to: &scene)
            let solved = try Pipeline.layouts(scene)
            if solved.count > 1 {
                throw Diagnostic(
                    "a storyboard's whole canvas is drawn in one configuration, not \(solved.count) "
                        + "(one device:, orientation:, size-category: and direction); or pick a scene with scene:",
                    at: place.fence)
            }
            if let provenance = scene.provenance, provenance.format == .interfaceBuilder,
                let sceneID = provenance.identifier
            {
                layouts[sceneID] = solved.first
            }
        }
        let scenes = try StoryboardCanvasScenes.scenes(map, layouts: layouts) { options.configurations.apply(to: &$0) }
        return { theme, scale in
            let renderer = StoryboardCanvasRenderer(
                options: RenderOptions(
                    scale: scale, layers: [], theme: theme, format: .png, statusBar: !options.noStatusBar))
            try CanvasLimit.checkRun(drawn: renderer.layout(scenes, map: map).pixels(format: .png))
            return renderer.render(scenes, map: map)
        }
    }

    /// An error of a scene written in the block, placed in the Markdown file: the reader counts
    /// lines from the block's first, and a problem of the whole scene is the block's.
    static func inBlock(_ diagnostic: Diagnostic, place: PictureBlock.Place) -> Diagnostic {
        var placed = diagnostic
        func move(_ location: SourceLocation) -> SourceLocation {
            guard location.file == place.file else { return location }
            guard location.line > 0, location.line <= place.block.content.count else { return place.fence }
            return place.location(line: location.line - 1, column: location.column)
        }
        placed.location = move(diagnostic.location)
        placed.notes = diagnostic.notes.map { note in
            var note = note
            note.location = note.location.map(move)
            return note
        }
        return placed
    }

    static func placed(_ diagnostic: Diagnostic, at location: SourceLocation) -> Diagnostic {
        var placed = diagnostic
        placed.location = location
        return placed
    }

    /// A caption as a link's text: brackets and backslashes escaped.
    static func escaped(_ caption: String) -> String {
        var text = ""
        for character in caption {
            if character == "[" || character == "]" || character == "\\" { text.append("\\") }
            text.append(character)
        }
        return text
    }

    static func folder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    static func join(_ folder: String, _ file: String) -> String { folder == "." ? file : folder + "/" + file }
}

import AlpreviewKit
import Foundation
import LayoutEngine
import Rendering
import SceneModel

/// The scenes `alpreview watch` shows: read again when their files change, each keeping its last
/// good version (drawn while the file has an error, and the error shown over it). Drawing goes
/// through this actor, one image at a time: Cairo and Pango are not drawn from in parallel.
public actor PreviewSession {
    /// Reads a file's scenes (the command's options applied); throws a located error.
    public typealias Loader = @Sendable (String) throws -> [Scene]

    public struct Entry: Sendable {
        public var path: String
        /// The scene's position in its file (a storyboard has several).
        public var index: Int
        public var scene: Scene?
        /// The located error of the file's last read, with its caret (nil when it read well).
        public var error: String?
        /// Counts the good reads: an image URL carries it, so a browser never shows a stale one.
        public var version: Int
    }

    let files: @Sendable () -> [String]
    /// Folders watched whatever they hold (a folder named on the command line: a new scene in it shows).
    let folders: [String]
    let loader: Loader
    let describe: @Sendable (Error) -> String
    /// A constraint in words (`explain`'s sentence), for the page's hover.
    let explain: @Sendable (SolvedLayout.SolvedConstraint) -> String
    public private(set) var entries: [Entry] = []
    /// Bumped on every change the page must see (a new version or a new error).
    public private(set) var generation = 0
    private var fingerprints: FileFingerprints?
    private var listeners: [UUID: AsyncStream<Int>.Continuation] = [:]
    private var cache = ImageCache(byteLimit: ServerLimits.imageCacheBytes)
    /// One renderer for every frame: the text it shapes for one is kept for the next (copies
    /// with other options share it).
    private let frames = Renderer(options: RenderOptions(scale: 1))
    /// The layout session the width and height slider moves (`layout(scene:configuration:_:)`).
    private var sliderSession: (key: String, session: LayoutSession)?
    /// The slider's session's layouts moved by an edit and made afresh (tests read them).
    var sliderLayouts: (incremental: Int, fresh: Int)? {
        sliderSession.map { ($0.session.incrementalLayouts, $0.session.freshLayouts) }
    }
    /// The width bars made since the files were last read, by generation, scene, configuration and choice.
    private var widthBars: [String: JSON] = [:]
    /// How many times the files were read (a burst of saves is read once: tests count it).
    public private(set) var reloads = 0

    /// `files` lists the scene files now (a watched folder can gain some); `describe` turns an
    /// error into the text the page shows.
    public init(
        files: @escaping @Sendable () -> [String], folders: [String] = [], loader: @escaping Loader,
        describe: @escaping @Sendable (Error) -> String,
        explain: @escaping @Sendable (SolvedLayout.SolvedConstraint) -> String = { $0.spec.text }
    ) {
        self.explain = explain
        self.files = files
        self.folders = folders
        self.loader = loader
        self.describe = describe
    }

    /// Every file and image a scene uses, and the folders they are in (what the watcher watches).
    public var watchedFolders: [String] {
        let paths = files() + entries.compactMap(\.scene).flatMap { $0.allViews.compactMap(\.view.imagePath) }
        return Array(Set(paths.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path } + folders)).sorted()
    }

    /// Reads the files again when they differ from the last read; true when something changed.
    @discardableResult
    public func refresh() -> Bool {
        let paths = files()
        let images = entries.compactMap(\.scene).flatMap { $0.allViews.compactMap(\.view.imagePath) }
        let now = FileFingerprints(sceneFiles: paths, images: images)
        guard now != fingerprints else { return false }
        fingerprints = now
        reload(paths)
        return true
    }

    private func reload(_ paths: [String]) {
        reloads += 1
        var result: [Entry] = []
        for path in paths {
            let old = entries.filter { $0.path == path }
            do {
                let scenes = try loader(path)
                for (index, scene) in scenes.enumerated() {
                    let previous = old.first { $0.index == index }
                    result.append(
                        Entry(path: path, index: index, scene: scene, error: nil, version: (previous?.version ?? 0) + 1)
                    )
                }
            } catch {
                // The last good scenes stay, under the error.
                let text = describe(error)
                if old.isEmpty {
                    result.append(Entry(path: path, index: 0, scene: nil, error: text, version: 0))
                } else {
                    result += old.map {
                        var entry = $0; entry.error = text; return entry
                    }
                }
            }
        }
        entries = result
        generation += 1
        cache.removeAll()
        widthBars = [:]
        for listener in listeners.values { listener.yield(generation) }
    }

    /// A stream of generations: one value now and one per change, until the client goes away.
    public func subscribe() -> AsyncStream<Int> {
        let id = UUID()
        let (stream, continuation) = AsyncStream<Int>.makeStream(bufferingPolicy: .bufferingNewest(1))
        continuation.yield(generation)
        continuation.onTermination = { _ in Task { await self.unsubscribe(id) } }
        listeners[id] = continuation
        return stream
    }

    private func unsubscribe(_ id: UUID) { listeners[id] = nil }

    public var listenerCount: Int { listeners.count }

    /// The generation again to every listener: writing to a client that went away fails, and
    /// ends its stream.
    func ping() {
        for listener in listeners.values { listener.yield(generation) }
    }

    /// Ends every stream (the server is stopping).
    public func finish() {
        for listener in listeners.values { listener.finish() }
        listeners = [:]
    }

    /// The page's state as JSON: every scene with its error and configurations under `choice`.
    public func state(_ choice: PreviewChoice) -> String { stateJSON(choice).serialized(pretty: false) }

    func stateJSON(_ choice: PreviewChoice) -> JSON {
        .object([
            ("generation", .number(Double(generation))),
            (
                "scenes",
                .array(
                    entries.enumerated().map { position, entry in
                        let configurations = entry.scene.map { choice.configurations(of: $0) } ?? []
                        return .object([
                            ("id", .number(Double(position))),
                            (
                                "title",
                                .string(entry.scene?.title ?? URL(fileURLWithPath: entry.path).lastPathComponent)
                            ),
                            ("file", .string(entry.path)),
                            ("version", .number(Double(entry.version))),
                            ("error", entry.error.map(JSON.string) ?? .null),
                            (
                                "configurations",
                                .array(
                                    configurations.enumerated().map { index, configuration in
                                        .object([
                                            ("index", .number(Double(index))),
                                            ("summary", .string(configuration.summary)),
                                            ("width", .number(configuration.size.width)),
                                            ("height", .number(configuration.size.height)),
                                        ])
                                    })
                            ),
                        ])
                    })
            ),
            ("devices", .array(DeviceCatalog.all.map { .string($0.name) })),
            // How often the files were read and how many pages listen: what a long run is checked by.
            ("reloads", .number(Double(reloads))),
            ("listeners", .number(Double(listeners.count))),
            ("sizeCategories", .array(SizeCategory.allCases.map { .string($0.rawValue) })),
        ])
    }

    /// One configuration of one scene drawn at 1x as PNG, or nil when there is no such scene or
    /// configuration (the only things a URL can name: positions, never paths).
    public func image(scene position: Int, configuration index: Int, _ choice: PreviewChoice) throws -> [UInt8]? {
        let key = "\(generation) \(position) \(index) \(choice.key)"
        if let cached = cache[key] { return cached }
        guard let (scene, layout) = try layout(scene: position, configuration: index, choice) else { return nil }
        let bytes = try renderer(choice).render([layout], title: scene.title)
        cache[key] = bytes
        return bytes
    }

    /// What the page shows on hover, as JSON: each view's box and each constraint mark's box in
    /// the image's pixels, with the constraints in words (each view's own, and each mark's).
    public func hoverMap(scene position: Int, configuration index: Int, _ choice: PreviewChoice) throws -> String? {
        guard let (scene, layout) = try layout(scene: position, configuration: index, choice) else { return nil }
        let placed = renderer(choice).annotations(for: layout, title: scene.title)
        let sentences = Dictionary(
            layout.constraints.filter { !$0.isGenerated }.map { ($0.id, explain($0)) }, uniquingKeysWith: { a, _ in a })
        func box(_ rect: Rect) -> JSON { .array(placed.pixels(rect).array.map { .number($0) }) }
        let views: [JSON] = layout.views.map { view in
            let own = layout.constraints.filter { constraint in
                !constraint.isGenerated
                    && [constraint.spec.first.item, constraint.spec.second?.item].contains {
                        if case .view(let name) = $0 { return layout.view(named: name)?.id == view.id }
                        return false
                    }
            }
            return .object([
                ("name", .string(view.spec.name)), ("box", box(view.rootFrame)),
                ("constraints", .array(own.compactMap { sentences[$0.id].map(JSON.string) })),
            ])
        }
        let marks: [JSON] = placed.marks.compactMap { mark in
            guard let id = mark.constraint, let sentence = sentences[id] else { return nil }
            switch mark.shape {
            case .badge(_, let rect), .tag(_, let rect):
                return .object([("constraint", .string(id)), ("box", box(rect)), ("sentence", .string(sentence))])
            default: return nil
            }
        }
        return JSON.object([("views", .array(views)), ("marks", .array(marks))]).serialized(pretty: false)
    }

    /// The widths the slider spans: the page's range input and the width bar under it.
    public static let sliderWidths = SweepRange(axis: .width, from: 200, to: 1400, step: 1)

    /// The width bar under the slider, as JSON: the configuration swept across the slider's
    /// widths (`LayoutSweep`), its regimes (`SweepRegime`) and breakpoints, for the page to mark.
    /// Nil when there is no such scene, good version or configuration. Kept until the files change.
    /// The sweep runs off the actor: the slider's images are not held up behind it.
    public func widthBar(scene position: Int, configuration index: Int, _ choice: PreviewChoice) async throws
        -> String?
    {
        guard entries.indices.contains(position), let scene = entries[position].scene else { return nil }
        let configurations = choice.configurations(of: scene)
        guard configurations.indices.contains(index) else { return nil }
        var unsized = choice
        (unsized.width, unsized.height) = (nil, nil)
        let asked = generation
        let key = "\(asked) \(position) \(index) \(unsized.key)"
        if let known = widthBars[key] { return known.serialized(pretty: false) }
        let base = configurations[index]
        let bar = try await Task.detached { try Self.widthBar(scene, in: base) }.value
        // A read of the files meanwhile made it stale: it is not kept.
        if generation == asked { widthBars[key] = bar }
        return bar.serialized(pretty: false)
    }

    /// `{"from", "to", "width", "regimes": [{"from", "to", "source", "views", "linear",
    /// "notLinear"}], "breakpoints": [{"width", "changes"}]}`.
    static func widthBar(_ scene: Scene, in base: Configuration) throws -> JSON {
        let range = sliderWidths
        let solver = LayoutSolver(measurer: Pipeline.measurer)
        // Only the regimes are drawn: what the scene's own configurations show is not asked.
        let sweep = try LayoutSweep.run(
            scene, range: range, base: base, baseline: LayoutGeometryFacts(), solver: solver)
        let regimes = SweepRegime.regimes(of: sweep, scene: scene, solver: solver)
        return JSON.object([
            ("from", .number(range.from)), ("to", .number(range.to)), ("width", .number(base.size.width)),
            (
                "regimes",
                .array(
                    regimes.map { regime in
                        let linear = regime.views.filter(\.isLinear)
                        let others = regime.views.filter { !$0.isLinear }
                        return .object([
                            ("from", .number(regime.from)), ("to", .number(regime.to)),
                            ("source", .string(regime.source.rawValue)), ("views", .number(Double(regime.views.count))),
                            ("linear", .array(linear.map { .string($0.name) })),
                            ("notLinear", .array(others.map { .string($0.name) })),
                        ])
                    })
            ),
            (
                "breakpoints",
                .array(
                    sweep.breakpoints.map { breakpoint in
                        .object([
                            ("width", .number(breakpoint.value)),
                            ("changes", .array(breakpoint.change.sentences.map(JSON.string))),
                        ])
                    })
            ),
        ])
    }

    /// The scene at `position` laid out in its configuration `index` under `choice` (nil when
    /// there is no such scene, good version or configuration).
    func layout(scene position: Int, configuration index: Int, _ choice: PreviewChoice) throws -> (Scene, SolvedLayout)?
    {
        guard entries.indices.contains(position), let scene = entries[position].scene else { return nil }
        let configurations = choice.configurations(of: scene)
        guard configurations.indices.contains(index) else { return nil }
        var configuration = configurations[index]
        if let width = choice.width { configuration = configuration.resized(.width, to: width) }
        if let height = choice.height { configuration = configuration.resized(.height, to: height) }
        try PreviewChoice.checkCanvas(width: configuration.size.width, height: configuration.size.height)
        let solver = LayoutSolver(measurer: Pipeline.measurer)
        guard choice.width != nil || choice.height != nil else {
            return (scene, try solver.solve(scene, in: configuration))
        }
        // The slider: one session moved from size to size keeps its tableau (the same layout as
        // a fresh one, frame for frame); another scene, configuration or choice starts anew.
        var unsized = choice
        (unsized.width, unsized.height) = (nil, nil)
        let key = "\(generation) \(position) \(index) \(unsized.key)"
        let session =
            sliderSession.flatMap { $0.key == key ? $0.session : nil } ?? LayoutSession(scene: scene, solver: solver)
        sliderSession = (key, session)
        return (scene, try session.layout(in: configuration))
    }

    func renderer(_ choice: PreviewChoice) -> Renderer {
        var renderer = frames
        renderer.options = RenderOptions(
            scale: 1, layers: choice.annotated ? AnnotationLayer.standard : [], theme: choice.theme, format: .png)
        return renderer
    }
}

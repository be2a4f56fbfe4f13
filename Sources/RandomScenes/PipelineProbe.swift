import AlpreviewKit
import Foundation
import LayoutEngine
import RasterImage
import Rendering
import SceneFormat
import SceneModel

/// Runs a scene through everything `render`, `check` and `explain` do (layout of every
/// configuration, the JSON report, the diagnostics, the design-frame fixes, a PNG at scale 1)
/// and lists what went wrong: an error a parsed scene must not cause, a NaN or infinity in a
/// frame or a report, a drawing that is not a readable PNG. Crashes cannot be caught in the
/// process; the fuzzer finds those.
public struct PipelineProbe {
    public struct Failure: Sendable, Equatable, CustomStringConvertible {
        /// Stable across shrinking (`internal solver error`, `non-finite`, …); the shrinker keeps a
        /// smaller scene only when it fails with the same kind.
        public var kind: String
        public var detail: String
        public var description: String { "\(kind): \(detail)" }
    }

    /// Lays out every configuration (`Pipeline.layouts` unless a caller needs its own measurer).
    public var layouts: (Scene) throws -> [SolvedLayout] = Pipeline.layouts
    /// Text a caller can produce from a layout (the CLI's explanation), checked for NaN too.
    public var explain: ((SolvedLayout) -> String)?
    /// Canvases larger than this (pixels at scale 1) draw their first configuration only.
    public var maximumRenderedPixels = 3_000_000.0
    /// Whether to look for `nan` and `inf` in the diagnostics' text: off for scenes whose view
    /// names are not ours (a view may be called `nan`).
    public var checksText = true

    public init() {}

    /// Parses the YAML first: a generated scene the parser refuses is a failure of its own kind.
    public func check(yaml: String) -> [Failure] {
        let scene: Scene
        do { scene = try SceneParser.parse(yaml, file: "random.yaml") } catch {
            return [Failure(kind: "invalid scene", detail: "\(error)")]
        }
        return check(scene)
    }

    public func check(_ scene: Scene) -> [Failure] {
        let solved: [SolvedLayout]
        do { solved = try layouts(scene) } catch {
            let text = "\(error)"
            let kind =
                text.contains("internal solver error")
                ? "internal solver error"
                : error is Diagnostic ? "layout error" : "unexpected error"
            return [Failure(kind: kind, detail: text)]
        }
        var failures: [Failure] = []
        if solved.count != scene.configurations.count {
            failures.append(
                Failure(kind: "missing configurations", detail: "\(solved.count) of \(scene.configurations.count)"))
        }
        for layout in solved {
            failures += NonFinite.check(layout)
            failures += diagnostics(layout)
        }
        let report = LayoutReport.json(title: scene.title, layouts: solved)
        if let path = NonFinite.path(in: report) {
            failures.append(Failure(kind: "non-finite", detail: "report \(path)"))
        }
        _ = report.serialized()
        failures += render(solved, title: scene.title)
        return failures
    }

    /// What `check` prints and `explain` writes, reached through the library.
    func diagnostics(_ layout: SolvedLayout) -> [Failure] {
        var texts = layout.conflicts.map(\.log) + layout.contentPriorityAmbiguities.map(\.suggestion)
        for view in layout.misplacedViews {
            for update in layout.constantUpdates(forDesignFrameOf: view)
            where !update.from.isFinite || !update.to.isFinite {
                return [Failure(kind: "non-finite", detail: "design-frame update of \(view.spec.name): \(update)")]
            }
        }
        if let explain { texts.append(explain(layout)) }
        for text in texts where checksText && NonFinite.mentions(text) {
            return [Failure(kind: "non-finite", detail: "in text: \(text.prefix(300))")]
        }
        return []
    }

    func render(_ layouts: [SolvedLayout], title: String) -> [Failure] {
        guard !layouts.isEmpty else { return [] }
        let area = layouts.reduce(0.0) { $0 + ($1.rootFrame.width + 80) * ($1.rootFrame.height + 120) }
        let drawn = area > maximumRenderedPixels ? [layouts[0]] : layouts
        // A first configuration alone that is still too large (a huge custom device) is not drawn.
        guard (drawn[0].rootFrame.width + 80) * (drawn[0].rootFrame.height + 120) <= maximumRenderedPixels * 2 else {
            return []
        }
        do {
            // A canvas the renderer refuses as too large is a clean refusal, not a failure.
            guard let png = try? Renderer(options: RenderOptions(scale: 1)).render(drawn, title: title) else {
                return []
            }
            let image = try PNGDecoder.decode(png)
            if image.width < 1 || image.height < 1 {
                return [Failure(kind: "render", detail: "empty image \(image.width)×\(image.height)")]
            }
        } catch {
            return [Failure(kind: "render", detail: "the PNG written does not decode: \(error)")]
        }
        return []
    }
}

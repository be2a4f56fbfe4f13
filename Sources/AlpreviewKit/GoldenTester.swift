import Foundation
import GoldenImages
import LayoutEngine
import Parallel
import RasterImage
import Rendering
import SceneModel

/// Golden-image testing of scenes: each configuration rendered on its own (annotated, as the
/// preview shows it) and checked, with its layout report, against a folder of goldens.
/// `alpreview test` and the Swift testing API both run through this.
public struct GoldenTester: Sendable {
    public var store: GoldenStore
    public var render: RenderOptions

    /// `scale` is pixels per point (nil: the device's); goldens at 1x keep a repository small.
    public init(
        store: GoldenStore, scale: Double? = nil, layers: Set<AnnotationLayer> = AnnotationLayer.standard
    ) {
        self.store = store
        self.render = RenderOptions(scale: scale, layers: layers, format: .png)
    }

    /// A scene laid out and checked, ready to be compared with its goldens.
    public struct PreparedScene: Sendable {
        public var scene: Scene
        public var name: String
        public var layouts: [SolvedLayout]
    }

    /// Lays out every configuration and checks that each can be drawn and has a golden name of
    /// its own: a command prepares every scene first, so that a bad one stops it before any
    /// golden is written.
    /// `including` picks configurations by golden name (a shard's); the others are not laid out.
    public func prepare(_ scene: Scene, name: String, including: (String) -> Bool = { _ in true }) throws
        -> PreparedScene
    {
        let layouts = try Pipeline.layouts(
            scene, configurations: scene.configurations.filter { including(Pipeline.fileName(scene: name, $0)) })
        let renderer = Renderer(options: render)
        var seen: [String: String] = [:]
        for layout in layouts {
            try renderer.checkSize(of: [layout], title: scene.title)
            let file = Pipeline.fileName(scene: name, layout.configuration)
            if let first = seen[file] {
                throw GoldenTestError.sharedName(file, first, layout.configuration.summary)
            }
            seen[file] = layout.configuration.summary
        }
        return PreparedScene(scene: scene, name: name, layouts: layouts)
    }

    /// Checks every configuration of a scene; `name` prefixes the golden names
    /// (a relative path without extension, e.g. `problems/conflict`).
    public func check(_ scene: Scene, name: String) throws -> [GoldenStore.Result] {
        try check(try prepare(scene, name: name))
    }

    public func check(_ prepared: PreparedScene) throws -> [GoldenStore.Result] {
        try checkExplained(prepared).map(\.result)
    }

    /// Each configuration's result with the explanation of a failure (the golden's layout report
    /// compared with the new one) and where the change is written.
    public func checkExplained(_ prepared: PreparedScene) throws -> [GoldenCheck] {
        // Each configuration is independent (its own golden files): drawn, compared and
        // explained on all cores; the results keep the scene's order.
        let checks = ParallelMap.map(prepared.layouts) { layout in
            Result { try checkExplained(layout, of: prepared) }
        }
        return try checks.map { try $0.get() }
    }

    /// One configuration of a prepared scene drawn, its golden read, decoded and compared, and
    /// a failure explained: the whole of one work item, so that a run over many scenes keeps
    /// every core on one kind of item (`ParallelStream`).
    public func checkExplained(_ layout: SolvedLayout, of prepared: PreparedScene) throws -> GoldenCheck {
        let (scene, name) = (prepared.scene, prepared.name)
        let image = try Renderer(options: render).renderBitmap([layout], title: scene.title)
        let report = LayoutReport.json(scene: scene, layouts: [layout], render: render).serialized() + "\n"
        var explanation: GoldenExplanation?
        var reportDiff: [String] = []
        let result = try store.check(
            name: Pipeline.fileName(scene: name, layout.configuration), image: image, report: report
        ) { golden, imageMatches in
            explanation = LayoutReportComparison.explain(golden: golden, actual: report, imageMatches: imageMatches)
            reportDiff = LayoutReportDiff.lines(golden: golden, actual: report)
            return explanation.flatMap { $0.isEmpty ? nil : $0.summary }
        }
        return GoldenCheck(
            result: result, explanation: explanation, scene: name, title: scene.title,
            configuration: layout.configuration.summary,
            location: GoldenCheck.location(of: explanation, in: layout), reportDiff: reportDiff)
    }
}

public enum GoldenTestError: Error, CustomStringConvertible, Equatable {
    /// Two configurations of a scene whose goldens would have one name (devices "Pad A" and "Pad/A").
    case sharedName(String, String, String)
    /// What a failed assertion throws: one line per failing configuration.
    case mismatch([String])

    public var description: String {
        switch self {
        case .sharedName(let name, let a, let b):
            return
                "the configurations \(a) and \(b) would both write the goldens \(name); give the devices distinct names"
        case .mismatch(let lines): return "golden mismatch:\n" + lines.joined(separator: "\n")
        }
    }
}

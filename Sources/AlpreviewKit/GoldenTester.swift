import Foundation
import Parallel
import GoldenImages
import LayoutEngine
import RasterImage
import Rendering

/// Golden-image testing of scenes: each configuration rendered on its own (annotated, as the
/// preview shows it) and checked, with its layout report, against a folder of goldens.
/// `alpreview test` and the Swift testing API both run through this.
public struct GoldenTester: Sendable {
    public var store: GoldenStore
    public var render: RenderOptions

    /// `scale` is pixels per point (nil: the device's); goldens at 1x keep a repository small.
    public init(store: GoldenStore, scale: Double? = nil) {
        self.store = store
        self.render = RenderOptions(scale: scale, format: .png)
    }

    /// Checks every configuration of a scene; `name` prefixes the golden names
    /// (a relative path without extension, e.g. `problems/conflict`).
    public func check(_ scene: Scene, name: String) throws -> [GoldenStore.Result] {
        let layouts = try Pipeline.layouts(scene)
        let renderer = Renderer(options: render)
        // Rendering is independent per configuration: all cores draw; the files are then
        // checked in order so that the output lines come in the scene's order.
        let images = ParallelMap.map(layouts) { layout in Result { try renderer.renderBitmap([layout], title: scene.title) } }
        return try zip(layouts, images).map { layout, image in
            let image = try image.get()
            let report = LayoutReport.json(title: scene.title, layouts: [layout]).serialized() + "\n"
            return try store.check(name: Pipeline.fileName(scene: name, layout.configuration), image: image, report: report)
        }
    }
}

public enum GoldenTestError: Error, CustomStringConvertible, Equatable {
    /// What a failed assertion throws: one line per failing configuration.
    case mismatch([String])

    public var description: String {
        switch self {
        case .mismatch(let lines): return "golden mismatch:\n" + lines.joined(separator: "\n")
        }
    }
}

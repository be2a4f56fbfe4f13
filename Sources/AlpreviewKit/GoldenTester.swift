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
        let images = ParallelMap.map(layouts) { renderer.renderBitmap([$0], title: scene.title) }
        return try zip(layouts, images).map { layout, image in
            let report = LayoutReport.json(title: scene.title, layouts: [layout]).serialized() + "\n"
            return try store.check(name: Pipeline.fileName(scene: name, layout.configuration), image: image, report: report)
        }
    }

    /// The scene files among the arguments: files as given, folders searched for `.yaml`/`.yml`
    /// (sorted), each with its golden name (relative to the folder, or the file's base name).
    public static func sceneFiles(_ paths: [String]) throws -> [(path: String, name: String)] {
        var found: [(String, String)] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw GoldenTestError.noSuchFile(path)
            }
            if isDirectory.boolValue {
                let base = URL(fileURLWithPath: path).standardizedFileURL.path
                let files = (FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? [])
                    .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted()
                for file in files {
                    found.append((base + "/" + file, String(file[..<file.lastIndex(of: ".")!])))
                }
            } else {
                let url = URL(fileURLWithPath: path)
                found.append((path, url.deletingPathExtension().lastPathComponent))
            }
        }
        return found
    }
}

public enum GoldenTestError: Error, CustomStringConvertible, Equatable {
    case noSuchFile(String)
    /// What a failed assertion throws: one line per failing configuration.
    case mismatch([String])

    public var description: String {
        switch self {
        case .noSuchFile(let path): return "no such file or folder: \(path)"
        case .mismatch(let lines): return "golden mismatch:\n" + lines.joined(separator: "\n")
        }
    }
}

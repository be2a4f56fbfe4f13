import AlpreviewKit
import LayoutEngine
import RasterImage
import Rendering
import SceneModel

/// A scene laid out in one configuration and drawn as `alpreview test` draws it (annotated), or
/// why it could not be: a snapshot closure cannot throw, and a bad scene must fail its
/// assertion with the reason, not crash the test process.
public struct SceneImage {
    public var bitmap: Bitmap?
    public var failure: String?

    static func render(_ scene: Scene, in configuration: SceneConfiguration) -> SceneImage {
        do {
            let scene = configuration.applied(to: scene)
            let layouts = try Pipeline.layouts(scene)
            guard let layout = layouts.first else { return SceneImage(failure: "the scene has no configuration") }
            let renderer = Renderer(options: RenderOptions(scale: configuration.scale, format: .png))
            try renderer.checkSize(of: [layout], title: scene.title)
            return SceneImage(bitmap: try renderer.renderBitmap([layout], title: scene.title))
        } catch {
            return SceneImage(failure: "\(error)")
        }
    }

    init(bitmap: Bitmap? = nil, failure: String? = nil) {
        self.bitmap = bitmap
        self.failure = failure
    }
}

/// The configuration a snapshot is taken in (one: a snapshot is one image or report).
public struct SceneConfiguration: Sendable {
    public var device: Device?
    public var orientation: Orientation?
    public var sizeCategory: SizeCategory?
    public var direction: LayoutDirection?
    /// Pixels per point; nil is the device's. Snapshots default to 1x to keep repositories small.
    public var scale: Double?

    public init(
        device: Device? = nil, orientation: Orientation? = nil, sizeCategory: SizeCategory? = nil,
        direction: LayoutDirection? = nil, scale: Double? = 1
    ) {
        self.device = device
        self.orientation = orientation
        self.sizeCategory = sizeCategory
        self.direction = direction
        self.scale = scale
    }

    /// The scene narrowed to this configuration (what is nil keeps the scene's own, first one for an image).
    func applied(to scene: Scene, keepingAll: Bool = false) -> Scene {
        var scene = scene
        if let device {
            scene.devices = [device]
        } else if !keepingAll {
            scene.devices = Array(scene.devices.prefix(1))
        }
        if let orientation {
            scene.orientations = [orientation]
        } else if !keepingAll {
            scene.orientations = Array(scene.orientations.prefix(1))
        }
        if let sizeCategory {
            scene.sizeCategories = [sizeCategory]
        } else if !keepingAll {
            scene.sizeCategories = Array(scene.sizeCategories.prefix(1))
        }
        if let direction {
            scene.directions = [direction]
        } else if !keepingAll {
            scene.directions = Array(scene.directions.prefix(1))
        }
        return scene
    }
}

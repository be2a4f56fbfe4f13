import LayoutEngine
import Rendering

/// What the page's controls ask for: a device, orientation, size category and direction instead of
/// the scene's own (each optional), annotations on or off, a theme, and a width or height from the
/// slider. Read from a URL's query; a value that is not one of the known names is refused.
public struct PreviewChoice: Equatable, Sendable {
    public var device: Device?
    public var orientations: [Orientation]?
    public var sizeCategory: SizeCategory?
    public var direction: LayoutDirection?
    public var annotated = true
    public var theme: Theme = .light
    public var width: Double?
    public var height: Double?

    public init() {}

    public struct Refused: Error, CustomStringConvertible {
        public var description: String
    }

    /// `device=iPhone SE&orientation=both&category=AX1&direction=rtl&annotate=0&theme=dark&width=400`;
    /// empty values and unknown keys (the page's cache-busting `v`) are ignored.
    public init(query: [(name: String, value: String)]) throws(Refused) {
        for (name, value) in query where !value.isEmpty {
            switch name {
            case "device":
                guard let device = DeviceCatalog.device(named: value) else {
                    throw Refused(description: "unknown device")
                }
                self.device = device
            case "orientation":
                switch value {
                case "both": orientations = [.portrait, .landscape]
                default:
                    guard let orientation = Orientation(rawValue: value) else {
                        throw Refused(description: "unknown orientation")
                    }
                    orientations = [orientation]
                }
            case "category":
                guard let category = SizeCategory.named(value) else {
                    throw Refused(description: "unknown size category")
                }
                sizeCategory = category
            case "direction":
                guard let direction = LayoutDirection(rawValue: value) else {
                    throw Refused(description: "unknown direction")
                }
                self.direction = direction
            case "annotate": annotated = value != "0"
            case "theme":
                guard let theme = Theme(rawValue: value) else { throw Refused(description: "unknown theme") }
                self.theme = theme
            case "width", "height":
                // The engine's own bound on sizes is far larger; a slider never needs more.
                guard let size = Double(value), size >= 1, size <= 10_000 else {
                    throw Refused(description: "\(name) must be between 1 and 10000")
                }
                if name == "width" { width = size } else { height = size }
            default: continue
            }
        }
    }

    /// The scene's configurations with the choice's overrides.
    public func configurations(of scene: Scene) -> [Configuration] {
        var scene = scene
        if let device { scene.devices = [device] }
        if let orientations { scene.orientations = orientations }
        if let sizeCategory { scene.sizeCategories = [sizeCategory] }
        if let direction { scene.directions = [direction] }
        return scene.configurations
    }

    /// Tells two choices apart in the image cache.
    var key: String {
        [
            device?.name ?? "-", orientations?.map(\.rawValue).joined(separator: "+") ?? "-",
            sizeCategory?.rawValue ?? "-", direction?.rawValue ?? "-", annotated ? "a" : "c", theme.rawValue,
            width.map { "\($0)" } ?? "-", height.map { "\($0)" } ?? "-",
        ].joined(separator: "|")
    }
}

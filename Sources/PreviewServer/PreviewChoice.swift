import FileInput
import LayoutEngine
import Rendering
import SceneModel

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
                    throw Refused(description: "there is no device named \(HTTPRefusal.quoted(value))")
                }
                self.device = device
            case "orientation":
                switch value {
                case "both": orientations = [.portrait, .landscape]
                default:
                    guard let orientation = Orientation(rawValue: value) else {
                        throw Refused(
                            description:
                                "orientation must be portrait, landscape or both, not \(HTTPRefusal.quoted(value))")
                    }
                    orientations = [orientation]
                }
            case "category":
                guard let category = SizeCategory.named(value) else {
                    throw Refused(description: "there is no size category named \(HTTPRefusal.quoted(value))")
                }
                sizeCategory = category
            case "direction":
                guard let direction = LayoutDirection(rawValue: value) else {
                    throw Refused(description: "direction must be ltr or rtl, not \(HTTPRefusal.quoted(value))")
                }
                self.direction = direction
            case "annotate":
                guard value == "0" || value == "1" else {
                    throw Refused(description: "annotate must be 0 or 1, not \(HTTPRefusal.quoted(value))")
                }
                annotated = value == "1"
            case "theme":
                guard let theme = Theme(rawValue: value) else {
                    throw Refused(description: "theme must be light or dark, not \(HTTPRefusal.quoted(value))")
                }
                self.theme = theme
            case "width", "height":
                // The engine's own bound on sizes is far larger; a slider never needs more.
                guard let size = Double(value), size >= 1, size <= 10_000 else {
                    throw Refused(
                        description:
                            "\(name) must be a number of points from 1 to 10000, not \(HTTPRefusal.quoted(value))")
                }
                if name == "width" { width = size } else { height = size }
            default: continue
            }
        }
    }

    /// Refuses a size at 1x past the largest image the CLI draws (`CanvasLimit`), before
    /// anything is laid out: 10000 × 10000 points would be 100 M pixels.
    static func checkCanvas(width: Double, height: Double) throws(Refused) {
        let pixels = width.rounded(.up) * height.rounded(.up)
        guard pixels <= Double(CanvasLimit.maximumPixels) else {
            throw Refused(
                description: "an image of \(Int(width.rounded(.up))) × \(Int(height.rounded(.up))) points at 1x "
                    + "would have \(GroupedNumber.text(Int(pixels))) pixels; alpreview draws at most "
                    + "\(GroupedNumber.text(CanvasLimit.maximumPixels)) (ask for a smaller width or height)")
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

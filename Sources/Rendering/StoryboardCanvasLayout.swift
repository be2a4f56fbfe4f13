import FileInput
import LayoutEngine
import SceneModel

/// One scene on the storyboard canvas: the map's entry and its laid-out screen (nil for a
/// storyboard reference, which is drawn as a small box), and for a root that does not fill the
/// screen the screen around it with its bars (`StoryboardMap.Entry.screen`).
public struct CanvasScene: Sendable {
    public var entry: StoryboardMap.Entry
    public var layout: SolvedLayout?
    public var screen: SolvedLayout?

    public init(entry: StoryboardMap.Entry, layout: SolvedLayout?, screen: SolvedLayout? = nil) {
        self.entry = entry
        self.layout = layout
        self.screen = screen
    }

    /// Where the root goes in the scene's frame: below the screen's top bars, or at its top for a
    /// root that fills the screen (its bars drawn over it).
    public var rootOrigin: Point {
        guard let screen, let layout, layout.rootFrame.height < screen.rootFrame.height - 0.5 else {
            return Point(0, 0)
        }
        return Point(0, Self.barsAround(in: screen).top)
    }

    /// How much of a screen around a root (laid out with the bars the root is not under) its bars
    /// take above and below the root: the status bar and a navigation bar above, a tab bar or
    /// toolbar with the home indicator below. A screen without bars along an edge leaves that
    /// edge to the root, a notched phone's housing or home indicator included.
    public static func barsAround(in screen: SolvedLayout) -> (top: Double, bottom: Double) {
        let bars = screen.configuration.bars
        return (
            bars.navigationBar || bars.largeTitle ? screen.safeArea.top : 0,
            bars.tabBar || bars.toolbar ? screen.safeArea.bottom : 0
        )
    }

    /// The size the scene takes on the canvas.
    public var size: Size? {
        guard let layout = screen ?? layout else { return nil }
        return Size(width: layout.rootFrame.width, height: layout.rootFrame.height)
    }
}

/// Where everything of a whole-storyboard canvas goes, in canvas points, and the scale it is
/// drawn at: each scene centred on its `canvasLocation` (as Xcode stores it), its title above
/// it, the initial arrow on the left of the initial scene; the canvas is the bounding box of it
/// all plus a margin.
public struct StoryboardCanvasLayout: Sendable {
    /// The scenes' screens (or reference boxes), in the map's order.
    public var frames: [Rect]
    /// The visible part of the canvas.
    public var bounds: Rect
    /// Pixels per canvas point (PNG), or page points per canvas point (SVG, PDF).
    public var scale: Double
    /// The scale asked for, when the canvas had to be drawn smaller to stay within the limits.
    public var requestedScale: Double?
    public var format: OutputFormat

    /// Room around the scenes, and the title band above each one.
    static let margin = 60.0
    static let titleBand = 28.0
    /// A storyboard reference's box, which has no title above it (its name is inside): Xcode
    /// stacks references 28 to 45 points apart in the corpus.
    static let referenceSize = Size(width: 150, height: 32)
    /// The gap between scenes the file does not place (no `canvasLocation`), put in a row on the
    /// right of the others.
    static let unplacedGap = 80.0
    /// The gap between a scene's title and the views of its dock above it, and between those views.
    static let dockGap = 20.0
    /// The initial arrow's length on the left of its scene.
    static let initialArrowLength = 90.0
    /// A raster canvas holds at most this many pixels (64 MB of pixels) and this many a side: a
    /// larger storyboard is drawn at a smaller scale, with a warning.
    public static let maximumPixels = 1 << 24
    public static let maximumSide = 16_384.0

    public init(_ scenes: [CanvasScene], initialSceneID: String?, scale requested: Double, format: OutputFormat) {
        self.format = format
        let sizes = scenes.map { scene in scene.size ?? Self.referenceSize }
        var frames = zip(scenes, sizes).map { scene, size in
            scene.entry.canvasLocation.map {
                Rect(x: $0.x - size.width / 2, y: $0.y - size.height / 2, width: size.width, height: size.height)
            }
        }
        // Views kept in a scene's dock go in a row above its title, from its left edge.
        var dockRowEnd: [String: Double] = [:]
        for (index, scene) in scenes.enumerated() where frames[index] == nil {
            guard let owner = scene.entry.dockOf, let at = scenes.firstIndex(where: { $0.entry.sceneID == owner }),
                let ownerFrame = frames[at]
            else { continue }
            let x = dockRowEnd[owner] ?? ownerFrame.x
            let bottom = ownerFrame.y - Self.titleBand - Self.dockGap
            frames[index] = Rect(
                x: x, y: bottom - sizes[index].height, width: sizes[index].width, height: sizes[index].height)
            dockRowEnd[owner] = x + sizes[index].width + Self.dockGap
        }
        // Scenes without a place go in a row on the right of those with one.
        let placed = frames.compactMap { $0 }
        var x = (placed.map(\.maxX).max() ?? 0) + (placed.isEmpty ? 0 : Self.unplacedGap)
        let top = placed.map(\.minY).min() ?? 0
        for index in frames.indices where frames[index] == nil {
            frames[index] = Rect(x: x, y: top, width: sizes[index].width, height: sizes[index].height)
            x += sizes[index].width + Self.unplacedGap
        }
        self.frames = frames.map { $0! }
        var extents = zip(scenes, self.frames).map { scene, frame in
            let band = scene.layout == nil ? 0 : Self.titleBand
            return Rect(x: frame.x, y: frame.y - band, width: frame.width, height: frame.height + band)
        }
        if let initial = scenes.firstIndex(where: { $0.entry.sceneID == initialSceneID }) {
            let frame = self.frames[initial]
            extents.append(
                Rect(
                    x: frame.x - Self.initialArrowLength, y: frame.midY - 12, width: Self.initialArrowLength, height: 24
                ))
        }
        let minX = extents.map(\.minX).min() ?? 0, minY = extents.map(\.minY).min() ?? 0
        let maxX = extents.map(\.maxX).max() ?? 0, maxY = extents.map(\.maxY).max() ?? 0
        bounds = Rect(
            x: minX - Self.margin, y: minY - Self.margin, width: maxX - minX + 2 * Self.margin,
            height: maxY - minY + 2 * Self.margin)
        let largest = Self.largestScale(of: bounds, format: format)
        scale = min(requested, largest)
        requestedScale = requested > largest ? requested : nil
    }

    /// The largest scale at which `bounds` stays within the format's limits.
    static func largestScale(of bounds: Rect, format: OutputFormat) -> Double {
        let longest = max(bounds.width, bounds.height, 1)
        switch format {
        case .png:
            let pixels = Double(maximumPixels) / max(bounds.width * bounds.height, 1)
            // Rounded down to a hundredth, so that the rounded-up pixel sides stay within too.
            let exact = min(maximumSide / longest, pixels.squareRoot())
            let rounded = (exact * 100).rounded(.down) / 100
            return rounded > 0 ? rounded : exact * 0.99
        // A hair under the limit: the page's sides are rounded up.
        case .pdf: return CanvasLimit.maximumPDFSide / longest * 0.999_999
        case .svg: return Double(CanvasLimit.maximumSide) / longest * 0.999_999
        }
    }

    /// The image's size: pixels for a PNG, points for a page.
    public var imageSize: (width: Double, height: Double) {
        ((bounds.width * scale).rounded(.up), (bounds.height * scale).rounded(.up))
    }

    /// The pixels drawing it costs (0 for the vector formats), which a run adds up against
    /// `CanvasLimit.maximumPixelsPerRun`.
    public func pixels(format: OutputFormat) -> Double {
        format == .png ? imageSize.width * imageSize.height : 0
    }

    /// The warning for a canvas drawn smaller than asked, nil when it is not.
    public var downscaleWarning: String? {
        guard let requestedScale else { return nil }
        let points = "\(Self.text(bounds.width.rounded(.up)))×\(Self.text(bounds.height.rounded(.up)))"
        let limit =
            format == .png
            ? "\(GroupedNumber.text(Self.maximumPixels)) pixels and \(GroupedNumber.text(Int(Self.maximumSide))) a side"
            : "\(GroupedNumber.text(Int(format == .pdf ? CanvasLimit.maximumPDFSide : Double(CanvasLimit.maximumSide)))) points a side"
        return "the storyboard's canvas is \(points) points; drawn at \(Self.text(scale)) instead of "
            + "\(Self.text(requestedScale)) per point to stay within \(limit) (--scene or -o DIR draw its scenes one by one)"
    }

    /// `0.43`, `2`, `12,000`.
    static func text(_ value: Double) -> String {
        let hundredths = (value * 100).rounded() / 100
        return hundredths == hundredths.rounded() && abs(hundredths) < 1e15
            ? GroupedNumber.text(Int(hundredths)) : String(hundredths)
    }
}

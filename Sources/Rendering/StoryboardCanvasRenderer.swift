import CCairo
import LayoutEngine
import SceneModel

/// Draws a whole storyboard as Interface Builder's canvas shows it (docs/interface-builder.md,
/// "Whole storyboard"): every scene's screen, laid out beforehand, at its place on a light grey
/// canvas, its title above it, the initial arrow, and the segues as arrows with a badge for their
/// kind, as one display list. It only places and draws: every layout is solved before it is called.
public struct StoryboardCanvasRenderer: Sendable {
    public var options: RenderOptions
    /// The renderer of each screen, bare (the canvas has no annotations): its shaped text is shared.
    let screens: Renderer

    public init(options: RenderOptions) {
        self.options = options
        screens = Renderer(
            options: RenderOptions(
                scale: options.scale, layers: [], theme: options.theme, format: options.format,
                statusBar: options.statusBar))
    }

    /// Pixels per point when none is asked for: an overview, like the canvas at 100 %.
    public static let defaultScale = 1.0

    /// Where the canvas's parts go and the scale it is drawn at (checked against the limits by
    /// callers before anything is drawn).
    public func layout(_ scenes: [CanvasScene], map: StoryboardMap) -> StoryboardCanvasLayout {
        // A page is in points whatever `--scale` says, as a single scene's is.
        StoryboardCanvasLayout(
            scenes, initialSceneID: map.initialSceneID,
            scale: options.format == .png ? options.scale ?? Self.defaultScale : 1, format: options.format)
    }

    /// The canvas as one file's bytes.
    public func render(_ scenes: [CanvasScene], map: StoryboardMap) -> [UInt8] {
        let placed = layout(scenes, map: map)
        let size = placed.imageSize
        let vector = options.format != .png
        let canvas = CairoCanvas(
            format: options.format, width: vector ? size.width : placed.bounds.width,
            height: vector ? size.height : placed.bounds.height, scale: placed.scale)
        if vector { cairo_scale(canvas.context, placed.scale, placed.scale) }
        draw(scenes, map: map, placed: placed, on: canvas.context)
        return canvas.finish()
    }

    func draw(_ scenes: [CanvasScene], map: StoryboardMap, placed: StoryboardCanvasLayout, on cr: OpaquePointer) {
        let painter = Painter(cr, shapes: screens.textShapes)
        CairoRasterizer(painter: painter).draw(list(scenes, map: map, placed: placed, textWidth: painter.textWidth))
    }

    /// The whole canvas as one display list: the segues under the scenes, each scene's dock line
    /// and screen (or a reference's box) at its place, the initial arrow over them.
    func list(
        _ scenes: [CanvasScene], map: StoryboardMap, placed: StoryboardCanvasLayout,
        textWidth: @escaping (String, FontSpec) -> Double
    ) -> DisplayList {
        let palette = Palette.forTheme(options.theme)
        let bounds = placed.bounds
        var list = background(Rect(x: 0, y: 0, width: bounds.width, height: bounds.height), palette)
        list.append(.translate(dx: -bounds.x, dy: -bounds.y))
        var frames: [String: Rect] = [:]
        for (scene, frame) in zip(scenes, placed.frames) { frames[scene.entry.sceneID] = frame }
        let laidOut = Dictionary(
            scenes.compactMap { scene in scene.layout.map { _ in (scene.entry.sceneID, scene) } },
            uniquingKeysWith: { a, _ in a })
        let arrows = SegueArrow.arrows(map.segues, frames: frames, bounds: bounds) { segue in
            guard let id = segue.sourceViewID, let frame = frames[segue.sourceSceneID],
                let scene = laidOut[segue.sourceSceneID],
                let view = scene.layout?.views.first(where: { $0.id.rawValue == id })
            else { return nil }
            let origin = scene.rootOrigin
            return view.rootFrame.offsetBy(dx: frame.x + origin.x, dy: frame.y + origin.y)
        }
        // Segues pass under the scenes, as on Interface Builder's canvas.
        let marks = CanvasMarks(palette: palette, theme: options.theme)
        for arrow in arrows { marks.segueLine(arrow, to: &list) }
        for arrow in arrows { marks.segueBadge(arrow, to: &list) }
        for (scene, frame) in zip(scenes, placed.frames) {
            guard let layout = scene.layout else {
                list.items += reference(scene.entry, in: frame, palette: palette).items
                continue
            }
            list.items += title(scene.entry.title, above: frame, palette: palette).items
            let origin = scene.rootOrigin
            list.append(
                .translate(dx: frame.x + origin.x - layout.rootFrame.x, dy: frame.y + origin.y - layout.rootFrame.y))
            list.items += screenDisplay(layout, scene.entry, palette: palette, textWidth: textWidth).list().items
            list.restore()
            if let around = scene.screen {
                // The bars around the root, their hairlines over its edge as UIKit's bar shadows are.
                list.append(.translate(dx: frame.x - around.rootFrame.x, dy: frame.y - around.rootFrame.y))
                list.clip(around.rootFrame)
                list.items += screenDisplay(around, scene.entry, palette: palette, textWidth: textWidth).chrome().items
                list.restore()
                list.restore()
            }
            list.stroke(frame.inset(by: Insets(all: -0.5)), palette.separator, width: 1)
        }
        if let initial = map.initialSceneID, let frame = frames[initial] {
            marks.initialArrow(pointingAt: frame, to: &list)
        }
        list.restore()
        return list
    }

    /// A screen of `entry` drawn bare, its bars showing what the storyboard says of them.
    func screenDisplay(
        _ layout: SolvedLayout, _ entry: StoryboardMap.Entry, palette: Palette,
        textWidth: @escaping (String, FontSpec) -> Double
    ) -> ScreenDisplay {
        ScreenDisplay(
            layout: layout, palette: palette, title: entry.navigationTitle ?? "", tabTitles: entry.tabTitles,
            tabIcons: entry.tabIcons, backButton: entry.showsBackButton, showsStatusBar: options.statusBar,
            textWidth: textWidth)
    }

    func background(_ bounds: Rect, _ palette: Palette) -> DisplayList {
        var list = DisplayList()
        list.append(.fill(.rect(bounds, radius: 0)), palette.canvas)
        return list
    }

    /// The scene dock's line above the scene: the controller's icon and the scene's title.
    func title(_ title: String, above frame: Rect, palette: Palette) -> DisplayList {
        var list = DisplayList()
        let icon = 16.0, font = FontSpec.system(13, .medium)
        let midY = frame.minY - StoryboardCanvasLayout.titleBand / 2
        CanvasMarks(palette: palette, theme: options.theme)
            .controllerIcon(cx: frame.minX + icon / 2, cy: midY, size: icon, to: &list)
        list.append(
            .text(
                DisplayText(
                    string: title, font: font, x: frame.minX + icon + 6,
                    top: font.lineTop(centredAt: midY), width: max(frame.width - icon - 6, 1))),
            palette.text)
        return list
    }

    /// A storyboard reference: a rounded box with the storyboard it leads to.
    func reference(_ entry: StoryboardMap.Entry, in frame: Rect, palette: Palette) -> DisplayList {
        var list = DisplayList()
        list.append(.fill(.rect(frame, radius: 6)), palette.background)
        list.append(.stroke(.rect(frame, radius: 6), width: 1, dash: nil), palette.separator)
        let font = FontSpec.system(13, .semibold)
        list.append(
            .text(
                DisplayText(
                    string: entry.title, font: font, x: frame.x + 8,
                    top: font.lineTop(centredAt: frame.midY), width: frame.width - 16,
                    alignment: .center)), palette.text)
        return list
    }
}

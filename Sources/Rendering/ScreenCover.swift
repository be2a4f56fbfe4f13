import LayoutEngine
import SceneModel

/// The pixels of a single panel's screen that its background sets whatever lies under them: the
/// screen's first item is an opaque fill of its whole frame inside a clip to that frame
/// (`ScreenDisplay.list`), and where the frame's edges are whole device pixels Cairo fills it as
/// boxes, each pixel set to the color. What the canvas painted there first is never seen, so the
/// canvas is filled around the screen (a quarter of an annotated 1x image instead of all of it),
/// and a clean image that is the screen alone needs no clearing.
struct ScreenCover: Equatable {
    /// The screen's frame in the sheet's points, whole device pixels at the sheet's scale.
    var rect: Rect

    init?(renderer: Renderer, layouts: [SolvedLayout], sheet: Renderer.SheetGeometry) {
        guard layouts.count == 1, let layout = layouts.first, renderer.options.crop == nil,
            Palette.forTheme(renderer.options.theme).background.alpha == 1
        else { return nil }
        let viewport = renderer.viewport(layout)
        let origin = sheet.origin(of: 0)
        // The translation `Renderer.drawPanel` draws the screen in, computed as it computes it.
        let dx = origin.x - viewport.minX, dy = origin.y + sheet.headerHeights[0] - viewport.minY
        let root = layout.rootFrame
        // Every term whole in device pixels (and far from the doubles' limits): Cairo's sums of
        // them, whatever their order, are then the exact whole numbers below.
        let terms = [dx, dy, root.minX, root.minY, root.width, root.height].map { $0 * sheet.scale }
        let limit = Double(1 << 24)
        guard root.width > 0, root.height > 0, terms.allSatisfy({ $0 == $0.rounded() && abs($0) < limit })
        else { return nil }
        rect = Rect(x: dx + root.minX, y: dy + root.minY, width: root.width, height: root.height)
    }

    /// Whether the cover is all of a `width` × `height` canvas (points).
    func covers(width: Double, height: Double) -> Bool {
        rect.minX <= 0 && rect.minY <= 0 && rect.maxX >= width && rect.maxY >= height
    }

    /// `canvas` less the cover, as at most four boxes: the rows above and below it, and beside it.
    /// Each edge is one of the canvas's or the cover's, so whole device pixels when both are.
    func around(_ canvas: Rect) -> [Rect] {
        let top = max(canvas.minY, min(rect.minY, canvas.maxY))
        let bottom = min(canvas.maxY, max(rect.maxY, canvas.minY))
        let left = max(canvas.minX, min(rect.minX, canvas.maxX))
        let right = min(canvas.maxX, max(rect.maxX, canvas.minX))
        return [
            Rect(x: canvas.minX, y: canvas.minY, width: canvas.width, height: top - canvas.minY),
            Rect(x: canvas.minX, y: bottom, width: canvas.width, height: canvas.maxY - bottom),
            Rect(x: canvas.minX, y: top, width: left - canvas.minX, height: bottom - top),
            Rect(x: right, y: top, width: canvas.maxX - right, height: bottom - top),
        ].filter { $0.width > 0 && $0.height > 0 }
    }
}

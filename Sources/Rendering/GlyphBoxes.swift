import CCairo
import LayoutEngine
import SceneModel

/// The ink rectangles of the text the screen shows (labels, button titles, text fields, segments,
/// text views), in the root view's coordinates and cut by the clip the text was drawn in: the
/// obstacles the annotation placer keeps its tags and badges off. A reference, so that the
/// painter (a value) can fill it while it draws.
final class GlyphBoxes {
    /// Off while the system chrome (the status bar's clock) is drawn: not the scene's text.
    var isRecording = true
    private(set) var boxes: [Rect] = []

    /// Records `ink` (user space) as far as the current clip shows it.
    func record(_ ink: Rect, in cr: OpaquePointer) {
        guard isRecording, ink.width > 0, ink.height > 0 else { return }
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        let minX = max(ink.minX, x0), minY = max(ink.minY, y0)
        let maxX = min(ink.maxX, x1), maxY = min(ink.maxY, y1)
        guard maxX > minX, maxY > minY else { return }
        boxes.append(Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
    }
}

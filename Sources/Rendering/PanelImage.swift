import CCairo
import LayoutEngine
import SceneModel
import TextMetrics

/// One configuration's panel drawn on its own transparent raster surface, so that the panels
/// of a contact sheet can be drawn in parallel and then composited in order. Cairo surfaces
/// are not shared between threads: each panel's surface is created, drawn and read by one
/// thread at a time.
final class PanelImage: @unchecked Sendable {
    // Unchecked: the surface is drawn by one thread, then handed whole to the one that composites it.
    let surface: OpaquePointer

    init(renderer: Renderer, layout: SolvedLayout, title: String, scale: Double, palette: Palette) {
        let size = renderer.panelSize(layout, title: title)
        surface = cairo_image_surface_create(
            CAIRO_FORMAT_ARGB32, Int32((size.width * scale).rounded(.up)),
            Int32((size.height * scale).rounded(.up)))
        let context = cairo_create(surface)!
        cairo_scale(context, scale, scale)
        let painter = Painter(context, shapes: renderer.textShapes)
        renderer.drawPanel(layout, title: title, at: (0, 0), painter: painter, palette: palette)
        // Freeing the context may free its fonts: in turn with text (`TextDrawingLock`).
        TextDrawingLock.withLock { cairo_destroy(context) }
        cairo_surface_flush(surface)
    }

    deinit { cairo_surface_destroy(surface) }

    /// Paints the panel at `origin` (points) in device pixels, whatever the context's transform.
    func composite(onto context: OpaquePointer, at origin: (x: Double, y: Double), scale: Double) {
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_set_source_surface(context, surface, (origin.x * scale).rounded(), (origin.y * scale).rounded())
        cairo_paint(context)
        cairo_restore(context)
    }
}

import CCairo
import TextMetrics

/// A painter on an unbounded recording surface, for measuring and placing without an image:
/// panel headers before the sheet exists, the annotations of the JSON report. Unbounded, so
/// that clip extents are the clips drawn and not a surface's edge.
enum MeasuringSurface {
    static func with<T>(scale: Double = 1, shapes: TextShapes, _ body: (Painter) -> T) -> T {
        let surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)!
        let cr = cairo_create(surface)!
        cairo_scale(cr, scale, scale)
        let painter = Painter(cr, shapes: shapes)
        defer {
            TextDrawingLock.withLock { cairo_destroy(cr) }
            cairo_surface_destroy(surface)
        }
        return body(painter)
    }
}

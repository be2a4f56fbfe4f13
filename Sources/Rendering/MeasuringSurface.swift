import CCairo
import TextMetrics

/// A painter on an unbounded recording surface, for measuring and placing without an image:
/// panel headers before the sheet exists, the annotations of the JSON report. Unbounded, so
/// that clip extents are the clips drawn and not a surface's edge.
enum MeasuringSurface {
    /// The surface measured on: `image` shapes text on the Pango context that a bitmap drawn
    /// at the same scale draws with (`TextShapes` keys contexts by surface kind and transform),
    /// so that the layouts measured are the layouts drawn, shaped once; it has no pixels, so no
    /// clip extents worth asking.
    enum Kind { case recording, image }

    static func with<T>(scale: Double = 1, kind: Kind = .recording, shapes: TextShapes, _ body: (Painter) -> T) -> T {
        let surface =
            kind == .image
            ? cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 0, 0)!
            : cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)!
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

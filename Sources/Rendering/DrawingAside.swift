import CCairo
import Dispatch
import TextMetrics

/// Drawing done on the other core while this thread draws the screen: the canvas around a
/// covered screen (`ScreenCover`) and the panel's header, on the same image's memory through a
/// surface and a context of their own. The screen sets the pixels inside its clip only and the
/// aside work those around it only (the header sits above the margin), so each pixel is the one
/// a single context drawing both in turn would have set, whatever thread is first.
enum DrawingAside {
    /// Runs `aside` on another thread, with a painter on `painter`'s image under `transform`,
    /// while `body` runs here; returns once both are done. A target that is not an ARGB32
    /// image has `aside` run here first.
    static func run(
        besides painter: Painter, transform: cairo_matrix_t, aside: @escaping @Sendable (Painter) -> Void,
        _ body: () -> Void
    ) {
        let target = cairo_get_target(painter.cr)
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32,
            let data = cairo_image_surface_get_data(target)
        else {
            var matrix = transform
            cairo_save(painter.cr)
            cairo_set_matrix(painter.cr, &matrix)
            aside(painter)
            cairo_restore(painter.cr)
            body()
            return
        }
        cairo_surface_flush(target)
        let shared = Shared(
            painter: painter, matrix: transform, data: data, width: cairo_image_surface_get_width(target),
            height: cairo_image_surface_get_height(target), stride: cairo_image_surface_get_stride(target))
        // Whoever claims the work first does it (`StripeClaims`, one stripe): a pool thread when
        // it starts in time, else this one once the screen is drawn (the pool's threads all busy,
        // perhaps each waiting like this one), so that no thread waits for work nobody has begun.
        let claims = StripeClaims(count: 1)
        DispatchQueue.global().async {
            guard claims.claimNext() != nil else { return }
            draw(aside, shared)
            claims.finished()
        }
        body()
        if claims.claimNext() != nil {
            cairo_surface_flush(target)
            draw(aside, shared)
            claims.finished()
        }
        claims.waitForAll()
        cairo_surface_mark_dirty(target)
    }

    private static func draw(_ aside: (Painter) -> Void, _ shared: Shared) {
        let surface = cairo_image_surface_create_for_data(
            shared.data, CAIRO_FORMAT_ARGB32, shared.width, shared.height, shared.stride)
        let cr = cairo_create(surface)!
        var matrix = shared.matrix
        cairo_set_matrix(cr, &matrix)
        aside(Painter(cr, sharingTextWith: shared.painter))
        // Freeing the context may free its fonts: in turn with text (`TextDrawingLock`).
        TextDrawingLock.withLock { cairo_destroy(cr) }
        cairo_surface_flush(surface)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
    }

    /// What the aside thread reads: the painter's text (used under `TextDrawingLock`) and the image.
    private struct Shared: @unchecked Sendable {
        // Unchecked: the aside thread writes only pixels the other leaves alone.
        let painter: Painter
        let matrix: cairo_matrix_t
        let data: UnsafeMutablePointer<UInt8>
        let width: Int32, height: Int32, stride: Int32
    }
}

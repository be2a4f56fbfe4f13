import CCairo
import Foundation
import LayoutEngine
import Parallel
import SceneModel
import TextMetrics

/// The annotation marks in their translucent layer: painted on a layer of their own, then laid
/// over the screen at 90 % opacity, so that overlapping marks do not darken each other. On a
/// raster canvas the layer is painted in horizontal stripes on all cores (each stripe a surface
/// of its own, offset by whole device pixels, so its pixels are the ones one surface would
/// have); text still takes turns (`TextDrawingLock`). The renderer's stripes start while the
/// marks are still being placed, and paint each as it comes (`MarkStream`). Vector output keeps
/// one Cairo group.
enum MarkOverlay {
    static let opacity = 0.9
    /// Rows of device pixels per stripe at least: a small image is one stripe.
    static let minimumStripeRows = 256

    /// Paints `marks` over the context's drawing; `stripes` 0 is one Cairo group (the reference
    /// the stripes must match, pixel for pixel), nil as many stripes as the image has room for.
    static func paint(_ marks: [AnnotationMark], painter: Painter, stripes: Int? = nil) {
        paint(MarkStream(finished: marks), painter: painter, stripes: stripes, producing: nil)
    }

    /// Paints the marks `produce` writes to its stream while it places them: on a raster
    /// canvas, the stripes paint each mark as it comes, on other threads.
    /// `followUp` hears of each stripe laid over the canvas, and gets the time of threads
    /// that have no stripe left to paint.
    static func paint(
        painter: Painter, followUp: StripeFollowUp? = nil, producing produce: (MarkStream) -> Void
    ) {
        let stream = MarkStream()
        // Called before `paint` returns: it does not escape.
        withoutActuallyEscaping(produce) { produce in
            paint(stream, painter: painter, stripes: nil, followUp: followUp) {
                produce(stream)
                stream.finish()
            }
        }
    }

    private static func paint(
        _ stream: MarkStream, painter: Painter, stripes: Int?, followUp: StripeFollowUp? = nil,
        producing produce: (() -> Void)?
    ) {
        let cr = painter.cr
        let target = cairo_get_target(cr)
        let width = Int(cairo_image_surface_get_width(target))
        let height = Int(cairo_image_surface_get_height(target))
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32, width > 0, height > 0, !isClipped(cr),
            stripes != 0
        else {
            produce?()
            cairo_push_group(cr)
            CairoRasterizer(painter: painter).draw(AnnotationDisplay.list(stream.all))
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
            return
        }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let stripes = stripes ?? stripeCount(height: height)
        let bands =
            stripes == 2 && produce != nil
            ? placingBands(height: height, scale: abs(matrix.xx))
            : (0..<stripes).map { i in (i * height / stripes)..<((i + 1) * height / stripes) }
        // Each stripe's contexts and surfaces are its own, over its own rows of the canvas; the
        // painter's Pango context is used under the text lock only.
        cairo_surface_flush(target)
        let shared = Shared(
            stream: stream, painter: painter, matrix: matrix, canvas: cairo_image_surface_get_data(target)!,
            stride: Int(cairo_image_surface_get_stride(target)))
        guard let produce else {
            _ = ParallelMap.map(bands) { rows in paintStripe(rows, width: width, shared) }
            cairo_surface_mark_dirty(target)
            return
        }
        // The stripes start on the other cores while this thread places the marks, each thread
        // taking the next stripe nobody has; the stripes left when it is done, this one shares.
        let claims = StripeClaims(count: bands.count)
        let work: @Sendable (_ helper: Bool) -> Void = { helper in
            while let i = claims.claimNext() {
                paintStripe(bands[i], width: width, shared)
                followUp?.composited(bands[i])
                claims.finished()
            }
            guard let followUp else { return }
            // No stripe left to take: the follow-up's work while the others paint theirs. This
            // thread goes on once all are laid down (what follows is its own); a helper does
            // what work is left then.
            claims.whileUnfinished(followUp.work)
            if helper { while followUp.work() {} }
        }
        let helpers = min(Cores.active, bands.count) - 1
        for _ in 0..<helpers { DispatchQueue.global().async { work(true) } }
        produce()
        work(false)
        claims.waitForAll()
        cairo_surface_mark_dirty(target)
    }

    /// Stripes of `minimumStripeRows` at least, one a core: the helpers start on theirs while
    /// this thread places the marks, and the time a thread has left once its stripe is done
    /// goes to the follow-up (the PNG's bands). One stripe more than the cores, taken in turn,
    /// balanced the painting better but measured slower once painting got cheaper (the 1x
    /// frame with the marks painted into the layer's pixels: 5.1-5.2 ms against 4.7-4.8), and a
    /// mark across a seam is painted in both stripes (0.8 M instructions more at 1x with 3).
    static func stripeCount(height: Int) -> Int {
        max(1, min(height / minimumStripeRows, Cores.active))
    }

    /// Two stripes when this thread places the marks: the helper starts on the first while they
    /// are placed, and this thread paints the second only after, so the first is the larger.
    /// Placing costs about what painting the marks costs at 1x, and less beside painting at
    /// higher scales, where painting grows with the pixels: the first stripe gets 0.5 + 0.25 /
    /// scale of the rows (75 % at 1x, 58 % at 3x). Measured on the 100-view bench: the 1x frame
    /// 4.9-5.0 ms with halves, 4.6 ms with 70-75 %; 60 frames at 3x 0.56-0.58 s with halves,
    /// 0.52-0.54 s with 60 %. The pixels are the same for any split.
    static func placingBands(height: Int, scale: Double) -> [Range<Int>] {
        let cut = Int((Double(height) * (0.5 + 0.25 / max(scale, 1))).rounded())
        return [0..<cut, cut..<height]
    }

    /// Paints the marks that reach device rows `rows` on a transparent surface of their own
    /// (offset by whole pixels, so its pixels are the ones one surface would have), then lays
    /// it over those rows of the canvas, through a surface of the canvas's memory for them.
    static func paintStripe(_ rows: Range<Int>, width: Int, _ shared: Shared) {
        // The layer's memory is cleared where the marks paint only (`LayerClearing`).
        let memory = UnsafeMutablePointer<UInt32>.allocate(capacity: width * rows.count)
        defer { memory.deallocate() }
        #if DEBUG
            // Memory read before it is cleared shows in the tests' pictures as opaque magenta.
            memory.initialize(repeating: 0xFFFF_00FF, count: width * rows.count)
        #endif
        var clearing = LayerClearing(words: memory, width: width, height: rows.count)
        let layer = cairo_image_surface_create_for_data(
            UnsafeMutableRawPointer(memory).assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width),
            Int32(rows.count), Int32(width * 4))
        cairo_surface_set_device_offset(layer, 0, -Double(rows.lowerBound))
        // A matrix that turns or skews gives no boxes: the whole layer is cleared and laid over.
        let boxed = shared.matrix.xy == 0 && shared.matrix.yx == 0
        if !boxed { clearing.clearAll() }
        let cr = cairo_create(layer)!
        var matrix = shared.matrix
        cairo_set_matrix(cr, &matrix)
        let painter = Painter(cr, sharingTextWith: shared.painter)
        let prepare: (ArraySlice<Rect>) -> Void = { boxes in
            guard boxed, let pixels = pixelBoxes(Array(boxes), matrix: shared.matrix, rows: rows, width: width)
            else { return }
            cairo_surface_flush(layer)
            var any = false
            for box in pixels where clearing.clear(box) { any = true }
            if any { cairo_surface_mark_dirty(layer) }
        }
        // A fresh context: nothing clips it, so the fast rasteriser may write its pixels.
        let painted: [Rect]
        if let pixels = LayerPixels(surface: layer!, context: cr) {
            painted = paintMarks(
                from: shared.stream, with: PixelRasterizer(pixels: pixels, painter: painter), preparing: prepare)
        } else {
            painted = paintMarks(from: shared.stream, with: CairoRasterizer(painter: painter), preparing: prepare)
        }
        // Freeing the context may free its fonts: in turn with text (`TextDrawingLock`).
        TextDrawingLock.withLock { cairo_destroy(cr) }
        cairo_surface_flush(layer)
        // As a source, the offset would move the layer again: it goes at the top of its rows.
        cairo_surface_set_device_offset(layer, 0, 0)
        let rowsOfCanvas = cairo_image_surface_create_for_data(
            shared.canvas + rows.lowerBound * shared.stride, CAIRO_FORMAT_ARGB32, Int32(width), Int32(rows.count),
            Int32(shared.stride))
        let over = cairo_create(rowsOfCanvas)!
        // Only where the marks' paint may be: the layer is clear elsewhere, and a clear pixel
        // laid over leaves the canvas's as it was; laying it over every pixel read the whole
        // layer (a quarter of a small screen's annotated frame).
        if let boxes = pixelBoxes(painted, matrix: shared.matrix, rows: rows, width: width) {
            for box in boxes { cairo_rectangle(over, box.x, box.y, box.width, box.height) }
            cairo_clip(over)
        }
        cairo_set_source_surface(over, layer, 0, 0)
        cairo_paint_with_alpha(over, opacity)
        cairo_destroy(over)
        cairo_surface_finish(rowsOfCanvas)
        cairo_surface_destroy(rowsOfCanvas)
        // Nothing may touch the layer's memory once it is freed.
        cairo_surface_finish(layer)
        cairo_surface_destroy(layer)
    }

    /// Draws the stream's marks as they come, each batch as display items (in one list, reused):
    /// only the marks whose ink reaches the stripe's rows become items (its clip does not change).
    /// `prepare` gets each batch's paint boxes before the batch is drawn. Returns the boxes (user
    /// space) the paint of the marks drawn stays in.
    @discardableResult
    static func paintMarks(
        from stream: MarkStream, with rasterizer: some Rasterizer,
        preparing prepare: (ArraySlice<Rect>) -> Void = { _ in }
    ) -> [Rect] {
        var (painted, list) = (0, DisplayList())
        var boxes: [Rect] = []
        let clip = InkCulling.clipExtents(rasterizer.painter.cr)
        while case let marks = stream.marks(after: painted), !marks.isEmpty {
            let first = boxes.count
            for mark in marks { InkCulling.markPaint(mark.shape, into: &boxes) }
            prepare(boxes[first...])
            list.items.removeAll(keepingCapacity: true)
            AnnotationDisplay.append(marks, to: &list, culledBy: clip)
            rasterizer.draw(list)
            painted += marks.count
        }
        return boxes
    }

    /// `boxes` (user space, under `matrix`) as whole pixels of a stripe's layer (rows `rows` of
    /// the canvas, its own from 0), those that reach it; nil when the matrix turns or skews
    /// (the whole stripe is laid over then).
    static func pixelBoxes(_ boxes: [Rect], matrix: cairo_matrix_t, rows: Range<Int>, width: Int) -> [Rect]? {
        guard matrix.xy == 0, matrix.yx == 0 else { return nil }
        var pixels: [Rect] = []
        for box in boxes {
            let xs = (matrix.xx * box.minX + matrix.x0, matrix.xx * box.maxX + matrix.x0)
            let ys = (matrix.yy * box.minY + matrix.y0, matrix.yy * box.maxY + matrix.y0)
            // Outward to whole pixels, one more each side for the antialiasing.
            let x0 = max(0, (min(xs.0, xs.1) - 1).rounded(.down))
            let x1 = min(Double(width), (max(xs.0, xs.1) + 1).rounded(.up))
            let y0 = max(Double(rows.lowerBound), (min(ys.0, ys.1) - 1).rounded(.down))
            let y1 = min(Double(rows.upperBound), (max(ys.0, ys.1) + 1).rounded(.up))
            guard x1 > x0, y1 > y0 else { continue }
            pixels.append(Rect(x: x0, y: y0 - Double(rows.lowerBound), width: x1 - x0, height: y1 - y0))
        }
        return pixels
    }

    /// The layer alone, painted on a transparent image of `width` × `height` pixels at `scale`
    /// with the marks' origin at `origin` (points): what the tests compare. With
    /// `streamedBy`, the marks are handed to the stripes that many at a time while they paint.
    static func image(
        of marks: [AnnotationMark], width: Int, height: Int, scale: Double, origin: Point, stripes: Int,
        streamedBy chunk: Int? = nil, followUp: StripeFollowUp? = nil
    ) -> [UInt32] {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        cairo_scale(cr, scale, scale)
        cairo_translate(cr, origin.x, origin.y)
        let painter = Painter(cr)
        if let chunk {
            paint(painter: painter, followUp: followUp) { stream in
                for start in Swift.stride(from: 0, to: marks.count, by: chunk) {
                    stream.publish(Array(marks[start..<min(start + chunk, marks.count)]))
                }
            }
        } else {
            paint(marks, painter: painter, stripes: stripes)
        }
        TextDrawingLock.withLock { cairo_destroy(cr) }
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        return (0..<height).flatMap { y in
            UnsafeRawPointer(data + y * stride).withMemoryRebound(to: UInt32.self, capacity: width) {
                Array(UnsafeBufferPointer(start: $0, count: width))
            }
        }
    }

    /// What every stripe reads and none writes.
    struct Shared: @unchecked Sendable {
        // Unchecked: each stripe writes its own rows of `canvas` only, and text goes under `TextDrawingLock`.
        let stream: MarkStream
        let painter: Painter
        let matrix: cairo_matrix_t
        /// The canvas's pixels and the bytes of a row: each stripe writes its own rows only.
        let canvas: UnsafeMutablePointer<UInt8>
        let stride: Int
    }

    /// Whether anything clips the context (the stripes would not know it): then one group.
    static func isClipped(_ cr: OpaquePointer) -> Bool {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        cairo_restore(cr)
        let target = cairo_get_target(cr)
        return x0 > 0 || y0 > 0 || x1 < Double(cairo_image_surface_get_width(target))
            || y1 < Double(cairo_image_surface_get_height(target))
    }
}

/// What the renderer has the stripes' threads do besides painting: hear of each stripe's rows
/// of the canvas once laid down (final, unless drawn on later), and use the time of a thread
/// that has no stripe left to take while others paint theirs.
struct StripeFollowUp: Sendable {
    var composited: @Sendable (Range<Int>) -> Void
    /// Does one piece of work, if there is one ready (true), for a thread with no stripe to take.
    var work: @Sendable () -> Bool
}

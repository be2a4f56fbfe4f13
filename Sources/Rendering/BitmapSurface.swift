import CCairo
import RasterImage
import TextMetrics

/// A bitmap's memory as a Cairo surface, so that Cairo draws straight into the pixels: no copy of
/// the image, and one fresh image's worth of pages instead of two.
enum BitmapSurface {
    /// The pixels of a `width` × `height` image drawn by `draw` on a context scaled by `scale`
    /// (given the memory too, which it may read), and what `then` makes of what `draw` returned
    /// once the surface is finished, while the memory is still the image's. Unless `covered`
    /// (every pixel is painted over: its memory need not be cleared, which costs as much as the
    /// fill), the image starts clear.
    static func draw<Drawn, Result>(
        width: Int, height: Int, scale: Double, covered: Bool,
        _ draw: (UnsafeBufferPointer<UInt32>, OpaquePointer) -> Drawn, then: (Drawn) -> Result
    ) -> (bitmap: Bitmap, result: Result) {
        var pixels =
            covered
            ? [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
                #if DEBUG
                    // Opaque magenta: a pixel a covering drawing leaves unpainted shows in every test.
                    buffer.initialize(repeating: 0xFFFF_00FF)
                #endif
                count = width * height
            }
            : [UInt32](repeating: 0, count: width * height)
        let result = pixels.withUnsafeMutableBufferPointer { buffer in
            // ARGB32 rows are whole words: Cairo's stride for the width is exactly its pixels.
            let surface = cairo_image_surface_create_for_data(
                UnsafeMutableRawPointer(buffer.baseAddress!).assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                Int32(width), Int32(height), Int32(width * 4))
            let context = cairo_create(surface)!
            cairo_scale(context, scale, scale)
            let drawn = draw(UnsafeBufferPointer(buffer), context)
            // Freeing the context may free its fonts: in turn with text (`TextDrawingLock`).
            TextDrawingLock.withLock { cairo_destroy(context) }
            cairo_surface_flush(surface)
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
            return then(drawn)
        }
        return (Bitmap(width: width, height: height, pixels: pixels), result)
    }
}

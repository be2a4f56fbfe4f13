import CCairo
import TextMetrics
import Foundation
import RasterImage

/// Collects what a Cairo surface writes, so that the caller decides where the bytes go
/// (written atomically by the CLI, compared in memory by the golden tests).
final class ByteSink {
    var data = Data()

    static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        sink.data.append(bytes, count: Int(length))
        return CAIRO_STATUS_SUCCESS
    }

    var pointer: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}

/// A drawing surface in one of the output formats, sized in points.
final class CairoCanvas {
    let surface: OpaquePointer
    let context: OpaquePointer
    let format: OutputFormat
    let sink = ByteSink()

    init(format: OutputFormat, width: Double, height: Double, scale: Double) {
        self.format = format
        switch format {
        case .png:
            surface = cairo_image_surface_create(
                CAIRO_FORMAT_ARGB32, Int32((width * scale).rounded(.up)),
                Int32((height * scale).rounded(.up)))
        case .svg:
            surface = cairo_svg_surface_create_for_stream(ByteSink.write, sink.pointer, width, height)
            cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
        case .pdf:
            surface = cairo_pdf_surface_create_for_stream(ByteSink.write, sink.pointer, width, height)
            // No timestamps: the same scene gives the same bytes.
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, "2000-01-01T00:00:00Z")
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "alpreview")
        }
        context = cairo_create(surface)
        if format == .png { cairo_scale(context, scale, scale) }
    }

    /// Finishes the surface and returns the encoded file.
    func finish() -> [UInt8] {
        // PNG bytes come straight from the encoder (no round trip through Data).
        if format == .png { return PNGEncoder.encode(finishBitmap()) }
        // Freeing the context may free its fonts, and finishing a PDF or SVG embeds them: in turn
        // with text (`TextDrawingLock`).
        TextDrawingLock.withLock {
            cairo_destroy(context)
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
        return Array(format == .svg ? Self.stableIDs(sink.data) : sink.data)
    }

    /// Finishes a PNG canvas and returns its pixels, unencoded (for comparisons in memory).
    func finishBitmap() -> Bitmap {
        precondition(format == .png, "only a raster canvas has pixels")
        // Freeing the context may free its fonts: in turn with text (`TextDrawingLock`).
        TextDrawingLock.withLock { cairo_destroy(context) }
        let bitmap = PNGDecoder.bitmap(of: surface)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        return bitmap
    }

    /// Cairo numbers SVG ids (`glyph3-1`, `surface12`, `clip5`) with process-wide counters;
    /// renumbering them in order of appearance makes every render of a scene byte-identical.
    static func stableIDs(_ data: Data) -> Data {
        guard let text = String(data: data, encoding: .utf8),
            let pattern = try? NSRegularExpression(
                pattern:
                    #"\b(glyph|surface|clip|mask|pattern|image|source|linear-pattern|radial-pattern)(\d+(?:-\d+)?)\b"#)
        else {
            return data
        }
        let ns = text as NSString
        var names: [String: String] = [:]
        var counters: [String: Int] = [:]
        var result = ""
        var last = 0
        for match in pattern.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let whole = ns.substring(with: match.range)
            let prefix = ns.substring(with: match.range(at: 1))
            if names[whole] == nil {
                counters[prefix, default: 0] += 1
                names[whole] = "\(prefix)\(counters[prefix]!)"
            }
            result += ns.substring(with: NSRange(location: last, length: match.range.location - last)) + names[whole]!
            last = match.range.location + match.range.length
        }
        result += ns.substring(from: last)
        return Data(result.utf8)
    }
}

import CCairo
import CPangoCairo
import Foundation
import LayoutEngine
import Parallel
import SceneModel
import TextMetrics

/// The Pango contexts and their layouts that a renderer keeps from one render to the next: a
/// live preview draws the same labels and badges frame after frame, and shaping them again was
/// most of the drawing's text cost. A context is made from the first Cairo context of its kind
/// and reused for every later one of the same kind: what Pango takes from the Cairo context (the
/// transform, and the target surface's font options) is the key,
/// so the text is shaped exactly as on a fresh context. Used under `TextDrawingLock` (Pango's
/// turn); the cache has a lock of its own besides, which costs nothing uncontended.
final class TextShapes: Sendable {
    /// Past this many kinds of context (scales and surfaces), the cache starts again: with
    /// `LayoutCache.maximumCount` it bounds what a long session keeps.
    static let maximumKinds = 8

    /// What `pango_cairo_create_context` reads from a Cairo context.
    private struct Kind: Hashable {
        var surfaceType: UInt32
        var fontOptions: UInt
        var xx: UInt64, yx: UInt64, xy: UInt64, yy: UInt64, x0: UInt64, y0: UInt64
    }

    private let shapings = Locked([Kind: TextShaping]())
    /// Where the layouts learn the widths a measurer found a text keeping its lines (nil: none).
    private let hints: WrapWidthHints?

    init(hints: WrapWidthHints? = .shared) { self.hints = hints }

    /// The context and layouts for text drawn on `cr` (under `TextDrawingLock`).
    func shaping(for cr: OpaquePointer) -> TextShaping {
        let kind = Self.kind(of: cr)
        // Painters still drawing keep theirs: a context is freed with its last user, here after
        // the cache's lock is let go (freeing one takes `TextDrawingLock`).
        let (shaping, _) = shapings.withLock { shapings -> (TextShaping, [Kind: TextShaping]) in
            if let shaping = shapings[kind] { return (shaping, [:]) }
            var dropped: [Kind: TextShaping] = [:]
            if shapings.count >= Self.maximumKinds { swap(&dropped, &shapings) }
            let shaping = TextShaping(cr, hints: hints)
            shapings[kind] = shaping
            return (shaping, dropped)
        }
        return shaping
    }

    private static func kind(of cr: OpaquePointer) -> Kind {
        let target = cairo_get_target(cr)
        let options = cairo_font_options_create()
        cairo_surface_get_font_options(target, options)
        let hash = cairo_font_options_hash(options)
        cairo_font_options_destroy(options)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        return Kind(
            surfaceType: cairo_surface_get_type(target).rawValue, fontOptions: UInt(hash),
            xx: matrix.xx.bitPattern, yx: matrix.yx.bitPattern, xy: matrix.xy.bitPattern, yy: matrix.yy.bitPattern,
            x0: matrix.x0.bitPattern, y0: matrix.y0.bitPattern)
    }
}

/// A Pango context with alpreview's font options and the layouts made on it; freed (under
/// `TextDrawingLock`) when neither the cache nor a painter holds it any more.
final class TextShaping: @unchecked Sendable {
    // Unchecked: the Pango context and its layouts are used under `TextDrawingLock` only.
    let context: OpaquePointer
    let layouts: LayoutCache
    /// The widths of single lines measured on this context: the placer asks for the same
    /// badges' and tags' widths every frame, and a width found here needs no Pango, so no
    /// `TextDrawingLock` (which the stripes painting meanwhile hold for their text).
    let widths = TextWidths()

    /// A context for text drawn on `cr` (under `TextDrawingLock`).
    init(_ cr: OpaquePointer, hints: WrapWidthHints?) {
        layouts = LayoutCache(hints: hints)
        context = pango_cairo_create_context(cr)!
        PangoStyle.applyFontOptions(to: context)
    }

    deinit {
        TextDrawingLock.withLock {
            layouts.release()
            g_object_unref(UnsafeMutableRawPointer(context))
        }
    }
}

/// Single-line text widths measured on one Pango context, each once; read and written from any
/// thread under a lock of their own. Past `LayoutCache.maximumCount` entries it starts again.
final class TextWidths: Sendable {
    private let widths = Locked([TextLayoutKey: Double]())

    /// The width of `text` in `font`, measured by `measure` (under `TextDrawingLock`) the first time.
    func width(_ text: String, font: FontSpec, measure: () -> Double) -> Double {
        let key = TextLayoutKey(text: text, font: font, maxWidth: nil, lines: 1)
        if let known = widths.withLock({ $0[key] }) { return known }
        let width = measure()
        widths.withLock { widths in
            if widths.count >= LayoutCache.maximumCount { widths = [:] }
            widths[key] = width
        }
        return width
    }
}

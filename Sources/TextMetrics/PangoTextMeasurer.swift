import CCairo
import CPangoCairo
import Foundation
import LayoutEngine

/// Measures text with Pango: glyph widths from Inter with San Francisco's tracking, line
/// heights and baselines from San Francisco's published metrics (uikit-facts §4a).
/// Results are cached per string, font, width and scale; the class is safe to share.
public final class PangoTextMeasurer: TextMeasuring, @unchecked Sendable {
    private let lock = NSLock()
    private var cache: [String: TextMeasurement] = [:]
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer

    public init() {
        PinnedFonts.install()
        fontMap = pango_cairo_font_map_new()
        context = pango_font_map_create_context(fontMap)
        PangoStyle.applyFontOptions(to: context)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    public func measure(_ text: String, font: FontSpec, maxWidth: Double?, lines: Int, scale: Double) -> TextMeasurement {
        let key = "\(text)\u{1}\(font.size)\u{1}\(font.weight)\u{1}\(font.family ?? "")\u{1}\(font.italic)\u{1}\(maxWidth ?? -1)\u{1}\(lines)\u{1}\(scale)"
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[key] { return cached }
        let layout = PangoStyle.makeLayout(context: context, text: text, font: font, maxWidth: maxWidth, lines: lines)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        var lineCount = Int(pango_layout_get_line_count(layout))
        if lines > 0 { lineCount = min(lineCount, lines) }
        if text.isEmpty { lineCount = 1 }
        let width = text.isEmpty ? 0 : Double(logical.width) / Double(PANGO_SCALE)
        let lineHeight = SystemFontMetrics.lineHeight * font.size
        let ascender = SystemFontMetrics.ascender * font.size
        let measurement = TextMeasurement(
            width: ceilToPixels(width, scale: scale),
            height: ceilToPixels(Double(lineCount) * lineHeight, scale: scale),
            firstBaseline: ascender,
            lastBaseline: Double(lineCount - 1) * lineHeight + ascender,
            lineCount: lineCount)
        cache[key] = measurement
        return measurement
    }
}

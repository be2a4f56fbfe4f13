import CPangoCairo
import SceneModel
import TextMetrics

extension Painter {
    /// A text's Pango layout as it is drawn, and the x its layout starts at: wrapped at `width`
    /// when it may take several lines; a single line too wide for `width` cut at the tail with
    /// "…" (on a layout of its own: the cached one stays whole for its next use), one that fits
    /// moved by its alignment without asking Pango to fit it (Pango's fitting test counts the
    /// letter spacing at the line's end, and would cut text that UIKit draws whole). The PNG's
    /// painter and the SVG's text lines both place text here. Call in turn (`TextDrawingLock`).
    func withPlacedLayout<Result>(
        _ string: String, font: FontSpec, x: Double, width: Double?, lines: Int, alignment: PangoAlignment,
        truncates: Bool?, _ body: (OpaquePointer, Double) -> Result
    ) -> Result {
        let wrapWidth = width.map { max($0, 0) }
        var layout = layouts.layout(
            context: pango, text: string, font: font, maxWidth: lines == 1 ? nil : wrapWidth, lines: lines,
            alignment: alignment)
        var truncated: OpaquePointer?
        defer { if let truncated { g_object_unref(UnsafeMutableRawPointer(truncated)) } }
        var x = x
        if lines == 1, let wrapWidth {
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            let natural = Double(logical.width) / Double(PANGO_SCALE)
            if truncates ?? (natural > wrapWidth + 0.01) {
                // A fresh layout (`pango_layout_copy` draws some cut lines differently).
                truncated = PangoStyle.makeLayout(
                    context: pango, text: string, font: font, maxWidth: nil, lines: 1, alignment: alignment)
                layout = truncated!
                pango_layout_set_width(layout, Int32(wrapWidth * Double(PANGO_SCALE)))
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            } else if alignment == PANGO_ALIGN_CENTER {
                x += (wrapWidth - natural) / 2
            } else if alignment == PANGO_ALIGN_RIGHT {
                x += wrapWidth - natural
            }
        }
        return body(layout, x)
    }
}

import CPangoCairo
import SceneModel
import TextMetrics

extension Painter {
    /// A text's Pango layout as it is drawn, and the x its layout starts at: wrapped at `width`
    /// when it may take several lines; a single line too wide for `width` cut at the tail with
    /// "…" (on a layout of its own, `LayoutCache.cutLayout`: the whole one stays whole), one that fits
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
        var x = x
        if lines == 1, let wrapWidth {
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            let natural = Double(logical.width) / Double(PANGO_SCALE)
            if truncates ?? (natural > wrapWidth + 0.01) {
                layout = layouts.cutLayout(
                    context: pango, text: string, font: font, width: PangoStyle.cutWidthUnits(wrapWidth),
                    alignment: alignment)
            } else if alignment == PANGO_ALIGN_CENTER {
                x += (wrapWidth - natural) / 2
            } else if alignment == PANGO_ALIGN_RIGHT {
                x += wrapWidth - natural
            }
        }
        return body(layout, x)
    }
}

/// A line of a placed layout and the baseline it is drawn on, in user space.
struct PlacedLine {
    var line: UnsafeMutablePointer<PangoLayoutLine>?
    /// The line's logical and ink rectangles in layout coordinates (Pango units).
    var logical: PangoRectangle
    var ink: PangoRectangle
    var baseline: Double
    /// The line's baseline in layout coordinates (points): where the layout would have put it.
    var layoutBaseline: Double
}

extension PlacedLine {
    /// Each line of `layout` on its baseline, the first at `firstBaseline`: wrapped text's lines
    /// `lineHeight` apart (San Francisco's line height, as the engine measured them: Pango would
    /// space them by Inter's, 1.4 % taller, and the 23rd line of 39-point text would sit 14 points
    /// low, out of its label); with no `lineHeight`, a single line's layout keeps Pango's spacing
    /// for the breaks it holds. The PNG's painter and the SVG's text lines both walk them here.
    static func lines(of layout: OpaquePointer, firstBaseline: Double, lineHeight: Double?) -> [PlacedLine] {
        let unit = Double(PANGO_SCALE)
        let firstLayoutBaseline = Double(pango_layout_get_baseline(layout)) / unit
        var lines: [PlacedLine] = []
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        repeat {
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, &ink, &logical)
            let layoutBaseline = Double(pango_layout_iter_get_baseline(iterator)) / unit
            let baseline =
                lineHeight.map { firstBaseline + Double(lines.count) * $0 }
                ?? firstBaseline - firstLayoutBaseline + layoutBaseline
            lines.append(
                PlacedLine(
                    line: pango_layout_iter_get_line_readonly(iterator), logical: logical, ink: ink,
                    baseline: baseline, layoutBaseline: layoutBaseline))
        } while pango_layout_iter_next_line(iterator) != 0
        return lines
    }
}

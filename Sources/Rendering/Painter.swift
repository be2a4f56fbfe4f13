import CCairo
import CPangoCairo
import LayoutEngine
import SceneModel
import TextMetrics

/// Small drawing vocabulary over a Cairo context, in points.
struct Painter {
    let cr: OpaquePointer
    /// The Pango context and its layouts, each text shaped once (kept by `shapes` for the
    /// renders after this one, and shared by the painter's copies).
    let shaping: TextShaping
    /// Where the ink of the text drawn goes, when someone asks (the annotation placer).
    var glyphs: GlyphBoxes?

    var pango: OpaquePointer { shaping.context }
    var layouts: LayoutCache { shaping.layouts }

    /// A painter on `cr`, shaping its text with the contexts and layouts of `shapes` (the
    /// renderer's, kept from render to render; by default its own).
    init(_ cr: OpaquePointer, shapes: TextShapes = TextShapes(), glyphs: GlyphBoxes? = nil) {
        self.cr = cr
        self.glyphs = glyphs
        shaping = TextDrawingLock.withLock { shapes.shaping(for: cr) }
    }

    /// A painter on another context with `other`'s Pango context and layouts (the same text,
    /// shaped once).
    init(_ cr: OpaquePointer, sharingTextWith other: Painter) {
        self.cr = cr
        shaping = other.shaping
        glyphs = nil
    }

    func set(_ color: Color) { cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha) }

    func fill(_ rect: Rect, _ color: Color, radius: Double = 0) {
        path(rect, radius: radius)
        set(color)
        cairo_fill(cr)
    }

    func stroke(_ rect: Rect, _ color: Color, width: Double = 1, radius: Double = 0, dash: [Double] = []) {
        path(rect, radius: radius)
        set(color)
        cairo_set_line_width(cr, width)
        cairo_set_dash(cr, dash, Int32(dash.count), 0)
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
    }

    func path(_ r: Rect, radius: Double) {
        let radius = min(radius, r.width / 2, r.height / 2)
        if radius <= 0 { cairo_rectangle(cr, r.x, r.y, r.width, r.height); return }
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - radius, r.minY + radius, radius, -.pi / 2, 0)
        cairo_arc(cr, r.maxX - radius, r.maxY - radius, radius, 0, .pi / 2)
        cairo_arc(cr, r.minX + radius, r.maxY - radius, radius, .pi / 2, .pi)
        cairo_arc(cr, r.minX + radius, r.minY + radius, radius, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }

    func line(
        _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ color: Color, width: Double = 1, dash: [Double] = []
    ) {
        cairo_move_to(cr, x0, y0)
        cairo_line_to(cr, x1, y1)
        set(color)
        cairo_set_line_width(cr, width)
        cairo_set_dash(cr, dash, Int32(dash.count), 0)
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
    }

    func circle(_ x: Double, _ y: Double, _ radius: Double, _ color: Color) {
        circlePath(x, y, radius)
        set(color)
        cairo_fill(cr)
    }

    func circlePath(_ x: Double, _ y: Double, _ radius: Double) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, x, y, radius, 0, 2 * .pi)
    }

    /// Draws text with its first baseline at San Francisco's ascender below `top`; `width` is
    /// the box it is aligned and wrapped in, a single line too wide for it truncated at the tail
    /// as UILabel does (`truncates` says so when the layout decided it): `withPlacedLayout`.
    func text(
        _ string: String, font: FontSpec, color: Color, x: Double, top: Double, width: Double?,
        lines: Int = 1, alignment: PangoAlignment = PANGO_ALIGN_LEFT, truncates: Bool? = nil
    ) {
        // Text takes turns with other threads (`TextDrawingLock`); shapes do not.
        TextDrawingLock.withLock {
            withPlacedLayout(
                string, font: font, x: x, width: width, lines: lines, alignment: alignment, truncates: truncates
            ) { layout, x in
                set(color)
                let firstBaseline = top + font.ascenderEm * font.size
                if lines != 1 {
                    showLines(layout, x: x, firstBaseline: firstBaseline, lineHeight: font.lineSpacing)
                    return
                }
                let baseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
                cairo_move_to(cr, x, firstBaseline - baseline)
                pango_cairo_show_layout(cr, layout)
                if let glyphs {
                    var ink = PangoRectangle(), logical = PangoRectangle()
                    pango_layout_get_extents(layout, &ink, &logical)
                    glyphs.record(Self.rect(ink, dx: x, dy: firstBaseline - baseline), in: cr)
                }
            }
        }
    }

    static func rect(_ r: PangoRectangle, dx: Double, dy: Double) -> Rect {
        let unit = Double(PANGO_SCALE)
        return Rect(
            x: dx + Double(r.x) / unit, y: dy + Double(r.y) / unit, width: Double(r.width) / unit,
            height: Double(r.height) / unit)
    }

    /// Each line of a wrapped layout on its own baseline, San Francisco's line height apart
    /// (`PlacedLine.lines`).
    private func showLines(_ layout: OpaquePointer, x: Double, firstBaseline: Double, lineHeight: Double) {
        let clip = InkCulling.clipExtents(cr)
        for placed in PlacedLine.lines(of: layout, firstBaseline: firstBaseline, lineHeight: lineHeight) {
            // The line's ink, from layout coordinates to where the line is drawn.
            let ink = Self.rect(placed.ink, dx: x, dy: placed.baseline - placed.layoutBaseline)
            // A line the clip hides (a scroll view's paragraph below its bottom) would paint no
            // pixel and leave no glyph box: Cairo still walked its glyphs. Pango's ink box is
            // widened by a margin for the antialiasing Cairo adds around it.
            if InkCulling.isOutside(ink.inset(by: Insets(all: -Self.inkMargin)), clip) { continue }
            // The line's logical x places it as the alignment asks within the wrap width.
            cairo_move_to(cr, x + Double(placed.logical.x) / Double(PANGO_SCALE), placed.baseline)
            pango_cairo_show_layout_line(cr, placed.line)
            glyphs?.record(ink, in: cr)
        }
    }

    /// Points around Pango's ink box of a line within which Cairo may still paint it.
    static let inkMargin = 4.0

    /// The lines `string` takes wrapped at `width`.
    func lineCount(_ string: String, font: FontSpec, width: Double) -> Int {
        TextDrawingLock.withLock { layouts.lineCount(context: pango, text: string, font: font, width: width) }
    }

    /// The width of a single line of text (measured once per Pango context: `TextWidths`).
    func textWidth(_ string: String, font: FontSpec) -> Double {
        shaping.widths.width(string, font: font) {
            TextDrawingLock.withLock {
                let layout = layouts.layout(context: pango, text: string, font: font, maxWidth: nil, lines: 1)
                var ink = PangoRectangle(), logical = PangoRectangle()
                pango_layout_get_extents(layout, &ink, &logical)
                return Double(logical.width) / Double(PANGO_SCALE)
            }
        }
    }
}

import CCairo
import CPangoCairo
import LayoutEngine
import SceneModel

/// Text inside a view, placed as UIKit places it: centered vertically, aligned by the view's `alignment`.
extension ViewDrawing {
    func pangoAlignment() -> PangoAlignment {
        switch spec.alignment {
        case .center: return PANGO_ALIGN_CENTER
        case .right: return PANGO_ALIGN_RIGHT
        case .left: return PANGO_ALIGN_LEFT
        case .natural, .justified: return rightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
        }
    }

    /// A label's text as the layout fitted it in the frame (`TextFit`): wrapped at the frame's
    /// width into the lines it was measured in, cut with "…" only when the layout says so.
    func drawLabel(_ text: String, in rect: Rect, fit: TextFit) {
        // Wrapped lines are a text style's leading apart: the block is one line and that per further line.
        let textHeight = fit.wrapWidth == nil ? fit.text.height : font.textHeight(lines: fit.visibleLines)
        let top = rect.midY - min(textHeight, rect.height) / 2
        let cr = painter.cr
        cairo_save(cr)
        cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
        cairo_clip(cr)
        painter.text(
            text, font: font, color: spec.textColor ?? palette.text, x: rect.x, top: top, width: rect.width,
            lines: fit.wrapWidth == nil ? 1 : fit.visibleLines, alignment: pangoAlignment(),
            truncates: fit.isTruncated)
        cairo_restore(cr)
    }

    /// Text centered vertically in `rect`, as UILabel draws it.
    func drawText(_ text: String, in rect: Rect, color: Color, lines: Int? = nil, forceAlignment: PangoAlignment? = nil)
    {
        guard !text.isEmpty else { return }
        let lineCount = lines ?? spec.lines
        let measured = view.intrinsic.text
        let lineHeight = SystemFontMetrics.lineHeight * font.size
        var textHeight = measured?.height ?? lineHeight
        if lineCount != 1 {
            // Lines that fit in the view's height (and the label's limit).
            let shown = min(measured?.lineCount ?? 1, font.linesFitting(height: rect.height))
            textHeight = font.textHeight(lines: shown)
        }
        let top = rect.midY - min(textHeight, rect.height) / 2
        let cr = painter.cr
        cairo_save(cr)
        cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
        cairo_clip(cr)
        let maxLines = lineCount == 1 ? 1 : font.linesFitting(height: rect.height)
        painter.text(
            text, font: font, color: color, x: rect.x, top: top, width: rect.width,
            lines: lineCount == 1 ? 1 : (lineCount == 0 ? maxLines : min(lineCount, maxLines)),
            alignment: forceAlignment ?? pangoAlignment())
        cairo_restore(cr)
    }
}

import LayoutEngine
import SceneModel

/// Text inside a view, placed as UIKit places it: centered vertically, aligned by the view's `alignment`.
extension ViewDrawing {
    func textAlignment() -> DisplayText.Alignment {
        switch spec.alignment {
        case .center: return .center
        case .right: return .right
        case .left: return .left
        case .natural, .justified: return rightToLeft ? .right : .left
        }
    }

    /// A label's text as the layout fitted it in the frame (`TextFit`): wrapped at the frame's
    /// width into the lines it was measured in, cut with "…" only when the layout says so.
    /// A line in a font not on this machine (`FontFaces`), measured wider in the system font than
    /// the frame Interface Builder measured for it, is drawn in the system font shrunk to the
    /// frame's width rather than cut.
    func appendLabel(to list: inout DisplayList, _ text: String, in rect: Rect, fit: TextFit) {
        var font = font
        var oneLineHeight = fit.text.height
        if fit.wrapWidth == nil, !FontFaces.isAvailable(font), fit.text.width > rect.width, rect.width > 0 {
            let shrink = rect.width / fit.text.width
            font.size *= shrink
            oneLineHeight *= shrink
        }
        // Wrapped lines are a text style's leading apart: the block is one line and that per further line.
        let textHeight = fit.wrapWidth == nil ? oneLineHeight : font.textHeight(lines: fit.visibleLines)
        let top = rect.midY - min(textHeight, rect.height) / 2
        list.clip(rect)
        list.text(
            text, font: font, color: spec.textColor ?? palette.text, x: rect.x, top: top, width: rect.width,
            lines: fit.wrapWidth == nil ? 1 : fit.visibleLines, alignment: textAlignment(),
            truncates: fit.isTruncated)
        list.restore()
    }

    /// Text centered vertically in `rect`, as UILabel draws it.
    func appendText(
        to list: inout DisplayList, _ text: String, in rect: Rect, color: Color, lines: Int? = nil,
        forceAlignment: DisplayText.Alignment? = nil
    ) {
        guard !text.isEmpty else { return }
        let lineCount = lines ?? spec.lines
        let measured = view.intrinsic.text
        let lineHeight = font.lineHeightEm * font.size
        var textHeight = measured?.height ?? lineHeight
        if lineCount != 1 {
            // Lines that fit in the view's height (and the label's limit).
            let shown = min(measured?.lineCount ?? 1, font.linesFitting(height: rect.height))
            textHeight = font.textHeight(lines: shown)
        }
        let top = rect.midY - min(textHeight, rect.height) / 2
        list.clip(rect)
        let maxLines = lineCount == 1 ? 1 : font.linesFitting(height: rect.height)
        list.text(
            text, font: font, color: color, x: rect.x, top: top, width: rect.width,
            lines: lineCount == 1 ? 1 : (lineCount == 0 ? maxLines : min(lineCount, maxLines)),
            alignment: forceAlignment ?? textAlignment())
        list.restore()
    }
}

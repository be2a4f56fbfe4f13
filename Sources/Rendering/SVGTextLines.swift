import CPangoCairo
import LayoutEngine
import SceneModel
import TextMetrics

/// The lines of a display item's text as Pango lays them out for the painter (`Painter.text`):
/// each line's visible text (cut lines end in "…"), where its first glyph starts, its baseline
/// and the width of its glyphs, in user space. The SVG document writes them as text elements
/// at these places, so that a viewer's text sits where the PNG's does.
struct SVGTextLine: Equatable {
    var text: String
    var x: Double
    var baseline: Double
    var width: Double
}

extension Painter {
    func svgLines(of text: DisplayText) -> [SVGTextLine] {
        TextDrawingLock.withLock {
            let alignment: PangoAlignment
            switch text.alignment {
            case .left: alignment = PANGO_ALIGN_LEFT
            case .center: alignment = PANGO_ALIGN_CENTER
            case .right: alignment = PANGO_ALIGN_RIGHT
            }
            return withPlacedLayout(
                text.string, font: text.font, x: text.x, width: text.width, lines: text.lines, alignment: alignment,
                truncates: text.truncates
            ) { layout, x in
                let firstBaseline = text.top + text.font.ascenderEm * text.font.size
                let bytes = Array(String(cString: pango_layout_get_text(layout)).utf8)
                var lines: [SVGTextLine] = []
                let placedLines = PlacedLine.lines(
                    of: layout, firstBaseline: firstBaseline, lineHeight: text.lines != 1 ? text.font.lineSpacing : nil)
                // A cut line's "…" is widened to fill the width its layout was cut at, which a
                // kept layout (`LayoutCache.cutLayout`) took at another width: by the difference.
                var widened = 0.0
                if text.lines == 1, let width = text.width, pango_layout_is_ellipsized(layout) != 0 {
                    widened = Double(PangoStyle.cutWidthUnits(max(width, 0))) - Double(pango_layout_get_width(layout))
                }
                for placed in placedLines {
                    if let line = placed.line, var shown = Self.shownLine(line, bytes: bytes) {
                        if shown.text.hasSuffix("…") { shown.width += widened }
                        shown.x = x + (Double(placed.logical.x) + shown.x) / Double(PANGO_SCALE)
                        shown.width /= Double(PANGO_SCALE)
                        shown.baseline = placed.baseline
                        lines.append(shown)
                    }
                }
                return lines
            }
        }
    }

    /// A line's text in logical order, its ellipsis in place, without the spaces and breaks it
    /// ends with (nothing to see); its glyphs' start from the line's left edge and their width
    /// (Pango units). Nil for a line that shows nothing.
    static func shownLine(_ line: UnsafeMutablePointer<PangoLayoutLine>, bytes: [UInt8]) -> SVGTextLine? {
        struct Run {
            var offset: Int, length: Int, ellipsis: Bool
            var glyphs: UnsafeMutablePointer<PangoGlyphString>
        }
        var runs: [Run] = []
        var node = line.pointee.runs
        while let n = node {
            if let data = n.pointee.data {
                let run = data.assumingMemoryBound(to: PangoGlyphItem.self).pointee
                let item = run.item.pointee
                runs.append(
                    Run(
                        offset: Int(item.offset), length: Int(item.length),
                        ellipsis: item.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0,
                        glyphs: run.glyphs))
            }
            node = n.pointee.next
        }
        let start = Int(line.pointee.start_index), end = min(bytes.count, start + Int(line.pointee.length))
        let ellipsized = runs.contains(where: \.ellipsis)
        // Where the shown text ends: before the trailing spaces and breaks, unless an ellipsis ends the line.
        var shownEnd = max(start, end)
        if !ellipsized {
            let text = String(decoding: bytes[start..<shownEnd], as: UTF8.self)
            let kept = text.unicodeScalars.reversed().drop(while: { $0.properties.isWhitespace })
            shownEnd = start + String(String.UnicodeScalarView(kept.reversed())).utf8.count
        }
        // The glyphs' extent, along the runs in visual order.
        var position = 0, left = Int.max, right = Int.min
        for run in runs {
            let glyphs = run.glyphs.pointee
            for g in 0..<Int(glyphs.num_glyphs) {
                let width = Int(glyphs.glyphs[g].geometry.width)
                let cluster = run.offset + Int(glyphs.log_clusters[g])
                if run.ellipsis || cluster < shownEnd {
                    left = min(left, position)
                    right = max(right, position + width)
                }
                position += width
            }
        }
        var text = ""
        for run in runs.sorted(by: { $0.offset < $1.offset }) {
            if run.ellipsis {
                text += "…"
                continue
            }
            let from = max(run.offset, 0), to = min(run.offset + run.length, shownEnd, bytes.count)
            if from < to { text += String(decoding: bytes[from..<to], as: UTF8.self) }
        }
        guard !text.isEmpty, left < right else { return nil }
        return SVGTextLine(text: text, x: Double(left), baseline: 0, width: Double(right - left))
    }
}

import CPangoCairo
import SceneModel

/// The wrap widths at which Pango breaks a wrapped layout's text into the lines it holds, each
/// drawn where it is: a drawing kept from one width serves every width of that range unchanged
/// (a live preview's paragraph is otherwise shaped again at every step of its slider). A line
/// breaker that fills each line in turn puts no more words on a line when it is narrower, and no
/// fewer while every line still fits: the range runs from the widest line (plus the letter
/// spacing Pango's fitting test counts after a line's last letter, which the line's width leaves
/// out: negative with San Francisco's tracking below 24 points) to the width the layout was made
/// at, or to any width for a text on one line.
public enum HeldLines {
    /// The range of wrap widths, in Pango units, or nil when the layout cannot be kept: its text
    /// cut with an ellipsis (where the cut falls follows the width), or a line placed away from
    /// the left edge (right-to-left text or an alignment other than the left, whose place follows
    /// the width).
    public static func widths(of layout: OpaquePointer, text: String, font: FontSpec) -> ClosedRange<Int32>? {
        let high = pango_layout_get_width(layout)
        guard high >= 0, pango_layout_is_ellipsized(layout) == 0 else { return nil }
        var widest: Int32 = 0
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        repeat {
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, &ink, &logical)
            guard logical.x == 0 else { return nil }
            widest = max(widest, logical.width)
        } while pango_layout_iter_next_line(iterator) != 0
        // Pango fits a line with its last letter's spacing after it: the largest of the text's.
        let spacing = PangoStyle.spacingSegments(of: SingleParagraph.text(text), font: font).map(\.spacing).max() ?? 0
        let (low, overflow) = widest.addingReportingOverflow(spacing)
        guard !overflow, low <= high else { return nil }
        // A text on one line keeps it at any wider width.
        return low...(pango_layout_get_line_count(layout) == 1 ? Int32.max : high)
    }

    /// The range of widths, in Pango units, at which a single line cut at the tail with "…" (an
    /// ellipsized layout made at the largest) is cut at the same place, or nil when its line is
    /// placed away from the left edge or holds right-to-left text. Pango removes the fewest characters from the end that
    /// make the line fit, then widens the "…" to fill the width (so the line's own width says
    /// nothing): a narrower width that the kept text and a "…" of its own width (measured alone,
    /// with the text's letter spacing counted either way) still fit removes no more, and no
    /// fewer, since those did not fit the wider one. `ellipsis` is "…" laid out alone in the
    /// text's font (`PangoStyle.makeLayout`).
    public static func cutWidths(
        of layout: OpaquePointer, text: String, font: FontSpec, ellipsis: OpaquePointer
    ) -> ClosedRange<Int32>? {
        let high = pango_layout_get_width(layout)
        guard high >= 0, pango_layout_get_line_count(layout) == 1,
            let line = pango_layout_get_line_readonly(layout, 0)
        else { return nil }
        // Where the line is placed in the layout (a line's own extents leave its place out).
        var ink = PangoRectangle(), logical = PangoRectangle()
        let iterator = pango_layout_get_iter(layout)
        pango_layout_iter_get_line_extents(iterator, &ink, &logical)
        pango_layout_iter_free(iterator)
        guard logical.x == 0 else { return nil }
        let spacing =
            PangoStyle.spacingSegments(of: SingleParagraph.text(text), font: font).map { abs($0.spacing) }
            .max() ?? 0
        guard pango_layout_is_ellipsized(layout) != 0 else {
            let (low, overflow) = logical.width.addingReportingOverflow(spacing)
            return !overflow && low <= high ? low...high : nil
        }
        // The kept text: every run but the last, the "…" (runs are in visual order: left to
        // right text only).
        var kept: Int64 = 0
        var run = line.pointee.runs
        while let node = run {
            let item = node.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self)
            guard item.pointee.item.pointee.analysis.level % 2 == 0 else { return nil }
            if node.pointee.next != nil { kept += Int64(pango_glyph_string_get_width(item.pointee.glyphs)) }
            run = node.pointee.next
        }
        var ellipsisInk = PangoRectangle(), ellipsisLogical = PangoRectangle()
        pango_layout_get_extents(ellipsis, &ellipsisInk, &ellipsisLogical)
        let low = kept + Int64(ellipsisLogical.width) + Int64(spacing)
        guard low <= Int64(high) else { return nil }
        return Int32(low)...high
    }
}

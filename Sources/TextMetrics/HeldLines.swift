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
    /// placed away from the left edge. Pango removes the fewest characters from the end that
    /// make the line fit: a narrower width that the cut line still fits removes no more, and no
    /// fewer, since those did not fit the wider one. Its letter spacing is counted either way.
    public static func cutWidths(of layout: OpaquePointer, text: String, font: FontSpec) -> ClosedRange<Int32>? {
        let high = pango_layout_get_width(layout)
        guard high >= 0, pango_layout_get_line_count(layout) == 1 else { return nil }
        // Where the line is placed in the layout (a line's own extents leave its place out).
        var ink = PangoRectangle(), logical = PangoRectangle()
        let iterator = pango_layout_get_iter(layout)
        pango_layout_iter_get_line_extents(iterator, &ink, &logical)
        pango_layout_iter_free(iterator)
        guard logical.x == 0 else { return nil }
        let spacing =
            PangoStyle.spacingSegments(of: SingleParagraph.text(text), font: font).map { abs($0.spacing) }
            .max() ?? 0
        let (low, overflow) = logical.width.addingReportingOverflow(spacing)
        guard !overflow, low <= high else { return nil }
        return low...high
    }
}

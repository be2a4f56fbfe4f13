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
    /// cut with an ellipsis (where the cut falls follows the width), or lines whose place follows
    /// the width (an alignment other than the left, justified text, right-to-left lines; a line
    /// as wide as the width sits at the left edge in any alignment, so the place itself says
    /// nothing).
    public static func widths(of layout: OpaquePointer, text: String, font: FontSpec) -> ClosedRange<Int32>? {
        let high = pango_layout_get_width(layout)
        guard high >= 0, pango_layout_is_ellipsized(layout) == 0, placesLinesAtTheLeft(layout) else { return nil }
        let (low, overflow) = widestLine(of: layout).addingReportingOverflow(fittingSpacing(of: text, font: font))
        guard !overflow, low <= high else { return nil }
        // A text on one line keeps it at any wider width.
        return low...(pango_layout_get_line_count(layout) == 1 ? Int32.max : high)
    }

    /// The wrap widths, in Pango units, at which the text of `layout`, laid out unwrapped (no
    /// wrap width) on one line, takes that one line when wrapped: from the line's width plus the
    /// letter spacing Pango's fitting test counts, up, as `widths` holds a layout made on one
    /// line at any width. Nil when `layout` is wrapped, cut, on more than one line, or not placed
    /// at the left. A line count found so shapes the text once: a wrapped layout shapes its line
    /// again once it is broken (Pango 1.50).
    public static func singleLineWidths(of layout: OpaquePointer, text: String, font: FontSpec)
        -> PartialRangeFrom<Int32>?
    {
        guard pango_layout_get_width(layout) < 0, pango_layout_get_line_count(layout) == 1,
            pango_layout_is_ellipsized(layout) == 0, placesLinesAtTheLeft(layout)
        else { return nil }
        let (low, overflow) = widestLine(of: layout).addingReportingOverflow(fittingSpacing(of: text, font: font))
        return overflow ? nil : low...
    }

    /// Whether every line of a wrapped `layout` fits its width, its letter spacing after the last
    /// letter counted when it adds (Pango's fitting test): then a limit of as many lines cuts
    /// none. Pango ellipsizes the last line a limit allows whenever it is wider than the width,
    /// which the last line of a text may be (a trailing space, a cluster wider than the width).
    public static func everyLineFits(_ layout: OpaquePointer, text: String, font: FontSpec) -> Bool {
        let width = pango_layout_get_width(layout)
        let (low, overflow) = widestLine(of: layout).addingReportingOverflow(
            max(0, fittingSpacing(of: text, font: font)))
        return width >= 0 && !overflow && low <= width
    }

    /// The logical width of the widest line of `layout`, in Pango units.
    static func widestLine(of layout: OpaquePointer) -> Int32 {
        var widest: Int32 = 0
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        repeat {
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, &ink, &logical)
            widest = max(widest, logical.width)
        } while pango_layout_iter_next_line(iterator) != 0
        return widest
    }

    /// Pango fits a line with its last letter's spacing after it: the largest of the text's,
    /// and where the text mixes spacings, their spread besides (the halves Pango rounds).
    static func fittingSpacing(of text: String, font: FontSpec) -> Int32 {
        let spacings = PangoStyle.spacingSegments(of: SingleParagraph.text(text), font: font).map(\.spacing)
        return (spacings.max() ?? 0) + ((spacings.max() ?? 0) - (spacings.min() ?? 0))
    }

    /// Whether every line of `layout` starts at its left edge whatever the width: left-aligned,
    /// not justified, each line left to right.
    static func placesLinesAtTheLeft(_ layout: OpaquePointer) -> Bool {
        guard pango_layout_get_alignment(layout) == PANGO_ALIGN_LEFT, pango_layout_get_justify(layout) == 0 else {
            return false
        }
        var node = pango_layout_get_lines_readonly(layout)
        while let current = node {
            let line = current.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self).pointee
            guard line.resolved_dir == PANGO_DIRECTION_LTR.rawValue else { return false }
            node = current.pointee.next
        }
        return true
    }

    /// The range of widths, in Pango units, at which a single line cut at the tail with "…" (an
    /// ellipsized layout made at the largest) is cut at the same place, or nil when its place
    /// follows the width (`placesLinesAtTheLeft`). Pango removes the fewest
    /// characters from the end that make the line fit, then widens the "…" to fill the width (so
    /// the line's own width says nothing): a narrower width that the kept text and a "…" of its
    /// own width (measured alone, with the text's letter spacing counted either way) still fit
    /// removes no more, and no fewer, since those did not fit the wider one. `ellipsis` is "…"
    /// laid out alone in the text's font (`PangoStyle.makeLayout`).
    public static func cutWidths(
        of layout: OpaquePointer, text: String, font: FontSpec, ellipsis: OpaquePointer
    ) -> ClosedRange<Int32>? {
        let high = pango_layout_get_width(layout)
        guard high >= 0, pango_layout_get_line_count(layout) == 1, placesLinesAtTheLeft(layout) else { return nil }
        let spacing = largestSpacing(of: text, font: font)
        guard pango_layout_is_ellipsized(layout) != 0 else {
            let (low, overflow) = width(of: layout).addingReportingOverflow(spacing)
            return !overflow && low <= high ? low...high : nil
        }
        guard let kept = keptText(of: layout) else { return nil }
        let low = kept.width + Int64(width(of: ellipsis)) + Int64(spacing)
        guard low <= Int64(high) else { return nil }
        return Int32(low)...high
    }

    /// A width, in Pango units, up to which a cut line is likely cut at the same place, above the
    /// width it was made at, or nil: the width at which the character after its kept text, with
    /// its advance in the whole line `whole` (the text on one line), would fit too, less the
    /// letter spacing. An estimate: the caller confirms it with a layout there (the kept text
    /// only grows with the width, so the same cut there is the same cut at every width between).
    public static func cutCeilingEstimate(
        of layout: OpaquePointer, whole: OpaquePointer, text: String, font: FontSpec, ellipsis: OpaquePointer
    ) -> Int32? {
        guard pango_layout_is_ellipsized(layout) != 0, let kept = keptText(of: layout),
            let line = pango_layout_get_line_readonly(whole, 0)
        else { return nil }
        var next: Int64 = 0
        var run = line.pointee.runs
        while let node = run {
            let item = node.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee
            let start = item.item.pointee.offset, glyphs = item.glyphs.pointee
            if kept.bytes >= start, kept.bytes < start + item.item.pointee.length {
                for index in 0..<Int(glyphs.num_glyphs) where start + glyphs.log_clusters[index] == kept.bytes {
                    next += Int64(glyphs.glyphs[index].geometry.width)
                }
            }
            run = node.pointee.next
        }
        let estimate =
            kept.width + next + Int64(width(of: ellipsis)) - Int64(largestSpacing(of: text, font: font)) - 1
        guard next > 0, estimate > Int64(pango_layout_get_width(layout)), estimate < Int64(Int32.max) else {
            return nil
        }
        return Int32(estimate)
    }

    /// The bytes and the width of a cut line's text before its "…" (every run but Pango's
    /// ellipsis run), or nil for right-to-left text.
    public static func keptText(of layout: OpaquePointer) -> (bytes: Int32, width: Int64)? {
        guard let line = pango_layout_get_line_readonly(layout, 0) else { return nil }
        var bytes: Int32 = 0, width: Int64 = 0
        var run = line.pointee.runs
        while let node = run {
            let item = node.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self)
            let analysis = item.pointee.item.pointee.analysis
            guard analysis.level % 2 == 0 else { return nil }
            if analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) == 0 {
                bytes += item.pointee.item.pointee.length
                width += Int64(pango_glyph_string_get_width(item.pointee.glyphs))
            }
            run = node.pointee.next
        }
        return (bytes, width)
    }

    /// The largest letter spacing (either sign) of `text` in `font`, in Pango units.
    private static func largestSpacing(of text: String, font: FontSpec) -> Int32 {
        PangoStyle.spacingSegments(of: SingleParagraph.text(text), font: font).map { abs($0.spacing) }.max() ?? 0
    }

    /// A single-line layout's logical width, in Pango units.
    private static func width(of layout: OpaquePointer) -> Int32 {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        return logical.width
    }
}

import CPangoCairo
import SceneModel
import Testing

@testable import TextMetrics

/// The wrap widths at which a wrapped layout keeps its lines run from its widest line, plus the
/// letter spacing Pango's fitting test counts (negative at 17 points, positive at 34), to the
/// width it was made at, exactly.
@Suite struct HeldLinesTests {
    private func lineStarts(_ text: String, _ font: FontSpec, units: Int32, in context: OpaquePointer) -> [Int32] {
        let layout = PangoStyle.makeLayout(context: context, text: text, font: font, maxWidth: 1, lines: 0)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_width(layout, units)
        var starts: [Int32] = []
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        repeat {
            starts.append(pango_layout_iter_get_line_readonly(iterator).pointee.start_index)
        } while pango_layout_iter_next_line(iterator) != 0
        return starts
    }

    @Test(arguments: [FontSpec.system(17), .system(34, .bold)])
    func aParagraphKeepsItsLinesFromItsWidestLineToItsWidth(font: FontSpec) throws {
        let text = "Constraints between the edges or margins of the scroll view attach to its content area."
        let context = pango_font_map_create_context(pango_cairo_font_map_new())!
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        PangoStyle.applyFontOptions(to: context)
        let layout = PangoStyle.makeLayout(context: context, text: text, font: font, maxWidth: 200, lines: 0)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let widths = try #require(HeldLines.widths(of: layout, text: text, font: font))
        #expect(widths.upperBound == 200 * 1024)
        let atWidth = lineStarts(text, font, units: widths.upperBound, in: context)
        #expect(atWidth.count > 2)
        #expect(lineStarts(text, font, units: widths.lowerBound, in: context) == atWidth)
        // One Pango unit narrower, some line loses a word: the range is the whole of it.
        #expect(lineStarts(text, font, units: widths.lowerBound - 1, in: context) != atWidth)
    }

    @Test func aTextOnOneLineKeepsItAtAnyWiderWidth() throws {
        let context = pango_font_map_create_context(pango_cairo_font_map_new())!
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let layout = PangoStyle.makeLayout(
            context: context, text: "iPhone 15 Pro", font: .system(13), maxWidth: 300, lines: 0)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let widths = try #require(HeldLines.widths(of: layout, text: "iPhone 15 Pro", font: .system(13)))
        #expect(widths.upperBound == Int32.max)
        #expect(widths.lowerBound > 70 * 1024 && widths.lowerBound < 100 * 1024)
    }

    @Test func cutAndCentredTextIsNotKept() {
        let text = "Constraints between the edges or margins of the scroll view attach to its content area."
        let context = pango_font_map_create_context(pango_cairo_font_map_new())!
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let cut = PangoStyle.makeLayout(context: context, text: text, font: .system(17), maxWidth: 100, lines: 2)
        let centred = PangoStyle.makeLayout(
            context: context, text: text, font: .system(17), maxWidth: 100, lines: 0, alignment: PANGO_ALIGN_CENTER)
        defer { for layout in [cut, centred] { g_object_unref(UnsafeMutableRawPointer(layout)) } }
        #expect(HeldLines.widths(of: cut, text: text, font: .system(17)) == nil)
        #expect(HeldLines.widths(of: centred, text: text, font: .system(17)) == nil)
    }
}
extension HeldLinesTests {
    /// The bytes a cut line keeps before its "…".
    private func keptBytes(_ layout: OpaquePointer) -> Int32 {
        var total: Int32 = 0
        var run = pango_layout_get_line_readonly(layout, 0).pointee.runs
        while let node = run, node.pointee.next != nil {
            total += node.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item.pointee.length
            run = node.pointee.next
        }
        return total
    }

    /// Pango widens the "…" to fill the width: the line's own width follows the width, the cut
    /// does not, and the range is read from the kept text and a "…" of its own width.
    @Test func aCutLineIsCutAtTheSamePlaceDownToItsKeptTextAndEllipsis() throws {
        let text = "A label too long for its width is cut at the tail with an ellipsis"
        let context = pango_font_map_create_context(pango_cairo_font_map_new())!
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        PangoStyle.applyFontOptions(to: context)
        func cut(at width: Int32) -> OpaquePointer {
            let layout = PangoStyle.makeLayout(context: context, text: text, font: .system(17), maxWidth: nil, lines: 1)
            pango_layout_set_width(layout, width)
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            return layout
        }
        let ellipsis = PangoStyle.makeLayout(context: context, text: "…", font: .system(17), maxWidth: nil, lines: 1)
        defer { g_object_unref(UnsafeMutableRawPointer(ellipsis)) }
        let layouts = [150_000, 149_000, 148_000].map(cut(at:))
        defer { for layout in layouts { g_object_unref(UnsafeMutableRawPointer(layout)) } }
        let ranges = try layouts.map {
            try #require(HeldLines.cutWidths(of: $0, text: text, font: .system(17), ellipsis: ellipsis))
        }
        #expect(ranges.map(\.upperBound) == [150_000, 149_000, 148_000])
        #expect(Set(ranges.map(\.lowerBound)).count == 1)
        let atLow = cut(at: ranges[0].lowerBound)
        defer { g_object_unref(UnsafeMutableRawPointer(atLow)) }
        #expect(keptBytes(atLow) == keptBytes(layouts[0]))
        #expect(keptBytes(layouts[0]) > 10 && keptBytes(layouts[0]) < 40, "\(keptBytes(layouts[0]))")
    }
}

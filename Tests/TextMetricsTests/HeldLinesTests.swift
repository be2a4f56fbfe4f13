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

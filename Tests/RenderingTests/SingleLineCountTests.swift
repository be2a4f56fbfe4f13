import CPangoCairo
import SceneModel
import Testing

@testable import Rendering
@testable import TextMetrics

/// A text's line count at a wrap width, answered from its unwrapped layout when its one line
/// fits (`LayoutCache.lineCount`, as a panel header measures its lines), is the count of a fresh
/// wrapped layout at that width: texts on one line and wrapping, in fonts with San Francisco's
/// negative and positive tracking, at every Pango unit around the line's own width and at widths
/// far from it, going down, up and scattered, on the header's recording surface and on an image.
@Suite struct SingleLineCountTests {
    static let texts =
        HeldLinesTests.texts + [
            "iPhone 8 376 pt wide · portrait · compact-regular · L · ltr", "Scroll View", "content 276 × 1564", "W",
        ]

    @Test(arguments: [false, true])
    func countsAreThoseOfFreshWrappedLayouts(onImage: Bool) {
        var mismatches: [String] = []
        var asked = 0, wrappedLayouts = 0
        for text in Self.texts {
            for font in HeldLinesTests.fonts {
                let count = { (painter: Painter) in
                    let single = painter.layouts.layout(
                        context: painter.pango, text: text, font: font, maxWidth: nil, lines: 1)
                    var ink = PangoRectangle(), logical = PangoRectangle()
                    pango_layout_get_extents(single, &ink, &logical)
                    // Every unit from 60 below the line's width to 60 above, then far ones.
                    let near = (-60...60).map { Double(logical.width + Int32($0)) / Double(PANGO_SCALE) }
                    let widths = near + near.reversed() + [1, 40.5, 1200, 95.25, 333, 17]
                    for width in widths {
                        let cached = painter.layouts.lineCount(
                            context: painter.pango, text: text, font: font, width: width)
                        let fresh = PangoStyle.makeLayout(
                            context: painter.pango, text: text, font: font, maxWidth: width, lines: 0)
                        let expected = max(1, Int(pango_layout_get_line_count(fresh)))
                        g_object_unref(UnsafeMutableRawPointer(fresh))
                        if cached != expected {
                            mismatches.append("\(text.prefix(12)) \(font.size) at \(width): \(cached), \(expected)")
                        }
                        asked += 1
                    }
                    // The layouts kept but the unwrapped one: the wrapped layouts made.
                    return painter.layouts.count - 1
                }
                if onImage {
                    wrappedLayouts +=
                        BitmapSurface.draw(
                            width: 1, height: 1, scale: 1, covered: false,
                            { _, cr in count(Painter(cr, shapes: TextShapes(hints: nil))) }, then: { $0 }
                        ).result
                } else {
                    wrappedLayouts += MeasuringSurface.with(shapes: TextShapes(hints: nil), count)
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count): \(mismatches.prefix(5))")
        // Most widths, those the line fits, were answered without a wrapped layout.
        #expect(wrappedLayouts * 3 < asked, "\(wrappedLayouts) wrapped layouts for \(asked) widths")
    }
}

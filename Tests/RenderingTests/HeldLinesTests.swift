import CCairo
import CPangoCairo
import SceneModel
import TextMetrics
import Testing

@testable import Rendering
@testable import TextMetrics

/// A wrapped text drawn at one width after another by one renderer (its layouts kept, some
/// drawn from a layout made at another width whose lines they share) draws the same pixels as a
/// renderer drawing that width alone: going down, going up and scattered, in fonts with San
/// Francisco's negative and positive tracking, bullets, long words, right-to-left and CJK text,
/// with and without a line limit, at 1x and 3x.
@Suite struct HeldLinesTests {
    static let texts = [
        "Constraints between the edges or margins of the scroll view and its content attach to the scroll view's content area.",
        "• one • two • three • four • five • six",
        "Supercalifragilisticexpialidocious antidisestablishmentarianism floccinaucinihilipilification",
        "שלום עולם, זהו טקסט ארוך שעובר לשורות רבות",
        "日本語のテキストは単語の間に空白がありません。折り返しは文字ごとです。",
        "a  b   c    d     e      f",
        "Tab\tseparated\ttext with\ttabs",
    ]
    static let fonts = [FontSpec.system(13), .system(17, .semibold), .system(28), .system(34, .bold)]

    private func pixels(
        _ text: String, font: FontSpec, width: Double, lines: Int, scale: Double, shapes: TextShapes,
        alignment: PangoAlignment = PANGO_ALIGN_LEFT
    ) -> [UInt32] {
        BitmapSurface.draw(
            width: Int(340 * scale), height: Int(420 * scale), scale: scale, covered: false,
            { _, cr in
                Painter(cr, shapes: shapes).text(
                    text, font: font, color: Color(hex: 0x000000), x: 4, top: 4, width: width, lines: lines,
                    alignment: alignment)
            }, then: { _ in }
        ).bitmap.pixels
    }

    @Test(arguments: [(0, 1.0), (3, 1.0), (0, 3.0)])
    func keptLayoutsDrawWhatFreshOnesDraw(lines: Int, scale: Double) {
        let down = stride(from: 330.0, through: 60, by: -2.25)
        let widths = Array(down) + down.reversed() + [200, 90.25, 301, 77.5, 250.5, 120]
        var mismatches: [String] = []
        var asked = 0, shaped = 0
        for text in Self.texts {
            for font in Self.fonts where scale == 1 || font.size == 17 {
                let kept = TextShapes()
                for (index, width) in widths.enumerated() where scale == 1 || index % 4 == 0 {
                    let drawn = pixels(text, font: font, width: width, lines: lines, scale: scale, shapes: kept)
                    let fresh = pixels(
                        text, font: font, width: width, lines: lines, scale: scale, shapes: TextShapes(hints: nil))
                    if drawn != fresh { mismatches.append("\(text.prefix(12)) \(font.size) at \(width)") }
                    asked += 1
                }
                shaped +=
                    BitmapSurface.draw(
                        width: 1, height: 1, scale: scale, covered: false,
                        { _, cr in kept.shaping(for: cr).layouts.count },
                        then: { $0 }
                    ).result
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count): \(mismatches.prefix(5))")
        // Most widths were drawn from a layout made at another.
        #expect(shaped * 2 < asked, "\(shaped) layouts made for \(asked) widths")
    }

    /// A slider going wider: the engine measures the paragraph at each width (its measurer keeps
    /// the widths where the lines stay, `WrapWidthHints`), then the label is drawn there, wrapped
    /// without a limit and limited to the lines it takes, as a label is. The kept renderer lays
    /// the text out once per range at the range's top: its layout has the lines a fresh one has at
    /// the width asked, as many as the measurer measured, and draws the same pixels.
    @Test(arguments: [FontSpec(size: 22), .system(17, .semibold)])
    func aSliderGoingWiderDrawsFromTheMeasurersRanges(font: FontSpec) throws {
        let text =
            "Constraints between the edges or margins of the scroll view and its content attach to the "
            + "scroll view's content area; those between its height, width or centers attach to its frame. "
            + "Pin the content to those edges, give it the frame's width, and the text wraps and scrolls."
        // The test's own store: the fresh renderer has none, and other tests' texts do not count.
        let hints = WrapWidthHints()
        let measurer = PangoTextMeasurer(hints: hints)
        let kept = TextShapes(hints: hints)
        let widths = stride(from: 300.0, through: 360, by: 1)
        var mismatches: [String] = []
        var lineCounts: [Int] = []
        for width in widths {
            let measured = measurer.measure(text, font: font, maxWidth: width, lines: 0, scale: 1)
            lineCounts.append(measured.lineCount)
            for lines in [0, measured.lineCount] {
                let drawn = pixels(text, font: font, width: width, lines: lines, scale: 1, shapes: kept)
                let fresh = pixels(
                    text, font: font, width: width, lines: lines, scale: 1, shapes: TextShapes(hints: nil))
                if drawn != fresh { mismatches.append("\(font.size) at \(width), \(lines) lines: pixels") }
            }
            let (keptStarts, freshStarts) = BitmapSurface.draw(
                width: 1, height: 1, scale: 1, covered: false,
                { _, cr in
                    let shaping = kept.shaping(for: cr)
                    let layout = shaping.layouts.layout(
                        context: shaping.context, text: text, font: font, maxWidth: width, lines: 0)
                    let fresh = PangoStyle.makeLayout(
                        context: shaping.context, text: text, font: font, maxWidth: width, lines: 0)
                    defer { g_object_unref(UnsafeMutableRawPointer(fresh)) }
                    return (PangoTextMeasurer.lineStarts(layout), PangoTextMeasurer.lineStarts(fresh))
                }, then: { $0 }
            ).result
            if keptStarts != freshStarts { mismatches.append("\(font.size) at \(width): lines") }
            if keptStarts.count - 1 != measured.lineCount { mismatches.append("\(font.size) at \(width): line count") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count): \(mismatches.prefix(5))")
        let made = BitmapSurface.draw(
            width: 1, height: 1, scale: 1, covered: false, { _, cr in kept.shaping(for: cr).layouts.count },
            then: { $0 }
        ).result
        // Without the measurer's ranges each width would take a layout per limit: 122 (38 and 44
        // before a limit the text reaches with every line fitting reused the unlimited layout).
        let expected: (first: Int, last: Int, made: Int) = font.size == 22 ? (10, 8, 31) : (8, 6, 33)
        #expect(lineCounts.first == expected.first && lineCounts.last == expected.last, "\(lineCounts)")
        #expect(made == expected.made)
    }

    /// A single line too wide for its label, cut at the tail with "…", from one renderer at one
    /// width after another: what a fresh renderer draws at each.
    @Test(arguments: [PANGO_ALIGN_LEFT, PANGO_ALIGN_CENTER, PANGO_ALIGN_RIGHT])
    func keptCutLinesDrawWhatFreshOnesDraw(alignment: PangoAlignment) {
        let down = stride(from: 330.0, through: 20, by: -3.25)
        let widths = Array(down) + down.reversed() + [200, 90.25, 301, 27.5, 250.5, 120]
        var mismatches: [String] = []
        var asked = 0, shaped = 0
        for text in Self.texts {
            for font in [Self.fonts[0], Self.fonts[3]] {
                let kept = TextShapes()
                for width in widths {
                    let drawn = pixels(
                        text, font: font, width: width, lines: 1, scale: 1, shapes: kept, alignment: alignment)
                    let fresh = pixels(
                        text, font: font, width: width, lines: 1, scale: 1, shapes: TextShapes(hints: nil),
                        alignment: alignment)
                    if drawn != fresh { mismatches.append("\(text.prefix(12)) \(font.size) at \(width)") }
                    asked += 1
                }
                shaped +=
                    BitmapSurface.draw(
                        width: 1, height: 1, scale: 1, covered: false,
                        { _, cr in kept.shaping(for: cr).layouts.cutCount },
                        then: { $0 }
                    ).result
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count): \(mismatches.prefix(5))")
        if alignment == PANGO_ALIGN_LEFT { #expect(shaped * 2 < asked, "\(shaped) cut lines made for \(asked) widths") }
    }

    /// A line as wide as its wrap width sits at the left edge in any alignment: drawn first at
    /// exactly its own width, then wider, a centred, right-aligned or right-to-left line moves as
    /// a fresh renderer moves it (its layout is not kept for the wider width).
    @Test(arguments: [
        ("Hello world", PANGO_ALIGN_CENTER), ("Hello world", PANGO_ALIGN_RIGHT), ("שלום עולם", PANGO_ALIGN_LEFT),
    ])
    func aLineAsWideAsItsWidthIsNotKeptWhereItsPlaceFollowsTheWidth(text: String, alignment: PangoAlignment) {
        let font = FontSpec.system(17)
        let exact = MeasuringSurface.with(shapes: TextShapes()) { $0.textWidth(text, font: font) }
        let kept = TextShapes()
        for width in [exact, 300] {
            let drawn = pixels(text, font: font, width: width, lines: 0, scale: 1, shapes: kept, alignment: alignment)
            let fresh = pixels(
                text, font: font, width: width, lines: 0, scale: 1, shapes: TextShapes(hints: nil), alignment: alignment
            )
            #expect(drawn == fresh, "at \(width)")
        }
    }

    /// The SVG's text of a cut label drawn from a layout kept from a wider width: its "…" fills
    /// the width asked, as a fresh renderer's does (Pango widens the "…" to the width it cuts at).
    @Test func aKeptCutLineWritesTheSVGAFreshOneWrites() {
        let text = "A label too long for its width is cut at the tail with an ellipsis"
        func lines(_ width: Double, _ shapes: TextShapes) -> [SVGTextLine] {
            BitmapSurface.draw(
                width: 400, height: 100, scale: 1, covered: false,
                { _, cr in
                    Painter(cr, shapes: shapes).svgLines(
                        of: DisplayText(string: text, font: .system(17), x: 4, top: 4, width: width, lines: 1))
                }, then: { $0 }
            ).result
        }
        let kept = TextShapes()
        for width in [146.5, 146, 145.25, 147.75] {
            #expect(lines(width, kept) == lines(width, TextShapes(hints: nil)), "at \(width)")
        }
        // The width asked and the 453 Pango units of letter spacing at 17 points after the "…".
        #expect(lines(146, kept).first?.width == 146 + 453.0 / 1024)
    }
    /// A text measured first (`lineCount`, as a panel header measures its lines) and then drawn
    /// limited to the lines it takes draws the pixels a renderer drawing it alone does, at every
    /// 2.5 points from 330 down to 40: a text whose lines all fit is drawn from the measured
    /// layout, not shaped again; a text whose last line hangs past the width (a trailing space,
    /// a word wider than the width), which the limit cuts, is not.
    @Test func aTextDrawnToTheLinesItWasMeasuredToIsShapedOnce() {
        let header = "iPhone SE (1st generation) 317 pt wide · portrait · compact-regular · L · ltr · 1 conflict"
        let texts = [header, "A scene title that ends in a space ", "Unbreakable: Supercalifragilisticexpialidocious!"]
        var mismatches: [String] = []
        var shaped = 0, expected = 0, wrapped = 0
        for text in texts {
            for width in stride(from: 330.0, through: 40, by: -2.5) {
                let kept = TextShapes()
                let lines = BitmapSurface.draw(
                    width: 1, height: 1, scale: 1, covered: false,
                    { _, cr in Painter(cr, shapes: kept).lineCount(text, font: .system(11), width: width) },
                    then: { $0 }
                ).result
                let drawn = pixels(text, font: .system(11), width: width, lines: lines, scale: 1, shapes: kept)
                let fresh = pixels(
                    text, font: .system(11), width: width, lines: lines, scale: 1, shapes: TextShapes(hints: nil))
                if drawn != fresh { mismatches.append("\(text.prefix(12)) at \(width): \(lines) lines") }
                guard text == header else { continue }
                shaped +=
                    BitmapSurface.draw(
                        width: 1, height: 1, scale: 1, covered: false,
                        { _, cr in kept.shaping(for: cr).layouts.count }, then: { $0 }
                    ).result
                // Measuring lays the text out on one line; where that does not fit, wrapped at the
                // width, and that layout is the one drawn (a third, limited to its lines, before).
                expected += lines == 1 ? 1 : 2
                if lines > 1 { wrapped += 1 }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect(wrapped > 100)
        #expect(shaped == expected, "\(shaped) layouts, \(expected) expected")
    }

    /// A slider narrowing a panel: each step measures the title (one font) and then the
    /// configuration line (another, naming the width: a new text) far too long for one line.
    /// The configuration line is laid out on one line once; later steps, which overflow by as
    /// much, wrap it at once, though the title is measured in between.
    @Test func aLineThatOverflowsByFarIsWrappedAtOnceInEachFont() {
        let kept = TextShapes()
        let made = BitmapSurface.draw(
            width: 1, height: 1, scale: 1, covered: false,
            { _, cr in
                let painter = Painter(cr, shapes: kept)
                var counts: [Int] = []
                for width in stride(from: 300, through: 200, by: -1) {
                    counts.append(painter.lineCount("Title", font: .system(12, .semibold), width: Double(width)))
                    let configuration =
                        "iPhone SE (1st generation) \(width) pt wide · portrait · compact-regular · L · ltr · 1 conflict"
                    counts.append(painter.lineCount(configuration, font: .system(11), width: Double(width)))
                }
                // The title on one line, the configuration on two or three.
                #expect(counts.enumerated().allSatisfy { $0.offset % 2 == 0 ? $0.element == 1 : $0.element > 1 })
                return kept.shaping(for: cr).layouts.count
            }, then: { $0 }
        ).result
        // The title's one line, the first configuration line on one line, each step's wrapped.
        #expect(made == 1 + 1 + 101)
    }
}

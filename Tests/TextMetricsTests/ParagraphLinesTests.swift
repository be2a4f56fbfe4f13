import CPangoCairo
import SceneModel
import Testing

@testable import TextMetrics

/// The lines found from one shaping (`ParagraphLines`) are Pango's own: the same line starts
/// and the same widest line, to the Pango unit, at every quarter point of wrap width, and the
/// measurements made from them are Pango's measurements.
@Suite struct ParagraphLinesTests {
    static let paragraph =
        "Constraints between the edges or margins of the scroll view and its content attach to the scroll "
        + "view's content area. Constraints between the height, width, or centers attach to the scroll view's "
        + "frame. The content layout guide's size is the content size; its edges are the content's edges, "
        + "so a text pinned to them and as wide as the frame layout guide scrolls vertically only, and grows "
        + "with every line the width gives it."

    static let texts = [
        paragraph,
        // Longer than a shaping run (512 bytes): Pango itemizes it in pieces.
        paragraph + " " + paragraph + " " + paragraph,
        "A label that wraps into a few lines at the widths of a phone held upright.",
        "State-of-the-art, well-known and self-contained: e-mail, Wi-Fi, 24/7 and a/b/c/d paths",
        "Figures 0123456789 and capitals ABCDEFGHIJ, 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16",
        "Many    spaces   between      the words   and  two at the start and end",
        "AVAVAV To Ty Wa Yo \"quoted\" (parenthesised) [bracketed] {braced} — dashes – and … ellipses",
        "Accents: café naïve coöperate façade résumé Ångström Øresund straße ŒUVRE",
        "x",
        "Two words",
        // Items in other fonts (symbols, emoji), and spaces that do not break.
        "Ticks ✓ and ✗, arrows → and ←, emoji 👍🏽 and 🇫🇷 in a sentence, then\u{A0}words\u{A0}held\u{A0}together",
        // Breaks after a hyphen or a slash before a capital (kerned pairs), and a hyphen before a
        // '>' that a font may join into an arrow: a text whose pieces are not shaped alike is
        // left to Pango (`mayBeLeftToPango`).
        kerned,
        // Line feeds: each ends its line (Pango's line separators), a space before one kept.
        "A paragraph that wraps across several lines at narrow widths.\nAnd a second one that wraps too, "
            + "with more words in it than the first.\n\nA third after an empty line",
        "Short\nlines \n end here and there, \nsome with a space before the break\r\nand CR LF",
        // A line feed at the end: an empty last paragraph, left to Pango.
        endingInLineFeed,
    ]

    static let endingInLineFeed = "Text that ends with a line feed\n"

    static let kerned = "X-Ray T-Shirt -Tuesday AV/TV Yo-Yo W-Va a->b x->y LT-AV/To P/Y"
    static let mayBeLeftToPango: Set<String> = [kerned, endingInLineFeed]

    static let fonts: [FontSpec] = [
        FontSpec(size: 17), FontSpec(size: 17, weight: .semibold), FontSpec(size: 11), FontSpec(size: 13, italic: true),
        FontSpec(size: 24, weight: .bold), FontSpec(size: 34), FontSpec(size: 20, weight: .light),
        FontSpec(size: 15, family: "DejaVu Serif"),
    ]

    @Test(arguments: texts)
    func linesAreThoseOfPangoAtEveryWidth(text: String) {
        let context = pango_font_map_create_context(pango_cairo_font_map_get_default())!
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        PangoStyle.applyFontOptions(to: context)
        var mismatches: [String] = []
        var described = 0, compared = 0
        for font in Self.fonts {
            let oneLine = PangoStyle.makeLayout(context: context, text: text, font: font, maxWidth: nil, lines: 0)
            let model = ParagraphLines(text: text, layout: oneLine)
            g_object_unref(UnsafeMutableRawPointer(oneLine))
            // Another Pango release than the one whose breaker the model is: every text to Pango.
            guard ParagraphLines.isPangosBreaker else {
                #expect(model == nil)
                return
            }
            guard let paragraph = model else {
                #expect(Self.mayBeLeftToPango.contains(text), "\(font.size) \(font.weight): not described")
                continue
            }
            let layout = PangoStyle.makeLayout(context: context, text: text, font: font, maxWidth: 10, lines: 0)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            // Every 1.25 points from 10 to 600 (each ceiling checked to the unit besides).
            for quarter in stride(from: 40, through: 2400, by: 5) {
                let units = Int32(quarter * 256)
                pango_layout_set_width(layout, units)
                let pangoStarts = Array(PangoTextMeasurer.lineStarts(layout).dropLast())
                compared += 1
                // Nil where a word is wider than the line: Pango breaks it between characters.
                guard let lines = paragraph.lines(at: Int64(units)) else { continue }
                described += 1
                let widest = Int64(HeldLines.widestLine(of: layout))
                if lines.starts != pangoStarts || lines.widest != widest {
                    mismatches.append(
                        "\(font.size) \(font.weight) at \(Double(quarter) / 4): \(lines.starts.count) lines "
                            + "\(lines.widest), Pango \(pangoStarts.count) \(widest)")
                }
                // The ceiling is where Pango's lines change.
                let ceiling = paragraph.ceiling(of: lines, at: Int64(units))
                if ceiling < Int64(Int32.max) - 1 {
                    pango_layout_set_width(layout, Int32(ceiling))
                    let same = Array(PangoTextMeasurer.lineStarts(layout).dropLast()) == lines.starts
                    pango_layout_set_width(layout, Int32(ceiling + 1))
                    let changed = Array(PangoTextMeasurer.lineStarts(layout).dropLast()) != lines.starts
                    if !same || !changed {
                        mismatches.append("\(font.size) \(font.weight) at \(Double(quarter) / 4): ceiling \(ceiling)")
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(compared): \(mismatches.prefix(8))")
        #expect(Self.mayBeLeftToPango.contains(text) || described > compared / 2)
    }
}

/// A paragraph measured at many widths is laid out by Pango for its first width and, once, on
/// one line; every other width is measured from its lines, as Pango measures it.
@Suite struct ParagraphMeasurementTests {
    @Test func laterWidthsAreMeasuredFromTheLines() {
        let text = ParagraphLinesTests.paragraph, font = FontSpec(size: 17)
        let measurer = PangoTextMeasurer()
        let widths = stride(from: 100.0, through: 400, by: 7.25).map { $0 }
        for width in widths {
            let measured = measurer.measure(text, font: font, maxWidth: width, lines: 0, scale: 3)
            #expect(measured == measurer.measureWithPango(text, font: font, maxWidth: width, lines: 0, scale: 3))
        }
        // The widths a range of the same lines holds come from the ranges (`WrapWidthRanges`).
        #expect(measurer.uncachedMeasurements == 38)
        #expect(measurer.measurementsFromLines == (ParagraphLines.isPangosBreaker ? 37 : 0))
        // At 200 points: 18 lines, the widest 198.333 wide at 3x.
        let at200 = measurer.measure(text, font: font, maxWidth: 200, lines: 0, scale: 3)
        #expect(at200.lineCount == 18)
        #expect(abs(at200.width - 198.333) < 0.01)
    }

    /// A text of several lines (line feeds), with and without a line limit that cuts it: every
    /// width gives Pango's measurement.
    @Test func linesWithLineFeedsAndLimitsArePangos() {
        let text = ParagraphLinesTests.texts[12]
        let widths = stride(from: 60.0, through: 420, by: 2.75).map { $0 }
        for (font, lines) in [
            (FontSpec(size: 17), 0), (FontSpec(size: 15, weight: .semibold), 2), (FontSpec(size: 24), 4),
        ] {
            let measurer = PangoTextMeasurer()
            for width in widths {
                let measured = measurer.measure(text, font: font, maxWidth: width, lines: lines, scale: 3)
                #expect(
                    measured == measurer.measureWithPango(text, font: font, maxWidth: width, lines: lines, scale: 3),
                    "\(font.size) pt, \(lines) lines, at \(width)")
            }
            // A text cut at a width keeps no range, so the limited ones stay with Pango here.
            if lines == 0 { #expect(measurer.measurementsFromLines == 46) }
        }
    }

    /// A text the lines do not describe (a tab) is measured by Pango at every width.
    @Test func otherTextsAreMeasuredByPango() {
        let measurer = PangoTextMeasurer()
        for width in [80.0, 120, 160] {
            _ = measurer.measure(
                "Tab\tseparated and broken lines", font: FontSpec(size: 17), maxWidth: width, lines: 0, scale: 2)
        }
        #expect(measurer.uncachedMeasurements == 3)
        #expect(measurer.measurementsFromLines == 0)
    }
}

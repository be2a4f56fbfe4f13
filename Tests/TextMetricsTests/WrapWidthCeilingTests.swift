import SceneModel
import Testing

@testable import TextMetrics

/// A measurement read back from the wrap widths where a text keeps its lines, now above the width
/// it was measured at too (`WrapWidthCeiling`), is Pango's own at every width, whichever way the
/// widths come: up, down or scattered.
@Suite struct WrapWidthCeilingTests {
    static let texts = [
        "A label that wraps into a few lines at the widths of a phone held upright.",
        "Supercalifragilisticexpialidocious antidisestablishmentarianism https://example.com/a/very/long/path/name",
        "Many    spaces   between      the words   and  at the end   ",
        "日本語のテキストは文字ごとに折り返されます。これは長い文です。Wi-Fiあり",
        "👍🏽 Great job 👨‍👩‍👧‍👦 family 🇫🇷 flags and ✈️ trips to the 🏔️ mountains",
        "مرحبا بالعالم هذا نص عربي طويل يلتف على عدة أسطر في التطبيق",
        "שלום עולם זהו טקסט ארוך בעברית שנשבר לכמה שורות mixed with English",
        "State-of-the-art, well-known and self-contained hyphen\u{00AD}ation ex\u{00AD}am\u{00AD}ples",
        "First line\nSecond line that is a little longer\n\nFourth after an empty one\n",
        "Word",
        "",
        "AVAVAV To Ty Wa",
    ]

    /// Inter (the system font) regular and semibold, Inter Display, negative and positive
    /// tracking, at 1x, 2x and 3x, with no line limit and with two or three lines.
    static let cases: [(font: FontSpec, lines: Int, scale: Double)] = [
        (FontSpec(size: 17), 0, 1), (FontSpec(size: 17, weight: .semibold), 0, 2), (FontSpec(size: 12), 2, 3),
        (FontSpec(size: 28, weight: .semibold), 0, 3), (FontSpec(size: 34, weight: .bold), 3, 2),
        (FontSpec(size: 17), 3, 2),
    ]

    @Test(arguments: texts)
    func measurementsAreExactInEveryOrder(text: String) {
        let widths = stride(from: 10.0, through: 400, by: 1.5).map { $0 }
        // Every 37th width in turn (37 and the count share no factor): a scattered order.
        let orders = [widths, widths.reversed(), widths.indices.map { widths[$0 * 37 % widths.count] }]
        var mismatches: [String] = []
        for (font, lines, scale) in Self.cases {
            let reference = PangoTextMeasurer()
            let expected = widths.map {
                reference.measureWithPango(text, font: font, maxWidth: $0, lines: lines, scale: scale)
            }
            for (orderIndex, order) in orders.enumerated() {
                let measurer = PangoTextMeasurer()
                var found: [Double: TextMeasurement] = [:]
                for width in order {
                    found[width] = measurer.measure(text, font: font, maxWidth: width, lines: lines, scale: scale)
                }
                for (width, measurement) in zip(widths, expected) where found[width] != measurement {
                    mismatches.append(
                        "\(font.size) \(font.weight) \(lines) lines \(scale)x order \(orderIndex) at \(width)")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count): \(mismatches.prefix(10))")
    }

    /// The ceiling is where Pango's lines change, to its unit: at 17 points and 2x, the sentence
    /// wrapped at 165 points keeps its lines up to 173,996/1024 points, and "into" moves up a line
    /// at 173,997/1024, each word fitted with the letter spacing Pango gives it.
    /// The estimate is paid from a text's second wrap width on: measured once, it finds none.
    @Test func ceilingIsWherePangoChangesLines() {
        let text = Self.texts[0], font = FontSpec(size: 17)
        let below = 173_996.0 / 1024, above = 173_997.0 / 1024
        let once = PangoTextMeasurer()
        _ = once.measure(text, font: font, maxWidth: 165, lines: 0, scale: 2)
        _ = once.measure(text, font: font, maxWidth: below, lines: 0, scale: 2)
        #expect(once.uncachedMeasurements == 2)
        let measurer = PangoTextMeasurer()
        _ = measurer.measure(text, font: font, maxWidth: 400, lines: 0, scale: 2)
        let measured = measurer.measure(text, font: font, maxWidth: 165, lines: 0, scale: 2)
        #expect(measurer.measure(text, font: font, maxWidth: below, lines: 0, scale: 2) == measured)
        #expect(measurer.uncachedMeasurements == 2)
        #expect(measurer.measureWithPango(text, font: font, maxWidth: below, lines: 0, scale: 2) == measured)
        let changed = measurer.measure(text, font: font, maxWidth: above, lines: 0, scale: 2)
        #expect(measurer.uncachedMeasurements == 3)
        #expect(measured.lineCount == 4 && changed.lineCount == 4)
        // Its first line now as wide as the wrap width: the text takes the width on the pixel grid.
        #expect(measured.width == 162.5 && changed.width == 170)
    }

    /// A text on one line keeps it at every wider width: one measurement serves them all.
    @Test func oneLineServesEveryWiderWidth() {
        let measurer = PangoTextMeasurer()
        for width in stride(from: 80.0, through: 1000, by: 0.5) {
            _ = measurer.measure("Settings", font: FontSpec(size: 17), maxWidth: width, lines: 0, scale: 3)
        }
        #expect(measurer.uncachedMeasurements == 1)
    }
}

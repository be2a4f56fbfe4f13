import SceneModel
import Testing

@testable import TextMetrics

/// A measurement read back from the wrap widths where a text keeps its lines (`WrapWidthRanges`)
/// is Pango's own at that width, for texts that wrap, in fonts with San Francisco's negative and
/// positive tracking, at 2x and 3x, with and without a line limit.
@Suite struct WrapWidthRangeTests {
    static let paragraph =
        "Scroll views lay out their content as UIKit does: the content layout guide starts at the "
        + "scroll view's origin and is as large as the content, its size the report's content size, "
        + "while the frame layout guide is the scroll view's frame. A content size that no constraint "
        + "determines is reported as ambiguous, as Interface Builder's scrollable content size ambiguity."

    /// Cut at four lines below about 150 points, whole above: ranges with a line limit.
    static let sentence = "A label that wraps into a few lines at the widths of a phone held upright."

    static let fonts: [FontSpec] = [FontSpec(size: 17), FontSpec(size: 28), FontSpec(size: 15, weight: .bold)]

    /// Widths going down (each met by a range of a wider one) and in a shuffled order give what a
    /// measurer asked in going up gives (each width new to it: a range only holds widths below the
    /// one it was measured at), measurement for measurement, and the ranges do answer.
    @Test(arguments: [(paragraph, 0, 2.0), (paragraph, 0, 3.0), (paragraph, 3, 2.0), (sentence, 4, 2.0)])
    func rangesGiveWhatPangoGives(text: String, lines: Int, scale: Double) {
        let widths = stride(from: 80.0, through: 420, by: 1.25).map { $0 }
        // Every 37th width in turn (37 and the count share no factor): a scattered order.
        let orders = [widths.reversed(), widths.indices.map { widths[$0 * 37 % widths.count] }]
        for font in Self.fonts {
            let upward = PangoTextMeasurer()
            for width in widths { _ = upward.measure(text, font: font, maxWidth: width, lines: lines, scale: scale) }
            let expected = widths.map {
                upward.measureWithPango(text, font: font, maxWidth: $0, lines: lines, scale: scale)
            }
            for (width, measurement) in zip(widths, expected) {
                #expect(
                    upward.measure(text, font: font, maxWidth: width, lines: lines, scale: scale) == measurement,
                    "going up: \(font.size) pt at \(width), \(lines) lines, \(scale)x")
            }
            for order in orders {
                let measurer = PangoTextMeasurer()
                var found: [Double: TextMeasurement] = [:]
                for width in order {
                    found[width] = measurer.measure(
                        text, font: font, maxWidth: width, lines: lines, scale: scale)
                }
                for (width, measurement) in zip(widths, expected) {
                    #expect(found[width] == measurement, "\(font.size) pt at \(width), \(lines) lines, \(scale)x")
                }
                // Three lines cut the paragraph at every width here: no range keeps a cut text.
                if text == Self.paragraph && lines == 3 {
                    #expect(measurer.uncachedMeasurements == widths.count)
                } else {
                    let made = measurer.uncachedMeasurements
                    #expect(made < widths.count * 3 / 5, "\(made) measurements")
                }
            }
            // Going up, each measurement also holds up to where its lines change (`WrapWidthCeiling`).
            if text == Self.paragraph && lines == 3 {
                #expect(upward.uncachedMeasurements == widths.count)
            } else {
                let made = upward.uncachedMeasurements
                #expect(made < widths.count * 3 / 5, "\(made) measurements going up")
            }
        }
    }
}

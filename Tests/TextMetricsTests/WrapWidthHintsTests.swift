import SceneModel
import Testing

@testable import TextMetrics

/// The widths a measurer found a text keeping its lines at, kept for the drawing
/// (`WrapWidthHints`): ranges that overlap merge, a width finds the range holding it, and a text
/// under a line limit is answered from its unlimited ranges too.
@Suite struct WrapWidthHintsTests {
    static let text = "Hints are kept per text, font and line limit."

    @Test func overlappingRangesMergeAndAWidthFindsItsRange() {
        let hints = WrapWidthHints()
        let font = FontSpec(size: 17)
        hints.remember(100...200, text: Self.text, font: font, lines: 0)
        hints.remember(400...500, text: Self.text, font: font, lines: 0)
        hints.remember(150...300, text: Self.text, font: font, lines: 0)
        #expect(hints.widest(holding: 100, text: Self.text, font: font, lines: 0) == 300)
        #expect(hints.widest(holding: 250, text: Self.text, font: font, lines: 0) == 300)
        #expect(hints.widest(holding: 450, text: Self.text, font: font, lines: 0) == 500)
        #expect(hints.widest(holding: 350, text: Self.text, font: font, lines: 0) == nil)
        #expect(hints.widest(holding: 99, text: Self.text, font: font, lines: 0) == nil)
        // Another font or text has its own ranges.
        #expect(hints.widest(holding: 150, text: Self.text, font: FontSpec(size: 18), lines: 0) == nil)
        #expect(hints.widest(holding: 150, text: "Other", font: font, lines: 0) == nil)
        // A limited text: its own ranges, or the unlimited ones, whichever reaches further.
        hints.remember(120...220, text: Self.text, font: font, lines: 3)
        #expect(hints.widest(holding: 210, text: Self.text, font: font, lines: 3) == 300)
        #expect(hints.widest(holding: 110, text: Self.text, font: font, lines: 3) == 300)
        #expect(hints.widest(holding: 210, text: Self.text, font: font, lines: 2) == 300)
    }

    @Test func mergingKeepsTheRangesInOrder() {
        let list = WrapWidthHints.merging(50...60, into: [10...20, 30...40, 70...80])
        #expect(list == [10...20, 30...40, 50...60, 70...80])
        #expect(WrapWidthHints.merging(15...75, into: list) == [10...80])
        #expect(WrapWidthHints.merging(0...5, into: list).first == 0...5)
    }

    /// A measurer going wider keeps each measurement's range, up to its ceiling where it found
    /// one: at 22 points the paragraph's lines at 300 points hold up to 316.34 points, and Pango
    /// there measures what it measures at 300 (7 lines, 297 × 184).
    @Test func aMeasurerKeepsTheRangesItFound() throws {
        let text =
            "A measurer that wraps a paragraph at one width after another keeps, for each, the widths "
            + "at which its lines stay: the drawing lays the paragraph out once for all of them."
        let font = FontSpec(size: 22)
        let hints = WrapWidthHints()
        let measurer = PangoTextMeasurer(hints: hints)
        for width in stride(from: 290.0, through: 310, by: 1) {
            _ = measurer.measure(text, font: font, maxWidth: width, lines: 0, scale: 1)
        }
        let top = try #require(
            hints.widest(holding: PangoStyle.pangoUnits(300), text: text, font: font, lines: 0))
        // 316.34 points: the measurer's ceiling above the widths asked.
        #expect(top == 323_931)
        let atTop = measurer.measureWithPango(text, font: font, maxWidth: Double(top) / 1024, lines: 0, scale: 1)
        let at300 = measurer.measureWithPango(text, font: font, maxWidth: 300, lines: 0, scale: 1)
        #expect(atTop == at300)
        #expect(at300.lineCount == 7)
        #expect(at300.width == 297)
        #expect(at300.height == 184)
    }
}

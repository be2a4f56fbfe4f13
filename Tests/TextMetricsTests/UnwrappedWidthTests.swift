import SceneModel
import Testing

@testable import TextMetrics

/// A text that may wrap, measured unwrapped, is as wide as the narrowest pixel width at which
/// Pango keeps it on one line: measured again at that width, it keeps its line and its width.
@Suite struct UnwrappedWidthTests {
    @Test(arguments: [8.0, 10, 11, 12, 15, 17, 20, 24, 28, 34, 40])
    func aTextMeasuredAtItsOwnWidthKeepsItsLines(size: Double) {
        let measurer = PangoTextMeasurer()
        for text in ["Set keyboard toolbar tintColor", "Hello world again", "Toolbar Tint Color", "First\nSecond line"]
        {
            for scale in [1.0, 2, 3] {
                let font = FontSpec.system(size)
                let unwrapped = measurer.measure(text, font: font, maxWidth: nil, lines: 0, scale: scale)
                let wrapped = measurer.measure(text, font: font, maxWidth: unwrapped.width, lines: 0, scale: scale)
                #expect(
                    wrapped.lineCount == unwrapped.lineCount && wrapped.width == unwrapped.width,
                    "\(text) in system \(size) at \(scale)x: \(unwrapped.width) on \(unwrapped.lineCount), then \(wrapped.width) on \(wrapped.lineCount)"
                )
            }
        }
    }

    @Test func aOneLineLabelKeepsTheWidthOfItsLine() {
        // A label of one line is never wrapped: its width is the line's, as before.
        let measurer = PangoTextMeasurer()
        #expect(
            measurer.measure("Hello world again", font: .system(34), maxWidth: nil, lines: 1, scale: 2).width == 255.5)
        #expect(
            measurer.measure("Hello world again", font: .system(34), maxWidth: nil, lines: 0, scale: 2).width == 256)
    }
}

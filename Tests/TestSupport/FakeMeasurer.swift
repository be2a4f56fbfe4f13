import SceneModel

/// A measurer without Pango, for tests that state frames by hand: every character is 0.6 of the
/// font size wide, lines are San Francisco's height, and wrapping splits the width evenly.
public struct FakeMeasurer: TextMeasuring {
    public init() {}

    public func measure(_ text: String, font: FontSpec, maxWidth: Double?, lines: Int, scale: Double)
        -> TextMeasurement
    {
        let width = Double(text.count) * font.size * 0.6
        var lineCount = 1
        if let maxWidth, maxWidth > 0 { lineCount = max(1, Int((width / maxWidth).rounded(.up))) }
        if lines > 0 { lineCount = min(lineCount, lines) }
        let lineHeight = SystemFontMetrics.lineHeight * font.size
        return TextMeasurement(
            width: ceilToPixels(min(width, maxWidth ?? width), scale: scale),
            height: ceilToPixels(Double(lineCount) * lineHeight, scale: scale),
            firstBaseline: SystemFontMetrics.ascender * font.size,
            lastBaseline: Double(lineCount - 1) * lineHeight + SystemFontMetrics.ascender * font.size,
            lineCount: lineCount)
    }
}

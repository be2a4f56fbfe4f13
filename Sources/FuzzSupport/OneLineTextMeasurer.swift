import SceneModel

/// Text measured by a fixed rule, so that fuzzing does not depend on fonts: every character
/// 0.6 em wide, one line 1.2 em high.
public struct OneLineTextMeasurer: TextMeasuring {
    public init() {}

    public func measure(_ text: String, font: FontSpec, maxWidth: Double?, lines: Int, scale: Double)
        -> TextMeasurement
    {
        let lineHeight = (font.size * 1.2).rounded(.up)
        return TextMeasurement(
            width: (Double(text.count) * font.size * 0.6).rounded(.up), height: lineHeight,
            firstBaseline: font.size, lastBaseline: font.size, lineCount: 1)
    }
}

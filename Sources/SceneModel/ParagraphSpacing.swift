/// The line heights an attributed text's paragraph style sets (`NSParagraphStyle`): each line is
/// the font's line height times `lineHeightMultiple`, held between `minimumLineHeight` and
/// `maximumLineHeight`, and `lineSpacing` apart from the next (not after the last line).
/// Zero leaves a value out, as in UIKit. Measured from Xcode-saved frames
/// (docs/uikit-rules.md, Intrinsic content sizes).
public struct ParagraphSpacing: Hashable, Sendable {
    public var lineHeightMultiple: Double
    public var minimumLineHeight: Double
    public var maximumLineHeight: Double
    public var lineSpacing: Double

    public init(
        lineHeightMultiple: Double = 0, minimumLineHeight: Double = 0, maximumLineHeight: Double = 0,
        lineSpacing: Double = 0
    ) {
        self.lineHeightMultiple = lineHeightMultiple
        self.minimumLineHeight = minimumLineHeight
        self.maximumLineHeight = maximumLineHeight
        self.lineSpacing = lineSpacing
    }

    /// Whether every value is left out (the paragraph changes no line).
    public var isEmpty: Bool { self == ParagraphSpacing() }

    /// A line of `natural` height as the paragraph sets it.
    public func lineHeight(_ natural: Double) -> Double {
        var height = lineHeightMultiple > 0 ? natural * lineHeightMultiple : natural
        if maximumLineHeight > 0 { height = min(height, maximumLineHeight) }
        return max(height, minimumLineHeight)
    }
}

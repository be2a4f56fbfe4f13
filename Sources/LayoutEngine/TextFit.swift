import SceneModel

/// How a label's text sits in the frame the layout gave it: the one notion of "the text at
/// this width" that the layout report and the painter share. UILabel wraps its text at its
/// bounds' width and ends the last visible line in "…" only when its bounds are too short for
/// the lines the text takes there (or, on one line, too narrow for the text).
public struct TextFit: Equatable, Sendable {
    /// The width the text wraps at: the frame's (nil: one line, never wrapped).
    public var wrapWidth: Double?
    /// The text at that width, within the label's `lines`.
    public var text: TextMeasurement
    /// The lines drawn: as many as the frame's height holds, at least one, at most the text's.
    public var visibleLines: Int
    /// The frame is smaller than the text needs: the text is cut with "…".
    public var isTruncated: Bool

    public init(wrapWidth: Double?, text: TextMeasurement, visibleLines: Int, isTruncated: Bool) {
        self.wrapWidth = wrapWidth; self.text = text; self.visibleLines = visibleLines; self.isTruncated = isTruncated
    }
}

extension IntrinsicContentCalculator {
    /// The fit of a label's text in a frame of `size` (nil for other views and empty text).
    /// `oneLine` is the label's text as its intrinsic size measured it, when known: on one
    /// line it does not depend on the frame, and measuring it again was a lookup per label.
    public func textFit(of view: ViewSpec, in size: Size, oneLine: TextMeasurement? = nil) -> TextFit? {
        guard view.type == .label, let text = view.text, !text.isEmpty else { return nil }
        let font = Self.font(of: view, category: configuration.sizeCategory)
        let wraps = view.lines != 1
        let measured =
            (wraps ? nil : oneLine)
            ?? measurer.measure(
                text, font: font, maxWidth: wraps ? size.width : nil, lines: view.lines, scale: configuration.scale)
        guard wraps else {
            // Widths are on the pixel grid: narrower than the measured width is narrower than the
            // text. Text in a font not on this machine was measured in the system font: whether
            // it fits is not known (`FontFaces`), so it is never reported cut.
            let fits = size.width >= measured.width - 1e-6 || !FontFaces.isAvailable(font)
            return TextFit(wrapWidth: nil, text: measured, visibleLines: 1, isTruncated: !fits)
        }
        let visible = min(measured.lineCount, font.linesFitting(height: size.height))
        return TextFit(
            wrapWidth: size.width, text: measured, visibleLines: visible, isTruncated: visible < measured.lineCount)
    }
}

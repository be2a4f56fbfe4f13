/// How UIFontMetrics scales a font that is not a text style's with the size category
/// (`UIFontMetrics(forTextStyle:).scaledFont(for:maximumPointSize:)`; `UIFontMetrics.default`
/// is Body's): by the ratio of the text style's size at the category to its size at Large, up
/// to a maximum when one is given. The font keeps its own line height: only text styles carry
/// their tuned leading (<https://developer.apple.com/documentation/uikit/uifontmetrics>).
public struct FontScaling: Equatable, Hashable, Sendable {
    public var textStyle: TextStyle
    public var maximumSize: Double?

    public init(textStyle: TextStyle, maximumSize: Double? = nil) {
        self.textStyle = textStyle
        self.maximumSize = maximumSize
    }

    /// The size of a font of `size` points at Large, in `category`.
    public func size(scaling size: Double, for category: SizeCategory) -> Double {
        let scaled = size * textStyle.size(for: category) / textStyle.size(for: .L)
        return maximumSize.map { min(scaled, $0) } ?? scaled
    }
}

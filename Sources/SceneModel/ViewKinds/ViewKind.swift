/// Everything the engine knows about one kind of view, in one place: the keys it has beyond the
/// common ones, its intrinsic content size, its default font and content priorities. The scene
/// parser's key checks and the docs' table of keys (`ViewKindTable`) are derived from these.
public struct ViewKind: Sendable {
    /// A key of the kind, with the docs' note on its default or values ("system 17, UILabel's").
    public struct Key: Sendable {
        public let key: ViewKey
        public let note: String?
    }

    public let type: ViewType
    public let keys: [Key]
    /// The docs' note when the kind has no keys of its own (a guide's).
    public let keysNote: String?
    /// The docs' words for the intrinsic size ("51 × 31", "the text's").
    public let intrinsicSizeNote: String
    /// The font of a view that does not set one.
    public let defaultFont: FontSpec
    /// Content hugging with `defaults: interfaceBuilder` (views made in code hug at 250).
    public let interfaceBuilderHugging: Double
    /// Compression resistance on both axes when the scene does not set it.
    public let compressionResistance: Double
    /// The `style` values, the default first (empty: the kind has no `style`).
    public let styles: [ControlStyle]
    /// Whether it is drawn beyond the common background and border (the painters must cover it).
    public let drawsContent: Bool
    /// How far the frame reaches beyond the alignment rectangle, which constraints and stacks
    /// place (UIView's `alignmentRectInsets`; the right inset is the trailing one in right to left).
    public let alignmentInsets: Insets
    /// The size UIKit computes for a view of this kind, of its frame (`IntrinsicContent.none`: no
    /// intrinsic size).
    public let intrinsic: @Sendable (ViewSpec, IntrinsicContext) -> IntrinsicContent

    init(
        _ type: ViewType, keys: [Key] = [], keysNote: String? = nil, intrinsicSize: String,
        font: FontSpec = .system(17), interfaceBuilderHugging: Double = 250, compressionResistance: Double = 750,
        styles: [ControlStyle] = [], drawsContent: Bool = true, alignmentInsets: Insets = .zero,
        intrinsic: @escaping @Sendable (ViewSpec, IntrinsicContext) -> IntrinsicContent
    ) {
        self.type = type; self.keys = keys; self.keysNote = keysNote; intrinsicSizeNote = intrinsicSize
        defaultFont = font; self.interfaceBuilderHugging = interfaceBuilderHugging
        self.compressionResistance = compressionResistance; self.styles = styles
        self.drawsContent = drawsContent; self.alignmentInsets = alignmentInsets; self.intrinsic = intrinsic
    }

    /// Whether the kind has `key` (common keys are not listed: they belong to every kind).
    public func has(_ key: ViewKey) -> Bool { keys.contains { $0.key == key } }

    /// A fixed intrinsic size (-1: none on that axis), for controls UIKit sizes by themselves.
    static func fixed(_ width: Double, _ height: Double) -> @Sendable (ViewSpec, IntrinsicContext) -> IntrinsicContent {
        { _, _ in IntrinsicContent(size: Size(width: width, height: height), text: nil) }
    }
}

extension ViewKind.Key {
    static func key(_ key: ViewKey, _ note: String? = nil) -> Self { Self(key: key, note: note) }
}

/// What a kind's intrinsic size is computed with: the view's font, the screen's scale, the width a
/// multi-line label wraps at (nil before the first layout pass) and the text measurer.
public struct IntrinsicContext {
    public let font: FontSpec
    public let scale: Double
    public let wrapWidth: Double?
    let measurer: any TextMeasuring

    public func measure(_ text: String, maxWidth: Double? = nil, lines: Int = 1) -> TextMeasurement {
        measurer.measure(text, font: font, maxWidth: maxWidth, lines: lines, scale: scale)
    }
}

/// A view's intrinsic content size and where its text sits, as UIKit computes them.
public struct IntrinsicContent: Equatable, Sendable {
    /// -1 on an axis means no intrinsic size (`UIView.noIntrinsicMetric`).
    public var size: Size
    /// The text block inside the view: its height and baseline offsets from the text's top.
    /// The text is centered vertically in the view, as UILabel, UIButton and UITextField draw it.
    public var text: TextMeasurement?
    /// Points between the view's vertical center and the text block's center (0 for centered text).
    public var textCenterOffset: Double = 0

    public static let none = IntrinsicContent(size: Size(width: -1, height: -1), text: nil)

    public var hasWidth: Bool { size.width >= 0 }
    public var hasHeight: Bool { size.height >= 0 }
}

/// The intrinsic sizes of UIKit's standard views, from their descriptors (`ViewKinds`).
public struct IntrinsicContentCalculator: Sendable {
    public var measurer: any TextMeasuring
    public var configuration: Configuration

    public init(measurer: any TextMeasuring, configuration: Configuration) {
        self.measurer = measurer
        self.configuration = configuration
    }

    /// The font a view uses: its own, else UIKit's default for the type.
    public static func font(of view: ViewSpec, category: SizeCategory) -> FontSpec {
        if let font = view.font { return font.resolved(for: category) }
        return view.kind.defaultFont
    }

    /// `wrapWidth`: the width a multi-line label wraps at (nil before the first layout pass).
    /// An `intrinsicSize` given in the scene is Interface Builder's placeholder ("Intrinsic Size:
    /// Placeholder"), allowed on any view: it replaces the size UIKit would compute, axis by
    /// axis (-1: none), while the text is still measured for baselines and drawing.
    public func intrinsicContent(of view: ViewSpec, wrapWidth: Double? = nil) -> IntrinsicContent {
        var content = computedContent(of: view, wrapWidth: wrapWidth)
        if let placeholder = view.intrinsicSize { content.size = placeholder }
        return content
    }

    private func computedContent(of view: ViewSpec, wrapWidth: Double?) -> IntrinsicContent {
        let context = IntrinsicContext(
            font: Self.font(of: view, category: configuration.sizeCategory),
            scale: configuration.scale, wrapWidth: wrapWidth, measurer: measurer)
        return view.kind.intrinsic(view, context)
    }

    /// Content hugging priorities: UIKit's programmatic defaults (250), or Interface Builder's
    /// (251 for labels and image views, 750 for switches, steppers and activity indicators).
    public static func hugging(of view: ViewSpec, defaults: Scene.Defaults) -> AxisPriorities {
        if let explicit = view.hugging { return explicit }
        return AxisPriorities(both: defaults == .interfaceBuilder ? view.kind.interfaceBuilderHugging : 250)
    }

    public static func compressionResistance(of view: ViewSpec) -> AxisPriorities {
        view.compressionResistance ?? AxisPriorities(both: view.kind.compressionResistance)
    }
}

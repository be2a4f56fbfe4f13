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

/// The intrinsic sizes of UIKit's standard views (uikit-facts §3).
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
        switch view.type {
        case .button: return .system(15)  // Interface Builder's default button font
        case .textField, .textView: return .system(14)
        case .segmentedControl: return .system(13, .medium)
        default: return .system(17)  // UILabel's default
        }
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
        let scale = configuration.scale
        let font = Self.font(of: view, category: configuration.sizeCategory)
        func measure(_ text: String, maxWidth: Double? = nil, lines: Int = 1) -> TextMeasurement {
            measurer.measure(text, font: font, maxWidth: maxWidth, lines: lines, scale: scale)
        }
        switch view.type {
        case .label:
            let text = view.text ?? ""
            let wraps = view.lines != 1
            let m = measure(text, maxWidth: wraps ? wrapWidth : nil, lines: view.lines)
            if text.isEmpty { return IntrinsicContent(size: Size(width: 0, height: 0), text: m) }
            return IntrinsicContent(size: Size(width: m.width, height: m.height), text: m)
        case .button:
            let m = measure(view.title ?? "")
            if let insets = view.contentInsets {
                // Explicit insets replace the implicit 6-point padding; sizes round up to whole points.
                let w = (m.width + insets.left + insets.right - 1e-6).rounded(.up)
                let h = (m.height + insets.top + insets.bottom - 1e-6).rounded(.up)
                return IntrinsicContent(size: Size(width: w, height: h), text: m,
                                        textCenterOffset: (insets.top - insets.bottom) / 2)
            }
            return IntrinsicContent(size: Size(width: m.width, height: ceilToPixels(m.height + 12, scale: scale)), text: m)
        case .textField:
            let content = (view.text?.isEmpty == false ? view.text : view.placeholder) ?? ""
            let m = measure(content)
            let width = content.isEmpty ? -1 : ceilToPixels(m.width + 14, scale: scale)
            return IntrinsicContent(size: Size(width: width, height: 34), text: m)
        case .textView:
            return IntrinsicContent(size: Size(width: -1, height: -1), text: measure(view.text ?? ""))
        case .switch: return IntrinsicContent(size: Size(width: 51, height: 31), text: nil)
        case .slider: return IntrinsicContent(size: Size(width: -1, height: 31), text: nil)
        case .stepper: return IntrinsicContent(size: Size(width: 94, height: 32), text: nil)
        case .progressView: return IntrinsicContent(size: Size(width: -1, height: 4), text: nil)
        case .activityIndicator:
            let side: Double = view.style == "large" ? 37 : 20
            return IntrinsicContent(size: Size(width: side, height: side), text: nil)
        case .segmentedControl:
            let widths = view.segments.map { measure($0).width + 2 * 14 }
            let widest = widths.max() ?? 0
            // Segments are equally wide by default: each as wide as the widest title plus padding.
            return IntrinsicContent(size: Size(width: ceilToPixels(widest * Double(max(widths.count, 1)), scale: scale), height: 32),
                                    text: view.segments.first.map { measure($0) })
        case .imageView:
            if let size = view.imageSize { return IntrinsicContent(size: size, text: nil) }
            return .none
        case .view, .scroll, .stack, .guide:
            return .none
        }
    }

    /// Content hugging priorities: UIKit's programmatic defaults (250), or Interface Builder's
    /// (251 for labels and image views, 750 for switches and activity indicators).
    public static func hugging(of view: ViewSpec, defaults: Scene.Defaults) -> AxisPriorities {
        if let explicit = view.hugging { return explicit }
        switch (defaults, view.type) {
        case (.interfaceBuilder, .label), (.interfaceBuilder, .imageView): return AxisPriorities(both: 251)
        case (.interfaceBuilder, .switch), (.interfaceBuilder, .activityIndicator), (.interfaceBuilder, .stepper):
            return AxisPriorities(both: 750)
        default: return AxisPriorities(both: 250)
        }
    }

    public static func compressionResistance(of view: ViewSpec) -> AxisPriorities {
        view.compressionResistance ?? AxisPriorities(both: 750)
    }
}

/// Controls UIKit sizes by themselves (docs/uikit-rules.md, Intrinsic content sizes, with the sources).
/// `isOn`, `value` and `progress` change what is drawn, never the size.
extension ViewType {
    public static let `switch` = ViewType(declaring: "switch")
    public static let slider = ViewType(declaring: "slider")
    public static let stepper = ViewType(declaring: "stepper")
    public static let segmentedControl = ViewType(declaring: "segmentedControl")
    public static let progressView = ViewType(declaring: "progressView")
    public static let activityIndicator = ViewType(declaring: "activityIndicator")
    public static let datePicker = ViewType(declaring: "datePicker")
}

extension ViewKinds {
    static let controlKinds: [ViewKind] = [
        .switch, .slider, .stepper, .segmentedControl, .progressView, .activityIndicator, .datePicker,
    ]
}

extension ViewKind {
    static let `switch` = ViewKind(
        .switch, keys: [.key(.isOn, "true, Interface Builder's default")], intrinsicSize: "51 × 31",
        interfaceBuilderHugging: 750, alignmentInsets: Insets(right: 2), intrinsic: fixed(51, 31))

    static let slider = ViewKind(
        .slider, keys: [.key(.value, "0.5, from 0 to 1"), .key(.alignmentInsets, "none")], intrinsicSize: "height 31",
        intrinsic: fixed(-1, 31))

    static let stepper = ViewKind(
        .stepper, intrinsicSize: "94 × 32", interfaceBuilderHugging: 750, intrinsic: fixed(94, 32))

    static let segmentedControl = ViewKind(
        .segmentedControl,
        keys: [
            .key(.segments), .key(.selectedSegment, "0, the first; -1: none"), .key(.font, "system 13 medium"),
            .key(.contentInsets, "none: 32 high, 14 on each side of the widest title"), .key(.alignmentInsets, "none"),
        ],
        intrinsicSize: "height 32, width from the titles (`contentInsets`: whole-point segments, 1-point dividers)",
        font: .system(13, .medium)
    ) { view, context in
        let titles = view.segments.map { context.measure($0) }
        let widest = titles.map(\.width).max() ?? 0
        let count = Double(max(titles.count, 1))
        if let insets = view.contentInsets {
            // The iOS 7–12 look (set by the document's SDK): whole-point segments as wide as the
            // widest title plus the side insets, 1-point dividers between them, and the title's
            // line rounded up to whole points plus the top and bottom insets.
            let segment = (widest + insets.left + insets.right - 1e-6).rounded(.up)
            let line = ((titles.first ?? context.measure(" ")).height - 1e-6).rounded(.up)
            return IntrinsicContent(
                size: Size(width: segment * count + (count - 1), height: line + insets.top + insets.bottom),
                text: titles.first)
        }
        // Segments are equally wide by default: each as wide as the widest title plus padding.
        return IntrinsicContent(
            size: Size(width: ceilToPixels((widest + 2 * 14) * count, scale: context.scale), height: 32),
            text: titles.first)
    }

    static let progressView = ViewKind(
        .progressView, keys: [.key(.progress, "0.5, from 0 to 1")], intrinsicSize: "height 4", intrinsic: fixed(-1, 4))

    static let activityIndicator = ViewKind(
        .activityIndicator, keys: [.key(.style, "`medium`; `large`")], intrinsicSize: "20 × 20 (37 × 37)",
        interfaceBuilderHugging: 750, styles: [.medium, .large]
    ) { view, _ in
        let side: Double = view.style == .large ? 37 : 20
        return IntrinsicContent(size: Size(width: side, height: side), text: nil)
    }

    /// UIDatePicker in the wheels style, at the 320 × 216 Interface Builder gives it (docs/uikit-rules.md);
    /// the compact and inline styles are not drawn. The wheels are drawn in system 20.
    static let datePicker = ViewKind(
        .datePicker, keysNote: "drawn in the wheels style", intrinsicSize: "320 × 216", font: .system(20),
        intrinsic: fixed(320, 216))
}

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
    public static let searchBar = ViewType(declaring: "searchBar")
    public static let pickerView = ViewType(declaring: "pickerView")
    public static let pageControl = ViewType(declaring: "pageControl")
}

extension ViewKinds {
    static let controlKinds: [ViewKind] = [
        .switch, .slider, .stepper, .segmentedControl, .progressView, .activityIndicator, .datePicker, .searchBar,
        .pickerView, .pageControl,
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

    /// UIDatePicker: its mode's wheels, compact capsules or inline calendar (DatePickerPainter).
    /// Every style keeps the wheels' 320 × 216 that Interface Builder gives it (docs/uikit-rules.md):
    /// no compact or inline picker has been measured. The wheels are drawn in system 20.
    static let datePicker = ViewKind(
        .datePicker,
        keys: [
            .key(.mode, "`dateAndTime`; `date`, `time`, `countDownTimer`"),
            .key(.style, "`wheels`; `compact`, `inline`"),
            .key(.date, "none: 5 June 2024, 9:41 AM; `2014-09-24 18:04`, UTC"),
        ],
        intrinsicSize: "320 × 216", font: .system(20), styles: [.wheels, .compact, .inline],
        intrinsic: fixed(320, 216))

    /// UISearchBar: the rounded search field inside the bar, a prompt above it, a scope bar
    /// below (SearchBarPainter). No text is measured: its size is the bar's, whatever it shows.
    static let searchBar = ViewKind(
        .searchBar,
        keys: [
            .key(.text), .key(.placeholder, "\"Search\""), .key(.prompt), .key(.scopes, "the scope bar's titles"),
            .key(.style, "`prominent`; `minimal`: no bar background"),
        ],
        intrinsicSize: "height 56", styles: [.prominent, .minimal], intrinsic: fixed(-1, 56))

    /// UIPickerView, drawn as Interface Builder shows one: its placeholder rows on a wheel.
    static let pickerView = ViewKind(
        .pickerView, keysNote: "drawn with Interface Builder's placeholder rows", intrinsicSize: "320 × 216",
        font: .system(20), intrinsic: fixed(320, 216))

    /// UIPageControl in the iOS 13 style: a row of dots, the current page's solid.
    static let pageControl = ViewKind(
        .pageControl,
        keys: [
            .key(.pages, "3"), .key(.currentPage, "0, the first"),
            .key(.pageTint, "white at 30 %: the other pages' dots; the current one's is `tint`, white"),
        ],
        intrinsicSize: "height 26", intrinsic: fixed(-1, 26))
}

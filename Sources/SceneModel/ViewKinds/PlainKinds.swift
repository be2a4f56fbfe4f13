/// The plain view, the image view and the views that arrange others: stacks, scroll views and
/// layout guides. None but the image view has an intrinsic size of its own.
extension ViewType {
    public static let view = ViewType(declaring: "view")
    public static let imageView = ViewType(declaring: "imageView")
    public static let stack = ViewType(declaring: "stack")
    public static let scroll = ViewType(declaring: "scroll")
    public static let guide = ViewType(declaring: "guide")
}

extension ViewKinds {
    static let containerKinds: [ViewKind] = [.stack, .scroll, .guide]
}

extension ViewKind {
    /// A plain view; with `bar` it is a navigation bar, toolbar or tab bar placed among the views
    /// (`StandaloneBar`), drawn as the bar; with `items` a toolbar (`UIToolbar`), which draws them.
    static let view = ViewKind(
        .view,
        keys: [
            .key(
                .bar,
                "none; `navigationBar`, `toolbar`, `tabBar`, or `{kind, title, left, right, tabs, background, tint, titleColor, style}`"
            ),
            .key(.items, "a toolbar's bar button items; none"),
        ], intrinsicSize: "none", drawsContent: false
    ) { _, _ in .none }

    static let imageView = ViewKind(
        .imageView,
        keys: [
            .key(.image, "a file or `{size: [w, h]}`"), .key(.alignmentInsets, "none"),
            .key(.contentMode, "`scaleToFill`"),
        ],
        intrinsicSize: "the image's", interfaceBuilderHugging: 251
    ) { view, _ in
        view.imageSize.map { IntrinsicContent(size: $0, text: nil) } ?? .none
    }

    static let stack = ViewKind(
        .stack,
        keys: [
            .key(.axis, "horizontal"), .key(.distribution, "fill"), .key(.alignment, "fill"),
            .key(.spacing, "0; points or `standard`"), .key(.customSpacing, "`{after NAME: points}`"),
            .key(.layoutMarginsRelative, "false"), .key(.baselineRelative, "false"), .key(.arranged),
        ],
        intrinsicSize: "from the arranged views", drawsContent: false
    ) { _, _ in .none }

    static let scroll = ViewKind(
        .scroll, keys: [.key(.content, "the views inside the content area")], intrinsicSize: "none",
        drawsContent: false
    ) { _, _ in .none }

    static let guide = ViewKind(
        .guide, keysNote: "a `UILayoutGuide`: no drawing, no intrinsic size", intrinsicSize: "none", drawsContent: false
    ) { _, _ in .none }
}

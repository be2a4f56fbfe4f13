/// The views that show text: labels, buttons, text fields and text views (docs/uikit-rules.md, Intrinsic content sizes).
extension ViewType {
    public static let label = ViewType(declaring: "label")
    public static let button = ViewType(declaring: "button")
    public static let textField = ViewType(declaring: "textField")
    public static let textView = ViewType(declaring: "textView")
}

extension ViewKinds {
    static let textKinds: [ViewKind] = [.label, .button, .textField, .textView]
}

extension ViewKind {
    static let label = ViewKind(
        .label,
        keys: [
            .key(.text, "\"\""), .key(.font, "system 17, UILabel's"), .key(.lines, "1; 0 = any"),
            .key(.alignment, "natural"), .key(.textColor, "`label`"),
        ],
        intrinsicSize: "the text's", interfaceBuilderHugging: 251
    ) { view, context in
        let text = view.text ?? ""
        let wraps = view.lines != 1
        let m = context.measure(text, maxWidth: wraps ? context.wrapWidth : nil, lines: view.lines)
        if text.isEmpty {
            // No text, no line: the text block is empty, its baselines on its top at the font's
            // ascender (docs/uikit-rules.md, Intrinsic content sizes).
            let empty = TextMeasurement(
                width: 0, height: 0, firstBaseline: m.firstBaseline, lastBaseline: m.firstBaseline)
            return IntrinsicContent(size: Size(width: 0, height: 0), text: empty)
        }
        return IntrinsicContent(size: Size(width: m.width, height: m.height), text: m)
    }

    static let button = ViewKind(
        .button,
        keys: [
            .key(.title, "\"\""), .key(.font, "system 15, Interface Builder's"),
            .key(.textColor, "the tint; white on a colored background"), .key(.image),
            .key(.contentInsets, "none: 6 above and below the title"),
        ],
        intrinsicSize: "title + padding", font: .system(15)  // Interface Builder's default button font
    ) { view, context in
        let m = context.measure(view.title ?? "")
        // A button with an image and no title is as large as its image, with no minimum width
        // (UIButton's intrinsic size: image and title side by side; docs/uikit-rules.md, Buttons).
        if let image = view.imageSize, (view.title ?? "").isEmpty {
            let insets = view.contentInsets ?? .zero
            return IntrinsicContent(
                size: Size(
                    width: image.width + insets.left + insets.right, height: image.height + insets.top + insets.bottom),
                text: m)
        }
        if let image = view.imageSize {
            // Image and title side by side, as high as the taller, without the title's implicit
            // padding or minimum width (docs/uikit-rules.md, Intrinsic content sizes).
            let insets = view.contentInsets ?? .zero
            let w = (image.width + m.width + insets.left + insets.right - 1e-6).rounded(.up)
            let h = (max(image.height, m.height) + insets.top + insets.bottom - 1e-6).rounded(.up)
            return IntrinsicContent(
                size: Size(width: w, height: h), text: m, textCenterOffset: (insets.top - insets.bottom) / 2)
        }
        if let insets = view.contentInsets {
            // Explicit insets replace the implicit 6-point padding; sizes round up to whole points.
            let w = (m.width + insets.left + insets.right - 1e-6).rounded(.up)
            let h = (m.height + insets.top + insets.bottom - 1e-6).rounded(.up)
            return IntrinsicContent(
                size: Size(width: w, height: h), text: m,
                textCenterOffset: (insets.top - insets.bottom) / 2)
        }
        // UIButton rounds its title's size up to whole points and is at least 30 points wide
        // (measured from Xcode-saved frames; docs/uikit-rules.md, Buttons).
        let width = max(30, (m.width - 1e-6).rounded(.up))
        return IntrinsicContent(size: Size(width: width, height: (m.height - 1e-6).rounded(.up) + 12), text: m)
    }

    static let textField = ViewKind(
        .textField,
        keys: [
            .key(.text), .key(.placeholder), .key(.font, "system 14"), .key(.alignment), .key(.textColor),
            .key(.contentInsets, "none: 34 high, 7 on each side of the text"),
        ],
        intrinsicSize: "height 34 (with `contentInsets`, the text's line and the insets)", font: .system(14)
    ) { view, context in
        let content = (view.text?.isEmpty == false ? view.text : view.placeholder) ?? ""
        let m = context.measure(content)
        // A rounded-rect field is 34 high from iOS 11 on, whatever its font; iOS 9 and 10 sized it
        // by its font (30 for system 14), which `contentInsets` around the text's line express.
        let insets = view.contentInsets ?? Insets(top: 0, left: 7, bottom: 0, right: 7)
        let width = content.isEmpty ? -1 : ceilToPixels(m.width + insets.left + insets.right, scale: context.scale)
        let height =
            view.contentInsets.map { ceilToPixels(m.height + $0.top + $0.bottom, scale: context.scale) } ?? 34
        return IntrinsicContent(size: Size(width: width, height: height), text: m)
    }

    static let textView = ViewKind(
        .textView,
        keys: [
            .key(.text), .key(.placeholder), .key(.font),
            .key(.lines, "1: scrolls; 0: scrolling off, as tall as its text"),
            .key(.alignment), .key(.textColor),
        ],
        intrinsicSize: "none (scrolls); with scrolling off, the text's height + 16", font: .system(14)
    ) { view, context in
        guard view.lines == 0 else {
            return IntrinsicContent(size: Size(width: -1, height: -1), text: context.measure(view.text ?? ""))
        }
        // Scrolling off: as tall as the text wrapped inside the 8-point text container insets
        // above and below and the 5-point line fragment padding on each side, each line a full
        // line spacing (UITextView, textContainerInset and lineFragmentPadding:
        // https://developer.apple.com/documentation/uikit/uitextview/textcontainerinset).
        let m = context.measure(view.text ?? "", maxWidth: context.wrapWidth.map { max(0, $0 - 10) }, lines: 0)
        let height = Double(m.lineCount) * context.font.lineSpacing + 16
        return IntrinsicContent(size: Size(width: -1, height: ceilToPixels(height, scale: context.scale)), text: m)
    }
}

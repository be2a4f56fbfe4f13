import IBXML
import SceneModel

/// Views: kinds, content, stack and scroll views, autoresizing.
extension SceneMapper {
    static let kinds: [String: String] = [
        "label": "label", "button": "button", "textField": "textField", "textView": "textView",
        "imageView": "imageView",
        "switch": "switch", "slider": "slider", "stepper": "stepper", "segmentedControl": "segmentedControl",
        "progressView": "progressView", "activityIndicatorView": "activityIndicator", "datePicker": "datePicker",
        "stackView": "stack", "scrollView": "scroll", "tableView": "table", "collectionView": "collection",
        "searchBar": "searchBar", "pickerView": "pickerView", "pageControl": "pageControl",
    ]

    /// Views the engine has no kind for whose intrinsic size the layout needs (-1: none).
    static let barSizes: [String: Size] = [
        "navigationBar": Size(width: -1, height: 44), "toolbar": Size(width: -1, height: 44),
        "tabBar": Size(width: -1, height: 49), "searchBar": Size(width: -1, height: 56),
        "pageControl": Size(width: -1, height: 26),
    ]

    /// A toolbar is 49 high on a device with a home indicator, in portrait, as a tab bar is
    /// (measured from Xcode-saved frames: docs/uikit-rules.md, Bars); 44 elsewhere.
    func barSize(_ view: IBView, _ size: Size) -> Size {
        guard view.elementName == "toolbar", device.homeIndicator, document.device?.orientation?.value != "landscape"
        else { return size }
        return Size(width: size.width, height: 49)
    }

    /// A navigation bar, toolbar or tab bar among the views, in its colours (`BarAppearance`),
    /// a navigation bar with its top navigation item's title and items.
    func standaloneBar(_ view: IBView) -> StandaloneBar? {
        guard let kind = StandaloneBar.Kind(rawValue: view.elementName) else { return nil }
        let appearance = BarAppearance(bar: view, colors: IBColorResolver(resources: document.resources))
        if kind == .tabBar {
            let resources = document.resources
            return StandaloneBar(
                kind, appearance: appearance, tabTitles: view.tabBarItems.map(\.title),
                tabIcons: view.tabBarItems.map {
                    Self.tabIcon(systemItem: $0.systemItem, image: $0.image, title: $0.title, resources: resources)
                })
        }
        guard kind == .navigationBar else { return StandaloneBar(kind, appearance: appearance) }
        return StandaloneBar(
            kind, appearance: appearance, title: view.navigationItemTitle,
            leadingItems: view.navigationItems?.left.map(barItem) ?? [],
            trailingItems: view.navigationItems?.right.map(barItem) ?? [])
    }

    func viewSpec(_ view: IBView, parent: IBView) -> ViewSpec {
        let name = names[view.id.value]!
        let kind = Self.kinds[view.elementName].flatMap(ViewType.init(rawValue:)) ?? .view
        var spec = ViewSpec(name: name, type: kind)
        spec.id = ViewID(view.id.value)
        spec.location = location(view.position)
        spec.designFrame = view.frame.map { rect($0.value) }
        spec.hidden = (view.hidden?.value ?? false) || hiddenByDefault.contains(name)
        spec.alpha = view.alpha?.value ?? 1
        if view.elementName == "toolbar" { spec.barItems = view.barItems.map(barItem) }
        spec.bar = standaloneBar(view)
        spec.accessibilityLabel = view.accessibilityLabel
        spec.isAccessibilityElement = view.isAccessibilityElement
        spec.hugging = AxisPriorities(
            horizontal: view.horizontalHuggingPriority?.value ?? 250,
            vertical: view.verticalHuggingPriority?.value ?? 250)
        spec.compressionResistance = AxisPriorities(
            horizontal: view.horizontalCompressionResistancePriority?.value ?? 750,
            vertical: view.verticalCompressionResistancePriority?.value ?? 750)
        if view.placeholderIntrinsicWidth != nil || view.placeholderIntrinsicHeight != nil {
            spec.intrinsicSize = Size(
                width: view.placeholderIntrinsicWidth?.value ?? -1, height: view.placeholderIntrinsicHeight?.value ?? -1
            )
        }
        if let margins = view.layoutMargins?.value { spec.margins = insets(margins) }
        // UITableView's margins follow its superview's, as cells and their content views say.
        spec.preservesSuperviewLayoutMargins =
            view.preservesSuperviewLayoutMargins?.value ?? (view.elementName == "tableView")
        spec.layoutMarginsFollowReadableWidth = view.layoutMarginsFollowReadableWidth?.value ?? false
        applyContent(view, to: &spec)
        applyControlContent(view, to: &spec)
        applyRuntimeContent(view, to: &spec)
        applyControlMetrics(view, to: &spec)
        applyTableLook(view, to: &spec)
        applyRuntimeAttributes(view, to: &spec)
        if spec.intrinsicSize == nil, let stored = unavailableFontFrameSize(view) { spec.intrinsicSize = stored.size }
        if spec.intrinsicSize == nil, let size = Self.barSizes[view.elementName] {
            spec.intrinsicSize = barSize(view, size)
        }
        // UIKit's translatesAutoresizingMaskIntoConstraints: on unless the file turns it off
        // (IB's fixedFrame views are on at run time); stacks turn it off for arranged views.
        let arranged = parent.elementName == "stackView" && view.key == nil
        let translates =
            (view.translatesAutoresizingMaskIntoConstraints?.value ?? true) || view.fixedFrame?.value == true
        if translates && !arranged, spec.designFrame != nil, let parentFrame = parent.frame?.value {
            // A superview that does not autoresize its subviews (`autoresizesSubviews="NO"`)
            // leaves their frames as they are: no mask is translated (UIView's documentation).
            let resized = parent.autoresizesSubviews?.value != false
            spec.autoresizing = resized ? mask(view.autoresizingMask?.value) : AutoresizingMask()
            spec.superviewDesignSize = Size(width: parentFrame.width, height: parentFrame.height)
        }
        layOutInList(view, parent: parent, spec: &spec)
        let children = view.subviews + view.keyedViews + view.cells
        spec.subviews = children.map { viewSpec($0, parent: view) }
        if let attributes = view.stack { spec.stack = stack(attributes, view: view) }
        if kind == .scroll {
            var scroll = ScrollSpec()
            scroll.content = children.map { names[$0.id.value]! }
            spec.scroll = scroll
        }
        return spec
    }

    func mask(_ mask: IBAutoresizingMask?) -> AutoresizingMask {
        var result = AutoresizingMask()
        guard let mask else {
            // No mask written: UIKit's default, none (a fixed frame from the top left).
            return result
        }
        result.flexibleLeftMargin = mask.flexibleMinX
        result.flexibleWidth = mask.widthSizable
        result.flexibleRightMargin = mask.flexibleMaxX
        result.flexibleTopMargin = mask.flexibleMinY
        result.flexibleHeight = mask.heightSizable
        result.flexibleBottomMargin = mask.flexibleMaxY
        return result
    }

    func stack(_ attributes: IBStackAttributes, view: IBView) -> StackSpec {
        var stack = StackSpec()
        stack.axis = attributes.axis?.value == "vertical" ? .vertical : .horizontal
        stack.distribution = attributes.distribution.flatMap { StackSpec.Distribution(rawValue: $0.value) } ?? .fill
        let alignment = attributes.alignment?.value
        stack.alignment =
            alignment.flatMap { StackSpec.Alignment(rawValue: $0 == "baseline" ? "lastBaseline" : $0) } ?? .fill
        stack.spacing =
            attributes.spacingType?.value == "standard"
            ? .standard(multiple: 1) : .points(attributes.spacing?.value ?? 0)
        stack.isBaselineRelative = attributes.baselineRelativeArrangement?.value ?? false
        // No attribute is written for it: a stack view with its own margins arranges inside them.
        stack.isLayoutMarginsRelative = view.layoutMargins != nil
        stack.arranged = view.subviews.map { names[$0.id.value]! }
        return stack
    }

    func insets(_ insets: IBInsets) -> Insets {
        Insets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    }

    // MARK: - Content

    func applyContent(_ view: IBView, to spec: inout ViewSpec) {
        let content = view.content
        spec.text = content.text?.value
        spec.title = content.title?.value
        spec.placeholder = content.placeholder?.value
        spec.segments = content.segments.map(\.value)
        spec.selectedSegment = content.selectedSegmentIndex?.value ?? 0
        if let font = content.titleFont { spec.font = font_(font) }
        // A custom-type button (no `buttonType`) titles in UIButton's own default font, system
        // 18; Interface Builder's system-type buttons in system 15 (docs/interface-builder.md).
        if view.elementName == "button", content.buttonType == nil, spec.font == nil, content.configuration == nil {
            spec.font = .system(18)
        }
        if !content.paragraphSpacing.isEmpty {
            let values = content.paragraphSpacing
            spec.font = spec.font ?? .system(17)
            spec.font?.paragraph = ParagraphSpacing(
                lineHeightMultiple: values["lineHeightMultiple"] ?? 0,
                minimumLineHeight: values["minimumLineHeight"] ?? 0,
                maximumLineHeight: values["maximumLineHeight"] ?? 0, lineSpacing: values["lineSpacing"] ?? 0)
        }
        if view.elementName == "label" { spec.lines = content.numberOfLines?.value ?? 1 }
        // A text view that does not scroll is sized by its text (`lines: 0`), else it scrolls.
        if view.elementName == "textView" { spec.lines = content.scrollEnabled?.value == false ? 0 : 1 }
        if let alignment = content.textAlignment?.value {
            spec.alignment = TextAlignment(rawValue: alignment) ?? .natural
        }
        for color in content.colors {
            switch color.key?.value {
            case "backgroundColor": spec.background = self.color(color)
            case "textColor": spec.textColor = self.color(color)
            case "tintColor": spec.tint = self.color(color)
            default: break
            }
        }
        if view.elementName == "button" {
            // The normal state's title colour; a custom-type button's title is white by default
            // (a system button's takes the tint).
            let normal = content.states.first { $0.key.value == "normal" }
            if let titleColor = normal?.titleColor.flatMap(color) {
                spec.textColor = titleColor
            } else if content.buttonType == nil, content.configuration == nil, spec.textColor == nil {
                spec.textColor = .white
            }
        }
        if let image = content.image?.value ?? content.states.first(where: { $0.key.value == "normal" })?.image?.value {
            if let resource = document.resources.image(named: image) {
                spec.imageSize = Size(width: resource.width.value, height: resource.height.value)
            }
            if view.elementName == "imageView" { spec.alignmentInsets = assets.alignmentInsets[image] }
        }
        if let inset = content.insets.first(where: { $0.value.key == "contentEdgeInsets" })?.value {
            spec.contentInsets = insets(inset)
        }
        applyBackgroundImage(view, to: &spec)
        if let configuration = content.configuration {
            // iOS 15 configurations: 7 above and below, 12 on the sides, a 17-point title.
            spec.contentInsets =
                configuration.contentInsets.map { insets($0.value) } ?? Insets(top: 7, left: 12, bottom: 7, right: 12)
            if spec.font == nil { spec.font = .system(17) }
        }
        if let mode = view.contentMode?.value { spec.contentMode = ContentMode(rawValue: mode) ?? .scaleToFill }
        if view.elementName == "switch" { spec.isOn = content.on?.value ?? true }
        if let value = content.value?.value {
            let low = content.minValue?.value ?? 0, high = content.maxValue?.value ?? 1
            spec.value = high > low ? min(1, max(0, (value - low) / (high - low))) : 0
        }
        if let progress = content.progress?.value { spec.progress = progress }
        if view.elementName == "activityIndicatorView", let style = content.style?.value {
            spec.style = style.lowercased().contains("large") ? .large : .medium
        }
        if let image = Self.sizingImage(view), isSymbol(image) {
            spec.imageSize = symbolSize(image, in: view, spec: spec)
        }
    }

    func font_(_ font: IBFont) -> FontSpec {
        if let style = font.style?.value {
            let key = style.replacingOccurrences(of: "UICTFontTextStyle", with: "")
            let named: [String: TextStyle] = [
                "Title0": .largeTitle, "Subhead": .subheadline, "Caption1": .caption1,
                "Caption2": .caption2, "Title1": .title1, "Title2": .title2, "Title3": .title3,
            ]
            if let textStyle = named[key] ?? TextStyle.named(key) {
                return FontSpec(
                    textStyle: textStyle, size: textStyle.size(for: .L),
                    weight: textStyle == .headline ? .semibold : .regular)
            }
        }
        let size = font.pointSize?.value ?? 17
        switch font.type?.value {
        case "boldSystem": return FontSpec(size: size, weight: .bold)
        case "italicSystem": return FontSpec(size: size, italic: true)
        case "system":
            return FontSpec(size: size, weight: font.weight.flatMap { FontSpec.Weight(rawValue: $0.value) } ?? .regular)
        default:
            // A named font, kept by its PostScript name (which says its weight and slant):
            // `FontFaces` decides whether alpreview carries it or draws the system font for it.
            let name = font.name?.value ?? font.family?.value
            // A font file the project carries, by the PostScript name the document gives.
            if let name, let project = fonts.font(named: name, size: size) { return project }
            let named = FontSpec(size: size, family: name)
            return FontSpec(
                size: size, weight: FontFaces.weight(of: named), family: name, italic: FontFaces.isItalic(named))
        }
    }

    func color(_ color: IBColor) -> Color? { IBColorResolver(resources: document.resources).color(color) }

    // MARK: - Size classes of the file's own device

    /// The size class Xcode resolved the stored frames in: the device's, none (Any/Any) without one.
    var fileSizeClass: SizeClass? {
        guard document.device != nil else { return nil }
        return device.sizeClass(document.device?.orientation?.value == "landscape" ? .landscape : .portrait)
    }

    /// Whether a variation key applies to the file's own size class.
    func appliesToFile(_ key: IBSizeClassKey) -> Bool {
        guard let sizeClass = fileSizeClass else { return key.width == nil && key.height == nil }
        return (key.width.map { $0.rawValue == sizeClass.horizontal.rawValue } ?? true)
            && (key.height.map { $0.rawValue == sizeClass.vertical.rawValue } ?? true)
    }

    func markUninstalled() {
        for id in uninstalledIDs {
            stored[ViewID(id)]?.uninstalled = true
            // Everything inside an uninstalled view is gone too.
            for (child, _) in parents where isInside(child, id) { stored[ViewID(child)]?.uninstalled = true }
        }
    }

    func isInside(_ view: String, _ ancestor: String) -> Bool {
        var current = parents[view]
        var steps = 0
        while let id = current, steps < 10_000 {
            if id == ancestor { return true }
            current = parents[id]
            steps += 1
        }
        return false
    }
}

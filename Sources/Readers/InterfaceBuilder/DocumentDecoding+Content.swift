import IBXML
import SceneModel

/// What views show: text, fonts, colours, images, button states and configurations, control
/// values, table and collection metrics.
extension DocumentDecoding {
    func contentAttributes(_ fields: inout ElementFields) -> IBContent {
        var content = IBContent()
        content.text = fields.string("text")
        content.placeholder = fields.string("placeholder")
        content.numberOfLines = fields.int("numberOfLines", within: ValueBounds.lines)
        content.lineBreakMode = fields.string("lineBreakMode")
        content.textAlignment = fields.string("textAlignment")
        content.adjustsFontForContentSizeCategory = fields.bool("adjustsFontForContentSizeCategory")
        content.preferredMaxLayoutWidth = fields.double("preferredMaxLayoutWidth")
        content.minimumFontSize = fields.double("minimumFontSize")
        content.borderStyle = fields.string("borderStyle")
        content.editable = fields.bool("editable")
        content.scrollEnabled = fields.bool("scrollEnabled")
        content.image = fields.string("image")
        // `catalog="system"`: an SF Symbol, which the document's `<resources>` also mark.
        fields.ignore(["catalog"])
        content.highlightedImage = fields.string("highlightedImage")
        content.buttonType = fields.string("buttonType")
        content.selectedSegmentIndex = fields.int("selectedSegmentIndex")
        content.on = fields.bool("on")
        content.value = fields.double("value")
        content.minValue = fields.double("minValue")
        content.maxValue = fields.double("maxValue")
        content.progress = fields.double("progress", within: ValueBounds.fractions)
        content.progressViewStyle = fields.string("progressViewStyle")
        content.numberOfPages = fields.int("numberOfPages", within: ValueBounds.pages)
        content.currentPage = fields.int("currentPage", within: ValueBounds.pages)
        content.prompt = fields.string("prompt")
        content.searchBarStyle = fields.string("searchBarStyle")
        content.showsScopeBar = fields.bool("showsScopeBar")
        content.datePickerMode = fields.string("datePickerMode")
        content.style = fields.string("style")
        content.translucent = fields.bool("translucent")
        content.barStyle = fields.string("barStyle")
        content.prefersLargeTitles = fields.bool("largeTitles")
        content.rowHeight = fields.double("rowHeight")
        content.accessoryType = fields.string("accessoryType")
        content.separatorStyle = fields.string("separatorStyle")
        content.dataMode = fields.string("dataMode")
        content.estimatedRowHeight = fields.double("estimatedRowHeight")
        content.sectionHeaderHeight = fields.double("sectionHeaderHeight")
        content.sectionFooterHeight = fields.double("sectionFooterHeight")
        return content
    }

    /// One content child of a view; false when not understood.
    func contentChild(_ child: XMLElementNode, of content: inout IBContent) -> Bool {
        let key = child["key"]
        switch child.name {
        case "fontDescription":
            content.font = font(child)
        case "color":
            if let color = color(child) { content.colors.append(color) }
        case "string" where key == "text", "mutableString" where key == "text":
            content.text = Located(child.text, at: child.textPosition ?? child.position)
        case "state":
            if let state = buttonState(child) { content.states.append(state) }
        case "buttonConfiguration":
            content.configuration = buttonConfiguration(child)
        case "inset":
            if let insets = insets(child) { content.insets.append(insets) }
        case "segments":
            context.eachChild(of: child) { segment in
                guard segment.name == "segment" else { return false }
                var fields = ElementFields(segment, context)
                if let title = fields.string("title") { content.segments.append(title) }
                fields.ignore(["image", "enabled", "width"])
                _ = fields.leftovers()
                return true
            }
        case "scopeButtonTitles":
            context.eachChild(of: child) { title in
                guard title.name == "string" else { return false }
                content.scopeButtonTitles.append(Located(title.text, at: title.textPosition ?? title.position))
                return true
            }
        case "date" where key == "date":
            var fields = ElementFields(child, context, skippable: true)
            fields.ignore(["key"])
            // Seconds from 2001, past the ±100,000 of lengths: read as is; a date out of the
            // years 1–9999 shows the placeholder (`PickerDate`).
            content.date = fields.string("timeIntervalSinceReferenceDate").flatMap { text in
                Double(text.value).map { Located($0, at: text.position) }
            }
            _ = fields.leftovers()
        case "size" where key == "customSize":
            content.customSize = size(child)
        case "collectionViewFlowLayout":
            content.flowLayout = flowLayout(child)
        case "listContentConfiguration" where key == "contentConfiguration":
            // A cell's iOS 14 content configuration: its texts are drawn in the row; any other
            // attribute or child (an image, text properties) is reported, not drawn.
            var fields = ElementFields(child, context)
            fields.ignore(["key"])
            content.listText = fields.string("text")
            content.listSecondaryText = fields.string("secondaryText")
            _ = fields.leftovers()
            context.eachChild(of: child) { _ in false }
        case "textAttributes" where key == "titleTextAttributes":
            content.titleTextColor = barColor(
                in: child, key: "textColor", ignoring: ["fontDescription", "offsetWrapper"])
        case "textAttributes", "navigationBarAppearance", "toolbarAppearance", "tabBarAppearance":
            // Large titles' attributes and the other appearances (compact, scroll edge) are not drawn.
            if child.name != "textAttributes", key == "standardAppearance" {
                content.appearanceBackground = barColor(in: child, key: "backgroundColor", ignoring: nil)
            }
        default:
            return false
        }
        return true
    }

    /// The `<color key="KEY">` among a bar's attribute or appearance element's children; the
    /// children named in `ignoring` are known and not drawn (nil: any other child is).
    private func barColor(in element: XMLElementNode, key: String, ignoring: Set<String>?) -> IBColor? {
        var found: IBColor?
        context.eachChild(of: element) { child in
            if child.name == "color", child["key"] == key {
                found = color(child)
                return true
            }
            return ignoring.map { $0.contains(child.name) } ?? true
        }
        return found
    }

    /// The size of a font whose document gives 0 (Core Text's default).
    static let defaultFontSize = 12.0

    func font(_ element: XMLElementNode) -> IBFont? {
        var fields = ElementFields(element, context, skippable: true)
        guard let key = fields.required("key") else { return nil }
        var pointSize: Located<Double>?
        // A size of 0 is Core Text's default size, 12 points (`CTFontCreateWithName`: "If 0.0 is
        // specified, the default font size of 12.0 is used"), as UIFont is a Core Text font:
        // Interface Builder's subtitle cells store their built-in labels so, 12 points high.
        if let raw = element["pointSize"], (try? ElementFields.checkedNumber(raw, name: "pointSize").get()) == 0,
            let zero = fields.string("pointSize")
        {
            pointSize = Located(Self.defaultFontSize, at: zero.position)
        } else {
            pointSize = fields.double("pointSize", within: ValueBounds.fontSizes, what: "a font size")
        }
        // `size="system"` (older documents): UIFont.systemFontSize, 14 points (docs/interface-builder.md,
        // "Named font sizes").
        if let named = fields.string("size"), named.value == "system", pointSize == nil {
            pointSize = Located(14, at: named.position)
        }
        let font = IBFont(
            key: key, type: fields.string("type"), weight: fields.string("weight"),
            pointSize: pointSize,
            style: fields.string("style"), name: fields.string("name"),
            family: fields.string("family"), position: element.position)
        _ = fields.leftovers()
        return font
    }

    /// The colour forms Interface Builder writes (system, legacy system, named, RGB, white); a
    /// `<color>` with none of them is skipped with a warning.
    func color(_ element: XMLElementNode) -> IBColor? {
        var fields = ElementFields(element, context, skippable: true)
        let key = fields.string("key")
        let value: IBColor.Value?
        let space = fields.string("customColorSpace") ?? fields.string("colorSpace")
        // `catalog` names an AppKit colour list (`System`), which the colour's name already says.
        fields.ignore(["colorSpace", "customColorSpace", "catalog"])
        if let system = fields.string("systemColor") {
            value = .system(system.value)
        } else if let modern = fields.string("xcode11CocoaTouchSystemColor") {
            // Xcode 11's semantic colour beside the legacy one it replaced (`whiteColor`): the
            // semantic one is what iOS 13 and later draw, dark appearance included.
            fields.ignore(["cocoaTouchSystemColor"])
            value = .system(modern.value)
        } else if let legacy = fields.string("cocoaTouchSystemColor") {
            value = .legacySystem(legacy.value)
        } else if let name = fields.string("name") {
            value = .named(name.value)
        } else if element["white"] != nil {
            let white = fields.double("white"), alpha = fields.double("alpha")
            value = white.map { .white(white: $0.value, alpha: alpha?.value ?? 1, space: space?.value ?? "") }
        } else if element["red"] != nil || element["green"] != nil || element["blue"] != nil {
            let red = fields.double("red"), green = fields.double("green"), blue = fields.double("blue"),
                alpha = fields.double("alpha")
            if let red, let green, let blue {
                value = .rgb(
                    red: red.value, green: green.value, blue: blue.value, alpha: alpha?.value ?? 1,
                    space: space?.value ?? "")
            } else {
                // A component that is missing (one that does not parse is already reported).
                if ["red", "green", "blue"].contains(where: { element[$0] == nil }) {
                    fields.skip("<color> needs red, green and blue together")
                }
                value = nil
            }
        } else {
            fields.skip("<color> has no colour: expected systemColor, name, white or red/green/blue")
            value = nil
        }
        _ = fields.leftovers()
        return value.map { IBColor(key: key, value: $0, position: element.position) }
    }

    func buttonState(_ element: XMLElementNode) -> IBButtonState? {
        var fields = ElementFields(element, context, skippable: true)
        guard let key = fields.required("key") else { return nil }
        var state = IBButtonState(
            key: key, title: fields.string("title"), image: fields.string("image"),
            backgroundImage: fields.string("backgroundImage"), titleColor: nil)
        fields.ignore(["catalog"])
        _ = fields.leftovers()
        context.eachChild(of: element) { child in
            switch child.name {
            // The title's colour; a `titleShadowColor` is the shadow's.
            case "color" where child["key"] == "titleColor": state.titleColor = color(child)
            case "color": break
            case "string" where child["key"] == "title":
                state.title = Located(child.text, at: child.textPosition ?? child.position)
            case "attributedString" where child["key"] == "attributedTitle":
                // UIButton shows an attributed title instead of the plain one, in its own font.
                let string = attributedString(child)
                state.title = string.text
                state.attributedTitleFont = string.font
            case "imageReference" where child["key"] == "image":
                // A newer Xcode writes the image as `<imageReference key="image" image="…">`.
                if let image = child.attribute("image") { state.image = Located(image.value, at: image.valuePosition) }
            case "preferredSymbolConfiguration", "imageReference", "attributedString": break
            default: return false
            }
            return true
        }
        return state
    }

    func buttonConfiguration(_ element: XMLElementNode) -> IBButtonConfiguration {
        var fields = ElementFields(element, context)
        var configuration = IBButtonConfiguration(
            style: fields.string("style"), title: fields.string("title"), subtitle: fields.string("subtitle"),
            image: fields.string("image"), cornerStyle: fields.string("cornerStyle"), titleFont: nil,
            contentInsets: nil, colors: [])
        fields.ignore([
            "key", "imagePlacement", "imagePadding", "titlePadding", "titleAlignment", "buttonSize",
            "showsActivityIndicator",
        ])
        _ = fields.leftovers()
        context.eachChild(of: element) { child in
            switch child.name {
            case "fontDescription": configuration.titleFont = font(child)
            case "directionalEdgeInsets": configuration.contentInsets = insets(child)
            case "color": if let color = color(child) { configuration.colors.append(color) }
            case "backgroundConfiguration", "preferredSymbolConfiguration", "imageReference", "attributedString": break
            default: return false
            }
            return true
        }
        return configuration
    }

    func flowLayout(_ element: XMLElementNode) -> IBFlowLayout {
        var fields = ElementFields(element, context)
        var layout = IBFlowLayout(
            scrollDirection: fields.string("scrollDirection"),
            minimumLineSpacing: fields.double("minimumLineSpacing"),
            minimumInteritemSpacing: fields.double("minimumInteritemSpacing"))
        if let reference = fields.string("sectionInsetReference"), reference.value != "contentInset" {
            // Not a silent guess: insets measured from the safe area or the margins are not modelled.
            context.warn(
                "section insets measured from the \(reference.value == "safeArea" ? "safe area" : reference.value) "
                    + "are not modelled: laid out from the content inset",
                at: element.position)
        }
        fields.ignore(["key", "id", "automaticEstimatedItemSize"])
        _ = fields.leftovers()
        context.eachChild(of: element) { child in
            switch (child.name, child["key"]) {
            case ("size", "itemSize"): layout.itemSize = size(child)
            case ("size", "estimatedItemSize"): layout.estimatedItemSize = size(child)
            case ("size", "headerReferenceSize"): layout.headerReferenceSize = size(child)
            case ("size", "footerReferenceSize"): layout.footerReferenceSize = size(child)
            case ("inset", "sectionInset"): layout.sectionInset = insets(child)
            default: return false
            }
            return true
        }
        return layout
    }
}

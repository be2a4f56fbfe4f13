import IBXML
import SourceText
import SceneModel

/// Views: geometry, priorities, margins, guides, stacks, subviews, constraints, variations.
extension DocumentDecoding {
    /// View elements (the UIKit class without `UI`).
    /// The warning for a view element of a class this reader does not know (a newer Xcode's),
    /// laid out as a plain UIView where it stands.
    static func plainViewWarning(_ name: String) -> String {
        "<\(name)> is not a view class alpreview knows; laid out as a plain view"
    }

    static let viewNames: Set<String> = [
        "view", "label", "button", "textField", "textView", "imageView", "switch", "stackView", "scrollView",
        "tableView", "tableViewCell", "tableViewCellContentView", "collectionView", "collectionViewCell",
        "collectionViewCellContentView", "collectionReusableView", "containerView", "activityIndicatorView",
        "navigationBar", "tabBar", "toolbar", "segmentedControl", "slider", "stepper", "pageControl",
        "progressView", "searchBar", "visualEffectView", "datePicker", "pickerView", "mapView", "wkWebView",
        "webView", "glkView", "mtkView", "arscnView", "sceneKitView", "tableViewHeaderFooterView",
        // A XIB's top-level UIWindow (a MainWindow.xib), a view Interface Builder draws at its frame.
        "window",
    ]

    /// Attributes about behaviour or drawing, not layout.
    static let ignoredViewAttributes = [
        "opaque", "userInteractionEnabled", "multipleTouchEnabled", "clearsContextBeforeDrawing",
        "customModuleProvider",
        "restorationIdentifier", "tag", "contentHorizontalAlignment", "contentVerticalAlignment", "baselineAdjustment",
        "adjustsFontSizeToFit", "minimumScaleFactor", "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled",
        "showsTouchWhenHighlighted", "alwaysBounceVertical", "alwaysBounceHorizontal", "showsHorizontalScrollIndicator",
        "showsVerticalScrollIndicator", "bouncesZoom", "bounces", "pagingEnabled", "keyboardDismissMode",
        "delaysContentTouches", "canCancelContentTouches", "separatorInsetReference",
        "allowsSelection", "allowsMultipleSelection", "selectionStyle", "indentationWidth", "indentationLevel",
        "reuseIdentifier", "editingAccessoryType", "highlighted", "enabled", "selected",
        "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight", "clearButtonMode",
        "usesAttributedText", "allowsEditingTextAttributes", "dataDetectorTypes", "selectable", "hidesWhenStopped",
        "animating", "continuous", "momentary", "springLoaded", "pointerInteraction", "tableViewCell",
        "collectionViewCell", "prefetchingEnabled", "minimumZoomScale", "maximumZoomScale", "directionalLockEnabled",
        "visibleAtLaunch", "resizesToFullScreen",
        // Editing and interaction behaviour, a map's and a player's content, iOS 6's segmented
        // control styles (iOS 7 draws one style), a style cell's outlets to its own labels.
        "hidesAccessoryWhenEditing", "allowsSelectionDuringEditing", "showsSelectionImmediatelyOnTouchBegin",
        "clearsOnBeginEditing", "reversesTitleShadowWhenHighlighted", "allowsLinkPreview",
        "allowsBackForwardNavigationGestures", "pitchEnabled", "mapType", "videoGravity", "segmentControlStyle",
        "textLabel", "detailTextLabel", "imageView", "maximumValue",
        // A stepper's step and a date picker's minute interval (values, not sizes), a button's menu
        // on tap, whether its title is attributed (the title itself is read), Interface Builder's
        // own ambiguity check, a 3D view's sampling and scene file, and the letter spacing to fit
        // (it tightens the drawn glyphs; the intrinsic size is unchanged).
        "stepValue", "minuteInterval", "showsMenuAsPrimaryAction", "hasAttributedTitle", "verifyAmbiguity",
        "wantsMultisampling", "sceneName", "adjustsLetterSpacingToFitWidth",
    ]

    /// A view element; `parentID` names the view that holds it under a key (a cell's content view).
    func view(_ element: XMLElementNode, parentID: Located<String>? = nil) -> IBView? {
        var fields = ElementFields(element, context, skippable: true)
        guard var id = viewID(&fields, parentID: parentID) else { return nil }
        // Ids are unique in a document: a reused one would make a constraint's item ambiguous
        // (or a view its own ancestor); the later view is renamed.
        if let first = context.viewIDs[id.value] {
            id = placeID(
                element,
                reason:
                    "reuses the id '\(shownValue(id.value))' of the view at line \(first.line), column \(first.column)")
        } else {
            context.viewIDs[id.value] = element.position
        }
        var view = IBView(
            elementName: element.name, key: fields.string("key"), id: id, customClass: fields.string("customClass"),
            customModule: fields.string("customModule"), userLabel: fields.string("userLabel"), frame: nil,
            autoresizingMask: nil,
            translatesAutoresizingMaskIntoConstraints: fields.bool("translatesAutoresizingMaskIntoConstraints"),
            fixedFrame: fields.bool("fixedFrame"), misplaced: fields.bool("misplaced"),
            ambiguous: fields.bool("ambiguous"),
            contentMode: fields.string("contentMode"),
            semanticContentAttribute: fields.string("semanticContentAttribute"),
            hidden: fields.bool("hidden"), alpha: fields.double("alpha", within: ValueBounds.fractions),
            clipsSubviews: fields.bool("clipsSubviews"),
            horizontalHuggingPriority: fields.double(
                "horizontalHuggingPriority", within: priorities, what: "a priority"),
            verticalHuggingPriority: fields.double("verticalHuggingPriority", within: priorities, what: "a priority"),
            horizontalCompressionResistancePriority: fields.double(
                "horizontalCompressionResistancePriority", within: priorities, what: "a priority"),
            verticalCompressionResistancePriority: fields.double(
                "verticalCompressionResistancePriority", within: priorities, what: "a priority"),
            placeholderIntrinsicWidth: placeholderIntrinsicSize("placeholderIntrinsicWidth", &fields),
            placeholderIntrinsicHeight: placeholderIntrinsicSize("placeholderIntrinsicHeight", &fields),
            layoutMargins: nil,
            preservesSuperviewLayoutMargins: fields.bool("preservesSuperviewLayoutMargins"),
            insetsLayoutMarginsFromSafeArea: fields.bool("insetsLayoutMarginsFromSafeArea"),
            layoutMarginsFollowReadableWidth: fields.bool("layoutMarginsFollowReadableWidth"), layoutGuides: [],
            stack: element.name == "stackView" ? stack(&fields) : nil, content: contentAttributes(&fields),
            subviews: [], keyedViews: [], cells: [], constraints: [], variations: [], extras: IBExtras(),
            position: element.position)
        view.autoresizesSubviews = fields.bool("autoresizesSubviews")
        fields.ignore(Self.ignoredViewAttributes)
        view.extras.attributes = fields.leftovers()
        var extras = view.extras
        context.eachChild(of: element, extras: &extras) { child in
            viewChild(child, of: &view)
        }
        view.extras.elements = extras.elements
        return view
    }

    /// A view's `id`. Xcode writes none for a collection view cell's `<view key="contentView">`:
    /// such a keyed view is named after its holder and key (`ABC-de-fgh.contentView`), which no
    /// id Xcode writes can equal. Any other view without one (a file edited by hand) is named
    /// after its place (`view@12:9`), with a warning: nothing can name it, but it is laid out.
    func viewID(_ fields: inout ElementFields, parentID: Located<String>?) -> Located<String>? {
        if let id = fields.string("id") { return id }
        if let parentID, let key = fields.string("key") {
            return Located("\(parentID.value).\(key.value)", at: key.position)
        }
        return placeID(fields.element)
    }

    /// An id for an element without a usable one, which no id Xcode writes can equal, with a
    /// warning saying why.
    func placeID(_ element: XMLElementNode, reason: String = "has no 'id' (Interface Builder always writes it)")
        -> Located<String>
    {
        let id = "\(element.name)@\(element.position.line):\(element.position.column)"
        context.warn("<\(element.name)> \(reason); named '\(id)'", at: element.position)
        return Located(id, at: element.position)
    }

    var priorities: ClosedRange<Double> { ValueBounds.priorities }

    /// A placeholder intrinsic size: >= 0, or -1 (UIView.noIntrinsicMetric, "none"), as a YAML
    /// scene's `intrinsicSize`; any other negative is none, with a warning.
    func placeholderIntrinsicSize(_ name: String, _ fields: inout ElementFields) -> Located<Double>? {
        guard let size = fields.double(name) else { return nil }
        guard size.value < 0 && size.value != -1 else { return size }
        context.warn(
            "'\(name)' must be >= 0, or -1 for none, not '\(ValueBounds.text(size.value))'; -1 is used",
            at: size.position)
        return Located(-1, at: size.position)
    }

    /// One child element of a view; false when not understood.
    func viewChild(_ child: XMLElementNode, of view: inout IBView) -> Bool {
        let key = child["key"]
        switch child.name {
        case "rect" where key == "frame":
            view.frame = rect(child)
        case "autoresizingMask":
            view.autoresizingMask = autoresizingMask(child)
        case "subviews":
            context.eachChild(of: child) { subview in
                if !Self.viewNames.contains(subview.name) {
                    // Everything Xcode writes in <subviews> is a view: one of a class this reader
                    // does not know (a newer Xcode's) is laid out as a plain UIView, so that the
                    // constraints naming it still hold.
                    guard subview["id"] != nil else { return false }
                    context.warn(Self.plainViewWarning(subview.name), at: subview.position)
                }
                if let decoded = self.view(subview) { view.subviews.append(decoded) }
                return true
            }
        case "constraints":
            context.eachChild(of: child) { constraint in
                guard constraint.name == "constraint" else { return false }
                if let decoded = self.constraint(constraint) { view.constraints.append(decoded) }
                return true
            }
        case "viewLayoutGuide", "keyboardLayoutGuide":
            var fields = ElementFields(child, context, skippable: true)
            if let key = fields.required("key"), let id = fields.required("id") {
                view.layoutGuides.append(IBLayoutGuide(elementName: child.name, key: key, id: id))
            }
            fields.ignore(["usesBottomSafeArea", "followsUndockedKeyboard"])
            _ = fields.leftovers()
        case "edgeInsets" where key == "layoutMargins", "directionalEdgeInsets" where key == "directionalLayoutMargins":
            view.layoutMargins = insets(child)
        case "variation":
            if let variation = variation(child) { view.variations.append(variation) }
        case "prototypes", "cells":
            view.cells += cells(child)
        case "sections":
            context.eachChild(of: child) { section in
                guard section.name == "tableViewSection" else { return false }
                let before = view.cells.count
                context.eachChild(of: section) { part in
                    // A section's `userComments` are the developer's notes in Interface Builder.
                    if part.name == "attributedString", part["key"] == "userComments" { return true }
                    guard part.name == "cells" else { return false }
                    view.cells += cells(part)
                    return true
                }
                view.content.tableSections.append(
                    IBTableSection(
                        headerTitle: section["headerTitle"], footerTitle: section["footerTitle"],
                        cellCount: view.cells.count - before))
                return true
            }
        case "connections":
            view.segues += segues(child)
        case "items":
            view.barItemSegues += barItemSegues(in: child)
            view.barItems = barButtonItems(in: child)
            // A navigation bar's stack of items: the last is the one it shows.
            if let item = child.children.last(where: { $0.name == "navigationItem" }) {
                view.navigationItemTitle = item["title"]
                view.navigationItems = navigationItems(item)
            }
            view.tabBarItems = child.children.filter { $0.name == "tabBarItem" }.map { item in
                let system = item["systemItem"]
                let image =
                    item["image"]
                    ?? item.children.first { $0.name == "imageReference" && $0["key"] == "image" }?["image"]
                return (item["title"] ?? system.map(Self.spacedWords) ?? "Item", system, image)
            }
        case "accessibility" where key == "accessibilityConfiguration":
            view.accessibilityLabel = child["label"]
            if let element = child.children.first(where: { $0.name == "bool" && $0["key"] == "isElement" }) {
                view.isAccessibilityElement = element["value"] == "YES"
            }
        case "point" where key == "canvasLocation":
            view.canvasLocation = canvasLocation(child)
        case "userDefinedRuntimeAttributes":
            view.runtimeAttributes += IBRuntimeAttribute.all(in: child)
        case "imageReference" where key == "image":
            // A newer Xcode writes an image view's image as `<imageReference key="image" image="…">`.
            if let image = child.attribute("image") {
                view.content.image = Located(image.value, at: image.valuePosition)
            }
        // `<animations/>`: an empty element early Xcodes wrote in views.
        // A web view's configuration and a text view's data detectors change what the app does
        // with the content, not the canvas.
        case "point", "accessibility", "gestureRecognizers", "textInputTraits", "nil", "animations",
            "freeformSimulatedSizeMetrics", "simulatedMetricsContainer", "segue", "imageReference",
            "preferredSymbolConfiguration", "backgroundConfiguration", "wkWebViewConfiguration", "dataDetectorType":
            break
        case "attributedString":
            if key == "attributedText" { attributedText(child, into: &view.content) }
        default:
            if Self.viewNames.contains(child.name), key != nil {
                if let decoded = self.view(child, parentID: view.id) { view.keyedViews.append(decoded) }
                return true
            }
            return contentChild(child, of: &view.content)
        }
        return true
    }

    func cells(_ element: XMLElementNode) -> [IBView] {
        var result: [IBView] = []
        context.eachChild(of: element) { cell in
            guard Self.viewNames.contains(cell.name) else { return false }
            if let decoded = view(cell) { result.append(decoded) }
            return true
        }
        return result
    }

    func stack(_ fields: inout ElementFields) -> IBStackAttributes {
        IBStackAttributes(
            axis: fields.string("axis"), distribution: fields.string("distribution"),
            alignment: fields.string("alignment"), spacing: fields.double("spacing"),
            spacingType: fields.string("spacingType"),
            baselineRelativeArrangement: fields.bool("baselineRelativeArrangement"))
    }

    func rect(_ element: XMLElementNode) -> Located<IBRect>? {
        var fields = ElementFields(element, context, skippable: true)
        fields.ignore(["key"])
        let x = fields.requiredDouble("x"), y = fields.requiredDouble("y")
        let width = fields.requiredSize("width"), height = fields.requiredSize("height")
        _ = fields.leftovers()
        guard let x, let y, let width, let height else { return nil }
        return Located(IBRect(x: x.value, y: y.value, width: width.value, height: height.value), at: element.position)
    }

    func size(_ element: XMLElementNode) -> Located<IBSize>? {
        var fields = ElementFields(element, context, skippable: true)
        fields.ignore(["key"])
        let width = fields.requiredSize("width"), height = fields.requiredSize("height")
        _ = fields.leftovers()
        guard let width, let height else { return nil }
        return Located(IBSize(width: width.value, height: height.value), at: element.position)
    }

    /// `<edgeInsets>`, `<directionalEdgeInsets>` or a legacy `<inset>`; a missing side is 0.
    func insets(_ element: XMLElementNode) -> Located<IBInsets>? {
        var fields = ElementFields(element, context)
        let key = fields.string("key")?.value ?? ""
        let names: (IBInsets.Form, String, String, String, String)
        switch element.name {
        case "edgeInsets": names = (.edge, "top", "left", "bottom", "right")
        case "directionalEdgeInsets": names = (.directional, "top", "leading", "bottom", "trailing")
        default: names = (.legacy, "minY", "minX", "maxY", "maxX")
        }
        let top = fields.double(names.1), leading = fields.double(names.2)
        let bottom = fields.double(names.3), trailing = fields.double(names.4)
        _ = fields.leftovers()
        return Located(
            IBInsets(
                key: key, form: names.0, top: top?.value ?? 0, leading: leading?.value ?? 0,
                bottom: bottom?.value ?? 0, trailing: trailing?.value ?? 0), at: element.position)
    }

    func autoresizingMask(_ element: XMLElementNode) -> Located<IBAutoresizingMask> {
        var fields = ElementFields(element, context)
        fields.ignore(["key"])
        var mask = IBAutoresizingMask()
        mask.widthSizable = fields.flag("widthSizable")
        mask.heightSizable = fields.flag("heightSizable")
        mask.flexibleMinX = fields.flag("flexibleMinX")
        mask.flexibleMaxX = fields.flag("flexibleMaxX")
        mask.flexibleMinY = fields.flag("flexibleMinY")
        mask.flexibleMaxY = fields.flag("flexibleMaxY")
        _ = fields.leftovers()
        return Located(mask, at: element.position)
    }
}

import IBXML

/// A view of any kind: the element name is the UIKit class without `UI` (`view`, `label`,
/// `stackView`, `tableViewCell`, …), `customClass` a subclass. Attributes Interface Builder
/// leaves out are nil here: their defaults are for the mapping to the layout engine to apply.
public struct IBView: Sendable {
    public var elementName: String
    /// The role in its parent element: `view` (a controller's root), `contentView`,
    /// `navigationBar`, `tableHeaderView` …; nil in `<subviews>`.
    public var key: Located<String>?
    public var id: Located<String>
    public var customClass: Located<String>?
    public var customModule: Located<String>?
    public var userLabel: Located<String>?

    public var frame: Located<IBRect>?
    public var autoresizingMask: Located<IBAutoresizingMask>?
    public var translatesAutoresizingMaskIntoConstraints: Located<Bool>?
    /// Interface Builder's "Layout: Autoresizing Mask" in an Auto Layout document.
    public var fixedFrame: Located<Bool>?
    /// The stored frame is stale (IB's orange frame) / the constraints are ambiguous.
    public var misplaced: Located<Bool>?
    public var ambiguous: Located<Bool>?
    public var contentMode: Located<String>?
    public var semanticContentAttribute: Located<String>?
    public var hidden: Located<Bool>?
    public var alpha: Located<Double>?
    public var clipsSubviews: Located<Bool>?
    /// `<accessibility key="accessibilityConfiguration" label="…">` and its `<bool key="isElement">`.
    public var accessibilityLabel: String?
    public var isAccessibilityElement: Bool?

    public var horizontalHuggingPriority: Located<Double>?
    public var verticalHuggingPriority: Located<Double>?
    public var horizontalCompressionResistancePriority: Located<Double>?
    public var verticalCompressionResistancePriority: Located<Double>?
    public var placeholderIntrinsicWidth: Located<Double>?
    public var placeholderIntrinsicHeight: Located<Double>?

    /// `<edgeInsets key="layoutMargins">` or `<directionalEdgeInsets key="directionalLayoutMargins">`.
    public var layoutMargins: Located<IBInsets>?
    public var preservesSuperviewLayoutMargins: Located<Bool>?
    public var insetsLayoutMarginsFromSafeArea: Located<Bool>?
    public var layoutMarginsFollowReadableWidth: Located<Bool>?
    /// `<viewLayoutGuide key="safeArea|contentLayoutGuide|frameLayoutGuide">`, `<keyboardLayoutGuide>`.
    public var layoutGuides: [IBLayoutGuide]

    public var stack: IBStackAttributes?
    public var content: IBContent

    /// `<subviews>` in order: back to front, and a stack view's arranged order.
    public var subviews: [IBView]
    /// Views held under a key (`<tableViewCellContentView key="contentView">`, a table's
    /// header view, a visual effect view's content view …).
    public var keyedViews: [IBView]
    /// Table and collection view cells (prototypes, static cells), in order.
    public var cells: [IBView]
    public var constraints: [IBConstraint]
    public var variations: [IBVariation]
    public var extras: IBExtras
    public var position: XMLPosition
    /// Segues that start at this view (a button's, a cell's).
    public var segues: [IBSegue] = []
    /// `<point key="canvasLocation">` of a XIB's top-level view: its centre on the canvas.
    public var canvasLocation: IBPoint? = nil
    /// Segues that start at a bar button item of this view (a toolbar's, a navigation bar's items).
    public var barItemSegues: [IBSegue] = []
    /// `<userDefinedRuntimeAttributes>`: values set by key path when the view loads.
    public var runtimeAttributes: [IBRuntimeAttribute] = []
    /// A toolbar's `<items>`.
    public var barItems: [IBBarButtonItem] = []
    /// A navigation bar's top `<navigationItem>` (the last of its `<items>`): its title and items.
    public var navigationItemTitle: String? = nil
    public var navigationItems: IBNavigationItems? = nil
    /// A tab bar's `<tabBarItem>`s: each one's title (a system item's own, spaced: `Most Recent`),
    /// system item and image.
    public var tabBarItems: [(title: String, systemItem: String?, image: String?)] = []
    /// `autoresizesSubviews` (`NO`: the view does not resize its subviews by their masks).
    public var autoresizesSubviews: Located<Bool>? = nil

    /// This view and every view inside it, depth first.
    public var allViews: [IBView] {
        var result: [IBView] = []
        appendAllViews(to: &result)
        return result
    }

    /// One array for the whole walk: concatenating each subtree's array copied every view once
    /// per level above it.
    func appendAllViews(to result: inout [IBView]) {
        result.append(self)
        for child in subviews { child.appendAllViews(to: &result) }
        for child in keyedViews { child.appendAllViews(to: &result) }
        for child in cells { child.appendAllViews(to: &result) }
    }
}

/// A layout guide a view owns, referenced by constraints through its id.
public struct IBLayoutGuide: Sendable {
    /// `viewLayoutGuide` or `keyboardLayoutGuide`.
    public var elementName: String
    public var key: Located<String>
    public var id: Located<String>
}

/// `<stackView axis distribution alignment spacing spacingType baselineRelativeArrangement>`.
public struct IBStackAttributes: Sendable {
    /// Omitted = horizontal.
    public var axis: Located<String>?
    public var distribution: Located<String>?
    public var alignment: Located<String>?
    public var spacing: Located<Double>?
    /// `standard`: the system spacing.
    public var spacingType: Located<String>?
    public var baselineRelativeArrangement: Located<Bool>?
}

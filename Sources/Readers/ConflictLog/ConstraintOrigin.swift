/// Who made a logged constraint, told by its class and identifier. UIKit's own constraints are
/// shown but not blamed: it breaks one of the app's when it can.
public enum ConstraintOrigin: String, Sendable {
    /// Made by the app: an NSLayoutConstraint, SnapKit's or Masonry's.
    case app
    /// `UIView-Encapsulated-Layout-Width/Height`: a cell's or a controller's size set by its container.
    case encapsulatedLayout
    /// `_UITemporaryLayoutWidth/Height`: a width UIKit sets while it sizes a view (often 0).
    case temporaryLayout
    /// `UISV-*`: a stack view's arrangement.
    case stackView
    /// `_UILayoutSupportConstraint`: the legacy top and bottom layout guides.
    case layoutSupport
    /// `UIViewSafeAreaLayoutGuide-*`, `UIViewLayoutMarginsGuide-*`, `UIView-*-margin-guide-constraint`.
    case layoutGuide
    /// `NSAutoresizingMaskLayoutConstraint`: a view's frame and autoresizing mask.
    case autoresizingMask
    /// `NSContentSizeLayoutConstraint` and the like: intrinsic content size.
    case contentSize
    /// `NSIBPrototypingLayoutConstraint`: the position and size Interface Builder gives, at build
    /// time, a view it shows with a fixed frame and no constraints.
    case interfaceBuilderPrototype
    /// Another constraint UIKit names as its own (`BIB_…` bar buttons, `_UI…`, `UIView-…`).
    case otherSystem
    /// A constraint that no identifier marks as UIKit's, among UIKit's private views only
    /// (`UIKitPrivateClass`): no app can reach those views to constrain them.
    case privateViews

    init(className: String, identifier: String?, viewClasses: [String] = []) {
        let id = identifier ?? ""
        if className.hasSuffix("AutoresizingMaskLayoutConstraint") {
            self = .autoresizingMask
        } else if className.hasSuffix("ContentSizeLayoutConstraint") || className.hasSuffix("ContentSizeConstraint") {
            self = .contentSize
        } else if className == "NSIBPrototypingLayoutConstraint" {
            self = .interfaceBuilderPrototype
        } else if className == "_UILayoutSupportConstraint" {
            self = .layoutSupport
        } else if id.hasPrefix("UIView-Encapsulated-Layout") {
            self = .encapsulatedLayout
        } else if id.hasPrefix("_UITemporaryLayout") {
            self = .temporaryLayout
        } else if id.hasPrefix("UISV-") || id.hasPrefix("_UIStackView") {
            self = .stackView
        } else if id.hasPrefix("UIViewSafeAreaLayoutGuide") || id.hasPrefix("UIViewLayoutMarginsGuide")
            || id.hasPrefix("UIView-") && id.lowercased().contains("margin-guide")
            || id.hasPrefix("UIViewReadableContentGuide")
        {
            self = .layoutGuide
        } else if id.hasPrefix("_UI") || id.hasPrefix("BIB_") || id.hasPrefix("UIView-")
            || id.hasPrefix("UIImageView-") || id.hasPrefix("UIButton") && id.contains("-")
        {
            // Bar-button layout (`BIB_Trailing_Leading`), image views' and buttons' own constraints.
            self = .otherSystem
        } else if !viewClasses.isEmpty && viewClasses.allSatisfy({ UIKitPrivateClass.contains($0) }) {
            self = .privateViews
        } else {
            self = .app
        }
    }

    /// Whether UIKit or AppKit made it rather than the app.
    public var isSystem: Bool { self != .app }
}

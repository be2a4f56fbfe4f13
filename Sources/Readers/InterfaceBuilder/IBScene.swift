import IBXML

/// `<scene sceneID>`: its objects (one controller, placeholders, sometimes extra views).
public struct IBScene: Sendable {
    public var sceneID: Located<String>
    public var objects: IBObjects
    public var position: XMLPosition
    /// `<point key="canvasLocation">`: the scene's centre on Interface Builder's canvas.
    public var canvasLocation: IBPoint? = nil

    /// The scene's controller (a scene holds one).
    public var controller: IBViewController? { objects.controllers.first }
}

/// The contents of `<objects>`, in a scene or at the top of a XIB.
public struct IBObjects: Sendable {
    public var controllers: [IBViewController] = []
    /// Top-level views (a XIB's roots, or views kept in a scene's dock).
    public var views: [IBView] = []
    /// `IBFilesOwner`, `IBFirstResponder`, exits, storyboard references.
    public var placeholders: [IBPlaceholder] = []

    public init() {}
}

public struct IBPlaceholder: Sendable {
    public var id: Located<String>
    public var placeholderIdentifier: Located<String>?
    public var customClass: Located<String>?
}

/// A view controller of any kind (`viewController`, `tableViewController`,
/// `navigationController`, `viewControllerPlaceholder`, …).
public struct IBViewController: Sendable {
    /// The element name (the UIKit class without `UI`).
    public var elementName: String
    public var id: Located<String>
    public var customClass: Located<String>?
    public var customModule: Located<String>?
    public var storyboardIdentifier: Located<String>?
    public var title: Located<String>?
    public var userLabel: Located<String>?
    /// `viewControllerPlaceholder`: the storyboard it stands for.
    public var storyboardName: Located<String>?
    /// The root view (`<view key="view">`, or `<tableView key="view">` …).
    public var view: IBView?
    /// A container's own bars (`<navigationBar key="navigationBar">`, tab bar, toolbar): their
    /// frames are the only place a bar's height is recorded.
    public var bars: [IBView]
    public var navigationItemTitle: Located<String>?
    /// `<tabBarItem key="tabBarItem" title>`: the controller's item in a tab bar controller.
    public var tabBarItemTitle: Located<String>? = nil
    /// Its `image` and `systemItem`: what its icon shows.
    public var tabBarItemImage: String? = nil
    public var tabBarItemSystemItem: String? = nil
    /// Legacy `topLayoutGuide` / `bottomLayoutGuide` (files without safe areas).
    public var layoutGuides: [IBControllerLayoutGuide]
    /// `<simulated…Metrics>` and `<freeformSimulatedSizeMetrics>`, as written.
    public var simulatedMetrics: [IBSimulatedMetric]
    /// `<nil key="simulatedStatusBarMetrics"/>`: Interface Builder's simulated status bar set to
    /// None, for this controller and the controllers it holds or pushes.
    public var simulatesNoStatusBar = false
    /// A navigation controller's `toolbarHidden="NO"`: its toolbar is shown under every
    /// controller of its stack.
    public var showsToolbar = false
    /// A navigation controller's `navigationBarHidden="YES"`: no controller of its stack shows
    /// the navigation bar (`isNavigationBarHidden`).
    public var hidesNavigationBar = false
    /// `hidesBottomBarWhenPushed="YES"`: pushed onto a navigation stack, the controller shows no
    /// tab bar.
    public var hidesBottomBarWhenPushed = false
    /// The navigation item's `largeTitleDisplayMode` (`never`: a standard bar in a stack that
    /// prefers large titles).
    public var largeTitleDisplayMode: String? = nil
    /// `<extendedEdge key="edgesForExtendedLayout" top bottom>`: the edges the root extends
    /// under its containers' bars (nil, the element absent: every edge, UIKit's default).
    public var extendedEdges: (top: Bool, bottom: Bool)?
    /// `<size key="freeformSize">`.
    public var freeformSize: Located<IBSize>?
    public var segues: [IBSegue]
    /// Segues that start at a bar button item of its navigation item or toolbar items.
    public var barItemSegues: [IBSegue] = []
    /// The navigation item's bar button items.
    public var navigationItems = IBNavigationItems()
    /// `<toolbarItems>`: what the toolbar shows under this controller.
    public var toolbarItems: [IBBarButtonItem]? = nil
    public var extras: IBExtras
    public var position: XMLPosition
}

/// `<viewControllerLayoutGuide type="top|bottom" id>`.
public struct IBControllerLayoutGuide: Sendable {
    public var type: Located<String>
    public var id: Located<String>
}

public struct IBSimulatedMetric: Sendable {
    public var elementName: String
    public var key: Located<String>?
    /// The other attributes (`type`, `statusBarStyle`, …) as written.
    public var attributes: [XMLAttributeNode]
}

/// `<segue destination kind relationship id>`: containment (`relationship`) or navigation.
public struct IBSegue: Sendable {
    public var id: Located<String>?
    public var destination: Located<String>?
    public var kind: Located<String>?
    public var relationship: Located<String>?
}

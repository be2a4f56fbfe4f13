/// A storyboard as Interface Builder's canvas shows it: where each scene sits, the segues between
/// them and the initial controller, as plain values (read by `InterfaceBuilder`, drawn by
/// `Rendering`'s canvas). Scenes are named by their storyboard scene id (`tne-QT-ifu`), the id
/// a laid-out scene's `provenance.identifier` carries.
public struct StoryboardMap: Equatable, Sendable {
    public var scenes: [Entry]
    public var segues: [Segue]
    /// The scene of the document's `initialViewController`.
    public var initialSceneID: String?

    public init(scenes: [Entry], segues: [Segue], initialSceneID: String?) {
        self.scenes = scenes; self.segues = segues; self.initialSceneID = initialSceneID
    }

    /// One `<scene>`: its title in the scene dock, its place and what draws it.
    public struct Entry: Equatable, Sendable {
        public var sceneID: String
        /// What the scene dock calls it (the controller's title, identifier or class).
        public var title: String
        /// `<point key="canvasLocation">`: the scene's centre on the canvas, in points.
        public var canvasLocation: CanvasPoint?
        public var content: Content
        /// What its navigation bar shows: the navigation item's title, else the controller's.
        public var navigationTitle: String?
        /// Whether its navigation bar has a back button: not on a navigation controller, nor on
        /// the root of its stack.
        public var showsBackButton = true
        /// What its tab bar shows: a tab bar controller's items, a child's own item (for the
        /// scenes its tab leads to); nil when the storyboard says nothing (placeholders).
        public var tabTitles: [String]? = nil
        /// What each of those tabs' icons shows: a system item (`.system("favorites")`), an
        /// image; a title item: the placeholder icon of its place.
        public var tabIcons: [BarItem]? = nil
        /// For a view kept in a scene's dock, that scene's id: the canvas shows it above the scene.
        public var dockOf: String? = nil
        /// For a root that does not fill the screen (below an opaque navigation bar, above an
        /// opaque tab bar, or along an edge it does not extend under): the screen around it, an
        /// empty root of the device's size with those bars, laid out like a container's; the root
        /// is drawn inside it, between its bars.
        public var screen: Scene? = nil

        public init(
            sceneID: String, title: String, canvasLocation: CanvasPoint?, content: Content,
            navigationTitle: String? = nil
        ) {
            self.sceneID = sceneID; self.title = title; self.canvasLocation = canvasLocation; self.content = content
            self.navigationTitle = navigationTitle
        }
    }

    public enum Content: Equatable, Sendable {
        /// A controller with a view: the scene the mapping laid out under the same scene id.
        case view
        /// A controller without a view of its own (navigation, tab bar, split, page …): an empty
        /// screen of the file's device with the container's bars, laid out like any scene.
        case container(Scene)
        /// A storyboard reference (`viewControllerPlaceholder`): the storyboard it names.
        case reference(storyboard: String?)
    }

    /// A `<segue>` between two scenes (unwind segues are not kept: they have no arrow).
    public struct Segue: Equatable, Sendable {
        public var sourceSceneID: String
        public var destinationSceneID: String
        public var kind: SegueKind
        /// The view the segue starts from (a button, a cell, an embedding container view), nil
        /// when it starts from the controller.
        public var sourceViewID: String?

        public init(sourceSceneID: String, destinationSceneID: String, kind: SegueKind, sourceViewID: String?) {
            self.sourceSceneID = sourceSceneID; self.destinationSceneID = destinationSceneID; self.kind = kind
            self.sourceViewID = sourceViewID
        }
    }

    /// What a segue does, as its badge shows it.
    public enum SegueKind: String, Equatable, Sendable {
        /// `show`, `push`, `showDetail`, `replace`.
        case show
        /// `presentation`, `modal`.
        case present
        case popover
        /// A container's children: `rootViewController`, `viewControllers`, split view children.
        case relationship
        /// A container view's child controller.
        case embed
        case custom
    }
}

/// A point on Interface Builder's canvas, in points.
public struct CanvasPoint: Equatable, Sendable {
    public var x: Double, y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
}

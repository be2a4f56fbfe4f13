import SceneModel

/// The result of laying out a scene in one configuration: what the renderer and the report read.
public struct SolvedLayout: Sendable {
    public struct View: Sendable {
        public var spec: ViewSpec
        /// The superview's name (`SolvedLayout.parent(of:)` finds the view itself).
        public var parent: String?
        /// In the superview's coordinates (UIKit's `frame`) and in the root view's.
        public var frame: Rect
        public var rootFrame: Rect
        public var intrinsic: IntrinsicContent
        /// First and last baselines in root coordinates (nil without text).
        public var baselines: (first: Double, last: Double)?
        public var layoutMargins: Insets
        /// Solved minus design frame `[dx, dy, dw, dh]`, when the scene gives a design frame.
        public var misplacement: [Double]?
        public var isMisplaced: Bool
        /// Axes whose position or size is not determined, with an alternative value each.
        public var ambiguity: [Ambiguity]
        /// False when the ambiguity probes' budget was spent before this view (AmbiguityProbe).
        public var isProbed = true
        /// A scroll view's content size (its content layout guide's), snapped to the pixel grid.
        public var contentSize: Size? = nil
        /// A label's text in its frame (nil for other views, empty and hidden labels).
        public var textFit: TextFit? = nil

        public var id: ViewID { spec.id }

        /// The label's text is cut with "…" because its frame is smaller than the text needs.
        public var isTruncated: Bool { textFit?.isTruncated ?? false }
    }

    public struct Ambiguity: Sendable, Equatable {
        public var view: String
        public var axis: Attribute.Axis
        /// `x`, `y`, `width` or `height`: the frame component that can take two values.
        public var component: String
        public var values: [Double]
    }

    public struct SolvedConstraint: Sendable {
        public var id: String
        public var spec: ConstraintSpec
        /// The constant after `Standard` is resolved.
        public var constant: Double
        /// True for the constraints UIKit generates (intrinsic size); false for the scene's own.
        public var isGenerated: Bool
        public var satisfied: Bool
        public var error: Double
        public var inConflict: Bool
        public var broken: Bool
        /// The rectangles of the two items in root coordinates, and the attribute values.
        public var firstRect: Rect
        public var secondRect: Rect?
        public var firstValue: Double
        public var secondValue: Double?
        /// How far the constraint's two sides are apart as solved, before snapping (0 for an
        /// inequality at its bound): what tells a view at its minimum from one just past it.
        public var slack: Double = 0
    }

    public struct Conflict: Sendable {
        public var constraints: [String]
        public var broken: String
        /// The Apple-format log of the conflict.
        public var log: String
    }

    public var configuration: Configuration
    public var rootFrame: Rect
    public var safeArea: Insets
    public var rootMargins: Insets
    /// In scene order (depth first). `tree` indexes them by position: change a view in place,
    /// but not their order or ids.
    public var views: [View]
    public var constraints: [SolvedConstraint]
    public var conflicts: [Conflict]
    /// The views not probed for ambiguity: the layout spent the probes' budget first.
    public var unprobedViews: [String] { views.filter { !$0.isProbed }.map(\.spec.name) }
    /// Ties of hugging or compression-resistance priorities behind some of the ambiguities.
    public var contentPriorityAmbiguities: [ContentPriorityAmbiguity] = []
    /// The root view's kind (a table view controller's root is a `table`).
    public var rootType: ViewType = .view
    /// The root view's own background color (nil: the screen's, white or black by appearance).
    public var rootBackground: Color?
    /// The root view's tint, which views without one of their own inherit (nil: the system blue).
    public var rootTint: Color?
    /// What a root table draws around its rows: its style, sections and separators (nil: the
    /// root is not a table).
    public var rootTable: RootTable?
    /// Whether the root was sized by its content (RootSizing): a plain view, no bars drawn.
    public var rootFitsContent = false
    /// Where each view is in `views`, by id and by name, and where its parent is.
    let tree: ViewTree

    init(
        configuration: Configuration, rootFrame: Rect, safeArea: Insets, rootMargins: Insets, views: [View],
        tree: ViewTree, constraints: [SolvedConstraint], conflicts: [Conflict]
    ) {
        self.configuration = configuration
        self.rootFrame = rootFrame
        self.safeArea = safeArea
        self.rootMargins = rootMargins
        self.views = views
        self.tree = tree
        self.constraints = constraints
        self.conflicts = conflicts
    }

    public func view(id: ViewID) -> View? { view(at: tree.position(of: id)) }

    /// Names match case-insensitively with spaces ignored (a convenience for callers that
    /// have a name from a scene file or a command line).
    public func view(named name: String) -> View? { view(at: tree.position(named: name)) }

    /// The view's superview; nil for the root's children.
    public func parent(of view: View) -> View? {
        self.view(at: tree.position(of: view.id).flatMap { tree.parents[$0] })
    }

    /// The view's superview, its superview's, ... up to a child of the root.
    public func ancestors(of view: View) -> [View] {
        guard let position = tree.position(of: view.id) else { return [] }
        return tree.ancestors(of: position).compactMap { self.view(at: $0) }
    }

    /// Nil for a position that is not in `views` (views removed after solving).
    private func view(at position: Int?) -> View? {
        guard let position, views.indices.contains(position) else { return nil }
        return views[position]
    }

    /// A root table's own keys (`ViewSpec.style`, `sections`, `separators`), without its subviews.
    public struct RootTable: Sendable {
        public var style: ControlStyle?
        public var sections: [TableSection]
        public var separators: Bool
    }

    public var ambiguities: [Ambiguity] { views.flatMap(\.ambiguity) }
    public var misplacedViews: [View] { views.filter(\.isMisplaced) }
    public var hasIssues: Bool { !conflicts.isEmpty || !ambiguities.isEmpty || !misplacedViews.isEmpty }
}

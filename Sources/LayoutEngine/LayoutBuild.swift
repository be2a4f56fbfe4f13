import Cassowary
import SceneModel

/// One scene in one configuration, turned into solver variables and constraints.
final class LayoutBuild {
    /// A view of the scene with its solver variables. A class: each constraint, geometry and
    /// reading of the view passes it around, and copying its spec each time was a tenth of a solve.
    final class Node {
        let spec: ViewSpec
        /// Where the view is in `nodes` (scene order), and where its parent is; nil for the root's children.
        let position: Int
        let parent: Int?
        let x, y, width, height: Variable
        let margins: Insets
        /// A scroll view's content size (its content layout guide starts at its origin).
        let content: (width: Variable, height: Variable)?

        init(
            spec: ViewSpec, position: Int, parent: Int?, x: Variable, y: Variable, width: Variable,
            height: Variable, margins: Insets, content: (width: Variable, height: Variable)?
        ) {
            self.spec = spec; self.position = position; self.parent = parent
            self.x = x; self.y = y; self.width = width; self.height = height
            self.margins = margins; self.content = content
        }
    }

    let scene: Scene
    let configuration: Configuration
    let measurer: any TextMeasuring
    let calculator: IntrinsicContentCalculator
    /// The views in scene order (depth first); `tree` finds them by id and by name.
    let nodes: [Node]
    let tree: ViewTree
    let rootRect: Rect
    /// How the root is sized in this build (RootFrame).
    let rootFrame: RootFrame
    /// The root's safe-area insets: the screen's, none for a root sized by its content.
    let safeArea: Insets
    /// The root's layout margins: the scene's own, against the system minimum (Configuration);
    /// a root sized by its content is a plain view (its own, else UIView's 8).
    let rootMargins: Insets

    /// A table view cell's content-view margins since iOS 11 (docs/uikit-rules.md, Roots sized by
    /// their content): the table's system minimum on the sides, 11 above and below.
    static func tableCellMargins(width: Double) -> Insets {
        let side: Double = width >= 414 ? 20 : 16
        return Insets(top: 11, left: side, bottom: 11, right: side)
    }
    /// The margins of a root that is the screen (`Configuration.rootMargins(of:)`), widened where
    /// the root follows the readable width.
    static func screenRootMargins(_ scene: Scene, _ configuration: Configuration) -> Insets {
        followingReadableWidth(
            configuration.rootMargins(of: scene.root), scene, configuration, width: configuration.size.width)
    }

    private static func followingReadableWidth(
        _ margins: Insets, _ scene: Scene, _ configuration: Configuration, width: Double
    ) -> Insets {
        guard scene.root.layoutMarginsFollowReadableWidth else { return margins }
        return ReadableWidth.margins(margins, width: width, sizeCategory: configuration.sizeCategory)
    }

    let specs: [ConstraintSpec]
    /// Per node: its frame and alignment geometry, and the wrap width they were computed at.
    /// A view's geometry is asked for by each constraint, stack and reading that names it, and
    /// measuring its text again each time (a lookup in the measurer's cache, but a costly one)
    /// and making its expressions was a third of a 100-view solve.
    /// Unchecked: one build is used by one thread, and the runtime's check of each access was
    /// as long as a lookup.
    @exclusivity(unchecked) private var nodeGeometries:
        [(wrapWidth: Double?, frame: ItemGeometry, aligned: ItemGeometry)?] = []

    /// The scene's views in scene order, with their parents (`Scene.allViews`).
    let sceneViews: [(view: ViewSpec, parent: ViewID?)]

    convenience init(
        scene: Scene, configuration: Configuration, measurer: any TextMeasuring, rootFrame: RootFrame = .screen
    ) throws {
        let views = scene.allViews
        let tree = ViewTree(views.map { (id: $0.view.id, name: $0.view.name, parent: $0.parent) })
        try Self.checkLimits(scene, views: views, tree: tree)
        self.init(
            scene: scene, configuration: configuration, measurer: measurer, rootFrame: rootFrame, views: views,
            tree: tree)
    }

    /// The same scene as `previous` in another configuration: its views, their tree and the limits
    /// checked on them depend on the scene alone, and are taken from `previous`.
    convenience init(reusing previous: LayoutBuild, configuration: Configuration, rootFrame: RootFrame) {
        self.init(
            scene: previous.scene, configuration: configuration, measurer: previous.measurer, rootFrame: rootFrame,
            views: previous.sceneViews, tree: previous.tree)
    }

    /// Refuses a scene whose views or constraints are past what a build takes: duplicate
    /// names, too many tabs, too large an equalCentering stack, too many optional constraints
    /// on one anchor.
    private static func checkLimits(_ scene: Scene, views: [(view: ViewSpec, parent: ViewID?)], tree: ViewTree)
        throws
    {
        if let duplicate = tree.firstDuplicate {
            let view = views[duplicate].view
            throw Diagnostic(
                view.id == ViewID(name: view.name)
                    ? "duplicate view name '\(view.name)' (names ignore case and spaces)"
                    : "duplicate view id '\(view.id)'", at: view.location)
        }
        var tabs = 0
        for (view, _) in views {
            tabs += TextLimits.tabs(in: view)
            guard tabs > TextLimits.maximumTabs else { continue }
            throw Diagnostic(
                "the scene's texts hold more than \(ValueBounds.text(Double(TextLimits.maximumTabs))) tabs ('\(view.name)' brings "
                    + "them to \(ValueBounds.text(Double(tabs)))); a screen's texts hold a few", at: view.location)
        }
        for (view, _) in views {
            guard let stack = view.stack, view.type == .stack, stack.distribution == .equalCentering,
                stack.arranged.count > StackSpec.maximumEqualCenteringViews
            else { continue }
            throw Diagnostic(
                "'\(view.name)' is an equalCentering stack of \(stack.arranged.count) arranged views; at most "
                    + "\(StackSpec.maximumEqualCenteringViews) (its equal center distances make the solver's work "
                    + "grow with the cube of the views)", at: view.location)
        }

        if let (constraint, anchor) = CompetingConstraintLimits.firstPastTheBound(scene.constraints) {
            let bound = ValueBounds.text(Double(CompetingConstraintLimits.maximumOptionalPerAnchor))
            throw Diagnostic(
                "more than \(bound) optional constraints name \(anchor); at most \(bound) per anchor (each competes "
                    + "with all the others in the solver)", at: constraint.location)
        }
    }

    private init(
        scene: Scene, configuration: Configuration, measurer: any TextMeasuring, rootFrame: RootFrame,
        views: [(view: ViewSpec, parent: ViewID?)], tree: ViewTree
    ) {
        self.scene = scene
        self.configuration = configuration
        self.measurer = measurer
        self.calculator = IntrinsicContentCalculator(measurer: measurer, configuration: configuration)
        self.rootFrame = rootFrame
        let size = rootFrame.fixedSize ?? configuration.size
        rootRect = Rect(x: 0, y: 0, width: size.width, height: size.height)
        safeArea = rootFrame.isScreen ? configuration.safeArea : .zero
        rootMargins =
            rootFrame.isScreen
            ? Self.screenRootMargins(scene, configuration)
            : Self.followingReadableWidth(
                scene.root.margins
                    ?? (scene.rootSizing == .tableCell ? Self.tableCellMargins(width: size.width) : Insets(all: 8)),
                scene, configuration, width: size.width)

        self.sceneViews = views
        self.tree = tree
        var hiddenOverrides: [Int: Bool] = [:]
        var viewOverrides: [Int: ViewOverride] = [:]
        var constraints = scene.constraints
        // Size-class variations, least specific first.
        let variations = scene.variations.filter { $0.applies(to: configuration.sizeClass) }
            .sorted { $0.specificity < $1.specificity }
        for variation in variations {
            let removed = Set(variation.uninstall.map(normalizedName))
            constraints.removeAll { removed.contains(normalizedName($0.id)) }
            for installed in variation.install {
                constraints.removeAll { !installed.id.isEmpty && normalizedName($0.id) == normalizedName(installed.id) }
                constraints.append(installed)
            }
            for (name, hidden) in variation.hidden {
                if let position = tree.position(named: name) { hiddenOverrides[position] = hidden }
            }
            for (name, override) in variation.overrides {
                if let position = tree.position(named: name) {
                    viewOverrides[position] = (viewOverrides[position] ?? ViewOverride()).merged(with: override)
                }
            }
        }
        specs = constraints

        var nodes: [Node] = []
        nodes.reserveCapacity(views.count)
        for position in views.indices {
            // One copy of the view's spec, for its node; margins come from the scene's view, before
            // the variation's overrides.
            var spec = views[position].view
            let name = spec.name, designFrame = spec.designFrame
            var margins = spec.margins ?? Insets(all: 8)
            let preservesSuperviewLayoutMargins = spec.preservesSuperviewLayoutMargins
            let followsReadableWidth = spec.layoutMarginsFollowReadableWidth
            let isScroll = spec.type == .scroll
            if let hidden = hiddenOverrides[position] { spec.hidden = hidden }
            viewOverrides[position]?.apply(to: &spec)
            if preservesSuperviewLayoutMargins {
                // Parents come first (depth-first order): their margins are final. UIKit keeps the
                // part of the superview's margin that reaches into the view: a view inset 50 in a
                // superview with 50-point margins keeps its own. Where the view sits comes from its
                // design frame (margins are fixed before solving); without one it spans its superview.
                let parent = tree.parents[position].map { nodes[$0] }
                let parentMargins = parent?.margins ?? rootMargins
                let parentWidth = parent.map { $0.spec.designFrame?.width } ?? rootRect.width
                let leftInset = designFrame?.x ?? 0
                let rightInset = designFrame.flatMap { design in parentWidth.map { $0 - design.maxX } } ?? 0
                margins.left = max(margins.left, parentMargins.left - max(0, leftInset))
                margins.right = max(margins.right, parentMargins.right - max(0, rightInset))
            }
            if followsReadableWidth, let design = designFrame {
                margins = ReadableWidth.margins(margins, width: design.width, sizeCategory: configuration.sizeCategory)
            }
            nodes.append(
                Node(
                    spec: spec, position: position, parent: tree.parents[position],
                    x: Variable(name + ".x"), y: Variable(name + ".y"),
                    width: Variable(name + ".width"), height: Variable(name + ".height"),
                    margins: margins,
                    content: isScroll ? (Variable(name + ".contentWidth"), Variable(name + ".contentHeight")) : nil))
        }
        self.nodes = nodes
        nodeGeometries = Array(repeating: nil, count: nodes.count)
    }

    // MARK: - Views

    func parent(of node: Node) -> Node? { node.parent.map { nodes[$0] } }

    /// How far below its superview's top a view's content starts: a table or collection view
    /// shifts its rows below the part of the safe area its design frame covers (UIScrollView's
    /// automatic content inset); the rows' frames stay in content coordinates.
    func contentInsetTop(aboveChildOf node: Node) -> Double {
        guard let parent = parent(of: node) else {
            return scene.root.type.insetsContentFromSafeArea ? safeArea.top : 0
        }
        guard parent.spec.type.insetsContentFromSafeArea else { return 0 }
        let top = parentOrigin(of: parent).y + (parent.spec.designFrame?.y ?? 0)
        return max(0, safeArea.top - top)
    }

    /// The view a reserved name refers to: the parent of the constraint's view.
    func superview(of contextView: Node?) -> Node? { contextView.flatMap(parent(of:)) }

    /// `superview(of:)` for the constraint's view at a position in `nodes`.
    func superview(ofPosition contextView: Int?) -> Node? {
        contextView.flatMap { nodes[$0].parent }.map { nodes[$0] }
    }

    /// The view a constraint names, or a located error.
    func node(named name: String, at location: SourceLocation) throws -> Node {
        nodes[try position(named: name, at: location)]
    }

    /// Where the view a constraint names is in `nodes`, or a located error.
    func position(named name: String, at location: SourceLocation) throws -> Int {
        guard let position = tree.position(named: name) else {
            throw Diagnostic("unknown view '\(name)'", at: location)
        }
        return position
    }

    /// A view is hidden when it or an ancestor is: it draws nothing, and cuts no text.
    func isHidden(_ node: Node) -> Bool {
        var position: Int? = node.position
        while let current = position {
            if nodes[current].spec.hidden || nodes[current].spec.alpha <= 0 { return true }
            position = nodes[current].parent
        }
        return false
    }

    // MARK: - Geometry of items

    /// A view's alignment rectangle, which its constraints and its stack place: its frame (the
    /// node's variables) less its image's or its kind's alignment insets, with the intrinsic size
    /// less them too.
    func geometry(of node: Node, wrapWidths: [ViewID: Double]) -> ItemGeometry {
        geometries(at: node.position, wrapWidths: wrapWidths).aligned
    }

    /// A view's frame: what autoresizing constraints, from design frames, place.
    func frameGeometry(of node: Node, wrapWidths: [ViewID: Double]) -> ItemGeometry {
        geometries(at: node.position, wrapWidths: wrapWidths).frame
    }

    /// Both geometries of the view at a position in `nodes`, made once per wrap width.
    func geometries(at position: Int, wrapWidths: [ViewID: Double])
        -> (frame: ItemGeometry, aligned: ItemGeometry)
    {
        let node = nodes[position]
        let wrapWidth = wrapWidths.isEmpty ? nil : wrapWidths[node.spec.id]
        if let known = nodeGeometries[position], known.wrapWidth == wrapWidth { return (known.frame, known.aligned) }
        var frame = ItemGeometry(
            left: Expression(node.x), top: Expression(node.y), width: Expression(node.width),
            height: Expression(node.height))
        frame.margins = node.margins
        frame.intrinsic = calculator.intrinsicContent(of: node.spec, wrapWidth: wrapWidth)
        if node.spec.type == .label, frame.intrinsic.hasHeight { frame.baselineHeight = frame.intrinsic.size.height }
        let aligned = alignmentGeometry(of: node, frame: frame)
        nodeGeometries[position] = (wrapWidth, frame, aligned)
        return (frame, aligned)
    }

    /// By node, not spec: passing a node's spec copied it.
    private func alignmentGeometry(of node: Node, frame: ItemGeometry) -> ItemGeometry {
        var insets = node.spec.alignmentInsets ?? node.spec.kind.alignmentInsets
        guard insets != .zero else { return frame }
        if configuration.direction == .rtl { (insets.left, insets.right) = (insets.right, insets.left) }
        var geometry = frame.inset(by: insets)
        geometry.margins = frame.margins
        geometry.intrinsic = frame.intrinsic
        geometry.baselineHeight = frame.baselineHeight
        if geometry.intrinsic.hasWidth { geometry.intrinsic.size.width -= insets.left + insets.right }
        if geometry.intrinsic.hasHeight { geometry.intrinsic.size.height -= insets.top + insets.bottom }
        return geometry
    }

    /// The root's rectangle: fixed, or the measured size's variables.
    var rootFrameGeometry: ItemGeometry {
        let width: Variable, height: Variable
        switch rootFrame {
        case .measuring(let measuredWidth, let measuredHeight, _): (width, height) = (measuredWidth, measuredHeight)
        case .edited(let editedWidth, let editedHeight): (width, height) = (editedWidth, editedHeight)
        case .screen, .fitted: return ItemGeometry(rootRect)
        }
        return ItemGeometry(
            left: Expression(constant: 0), top: Expression(constant: 0), width: Expression(width),
            height: Expression(height))
    }

    var rootGeometry: ItemGeometry {
        var geometry = rootFrameGeometry
        geometry.margins = rootMargins
        return geometry
    }

    /// The geometry of an item; `contextView` is the position of the constraint's view (for
    /// `Superview`).
    func geometry(
        of item: Item, contextView: Int?, wrapWidths: [ViewID: Double],
        location: SourceLocation
    ) throws -> ItemGeometry {
        func viewOrRoot(_ node: Node?) -> ItemGeometry {
            node.map { geometry(of: $0, wrapWidths: wrapWidths) } ?? rootGeometry
        }
        /// The view whose guide it is: a named view, or the superview; nil for the root.
        func owner(_ name: String?) throws -> Node? {
            guard let name else { return superview(ofPosition: contextView) }
            switch normalizedName(name) {
            case "root": return nil
            case "superview": return superview(ofPosition: contextView)
            default: return try node(named: name, at: location)
            }
        }
        switch item {
        case .view(let name):
            return try geometries(at: position(named: name, at: location), wrapWidths: wrapWidths).aligned
        case .superview:
            // Inside a scroll view, its edges are the content's and its sizes and centers the
            // frame's (Apple's "Working with Scroll Views").
            if let parent = superview(ofPosition: contextView), let content = parent.content {
                var geometry = contentGuide(of: parent, content: content)
                geometry.sizeAndCenters = ItemGeometryBox(self.geometry(of: parent, wrapWidths: wrapWidths))
                return geometry
            }
            return viewOrRoot(superview(ofPosition: contextView))
        case .root:
            return rootGeometry
        case .topLayoutGuide:
            let root = rootFrameGeometry
            return ItemGeometry(
                left: Expression(constant: 0), top: Expression(constant: 0), width: root.width,
                height: Expression(constant: safeArea.top))
        case .bottomLayoutGuide:
            let root = rootFrameGeometry
            return ItemGeometry(
                left: Expression(constant: 0), top: root.height - safeArea.bottom, width: root.width,
                height: Expression(constant: safeArea.bottom))
        case .safeArea(let name):
            guard let owner = try owner(name) else { return rootFrameGeometry.inset(by: safeArea) }
            return geometry(of: owner, wrapWidths: wrapWidths).inset(by: safeAreaOverlap(of: owner))
        case .margins(let name):
            guard let owner = try owner(name) else { return rootFrameGeometry.inset(by: rootMargins) }
            return geometry(of: owner, wrapWidths: wrapWidths).inset(by: owner.margins)
        case .readableContent(let name):
            guard let owner = try owner(name) else {
                // While the root is measured its size is unknown: its margins guide.
                if case .measuring = rootFrame { return rootFrameGeometry.inset(by: rootMargins) }
                if case .edited = rootFrame { return editedReadableContentGeometry }
                return ItemGeometry(readableContentRect)
            }
            return geometry(of: owner, wrapWidths: wrapWidths).inset(by: owner.margins)
        case .contentLayoutGuide(let name), .frameLayoutGuide(let name):
            guard let owner = try owner(name), let content = owner.content else {
                throw Diagnostic("'\(item)' needs a scroll view: \(name ?? "the superview") is not one", at: location)
            }
            if case .frameLayoutGuide = item { return geometry(of: owner, wrapWidths: wrapWidths) }
            return contentGuide(of: owner, content: content)
        }
    }

    /// A subview's safe-area insets: how far its frame reaches into the root's insets. Taken from
    /// its design frame (a storyboard's), where the scene asks for Interface Builder's rules;
    /// none otherwise (docs/uikit-rules.md).
    func safeAreaOverlap(of node: Node) -> Insets {
        guard scene.defaults == .interfaceBuilder, let design = node.spec.designFrame else { return .zero }
        let origin = parentOrigin(of: node)
        let frame = Rect(x: design.x + origin.x, y: design.y + origin.y, width: design.width, height: design.height)
        let safe = rootRect.inset(by: safeArea)
        return Insets(
            top: max(0, safe.y - frame.y), left: max(0, safe.x - frame.x),
            bottom: max(0, frame.y + frame.height - safe.y - safe.height),
            right: max(0, frame.x + frame.width - safe.x - safe.width))
    }

    /// A scroll view's content layout guide: at the view's origin (content offset zero), as large
    /// as the content size.
    func contentGuide(of node: Node, content: (width: Variable, height: Variable)) -> ItemGeometry {
        ItemGeometry(
            left: Expression(node.x), top: Expression(node.y),
            width: Expression(content.width), height: Expression(content.height))
    }

    /// The root's readable content guide: the margins guide, at most 672 points wide at the
    /// default text size (scaled with Dynamic Type), centered.
    var readableContentRect: Rect {
        let margins = rootRect.inset(by: rootMargins)
        let maximum = ReadableWidth.maximum(configuration.sizeCategory)
        guard margins.width > maximum else { return margins }
        return Rect(x: margins.midX - maximum / 2, y: margins.y, width: maximum, height: margins.height)
    }

    /// Whether the root's readable content guide is capped (narrower than its margins).
    var readableContentIsCapped: Bool {
        Self.readableContentIsCapped(rootRect, rootMargins: rootMargins, sizeCategory: configuration.sizeCategory)
    }

    static func readableContentIsCapped(_ rootRect: Rect, rootMargins: Insets, sizeCategory: SizeCategory) -> Bool {
        ReadableWidth.caps(rootRect.inset(by: rootMargins).width, sizeCategory)
    }

    /// `readableContentRect` in the edited root's variables: the margins guide, or, capped, the
    /// readable width centered in it (whether it is capped is decided at the build's size).
    var editedReadableContentGeometry: ItemGeometry {
        let margins = rootFrameGeometry.inset(by: rootMargins)
        guard readableContentIsCapped else { return margins }
        let maximum = ReadableWidth.maximum(configuration.sizeCategory)
        return ItemGeometry(
            left: margins.left + 0.5 * margins.width - maximum / 2, top: margins.top,
            width: Expression(constant: maximum), height: margins.height)
    }

    /// A view's origin along an axis, in root coordinates (0 for the root).
    func originExpression(of node: Node?, axis: Attribute.Axis) -> Expression {
        guard let node else { return Expression(constant: 0) }
        return Expression(axis == .horizontal ? node.x : node.y)
    }
}

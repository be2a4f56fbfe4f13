import Cassowary
import SceneModel

/// UIStackView, as UIKit lays it out: not a layout algorithm of its own, but constraints it
/// adds between the stack and its arranged views (docs/uikit-rules.md, Stack views: printed from UIKit):
/// canvas connections, spacing, the distribution's and the alignment's constraints, hidden
/// views collapsed. They are generated constraints: a conflict breaks the scene's first.
extension LayoutBuild {
    func stackEntries(wrapWidths: [ViewID: Double]) -> [Entry] {
        var result: [Entry] = []
        for node in nodes {
            guard node.spec.type == .stack, let stack = node.spec.stack else { continue }
            let arranged = stack.arranged.compactMap(tree.position(named:)).map { nodes[$0] }
            guard !arranged.isEmpty else { continue }
            result += StackConstraints(
                build: self, stackView: node, stack: stack, arranged: arranged, wrapWidths: wrapWidths
            ).entries()
        }
        return result
    }
}

/// The constraints of one stack view, by concern: along the axis (canvas connections,
/// spacing, hiding), the distribution, and across the axis (the alignment and the fit).
struct StackConstraints {
    /// An arranged view and its geometry.
    struct Arranged {
        var node: LayoutBuild.Node
        var geometry: ItemGeometry
        var name: String { node.spec.name }
        /// Its own `hidden`: a hidden arranged view collapses (an ancestor's does not matter here).
        var isHidden: Bool { node.spec.hidden }
    }

    let build: LayoutBuild
    let stackView: LayoutBuild.Node
    let stack: StackSpec
    /// Not empty; hidden views too.
    let views: [Arranged]
    /// The edges the arranged views connect to: the stack's, or its layout margins'.
    let canvas: ItemGeometry
    /// `customSpacing` by the position of the view it follows.
    let customSpacing: [Int: Double]

    init(
        build: LayoutBuild, stackView: LayoutBuild.Node, stack: StackSpec, arranged: [LayoutBuild.Node],
        wrapWidths: [ViewID: Double]
    ) {
        self.build = build
        self.stackView = stackView
        self.stack = stack
        views = arranged.map { Arranged(node: $0, geometry: build.geometry(of: $0, wrapWidths: wrapWidths)) }
        let stackGeometry = build.geometry(of: stackView, wrapWidths: wrapWidths)
        canvas = stack.isLayoutMarginsRelative ? stackGeometry.inset(by: stackView.margins) : stackGeometry
        var customSpacing: [Int: Double] = [:]
        // Sorted: of two spellings of one name, the same one wins every time.
        for (name, value) in stack.customSpacing.sorted(by: { $0.key < $1.key }) {
            if let position = build.tree.position(named: name), customSpacing[position] == nil {
                customSpacing[position] = value
            }
        }
        self.customSpacing = customSpacing
    }

    var name: String { stackView.spec.name }
    var horizontal: Bool { stack.axis == .horizontal }
    /// Along the axis: leading/trailing and width, or top/bottom and height.
    var lead: Attribute { horizontal ? .leading : .top }
    var trail: Attribute { horizontal ? .trailing : .bottom }
    var length: Attribute { horizontal ? .width : .height }
    var center: Attribute { horizontal ? .centerX : .centerY }
    /// Across the axis.
    var crossStart: Attribute { horizontal ? .top : .leading }
    var crossEnd: Attribute { horizontal ? .bottom : .trailing }
    var crossCenter: Attribute { horizontal ? .centerY : .centerX }
    var crossLength: Attribute { horizontal ? .height : .width }

    /// The gap after an arranged view: its custom spacing, else the stack's (Standard = 8).
    func spacing(after view: Arranged, before next: Arranged) -> Double {
        if view.isHidden { return 0 }
        if let custom = customSpacing[view.node.position] { return custom }
        switch stack.spacing {
        case .points(let value): return value
        case .standard(let multiple): return multiple * standardSpacing(before: next)
        }
    }

    /// UIKit's system spacing: 8 between views, but between baselines it depends on the font
    /// below. Interface Builder's stored frames give the lower font's leading plus 2 points
    /// (Headline → Body 24, Body → Footnote 20 in an Xcode 14 storyboard).
    func standardSpacing(before next: Arranged) -> Double {
        guard stack.isBaselineRelative, !horizontal, next.geometry.intrinsic.text != nil else { return 8 }
        let font = IntrinsicContentCalculator.font(of: next.node.spec, category: build.configuration.sizeCategory)
        return font.lineSpacing + 2
    }

    func value(_ g: ItemGeometry, _ attribute: Attribute) -> Expression {
        g.expression(for: attribute, direction: build.configuration.direction)
    }

    /// One generated constraint `lhs relation rhs`, named as UIKit names it.
    func entry(
        _ kind: String, _ index: Int, _ lhs: Expression, _ relation: ConstraintSpec.Relation, _ rhs: Expression,
        priority: Double = 1000, first: (String, Attribute, ItemGeometry), second: (String, Attribute)? = nil
    ) -> LayoutBuild.Entry {
        let firstAnchor = Anchor(.view(first.0), first.1)
        let secondAnchor = second.map { Anchor(.view($0.0), $0.1) }
        let views = LayoutBuild.AnchorViews(
            first: build.tree.position(named: first.0), second: second.flatMap { build.tree.position(named: $0.0) },
            firstNamesView: true)
        return .generated(
            id: "\(name).UISV-\(kind).\(index)", first: firstAnchor, relation,
            second: secondAnchor, constant: 0, priority: priority,
            text: .written("UISV-\(kind) (\(name))"), location: stackView.spec.location, lhs: lhs, rhs: rhs,
            firstGeometry: first.2, views: views)
    }

    /// UIKit gives the i-th proportional size 999 − i, so that the first views win ties. Past
    /// 998 views that would reach 0 (not a priority): the rest share the lowest priority, 1.
    static func proportionalPriority(_ index: Int) -> Double { max(1, 999 - Double(index)) }

    func entries() -> [LayoutBuild.Entry] {
        alongTheAxis() + hiding() + distribution() + alignment() + fit()
    }

    /// The first and last views touch the canvas, neighbours are spaced.
    func alongTheAxis() -> [LayoutBuild.Entry] {
        guard let first = views.first, let last = views.last else { return [] }
        var result = [
            entry(
                "canvas-connection", 1, value(first.geometry, lead), .equal, value(canvas, lead),
                first: (first.name, lead, first.geometry)),
            entry(
                "canvas-connection", 2, value(canvas, trail), .equal, value(last.geometry, trail),
                first: (name, trail, canvas)),
        ]
        let distributed = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        // Hidden views at the end add no spacing either: the last visible view meets the canvas
        // as if they were removed (docs/uikit-rules.md, Stack views).
        let lastVisible = views.lastIndex { !$0.isHidden } ?? -1
        for i in views.indices.dropFirst() {
            let previous = views[i - 1], view = views[i]
            let trailingHidden = i > lastVisible
            let gap = trailingHidden ? 0 : spacing(after: previous, before: view)
            let nextEdge: Expression, previousEdge: Expression
            if stack.isBaselineRelative && !horizontal {
                nextEdge = value(view.geometry, .firstBaseline); previousEdge = value(previous.geometry, .lastBaseline)
            } else {
                nextEdge = value(view.geometry, lead); previousEdge = value(previous.geometry, trail)
            }
            // Right to left, the next view's leading (right) edge is the gap left of the
            // previous view's trailing (left) edge: the gap and an inequality are mirrored.
            let mirrored = horizontal && build.configuration.direction == .rtl
            let atLeast: ConstraintSpec.Relation = mirrored ? .lessThanOrEqual : .greaterThanOrEqual
            result.append(
                entry(
                    "spacing", i, nextEdge, distributed && !previous.isHidden && !trailingHidden ? atLeast : .equal,
                    mirrored ? previousEdge - gap : previousEdge + gap,
                    first: (view.name, lead, view.geometry), second: (previous.name, trail)))
        }
        return result
    }

    /// Hidden views collapse along the axis.
    func hiding() -> [LayoutBuild.Entry] {
        views.enumerated().filter { $0.element.isHidden }.map { index, view in
            entry(
                "hiding", index + 1, value(view.geometry, length), .equal, Expression(constant: 0),
                first: (view.name, length, view.geometry))
        }
    }
}

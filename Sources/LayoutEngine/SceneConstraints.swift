import Cassowary
import SceneModel

extension LayoutBuild {
    /// Every constraint of the layout, in the order they are added to the solver: the scene's
    /// own, the ones UIKit generates for views (intrinsic size, autoresizing), then the stacks'.
    func constraintEntries(wrapWidths: [ViewID: Double]) throws -> [Entry] {
        var entries = try sceneEntries(wrapWidths: wrapWidths)
        // One array appended to in place: concatenating arrays copied every entry.
        entries.reserveCapacity(entries.count + 4 * nodes.count)
        appendIntrinsicAndAutoresizingEntries(wrapWidths: wrapWidths, mentioned: mentionedViews(entries), to: &entries)
        entries += stackEntries(wrapWidths: wrapWidths)
        return entries
    }

    /// The scene's own constraints (after the size class's variations); unnamed ones are `c1`, `c2`, ...
    func sceneEntries(wrapWidths: [ViewID: Double]) throws -> [Entry] {
        try specs.enumerated().map { index, spec in
            try sceneEntry(spec, id: spec.id.isEmpty ? "c" + String(index + 1) : spec.id, wrapWidths: wrapWidths)
        }
    }

    func sceneEntry(_ spec: ConstraintSpec, id: String, wrapWidths: [ViewID: Double]) throws -> Entry {
        try SpecValidation.check(spec)
        let views = anchorViews(of: spec)
        let context = views.context
        /// A view's geometry by the position found above (looking its name up again was a tenth of this).
        func geometry(_ anchor: Anchor, view: Int?) throws -> ItemGeometry {
            if case .view = anchor.item, let view { return geometries(at: view, wrapWidths: wrapWidths).aligned }
            return try self.geometry(
                of: anchor.item, contextView: context, wrapWidths: wrapWidths, location: spec.location)
        }
        let first = try geometry(spec.first, view: views.first)
        let constant: Double
        switch spec.constant {
        case .points(let value): constant = value
        case .standard(let multiple): constant = multiple * standardSpacing(spec, views: views)
        }
        var lhs = first.expression(for: spec.first.attribute, direction: configuration.direction)
        var rhs = Expression(constant: constant)
        var secondGeometry: ItemGeometry?
        if let second = spec.second {
            let geometry = try geometry(second, view: views.second)
            secondGeometry = geometry
            var value = geometry.expression(for: second.attribute, direction: configuration.direction)
            if spec.multiplier != 1 && !second.attribute.isSize {
                // Location multipliers act in the superview's coordinates (docs/uikit-rules.md, Multipliers on positions).
                let origin = originExpression(of: superview(ofPosition: context), axis: second.attribute.axis)
                value = spec.multiplier * (value - origin) + origin
            } else {
                value = spec.multiplier * value
            }
            rhs = value + constant
        } else if !spec.first.attribute.isSize {
            // `view.leading = 20`: UIKit refuses a location equal to a bare constant; the
            // scene parser reports it, and a programmatic scene gets the superview's origin.
            lhs = lhs - originExpression(of: superview(ofPosition: context), axis: spec.first.attribute.axis)
        }
        var relation = spec.relation
        // Right to left, a constant along leading and trailing runs leftwards: UIKit puts
        // `Box.Leading = Superview.Leading + 20` 20 points from the right edge, and a
        // `>=` there keeps the box at least 20 points in from it. So the offset and the
        // inequality are mirrored (the report keeps the constant as written).
        if configuration.direction == .rtl
            && (spec.first.attribute.isDirectional || spec.second?.attribute.isDirectional == true)
        {
            rhs = rhs - 2 * constant
            relation = relation.mirrored
        }
        return Entry(
            id: id, spec: spec, constant: constant, isGenerated: false, lhs: lhs, relation, rhs: rhs,
            priority: min(spec.priority, 1000), firstGeometry: first, secondGeometry: secondGeometry, views: views)
    }

    /// `Standard` spacing: 20 between a view and its superview's edge, 8 otherwise.
    func standardSpacing(_ spec: ConstraintSpec, views: AnchorViews) -> Double {
        /// Whether the anchor is one on the superview's edge (not its margin) of the constraint's view.
        func isSuperviewEdge(_ anchor: Anchor, view: Int?) -> Bool {
            guard !anchor.attribute.isMargin else { return false }
            switch anchor.item {
            case .superview, .root: return true
            case .view:
                guard let context = views.context, let view, context != view else { return false }
                return nodes[context].parent == view
            default: return false
            }
        }
        if isSuperviewEdge(spec.first, view: views.first) { return 20 }
        if let second = spec.second, isSuperviewEdge(second, view: views.second) { return 20 }
        return 8
    }
}

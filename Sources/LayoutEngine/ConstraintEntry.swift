import Cassowary
import SceneModel

extension LayoutBuild {
    /// A constraint as the solver sees it, with where it came from. A class: the insertion
    /// order, conflict recovery and the readings pass each around, and copying its spec and
    /// geometries each time was a twentieth of a solve.
    final class Entry {
        let id: String
        /// What the report and the logs show: the constraint as written, or as UIKit names its own.
        let spec: ConstraintSpec
        /// The constant after `Standard` is resolved.
        let constant: Double
        let isGenerated: Bool
        let constraint: Constraint
        let firstGeometry: ItemGeometry
        let secondGeometry: ItemGeometry?
        /// Where the views its first and second items name are in `nodes` (nil for a guide, the
        /// root, a superview): found once, for the insertion order and the views constraints mention.
        let views: AnchorViews

        /// `lhs relation rhs` at `priority` for the solver, tagged with the id.
        init(
            id: String, spec: ConstraintSpec, constant: Double, isGenerated: Bool,
            lhs: Expression, _ relation: ConstraintSpec.Relation, rhs: Expression, priority: Double,
            firstGeometry: ItemGeometry, secondGeometry: ItemGeometry? = nil, views: AnchorViews
        ) {
            self.views = views
            self.id = id
            self.spec = spec
            self.constant = constant
            self.isGenerated = isGenerated
            self.constraint = Constraint(lhs, relation.solverRelation, rhs, priority: priority, tag: id)
            self.firstGeometry = firstGeometry
            self.secondGeometry = secondGeometry
        }

        /// A constraint UIKit adds by itself (intrinsic size, autoresizing, stack views):
        /// `lhs relation rhs`, shown as `first relation second + constant` with UIKit's text.
        static func generated(
            id: String, first: Anchor, _ relation: ConstraintSpec.Relation, second: Anchor? = nil,
            constant: Double, priority: Double = 1000, text: ConstraintText, location: SourceLocation,
            lhs: Expression, rhs: Expression, firstGeometry: ItemGeometry, views: AnchorViews
        ) -> Entry {
            Entry(
                id: id,
                spec: ConstraintSpec(
                    id: id, first: first, relation: relation, second: second, constant: .points(constant),
                    priority: priority, textSource: text, location: location),
                constant: constant, isGenerated: true, lhs: lhs, relation, rhs: rhs,
                priority: priority, firstGeometry: firstGeometry, views: views)
        }
    }

    /// The positions in `nodes` of the views a constraint's two items name (`Item.view`).
    struct AnchorViews {
        var first: Int?
        var second: Int?
        /// Whether the first item names a view, one of the scene or not.
        var firstNamesView = false

        /// The view the constraint places, for the insertion order: its first item's, else its second item's.
        var placed: Int? { first ?? second }
        /// The constraint's view, whose superview `Superview` is: the first item's when it names a
        /// view, else the second item's.
        var context: Int? { firstNamesView ? first : second }
    }

    func anchorViews(of spec: ConstraintSpec) -> AnchorViews {
        var views = AnchorViews()
        if case .view(let name) = spec.first.item {
            views.first = tree.position(named: name)
            views.firstNamesView = true
        }
        if case .view(let name)? = spec.second?.item { views.second = tree.position(named: name) }
        return views
    }
}

extension ConstraintSpec.Relation {
    /// The same relation for the solver.
    var solverRelation: Relation {
        switch self {
        case .equal: return .equal
        case .lessThanOrEqual: return .lessThanOrEqual
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }

    /// The relation seen in a mirror (right to left): `<=` and `>=` swap.
    var mirrored: ConstraintSpec.Relation {
        switch self {
        case .equal: return .equal
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .greaterThanOrEqual: return .lessThanOrEqual
        }
    }
}

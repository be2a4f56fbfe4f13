import Cassowary

extension LayoutBuild {
    /// A constraint as the solver sees it, with where it came from.
    struct Entry {
        var id: String
        /// What the report and the logs show: the constraint as written, or as UIKit names its own.
        var spec: ConstraintSpec
        /// The constant after `Standard` is resolved.
        var constant: Double
        var isGenerated: Bool
        var constraint: Constraint
        var firstGeometry: ItemGeometry
        var secondGeometry: ItemGeometry?

        /// `lhs relation rhs` at `priority` for the solver, tagged with the id.
        init(
            id: String, spec: ConstraintSpec, constant: Double, isGenerated: Bool,
            lhs: Expression, _ relation: ConstraintSpec.Relation, rhs: Expression, priority: Double,
            firstGeometry: ItemGeometry, secondGeometry: ItemGeometry? = nil
        ) {
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
            constant: Double, priority: Double = 1000, text: String, location: SourceLocation,
            lhs: Expression, rhs: Expression, firstGeometry: ItemGeometry
        ) -> Entry {
            let spec = ConstraintSpec(
                id: id, first: first, relation: relation, second: second, constant: .points(constant),
                priority: priority, text: text, location: location)
            return Entry(
                id: id, spec: spec, constant: constant, isGenerated: true, lhs: lhs, relation, rhs: rhs,
                priority: priority, firstGeometry: firstGeometry)
        }
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

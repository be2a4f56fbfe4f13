/// How an expression relates to zero.
public enum Relation: String, Sendable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// Auto Layout's priority: 1000 is required; 0 < p < 1000 are optional, strictly ordered levels.
public typealias Priority = Double

public extension Priority {
    static let required: Priority = 1000
}

/// A linear constraint `expression (== | <= | >=) 0` at a priority.
///
/// A class so that it has an identity: the same constraint object is added, reported in a
/// conflict and removed. `tag` is free for the caller (the layout engine stores its own id there).
/// Immutable, hence `Sendable`: another priority is another constraint (`priority(_:)`).
public final class Constraint: Hashable, CustomStringConvertible, Sendable {
    public let expression: Expression
    public let relation: Relation
    public let priority: Priority
    public let tag: String

    /// `expression relation 0`.
    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required, tag: String = "") {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.tag = tag
    }

    /// `lhs relation rhs`, stored as `lhs - rhs relation 0`.
    public convenience init(
        _ lhs: Expression, _ relation: Relation, _ rhs: Expression,
        priority: Priority = .required, tag: String = ""
    ) {
        self.init(lhs - rhs, relation, priority: priority, tag: tag)
    }

    /// `variable relation rhs`, with one array for its terms.
    convenience init(variable: Variable, _ relation: Relation, _ rhs: Expression) {
        self.init(Expression.difference(leading: variable, Expression(), rhs), relation)
    }

    public var isRequired: Bool { priority >= .required }

    /// This constraint at another priority (a new identity).
    public func withPriority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority, tag: tag)
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String {
        let label = tag.isEmpty ? "" : "\(tag): "
        let p = isRequired ? "" : " @\(formatNumber(priority))"
        return "\(label)\(expression) \(relation.rawValue) 0\(p)"
    }
}

// `x == y + 10` builds a required constraint; `.priority(750)` lowers it.
public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .equal, rhs) }
public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }
public func == (lhs: Variable, rhs: Expression) -> Constraint { Constraint(variable: lhs, .equal, rhs) }
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(variable: lhs, .lessThanOrEqual, rhs) }
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(variable: lhs, .greaterThanOrEqual, rhs) }
public func == (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression([Term(lhs), Term(rhs, -1)]), .equal)
}
public func <= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression([Term(lhs), Term(rhs, -1)]), .lessThanOrEqual)
}
public func >= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression([Term(lhs), Term(rhs, -1)]), .greaterThanOrEqual)
}
public func == (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) == Expression(constant: rhs) }
public func <= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) <= Expression(constant: rhs) }
public func >= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) >= Expression(constant: rhs) }
public func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(constant: rhs) }
public func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(constant: rhs) }
public func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(constant: rhs) }

public extension Constraint {
    /// `(x == 10).priority(750)`: the same relation at another priority, a new constraint
    /// (the same as `withPriority`; it reads as NSLayoutConstraint's `priority`).
    func priority(_ priority: Priority) -> Constraint { withPriority(priority) }
}

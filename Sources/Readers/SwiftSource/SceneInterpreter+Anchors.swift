import SceneModel
import SwiftSyntax

/// Layout anchors: `a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 8)`, the
/// dimension forms (`equalToConstant:`, `multiplier:`), system spacing, and what is done to
/// the constraint after (`priority`, `isActive`, `constant`).
extension SceneInterpreter {
    func anchorMethod(_ item: LayoutItem, _ attribute: Attribute, _ name: String, _ node: FunctionCallExprSyntax)
        -> SourceValue
    {
        let given = arguments(node)
        guard name == "constraint" else {
            if name == "anchorWithOffset" || name.hasPrefix("constraint") {
                builder.warn("`\(node.oneLine)` is not understood: not read", at: places.location(of: node))
            }
            return .unknown(node.oneLine)
        }
        var relation = ConstraintSpec.Relation.equal
        var second: (item: LayoutItem, attribute: Attribute)?
        var constant = Constant.points(0)
        var multiplier = 1.0
        var understood = false
        for argument in given {
            guard let label = argument.label else { continue }
            let relations: [(String, ConstraintSpec.Relation)] = [
                ("equalTo", .equal), ("greaterThanOrEqualTo", .greaterThanOrEqual),
                ("lessThanOrEqualTo", .lessThanOrEqual),
            ]
            for (prefix, kind) in relations where label.hasPrefix(prefix) {
                relation = kind
                let rest = label.dropFirst(prefix.count)
                switch rest {
                case "":
                    guard case .anchor(let other, let otherAttribute) = argument.value else {
                        return notUnderstood(node)
                    }
                    second = (other, otherAttribute)
                    understood = true
                case "Constant":
                    constant = .points(constantValue(argument, of: item))
                    understood = true
                case "SystemSpacingAfter", "SystemSpacingBelow":
                    guard case .anchor(let other, let otherAttribute) = argument.value else {
                        return notUnderstood(node)
                    }
                    second = (other, otherAttribute)
                    constant = .standard(multiple: 1)
                    understood = true
                default:
                    return notUnderstood(node)
                }
            }
            switch label {
            case "constant": constant = .points(constantValue(argument, of: item))
            case "multiplier":
                let factor = constantValue(argument, of: item, assumed: 1)
                if case .standard = constant { constant = .standard(multiple: factor) } else { multiplier = factor }
            default: break
            }
        }
        guard understood else { return notUnderstood(node) }
        return makeConstraint(
            BuiltConstraint(
                first: item, firstAttribute: attribute, relation: relation, second: second?.item,
                secondAttribute: second?.attribute, multiplier: multiplier, constant: constant, text: node.oneLine,
                location: places.location(of: node)), at: node)
    }

    func notUnderstood(_ node: some SyntaxProtocol) -> SourceValue {
        builder.warn(
            "`\(node.oneLine)` is not a constraint this reader understands: not read", at: places.location(of: node))
        return .unknown(node.oneLine)
    }

    /// A constraint's number: a literal or constant, else `assumed` (0) and an assumption.
    func constantValue(_ argument: CallArgument, of item: LayoutItem, assumed: Double = 0) -> Double {
        if let value = Self.numeric(argument.value) { return value }
        noteAssumption(
            "value `\(argument.expression.oneLine)`",
            reason: "computed at run time: \(ValueBounds.text(assumed)) assumed", at: argument.expression)
        return assumed
    }

    func makeConstraint(_ constraint: BuiltConstraint, at node: some SyntaxProtocol) -> SourceValue {
        guard builder.constraints.count < SwiftSourceLimits.maximumConstraints else {
            builder.warn(
                "more than \(SwiftSourceLimits.maximumConstraints) constraints: the others are not read",
                at: places.location(of: node))
            return .unknown(node.oneLine)
        }
        builder.constraints.append(constraint)
        countConstraintStatement(node)
        return .constraint(builder.constraints.count - 1)
    }

    /// `.withPriority(.defaultHigh)`, `.priority(750)` (helpers of many projects, defined elsewhere).
    func constraintMethod(_ index: Int, _ name: String, _ node: FunctionCallExprSyntax) -> SourceValue {
        let given = arguments(node)
        if name.lowercased().contains("priority"),
            let priority = given.first.flatMap({ LayoutPriorities.value($0.value) })
        {
            builder.constraints[index].priority = priority
            return .constraint(index)
        }
        if name == "activate" || name == "activated" {
            builder.constraints[index].isActive = true
            return .constraint(index)
        }
        builder.warn("`\(node.oneLine)` is not understood: not read", at: places.location(of: node))
        return .constraint(index)
    }

    /// `c.isActive = true`, `c.priority = .defaultHigh`, `c.constant = 12`, `c.identifier = "…"`.
    func setConstraintProperty(_ index: Int, _ name: String, _ value: SourceValue, at node: some SyntaxProtocol) {
        switch name {
        case "isActive":
            if case .bool(let active) = value { builder.constraints[index].isActive = active }
        case "priority":
            if let priority = LayoutPriorities.value(value) {
                builder.constraints[index].priority = priority
            } else {
                builder.warn("the priority `\(node.oneLine)` is not known: 1000 kept", at: places.location(of: node))
            }
        case "constant":
            if let constant = Self.numeric(value) {
                builder.constraints[index].constant = .points(constant)
            } else {
                noteAssumption(
                    "value `\(node.oneLine)`", reason: "computed at run time: the constant is kept", at: node)
            }
        default: break
        }
    }
}

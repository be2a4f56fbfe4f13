import SceneModel
import SwiftSyntax

/// SnapKit's values: `view.snp`, a guide's `snp`, the closure's `make`, an attribute list
/// being built (`make.top.leading`), another item's attributes (`other.snp.bottom`), and the
/// constraints a line made (for `offset`, `inset`, `priority`, `multipliedBy`).
enum SnapKitValue {
    case item(LayoutItem)
    case maker(Int)
    case attributes(view: Int, [Attribute])
    case target(LayoutItem, [Attribute])
    case made([Int], node: Syntax)
}

/// SnapKit (`snp.makeConstraints`, `remakeConstraints`, `updateConstraints`) read as UIKit
/// constraints, as SnapKit makes them (its ConstraintMaker, ConstraintMakerExtendable and
/// ConstraintInsetTarget): `edges` are top, left, bottom and right; a number related to
/// anything but a size relates to the superview; `inset` is positive inwards.
extension SceneInterpreter {
    static let snapKitAttributes: [String: [Attribute]] = {
        var table: [String: [Attribute]] = [:]
        for attribute in Attribute.allCases { table[attribute.rawValue] = [attribute] }
        table["edges"] = [.top, .left, .bottom, .right]
        table["horizontalEdges"] = [.left, .right]
        table["verticalEdges"] = [.top, .bottom]
        table["directionalEdges"] = [.top, .leading, .bottom, .trailing]
        table["directionalHorizontalEdges"] = [.leading, .trailing]
        table["directionalVerticalEdges"] = [.top, .bottom]
        table["size"] = [.width, .height]
        table["center"] = [.centerX, .centerY]
        table["margins"] = [.leftMargin, .topMargin, .rightMargin, .bottomMargin]
        table["directionalMargins"] = [.leadingMargin, .topMargin, .trailingMargin, .bottomMargin]
        table["centerWithinMargins"] = [.centerXWithinMargins, .centerYWithinMargins]
        return table
    }()

    /// `Styles.Sizes.gutter`: a member of a type declared elsewhere, a number computed there.
    static func isMember(_ value: SourceValue) -> Bool {
        if case .member = value { return true }
        return false
    }

    /// SnapKit's ConstraintPriority values.
    static let snapKitPriorities: [String: Double] = ["required": 1000, "high": 750, "medium": 500, "low": 250]

    func snapKitMember(_ snap: SnapKitValue, _ name: String, at node: some SyntaxProtocol) -> SourceValue {
        switch snap {
        case .item(let item):
            if let attributes = Self.snapKitAttributes[name] { return .snapKit(.target(item, attributes)) }
        case .maker(let view):
            if let attributes = Self.snapKitAttributes[name] { return .snapKit(.attributes(view: view, attributes)) }
        case .attributes(let view, let attributes):
            if let more = Self.snapKitAttributes[name] { return .snapKit(.attributes(view: view, attributes + more)) }
        case .made:
            if name == "constraint" { return .snapKit(snap) }
        case .target: break
        }
        return .unknown(node.oneLine)
    }

    func snapKitCall(_ snap: SnapKitValue, _ name: String, _ node: FunctionCallExprSyntax) -> SourceValue {
        let given = arguments(node)
        switch snap {
        case .item(.view(let view)) where ["makeConstraints", "remakeConstraints", "updateConstraints"].contains(name):
            guard case .closure(let closure) = given.last?.value else { return notUnderstood(node) }
            builder.views[view].constrainedBySnapKit = true
            if name == "remakeConstraints" {
                for index in builder.constraints.indices where builder.constraints[index].snapKitView == view {
                    builder.constraints[index].isActive = false
                }
            }
            let before = builder.constraints.count
            _ = runClosure(closure, arguments: [.snapKit(.maker(view))])
            if name == "updateConstraints" { mergeUpdates(of: view, from: before) }
            return .none
        case .item(.view(let view)) where name == "removeConstraints":
            for index in builder.constraints.indices where builder.constraints[index].snapKitView == view {
                builder.constraints[index].isActive = false
            }
            return .none
        case .attributes(let view, let attributes):
            let relations: [String: ConstraintSpec.Relation] = [
                "equalTo": .equal, "greaterThanOrEqualTo": .greaterThanOrEqual, "lessThanOrEqualTo": .lessThanOrEqual,
                "equalToSuperview": .equal, "greaterThanOrEqualToSuperview": .greaterThanOrEqual,
                "lessThanOrEqualToSuperview": .lessThanOrEqual,
            ]
            guard let relation = relations[name] else { return notUnderstood(node) }
            let target: SourceValue =
                name.hasSuffix("Superview") ? .snapKit(.item(.superview)) : given.first?.value ?? .none
            return snapKitRelation(view, attributes, relation, target, given.first?.expression, node)
        case .made(let indices, let origin):
            snapKitModifier(indices, name, given, node)
            return .snapKit(.made(indices, node: origin))
        default:
            return notUnderstood(node)
        }
    }

    /// `make.top.equalTo(other.snp.bottom)`, `make.size.equalTo(40)`, `make.edges.equalToSuperview()`.
    func snapKitRelation(
        _ view: Int, _ attributes: [Attribute], _ relation: ConstraintSpec.Relation, _ target: SourceValue,
        _ expression: ExprSyntax?, _ node: FunctionCallExprSyntax
    ) -> SourceValue {
        var made: [Int] = []
        for (position, attribute) in attributes.enumerated() {
            var second: (LayoutItem, Attribute)?
            var constant = 0.0
            switch target {
            case .snapKit(.item(let item)): second = (item, attribute)
            case .snapKit(.target(let item, let targets)):
                let other =
                    targets.count == attributes.count ? targets[position] : targets.count == 1 ? targets[0] : attribute
                second = (item, other)
            case .view(let other): second = (.view(other), attribute)
            case .guide(let item): second = (item, attribute)
            case .anchor(let item, let other): second = (item, other)
            case .size(let size):
                guard attribute.isSize else { return notUnderstood(node) }
                constant = attribute == .width ? size.width : size.height
            default:
                if let number = Self.numeric(target) {
                    constant = number
                } else if let expression, target.isUnknown || Self.isMember(target) {
                    // The file's views are known: what it cannot tell is a number computed elsewhere.
                    constant = constantValue(
                        CallArgument(label: nil, value: target, expression: expression), of: .view(view))
                } else {
                    return notUnderstood(node)
                }
                // A number for anything but a size is relative to the superview's same attribute.
                if !attribute.isSize { second = (.superview, attribute) }
            }
            var constraint = BuiltConstraint(
                first: .view(view), firstAttribute: attribute, relation: relation, second: second?.0,
                secondAttribute: second?.1, constant: .points(constant), text: node.oneLine,
                location: places.location(of: node))
            constraint.isActive = true
            constraint.snapKitView = view
            guard case .constraint(let index) = makeConstraint(constraint, at: node) else { break }
            made.append(index)
        }
        return .snapKit(.made(made, node: Syntax(node)))
    }

    func snapKitModifier(_ indices: [Int], _ name: String, _ given: [CallArgument], _ node: FunctionCallExprSyntax) {
        let argument = given.first
        switch name {
        case "offset", "inset":
            var insets: Insets?
            if case .insets(let value) = argument?.value { insets = value }
            if insets == nil, name == "inset", let argument {
                let value = Self.numeric(argument.value) ?? constantValue(argument, of: .view(0))
                insets = Insets(all: value)
            }
            for index in indices {
                let attribute = builder.constraints[index].firstAttribute
                let value: Double
                if let insets {
                    value = Self.snapKitInset(insets, attribute)
                } else if case .size(let size) = argument?.value {
                    value = attribute == .width ? size.width : attribute == .height ? size.height : 0
                } else if let argument {
                    value = Self.numeric(argument.value) ?? constantValue(argument, of: .view(0))
                } else {
                    value = 0
                }
                if case .points(let current) = builder.constraints[index].constant {
                    builder.constraints[index].constant = .points(current + value)
                }
            }
        case "multipliedBy", "dividedBy":
            guard let argument else { break }
            let factor = constantValue(argument, of: .view(0), assumed: 1)
            for index in indices {
                builder.constraints[index].multiplier = name == "multipliedBy" ? factor : (factor == 0 ? 1 : 1 / factor)
            }
        case "priority":
            var priority: Double?
            if case .member(let named) = argument?.value { priority = Self.snapKitPriorities[named] }
            priority = priority ?? argument.flatMap { LayoutPriorities.value($0.value) }
            guard let priority else {
                builder.warn("the priority `\(node.oneLine)` is not known: 1000 kept", at: places.location(of: node))
                break
            }
            for index in indices { builder.constraints[index].priority = priority }
        case "priorityRequired", "priorityHigh", "priorityMedium", "priorityLow":
            let priority = Self.snapKitPriorities[String(name.dropFirst("priority".count)).lowercased()] ?? 1000
            for index in indices { builder.constraints[index].priority = priority }
        case "deactivate":
            for index in indices { builder.constraints[index].isActive = false }
        case "activate":
            for index in indices { builder.constraints[index].isActive = true }
        case "labeled", "identifier": break
        case "update" where ["offset", "inset", "priority"].contains(argument?.label):
            // A kept `Constraint`'s `update(offset:)`/`update(inset:)` replaces its constant.
            if argument?.label != "priority" {
                for index in indices { builder.constraints[index].constant = .points(0) }
            }
            snapKitModifier(indices, argument?.label ?? "", given, node)
        default:
            builder.warn("`\(node.oneLine)` is not understood: not read", at: places.location(of: node))
        }
    }

    /// SnapKit's ConstraintInsetTarget: the constant an inset gives each attribute.
    static func snapKitInset(_ insets: Insets, _ attribute: Attribute) -> Double {
        switch attribute.withoutMargin {
        case .left, .leading: return insets.left
        case .top, .firstBaseline: return insets.top
        case .right, .trailing: return -insets.right
        case .bottom, .lastBaseline: return -insets.bottom
        case .centerX: return (insets.left - insets.right) / 2
        case .centerY: return (insets.top - insets.bottom) / 2
        case .width: return -(insets.left + insets.right)
        case .height: return -(insets.top + insets.bottom)
        default: return 0
        }
    }

    /// `updateConstraints`: each new constraint updates the constant of the active one it matches.
    func mergeUpdates(of view: Int, from start: Int) {
        for index in start..<builder.constraints.count {
            let new = builder.constraints[index]
            guard
                let match = builder.constraints[..<start].indices.last(where: {
                    let old = builder.constraints[$0]
                    return old.isActive && old.snapKitView == view && old.firstAttribute == new.firstAttribute
                        && old.relation == new.relation && old.second == new.second
                        && old.secondAttribute == new.secondAttribute
                })
            else { continue }
            builder.constraints[match].constant = new.constant
            builder.constraints[match].priority = new.priority
            builder.constraints[index].isActive = false
        }
    }

    func snapKitAssignment(_ snap: SnapKitValue, _ name: String, _ value: SourceValue, at node: some SyntaxProtocol) {
        guard case .made(let indices, _) = snap, name == "isActive", case .bool(let active) = value else { return }
        for index in indices { builder.constraints[index].isActive = active }
    }
}

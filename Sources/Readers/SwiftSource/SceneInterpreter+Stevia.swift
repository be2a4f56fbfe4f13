import SceneModel
import SwiftSyntax

/// Stevia (imported as `Stevia`): the attribute equations (`a.Top == b.Bottom + 8`,
/// `a.Width == b.Width * 0.5`, `a.Height >= 40`) and the view methods that pin to the superview
/// (`top(8)`, `height(>=40)`, `centerInContainer()`, `fillContainer(16)`, `followEdges(b)`), as
/// Stevia makes them. Its `|-8-view-8-|` and `layout(...)` chains are not read (a warning).
extension SceneInterpreter {
    static let steviaAttributes: [String: Attribute] = [
        "Top": .top, "Bottom": .bottom, "Left": .left, "Right": .right, "Leading": .leading, "Trailing": .trailing,
        "Width": .width, "Height": .height, "CenterX": .centerX, "CenterY": .centerY,
        "FirstBaseline": .firstBaseline, "LastBaseline": .lastBaseline,
    ]

    /// Stevia's `align(…:)` and `equal(…:)` by their label.
    static let steviaAlignments: [String: [Attribute]] = [
        "align:horizontally": [.centerY], "align:vertically": [.centerX], "align:tops": [.top],
        "align:bottoms": [.bottom], "align:lefts": [.left], "align:rights": [.right], "align:leadings": [.leading],
        "align:trailings": [.trailing], "align:baselines": [.lastBaseline], "align:firstBaselines": [.firstBaseline],
        "align:lastBaselines": [.lastBaseline], "equal:widths": [.width], "equal:heights": [.height],
        "equal:sizes": [.width, .height],
    ]

    var readsStevia: Bool { declarations.imports.contains("Stevia") }

    /// `a.Top == b.Bottom + 8` as a statement: the constraint, or false when it is not one.
    /// Anchorage's operators on anchors (`a.leadingAnchor == b.leadingAnchor + 8 ~ .high`) are
    /// read the same way, with or without its import (comparing anchors means nothing else).
    func steviaEquation(_ sequence: SequenceExprSyntax) -> Bool {
        let elements = Array(sequence.elements)
        guard readsStevia || readsCartography || Self.isAnchorOperand(elements.first) else { return false }
        if anchorageComposite(elements, sequence) { return true }
        let relations: [String: ConstraintSpec.Relation] = [
            "==": .equal, ">=": .greaterThanOrEqual, "<=": .lessThanOrEqual,
            "/==/": .equal, "/>=/": .greaterThanOrEqual, "/<=/": .lessThanOrEqual,
        ]
        guard
            let index = elements.firstIndex(where: {
                $0.as(BinaryOperatorExprSyntax.self).map { relations[$0.operator.text] != nil } ?? false
            }),
            let relation = relations[elements[index].as(BinaryOperatorExprSyntax.self)!.operator.text],
            index == 1, case .anchor(let item, let attribute) = evaluate(elements[0])
        else { return false }
        // The right side: [anchor] [* m] [+/- c], or a number.
        var second: (LayoutItem, Attribute)?
        var multiplier = 1.0
        var constant = 0.0
        var sign = 1.0
        var pendingMultiply = false
        var pendingDivide = false
        var priority = 1000.0
        let rest = Array(elements[(index + 1)...])
        reading: for (offset, element) in rest.enumerated() {
            if let op = element.as(BinaryOperatorExprSyntax.self) {
                switch op.operator.text {
                case "+": sign = 1
                case "-": sign = -1
                case "*": pendingMultiply = true
                case "/":
                    pendingMultiply = true
                    pendingDivide = true
                case "~":
                    priority = anchoragePriority(Array(rest[(offset + 1)...]), of: item)
                    break reading
                default: return false
                }
                continue
            }
            let value = evaluate(element)
            if case .anchor(let other, let otherAttribute) = value, second == nil {
                second = (other, otherAttribute)
            } else if let number = Self.numeric(value) {
                if pendingMultiply {
                    multiplier = pendingDivide ? 1 / number : number
                } else {
                    constant += sign * number
                }
                pendingMultiply = false
                pendingDivide = false
            } else {
                let argument = CallArgument(label: nil, value: value, expression: element)
                let number = constantValue(argument, of: item, assumed: pendingMultiply ? 1 : 0)
                if pendingMultiply {
                    multiplier = pendingDivide ? 1 / number : number
                } else {
                    constant += sign * number
                }
                pendingMultiply = false
            }
            pendingDivide = false
        }
        var constraint = BuiltConstraint(
            first: item, firstAttribute: attribute, relation: relation, second: second?.0, secondAttribute: second?.1,
            multiplier: second == nil ? 1 : multiplier, constant: .points(constant), priority: priority,
            text: sequence.oneLine,
            location: places.location(of: sequence))
        constraint.isActive = true
        if let owner = item.owner { builder.views[owner].constrainedBySnapKit = true }
        _ = makeConstraint(constraint, at: sequence)
        return true
    }

    /// Stevia's result-builder form (`subviews { a; b }`, `layout { 100; |a|; 8; |b| }`): the
    /// closure's expressions, in order, as the arguments of the list form.
    func steviaBuilderArguments(_ given: [CallArgument]) -> [CallArgument] {
        guard given.count == 1, case .closure(let closure) = given[0].value else { return given }
        return closure.statements.compactMap { statement in
            guard case .expr(let expression) = statement.item else { return nil }
            return CallArgument(label: nil, value: evaluate(expression), expression: expression)
        }
    }

    /// Stevia's view methods; nil when the name is not one of them.
    func steviaMethod(_ view: Int, _ name: String, _ given: [CallArgument], at node: some SyntaxProtocol)
        -> SourceValue?
    {
        guard readsStevia else { return nil }
        /// `8`, `>=8`, `<=8`: the relation and the number.
        func margin(_ argument: CallArgument?) -> (ConstraintSpec.Relation, Double)? {
            guard let argument else { return (.equal, 0) }
            if let prefix = argument.expression.as(PrefixOperatorExprSyntax.self),
                [">=", "<="].contains(prefix.operator.text)
            {
                let value =
                    Self.numeric(evaluate(prefix.expression))
                    ?? constantValue(
                        CallArgument(
                            label: nil, value: .unknown(prefix.expression.oneLine), expression: prefix.expression),
                        of: .view(view))
                return (prefix.operator.text == ">=" ? .greaterThanOrEqual : .lessThanOrEqual, value)
            }
            return (.equal, Self.numeric(argument.value) ?? constantValue(argument, of: .view(view)))
        }
        func pin(
            _ attribute: Attribute, _ relation: ConstraintSpec.Relation, _ value: Double,
            to other: LayoutItem? = .superview
        ) {
            // Stevia pins trailing, right and bottom inwards: the superview's edge is first.
            let inward = [.trailing, .right, .bottom].contains(attribute) && other == .superview
            var constraint = BuiltConstraint(
                first: inward ? .superview : .view(view), firstAttribute: attribute, relation: relation,
                second: other == nil ? nil : (inward ? .view(view) : other),
                secondAttribute: other == nil ? nil : attribute,
                constant: .points(value), text: node.oneLine, location: places.location(of: node))
            constraint.isActive = true
            builder.views[view].constrainedBySnapKit = true
            _ = makeConstraint(constraint, at: node)
        }
        let first = given.first
        switch name {
        case "layout":
            if let node = node.as(FunctionCallExprSyntax.self) {
                return steviaLayout(steviaBuilderArguments(given), at: node)
            }
            return nil
        case "top", "bottom", "left", "right", "leading", "trailing":
            guard let (relation, value) = margin(first) else { return nil }
            pin(Attribute(rawValue: name)!, relation, value)
        case "height", "width":
            guard let (relation, value) = margin(first) else { return nil }
            pin(Attribute(rawValue: name)!, relation, value, to: nil)
        case "size":
            guard let (relation, value) = margin(first) else { return nil }
            pin(.width, relation, value, to: nil)
            pin(.height, relation, value, to: nil)
        case "centerInContainer":
            pin(.centerX, .equal, 0)
            pin(.centerY, .equal, 0)
        case "centerHorizontally": pin(.centerX, .equal, first.flatMap { Self.numeric($0.value) } ?? 0)
        case "centerVertically": pin(.centerY, .equal, first.flatMap { Self.numeric($0.value) } ?? 0)
        case "fillContainer", "fillHorizontally", "fillVertically":
            let padding = first.flatMap { Self.numeric($0.value) } ?? 0
            if name != "fillVertically" {
                pin(.leading, .equal, padding)
                pin(.trailing, .equal, padding)
            }
            if name != "fillHorizontally" {
                pin(.top, .equal, padding)
                pin(.bottom, .equal, padding)
            }
        case "followEdges":
            guard case .view(let other) = first?.value else { return nil }
            for attribute in [Attribute.top, .bottom, .leading, .trailing] {
                pin(attribute, .equal, 0, to: .view(other))
            }
        case "align", "equal":
            // `align(horizontally: a, b, c)`, `align(tops: a, b)`, `equal(widths: a, b)`: each view
            // to the next, as Stevia relates them (horizontally: centers on one line, centerY).
            guard let label = first?.label, let attributes = Self.steviaAlignments[name + ":" + label] else {
                return nil
            }
            let views = given.flatMap(\.value.elements).compactMap(\.viewIndex)
            for (one, next) in zip(views, views.dropFirst()) {
                for attribute in attributes {
                    var constraint = BuiltConstraint(
                        first: .view(one), firstAttribute: attribute, relation: .equal, second: .view(next),
                        secondAttribute: attribute, text: node.oneLine, location: places.location(of: node))
                    constraint.isActive = true
                    _ = makeConstraint(constraint, at: node)
                }
            }
            return SourceValue.none
        case "heightEqualsWidth":
            var constraint = BuiltConstraint(
                first: .view(view), firstAttribute: .height, relation: .equal, second: .view(view),
                secondAttribute: .width, text: node.oneLine, location: places.location(of: node))
            constraint.isActive = true
            _ = makeConstraint(constraint, at: node)
        default:
            return nil
        }
        return .view(view)
    }
}

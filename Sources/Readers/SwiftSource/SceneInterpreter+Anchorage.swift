import SceneModel
import SwiftSyntax

/// Anchorage: operators between anchors make active constraints (`a.topAnchor == b.bottomAnchor + 8`,
/// `a.widthAnchor == b.widthAnchor / 2`, `a.heightAnchor >= 44 ~ .high`; `/==/` as `==`), read by
/// the attribute-equation reader. Its composite anchors relate several attributes at once:
/// `edgeAnchors` (top, leading, bottom, trailing; a number or insets push inwards),
/// `horizontalAnchors`, `verticalAnchors`, `centerAnchors` and `sizeAnchors` (to another's or to
/// a `CGSize`). Priorities: `.required` 1000, `.high` 750, `.low` 250, `.fittingSize` 50, a number,
/// `± n`.
extension SceneInterpreter {
    static let anchorageComposites: [String: [Attribute]] = [
        "edgeAnchors": [.top, .leading, .bottom, .trailing], "horizontalAnchors": [.leading, .trailing],
        "verticalAnchors": [.top, .bottom], "centerAnchors": [.centerX, .centerY], "sizeAnchors": [.width, .height],
    ]

    /// Whether an operand is written as an anchor (`x.topAnchor`, `x.edgeAnchors`).
    static func isAnchorOperand(_ element: ExprSyntax?) -> Bool {
        guard let access = element?.as(MemberAccessExprSyntax.self), access.base != nil else { return false }
        let name = access.declName.baseName.text
        return anchorAttributes[name] != nil || anchorageComposites[name] != nil
    }

    /// Whether a closure's only expression is a layout equation (a statement, not a value).
    func isEquation(_ sequence: SequenceExprSyntax) -> Bool {
        let elements = Array(sequence.elements)
        guard elements.count >= 3, let op = elements[1].as(BinaryOperatorExprSyntax.self),
            ["==", ">=", "<=", "/==/", "/>=/", "/<=/"].contains(op.operator.text)
        else { return false }
        guard let name = elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return false }
        return Self.isAnchorOperand(elements[0]) || (readsStevia && Self.steviaAttributes[name] != nil)
            || (readsCartography && (Self.cartographyAttributes[name] != nil || compositeAttributes(name) != nil))
    }

    /// The attributes a composite anchor stands for (Anchorage's, or Cartography's `edges`).
    func compositeAttributes(_ name: String) -> [Attribute]? {
        if let attributes = Self.anchorageComposites[name] { return attributes }
        guard readsCartography, let composite = Self.cartographyComposites[name] else { return nil }
        return Self.anchorageComposites[composite]
    }

    /// The priority after `~`: a name, a number, and `+ n` / `- n`.
    func anchoragePriority(_ elements: [ExprSyntax], of item: LayoutItem) -> Double {
        let named: [String: Double] = ["required": 1000, "high": 750, "low": 250, "fittingSize": 50]
        var total = 0.0
        var sign = 1.0
        for element in elements {
            if let op = element.as(BinaryOperatorExprSyntax.self) {
                sign = op.operator.text == "-" ? -1 : 1
                continue
            }
            let value = evaluate(element)
            if case .member(let name) = value, let priority = named[name] ?? LayoutPriorities.named[name] {
                total += sign * priority
            } else {
                total += sign * constantValue(CallArgument(label: nil, value: value, expression: element), of: item)
            }
        }
        return total
    }

    /// `a.edgeAnchors == b.edgeAnchors + 8` and the other composites: the constraints, or false.
    func anchorageComposite(_ elements: [ExprSyntax], _ sequence: SequenceExprSyntax) -> Bool {
        guard let access = elements.first?.as(MemberAccessExprSyntax.self), let base = access.base,
            let attributes = compositeAttributes(access.declName.baseName.text), elements.count >= 3,
            let op = elements[1].as(BinaryOperatorExprSyntax.self),
            let relation = [
                "==": ConstraintSpec.Relation.equal, ">=": .greaterThanOrEqual, "<=": .lessThanOrEqual,
                "/==/": .equal, "/>=/": .greaterThanOrEqual, "/<=/": .lessThanOrEqual,
            ][op.operator.text],
            let item = Self.layoutItem(evaluate(base))
        else { return false }
        var other: LayoutItem?
        var insets = Insets.zero
        var size: Size?
        var priority = 1000.0
        var sign = 1.0
        let rest = Array(elements[2...])
        reading: for (offset, element) in rest.enumerated() {
            if let op = element.as(BinaryOperatorExprSyntax.self) {
                switch op.operator.text {
                case "~":
                    priority = anchoragePriority(Array(rest[(offset + 1)...]), of: item)
                    break reading
                case "-": sign = -1
                default: sign = 1
                }
                continue
            }
            if other == nil, let (item, given) = cartographyInset(element) {
                other = item
                insets = given
                continue
            }
            if other == nil, let access = element.as(MemberAccessExprSyntax.self), let otherBase = access.base,
                compositeAttributes(access.declName.baseName.text) != nil
            {
                other = Self.layoutItem(evaluate(otherBase))
                continue
            }
            // The type's own (`horizontalAnchors`, unqualified).
            if other == nil, let reference = element.as(DeclReferenceExprSyntax.self),
                Self.anchorageComposites[reference.baseName.text] != nil
            {
                other = Self.layoutItem(frames[frames.count - 1].selfValue)
                continue
            }
            let value = evaluate(element)
            if case .insets(let given) = value {
                insets = given
            } else if case .size(let given) = value {
                size = given
            } else if let argument = Optional(CallArgument(label: nil, value: value, expression: element)),
                let given = sizeArgument(argument, of: item.owner ?? 0)
            {
                size = given
            } else {
                let number = sign * constantValue(CallArgument(label: nil, value: value, expression: element), of: item)
                insets = Insets(all: number)
            }
        }
        let inwards: [Attribute: Double] = [
            .top: insets.top, .leading: insets.left, .bottom: -insets.bottom, .trailing: -insets.right,
        ]
        for attribute in attributes {
            var constant = inwards[attribute] ?? 0
            if let size { constant = attribute == .width ? size.width : size.height }
            libraryConstraint(
                LibraryEnd(item: item, attribute: attribute), relation,
                size == nil ? LibraryEnd(item: other ?? .superview, attribute: attribute) : nil,
                constant: constant, priority: priority, at: sequence)
        }
        return true
    }
}

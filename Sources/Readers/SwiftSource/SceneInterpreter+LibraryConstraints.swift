import SceneModel
import SwiftSyntax

/// What the layout libraries that wrap anchors (TinyConstraints, PureLayout) have in common:
/// each call makes one or more active constraints on the view it is called on, and turns its
/// autoresizing mask off, as these libraries do to the view they constrain (not to the other).
extension SceneInterpreter {
    /// One side of a library's constraint: an item and its attribute.
    struct LibraryEnd {
        var item: LayoutItem
        var attribute: Attribute
    }

    /// Makes `first relation second * multiplier + constant` (second nil: a constant size).
    @discardableResult
    func libraryConstraint(
        _ first: LibraryEnd, _ relation: ConstraintSpec.Relation = .equal, _ second: LibraryEnd?,
        multiplier: Double = 1, constant: Double = 0, priority: Double = 1000, isActive: Bool = true,
        at node: some SyntaxProtocol
    ) -> SourceValue {
        var constraint = BuiltConstraint(
            first: first.item, firstAttribute: first.attribute, relation: relation, second: second?.item,
            secondAttribute: second?.attribute, multiplier: second == nil ? 1 : multiplier,
            constant: .points(constant), priority: priority, text: node.oneLine, location: places.location(of: node))
        constraint.isActive = isActive
        if case .view(let view) = first.item, view != 0 { builder.views[view].translatesAutoresizingMask = false }
        return makeConstraint(constraint, at: node)
    }

    /// A number argument, its computed value assumed (0, or the given default) when unknown.
    func libraryNumber(_ argument: CallArgument?, of view: Int, default value: Double = 0) -> Double {
        guard let argument else { return value }
        return constantValue(argument, of: .view(view), assumed: value)
    }

    /// The item a view, guide or `superview` argument names.
    static func layoutItem(_ value: SourceValue?) -> LayoutItem? {
        switch value {
        case .view(let view)?: return .view(view)
        case .guide(let item)?: return item
        default: return nil
        }
    }

    /// An edge or dimension written as an implicit member (`.top`, `.leading`, `.width`).
    static func libraryAttribute(_ value: SourceValue?) -> Attribute? {
        guard case .member(let name)? = value else { return nil }
        return Attribute(rawValue: name)
    }

    /// Insets written as `UIEdgeInsets(…)`, or TinyConstraints' `.top(8) + .horizontal(16)`,
    /// `.uniform(8)`, `.zero`.
    func libraryInsets(_ argument: CallArgument?, of view: Int) -> Insets {
        guard let argument else { return .zero }
        if case .insets(let insets) = argument.value { return insets }
        var total = Insets.zero
        var elements: [ExprSyntax] = [argument.expression]
        if let sequence = argument.expression.as(SequenceExprSyntax.self) {
            elements = sequence.elements.filter { !$0.is(BinaryOperatorExprSyntax.self) }
        }
        for element in elements {
            if let access = element.as(MemberAccessExprSyntax.self), access.base == nil,
                access.declName.baseName.text == "zero"
            {
                continue
            }
            guard let call = element.as(FunctionCallExprSyntax.self),
                let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base == nil,
                let first = call.arguments.first
            else {
                if case .insets(let insets) = evaluate(element) {
                    total = total + insets
                    continue
                }
                _ = constantValue(argument, of: .view(view))
                return .zero
            }
            let number = libraryNumber(
                CallArgument(label: nil, value: evaluate(first.expression), expression: first.expression), of: view)
            switch access.declName.baseName.text {
            case "top": total.top += number
            case "bottom": total.bottom += number
            case "left", "leading": total.left += number
            case "right", "trailing": total.right += number
            case "horizontal":
                total.left += number
                total.right += number
            case "vertical":
                total.top += number
                total.bottom += number
            case "uniform": total = total + Insets(all: number)
            default:
                _ = constantValue(argument, of: .view(view))
                return .zero
            }
        }
        return total
    }
}

import SceneModel
import SwiftSyntax

/// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
extension SceneInterpreter {
    func itemConstraint(_ node: FunctionCallExprSyntax) -> SourceValue {
        let given = arguments(node)
        guard given["item"] != nil else { return notUnderstood(node) }
        func item(_ value: SourceValue?) -> LayoutItem? {
            switch value.map({ placeholder(for: $0, at: node) }) {
            case .view(let view): return .view(view)
            case .guide(let guide): return guide
            default: return nil
            }
        }
        let attributes = given.filter { $0.label == "attribute" }
        guard let first = item(given["item"]?.value), let firstAttribute = attributes.first.flatMap(Self.attribute),
            case .member(let relatedBy) = given["relatedBy"]?.value,
            let relation = [
                "equal": ConstraintSpec.Relation.equal, "greaterThanOrEqual": .greaterThanOrEqual,
                "lessThanOrEqual": .lessThanOrEqual,
            ][relatedBy]
        else { return notUnderstood(node) }
        var second: LayoutItem?
        var secondAttribute: Attribute?
        if let other = given["toItem"], attributes.count > 1, !Self.isNotAnAttribute(attributes[1]) {
            guard let otherItem = item(other.value), let otherAttribute = Self.attribute(attributes[1]) else {
                return notUnderstood(node)
            }
            second = otherItem
            secondAttribute = otherAttribute
        }
        let multiplier = given["multiplier"].map { constantValue($0, of: first, assumed: 1) } ?? 1
        let constant = given["constant"].map { constantValue($0, of: first) } ?? 0
        return makeConstraint(
            BuiltConstraint(
                first: first, firstAttribute: firstAttribute, relation: relation, second: second,
                secondAttribute: secondAttribute, multiplier: second == nil ? 1 : multiplier,
                constant: .points(constant),
                text: node.oneLine, location: places.location(of: node)), at: node)
    }

    /// `.leading`, `NSLayoutConstraint.Attribute.top`, `.baseline` (the last baseline).
    static func attribute(_ argument: CallArgument) -> Attribute? {
        guard case .member(let name) = argument.value else { return nil }
        return Attribute.named(name)
    }

    static func isNotAnAttribute(_ argument: CallArgument) -> Bool {
        if case .member("notAnAttribute") = argument.value { return true }
        return false
    }
}

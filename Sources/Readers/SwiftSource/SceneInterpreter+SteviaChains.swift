import SceneModel
import SwiftSyntax

/// Stevia's visual chains: `|-8-a-b-8-|` (horizontal, `-` alone is 8 points, `|` alone is 0),
/// `~ 44` (the heights of the chain's views), and `layout(100, |a|, 8, |b| ~ 44, 0)` (vertical:
/// numbers are the distances between the superview's top, the chains and its bottom; two
/// chains with no number between them are not related).
extension SceneInterpreter {
    enum ChainToken: Equatable {
        case edge, dash, tilde
        case number(Double)
        case view(Int)
        case other
    }

    func chainTokens(_ expression: ExprSyntax) -> [ChainToken] {
        func operators(_ text: String) -> [ChainToken] {
            text.map { $0 == "|" ? .edge : $0 == "-" ? .dash : $0 == "~" ? .tilde : .other }
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return sequence.elements.flatMap { element -> [ChainToken] in
                if let op = element.as(BinaryOperatorExprSyntax.self) { return operators(op.operator.text) }
                return chainTokens(element)
            }
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            return operators(prefix.operator.text) + chainTokens(prefix.expression)
        }
        if let postfix = expression.as(PostfixOperatorExprSyntax.self) {
            return chainTokens(postfix.expression) + operators(postfix.operator.text)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1 {
            // `(15 + margin)`: a number when it is one.
            if let number = Self.numeric(evaluate(expression)) { return [.number(number)] }
            return chainTokens(tuple.elements.first!.expression)
        }
        let value = evaluate(expression)
        if let view = value.viewIndex { return [.view(view)] }
        if let number = Self.numeric(value) { return [.number(number)] }
        if value.isUnknown {
            return [
                .number(constantValue(CallArgument(label: nil, value: value, expression: expression), of: .view(0)))
            ]
        }
        return [.other]
    }

    /// A horizontal chain as a statement (or an argument of `layout`): its views, in order.
    @discardableResult
    func steviaChain(_ expression: ExprSyntax, tokens given: [ChainToken]? = nil) -> [Int]? {
        var tokens: [ChainToken] = []
        for token in given ?? chainTokens(expression) where !(token == .dash && tokens.last == .dash) {
            tokens.append(token)
        }
        guard readsStevia, tokens.contains(where: { if case .view = $0 { return true } else { return false } }),
            !tokens.contains(.other)
        else { return nil }
        var views: [Int] = []
        var previous: ChainToken?
        var index = 0
        func add(
            _ first: LayoutItem, _ attribute: Attribute, _ second: LayoutItem?, _ other: Attribute?, _ constant: Double
        ) {
            var constraint = BuiltConstraint(
                first: first, firstAttribute: attribute, relation: .equal, second: second, secondAttribute: other,
                constant: .points(constant), text: expression.oneLine, location: places.location(of: expression))
            constraint.isActive = true
            _ = makeConstraint(constraint, at: expression)
        }
        while index < tokens.count {
            let token = tokens[index]
            var spacing = 0.0
            var next = index
            if token == .dash {
                spacing = 8
                if index + 2 < tokens.count, case .number(let value) = tokens[index + 1], tokens[index + 2] == .dash {
                    spacing = value
                    next = index + 2
                }
                next += 1
                guard next < tokens.count else { break }
            }
            let target = tokens[next]
            switch (previous, target) {
            case (.edge?, .view(let view)): add(.view(view), .leading, .superview, .leading, spacing)
            case (.view(let last)?, .view(let view)): add(.view(view), .leading, .view(last), .trailing, spacing)
            case (.view(let last)?, .edge): add(.superview, .trailing, .view(last), .trailing, spacing)
            case (_, .tilde):
                if next + 1 < tokens.count, case .number(let height) = tokens[next + 1] {
                    for view in views { add(.view(view), .height, nil, nil, height) }
                    next += 1
                }
            default: break
            }
            if case .view(let view) = target {
                views.append(view)
                builder.views[view].constrainedBySnapKit = true
            }
            if target != .tilde { previous = target }
            index = next + 1
        }
        return views
    }

    /// `layout(100, |a|, 8, |b| ~ 44, 0)`.
    func steviaLayout(_ given: [CallArgument], at node: FunctionCallExprSyntax) -> SourceValue? {
        guard readsStevia else { return nil }
        var previous: [Int]?
        var spacing: Double?
        for argument in given {
            if let number = Self.numeric(argument.value) {
                spacing = number
                continue
            }
            let tokens = chainTokens(argument.expression)
            if tokens.count == 1, case .number(let value) = tokens[0] {
                spacing = value
                continue
            }
            guard let views = steviaChain(argument.expression, tokens: tokens), !views.isEmpty else { return nil }
            if let spacing {
                for view in views {
                    var constraint = BuiltConstraint(
                        first: .view(view), firstAttribute: .top, relation: .equal,
                        second: previous.map { .view($0[0]) } ?? .superview,
                        secondAttribute: previous == nil ? .top : .bottom,
                        constant: .points(spacing), text: node.oneLine,
                        location: places.location(of: argument.expression))
                    constraint.isActive = true
                    _ = makeConstraint(constraint, at: node)
                }
            }
            previous = views
            spacing = nil
        }
        if let spacing, let last = previous {
            for view in last {
                var constraint = BuiltConstraint(
                    first: .superview, firstAttribute: .bottom, relation: .equal, second: .view(view),
                    secondAttribute: .bottom, constant: .points(spacing), text: node.oneLine,
                    location: places.location(of: node))
                constraint.isActive = true
                _ = makeConstraint(constraint, at: node)
            }
        }
        return SourceValue.none
    }
}

import SceneModel
import SwiftSyntax

/// An argument of a call: its label, value and source (for the messages and assumptions about it).
struct CallArgument {
    var label: String?
    var value: SourceValue
    var expression: ExprSyntax
}

extension Array where Element == CallArgument {
    subscript(label: String) -> CallArgument? { first { $0.label == label } }
    var unlabeled: CallArgument? { first { $0.label == nil } }
}

/// Calls: the type's own methods and helpers (read where called), initializers of views and
/// values, and the methods of views, arrays and anchors.
extension SceneInterpreter {
    func arguments(_ node: FunctionCallExprSyntax) -> [CallArgument] {
        var result = node.arguments.map {
            CallArgument(label: $0.label?.text, value: evaluate($0.expression), expression: $0.expression)
        }
        if let closure = node.trailingClosure {
            result.append(CallArgument(label: nil, value: .closure(closure), expression: ExprSyntax(closure)))
        }
        for extra in node.additionalTrailingClosures {
            result.append(
                CallArgument(
                    label: extra.label.text, value: .closure(extra.closure), expression: ExprSyntax(extra.closure))
            )
        }
        return result
    }

    func call(_ node: FunctionCallExprSyntax) -> SourceValue {
        let callee = node.calledExpression
        if let closure = callee.as(ClosureExprSyntax.self) {
            return runClosure(closure, arguments: arguments(node).map(\.value))
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            return namedCall(reference.baseName.text, node)
        }
        if let access = callee.as(MemberAccessExprSyntax.self) {
            let name = access.declName.baseName.text
            guard let baseExpression = access.base else { return staticCall(nil, name, node) }
            if baseExpression.is(SuperExprSyntax.self) {
                _ = arguments(node)
                return .none
            }
            if let reference = baseExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "self",
                case .view(0) = frames[frames.count - 1].selfValue
            {
                if name == "init" { return selfInitializer(node) }
                return namedCall(name, node)
            }
            if name == "append" { return append(to: baseExpression, node) }
            return method(name, on: evaluate(baseExpression), node)
        }
        // `[NSLayoutConstraint]()`, `[String: UIView]()`: empty.
        if node.arguments.isEmpty, callee.is(ArrayExprSyntax.self) { return .array([]) }
        if node.arguments.isEmpty, callee.is(DictionaryExprSyntax.self) { return .dictionary([]) }
        _ = arguments(node)
        return .unknown(node.oneLine)
    }

    /// `setup()`, `makeLabel(text:)`, `UILabel()`, `addSubview(x)` (on self), `pin(to:)` (a helper).
    func namedCall(_ name: String, _ node: FunctionCallExprSyntax) -> SourceValue {
        let frame = frames[frames.count - 1]
        if case .closure(let closure) = frame.locals[name] {
            return runClosure(closure, arguments: arguments(node).map(\.value))
        }
        if case .localFunction(let function) = frame.locals[name] {
            let given = arguments(node)
            return call(function, arguments: given.map { ($0.label, $0.value) }, selfValue: frame.selfValue)
        }
        if case .view(0) = frame.selfValue, let candidates = type.functions[name] {
            let given = arguments(node)
            return call(
                Self.overload(candidates, given), arguments: given.map { ($0.label, $0.value) }, selfValue: .view(0))
        }
        if let candidates = declarations.helpers[name] {
            let given = arguments(node)
            return call(
                Self.overload(candidates, given), arguments: given.map { ($0.label, $0.value) },
                selfValue: frame.selfValue, countedAt: frame.countedAt ?? node.positionAfterSkippingLeadingTrivia)
        }
        if name.first?.isUppercase == true { return typeInitializer(name, node) }
        switch name {
        case "max", "min":
            let values = arguments(node).compactMap { Self.numeric($0.value) }
            guard values.count == node.arguments.count, !values.isEmpty else { return .unknown(node.oneLine) }
            return .number(name == "max" ? values.max()! : values.min()!)
        default: break
        }
        if case .view(let view) = frame.selfValue { return viewMethod(view, name, node) }
        readCallbacks(arguments(node))
        return .unknown(node.oneLine)
    }

    /// The overload whose labels match the call's, else the first.
    static func overload(_ candidates: [FunctionDeclSyntax], _ given: [CallArgument]) -> FunctionDeclSyntax {
        let labels = given.map { $0.label ?? "_" }
        return candidates.first { function in
            function.signature.parameterClause.parameters.map(\.firstName.text).prefix(labels.count).elementsEqual(
                labels)
        } ?? candidates[0]
    }

    /// `self.init(frame: .zero)` in a convenience initializer: the designated one it names.
    func selfInitializer(_ node: FunctionCallExprSyntax) -> SourceValue {
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        if let target = type.initializers.first(where: {
            $0.signature.parameterClause.parameters.map(\.firstName.text) == labels
        }) {
            runInitializer(target)
        }
        return .none
    }

    /// `views.append(x)`: the array where it is kept grows.
    func append(to base: ExprSyntax, _ node: FunctionCallExprSyntax) -> SourceValue {
        let given = arguments(node)
        var value = evaluate(base)
        guard case .array(var elements) = value, let argument = given.first else {
            return method("append", on: value, node, given: given)
        }
        if argument.label == "contentsOf" {
            elements += argument.value.elements
        } else {
            elements.append(argument.value)
        }
        value = .array(elements)
        store(value, into: base)
        return .none
    }

    func method(_ name: String, on base: SourceValue, _ node: FunctionCallExprSyntax, given: [CallArgument]? = nil)
        -> SourceValue
    {
        switch base {
        case .view(let view): return viewMethod(view, name, node)
        case .anchor(let item, let attribute): return anchorMethod(item, attribute, name, node)
        case .constraint(let index): return constraintMethod(index, name, node)
        case .array(let elements): return arrayMethod(elements, name, node)
        case .type(let typeName): return staticCall(typeName, name, node)
        case .snapKit(let snap): return snapKitCall(snap, name, node)
        case .font(let font): return ValueReading.fontMethod(font, name, given ?? arguments(node))
        case .fontMetrics(let scaling):
            return ValueReading.scaledFont(scaling, name, given ?? arguments(node)) ?? .unknown(node.oneLine)
        case .color(let color):
            let given = given ?? arguments(node)
            if name == "withAlphaComponent", let alpha = given.first.flatMap({ Self.numeric($0.value) }) {
                return .color(color.withAlpha(alpha))
            }
            return .color(color)
        case .unknown where Self.placeholderMethods.contains(name):
            guard case .view(let view) = placeholder(for: base, at: node) else { return .unknown(node.oneLine) }
            return viewMethod(view, name, given ?? arguments(node), at: node)
        default:
            let given = given ?? arguments(node)
            readCallbacks(given)
            if given.contains(where: { $0.value.viewIndex != nil })
                && (Self.mayBuildLayout(node) || Self.looksLikeLayoutHelper(name))
            {
                builder.warn("`\(node.oneLine)` is not understood: not read", at: places.location(of: node))
            }
            return .unknown(node.oneLine)
        }
    }

    /// Closures given to a call this reader does not know (a promise's `done`, `DispatchQueue.main.async`,
    /// an animation block) run when the app calls them: read once, their parameters unknown.
    func readCallbacks(_ given: [CallArgument]) {
        for case .closure(let closure) in given.map(\.value) where Self.mayBuildLayout(closure) {
            _ = runClosure(closure, arguments: (0..<4).map { .unknown("$\($0)") })
        }
    }

    func arrayMethod(_ elements: [SourceValue], _ name: String, _ node: FunctionCallExprSyntax) -> SourceValue {
        let given = arguments(node)
        let body = given.last?.value
        func apply(_ element: SourceValue) -> SourceValue {
            switch body {
            case .closure(let closure): return runClosure(closure, arguments: [element])
            case .function(let function):
                guard let candidates = type.functions[function] else { return .unknown(function) }
                return call(candidates[0], arguments: [(nil, element)], selfValue: .view(0))
            default:
                // `views.forEach(addSubview)`: a method of self named by reference.
                let argument = CallArgument(label: nil, value: element, expression: ExprSyntax(node))
                if let reference = given.last?.expression.as(DeclReferenceExprSyntax.self),
                    case .view(let view) = frames[frames.count - 1].selfValue
                {
                    return viewMethod(view, reference.baseName.text, [argument], at: node)
                }
                // `views.forEach(stack.addArrangedSubview)`: a view's method named by reference.
                if let access = given.last?.expression.as(MemberAccessExprSyntax.self), let base = access.base,
                    case .view(let view) = evaluate(base)
                {
                    return viewMethod(view, access.declName.baseName.text, [argument], at: node)
                }
                return .unknown(node.oneLine)
            }
        }
        switch name {
        case "forEach":
            for element in elements where !stopped { _ = apply(element) }
            return .none
        case "map", "compactMap", "flatMap":
            let mapped = elements.map(apply)
            return .array(name == "flatMap" ? mapped.flatMap(\.elements) : mapped)
        case "reversed": return .array(elements.reversed())
        case "enumerated":
            return .array(elements.enumerated().map { .array([.number(Double($0.offset)), $0.element]) })
        default: return .unknown(node.oneLine)
        }
    }

    /// Stores a value where an expression names it: a local, a property, `self.x`.
    func store(_ value: SourceValue, into target: ExprSyntax) {
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            let frame = frames[frames.count - 1]
            if frame.locals[name] != nil || frame.selfValue.viewIndex != 0 { return setLocal(name, value) }
            return setProperty(name, value)
        }
        if let access = target.as(MemberAccessExprSyntax.self),
            let base = access.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "self"
        {
            setProperty(access.declName.baseName.text, value)
        }
    }
}

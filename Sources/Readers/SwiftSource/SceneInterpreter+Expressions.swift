import SceneModel
import SwiftSyntax

/// Expressions: literals, names, members, calls, closures and arithmetic, to `SourceValue`s.
extension SceneInterpreter {
    func evaluateStatement(_ expression: ExprSyntax) {
        if let statement = expression.as(IfExprSyntax.self) { return ifStatement(statement) }
        if let statement = expression.as(SwitchExprSyntax.self) { return switchStatement(statement) }
        if let sequence = expression.as(SequenceExprSyntax.self), assign(sequence) || steviaEquation(sequence) {
            return
        }
        if readsStevia, expression.is(SequenceExprSyntax.self) || expression.is(PrefixOperatorExprSyntax.self),
            steviaChain(expression) != nil
        {
            return
        }
        let value = evaluate(expression)
        // An operator expression on views (a layout DSL's `view.Top == other.Bottom`, `|-view-|`).
        if value.isUnknown, let sequence = expression.as(SequenceExprSyntax.self),
            sequence.elements.contains(where: { element in
                !element.is(BinaryOperatorExprSyntax.self) && Self.mentionsView(evaluateQuietly(element))
            })
        {
            builder.warn("`\(expression.oneLine)` is not understood: not read", at: places.location(of: expression))
        }
    }

    /// Whether a value is or holds a view, a guide or an anchor.
    static func mentionsView(_ value: SourceValue) -> Bool {
        switch value {
        case .view, .guide, .anchor: return true
        case .array(let elements): return elements.contains(where: mentionsView)
        default: return false
        }
    }

    /// An operand's value without what evaluating it would build (it was evaluated already).
    func evaluateQuietly(_ expression: ExprSyntax) -> SourceValue {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return lookup(reference.baseName.text) }
        if let access = expression.as(MemberAccessExprSyntax.self), access.base != nil,
            access.base!.is(DeclReferenceExprSyntax.self)
        {
            return member(access)
        }
        return .none
    }

    func evaluate(_ expression: ExprSyntax) -> SourceValue {
        guard countStep(expression) else { return .unknown(expression.oneLine) }
        guard depth < SwiftSourceLimits.maximumDepth else {
            builder.warn(
                "expressions nested more than \(SwiftSourceLimits.maximumDepth) deep: not read",
                at: places.location(of: expression))
            return .unknown(expression.oneLine)
        }
        depth += 1
        defer { depth -= 1 }
        return evaluateNode(expression)
    }

    private func evaluateNode(_ expression: ExprSyntax) -> SourceValue {
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let literal):
            return Self.number(literal.literal.text).map(SourceValue.number) ?? .unknown(literal.oneLine)
        case .floatLiteralExpr(let literal):
            return Self.number(literal.literal.text).map(SourceValue.number) ?? .unknown(literal.oneLine)
        case .stringLiteralExpr(let literal):
            return Self.string(literal).map(SourceValue.string) ?? interpolated(literal)
        case .booleanLiteralExpr(let literal):
            return .bool(literal.literal.tokenKind == .keyword(.true))
        case .nilLiteralExpr:
            return .none
        case .declReferenceExpr(let reference):
            return lookup(reference.baseName.text)
        case .memberAccessExpr(let access):
            return member(access)
        case .functionCallExpr(let call):
            return self.call(call)
        case .sequenceExpr(let sequence):
            return arithmetic(Array(sequence.elements))
        case .prefixOperatorExpr(let prefix):
            let value = evaluate(prefix.expression)
            switch (prefix.operator.text, value) {
            case ("-", .number(let number)): return .number(-number)
            case ("!", .bool(let bool)): return .bool(!bool)
            default: return .unknown(prefix.oneLine)
            }
        case .tupleExpr(let tuple):
            if tuple.elements.count == 1, let only = tuple.elements.first { return evaluate(only.expression) }
            return .array(tuple.elements.map { evaluate($0.expression) })
        case .arrayExpr(let array):
            return .array(array.elements.map { evaluate($0.expression) })
        case .dictionaryExpr(let dictionary):
            guard case .elements(let elements) = dictionary.content else { return .dictionary([]) }
            var pairs: [(key: String, value: SourceValue)] = []
            for element in elements {
                guard case .string(let key) = evaluate(element.key) else { return .unknown(dictionary.oneLine) }
                pairs.append((key, evaluate(element.value)))
            }
            return .dictionary(pairs)
        case .closureExpr(let closure):
            return .closure(closure)
        case .forceUnwrapExpr(let unwrap):
            return evaluate(unwrap.expression)
        case .optionalChainingExpr(let chaining):
            return evaluate(chaining.expression)
        case .tryExpr(let attempt):
            return evaluate(attempt.expression)
        case .awaitExpr(let waiting):
            return evaluate(waiting.expression)
        case .asExpr(let cast):
            return evaluate(cast.expression)
        case .subscriptCallExpr(let subscripted):
            let base = evaluate(subscripted.calledExpression)
            let key = subscripted.arguments.first.map { evaluate($0.expression) }
            switch (base, key) {
            case (.array(let elements), .number(let index)?) where index >= 0 && Int(index) < elements.count:
                return elements[Int(index)]
            case (.dictionary(let pairs), .string(let name)?):
                return pairs.last { $0.key == name }?.value ?? .none
            default:
                return .unknown(subscripted.oneLine)
            }
        case .ifExpr(let branch):
            // `let x = if … { a } else { b }`: the first branch (rare in layout code).
            if let last = branch.body.statements.last, case .expr(let value) = last.item { return evaluate(value) }
            return .unknown(branch.oneLine)
        default:
            return .unknown(expression.oneLine)
        }
    }

    /// `12`, `0.5`, `1_000`, `0x1F`.
    static func number(_ text: String) -> Double? {
        let digits = text.replacingOccurrences(of: "_", with: "")
        if digits.hasPrefix("0x") { return Int(digits.dropFirst(2), radix: 16).map(Double.init) }
        return Double(digits)
    }

    /// A literal without interpolation (escapes read); nil when it interpolates run-time values.
    static func string(_ literal: StringLiteralExprSyntax) -> String? {
        var text = ""
        for segment in literal.segments {
            guard case .stringSegment(let piece) = segment else { return nil }
            text += piece.content.text
        }
        return unescaped(text)
    }

    /// A literal's text with Swift's escapes read: `\n`, `\t`, `\r`, `\0`, `\"`, `\'`, `\\` and
    /// `\u{2605}`.
    static func unescaped(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var rest = Substring(text)
        while let slash = rest.firstIndex(of: "\\") {
            result += rest[..<slash]
            rest = rest[rest.index(after: slash)...]
            guard let next = rest.first else { return result + "\\" }
            rest = rest.dropFirst()
            switch next {
            case "n": result += "\n"
            case "t": result += "\t"
            case "r": result += "\r"
            case "0": result += "\0"
            case "u":
                if rest.first == "{", let close = rest.firstIndex(of: "}"),
                    let code = UInt32(rest[rest.index(after: rest.startIndex)..<close], radix: 16),
                    let scalar = Unicode.Scalar(code)
                {
                    result.unicodeScalars.append(scalar)
                    rest = rest[rest.index(after: close)...]
                } else {
                    result += "\\u"
                }
            default: result.append(next)
            }
        }
        return result + rest
    }

    /// What stands for an interpolating literal's run-time text: its text with each
    /// interpolation's last name (`"\u{2605} \(repo.stars)"` → `★ stars`).
    static func placeholder(_ literal: StringLiteralExprSyntax) -> String {
        var text = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let piece): text += unescaped(piece.content.text)
            case .expressionSegment(let expression):
                let names = expression.expressions.trimmedDescription.split(whereSeparator: {
                    !($0.isLetter || $0.isNumber || $0 == "_")
                })
                text += names.last { $0.first?.isLetter == true }.map(String.init) ?? "…"
            }
        }
        return text
    }

    /// `"V:|-[\\(name)]-|"`: the string when every interpolated value is known.
    func interpolated(_ literal: StringLiteralExprSyntax) -> SourceValue {
        var text = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let piece): text += Self.unescaped(piece.content.text)
            case .expressionSegment(let expression):
                guard expression.expressions.count == 1, let only = expression.expressions.first else {
                    return .unknown(literal.oneLine)
                }
                switch evaluate(only.expression) {
                case .string(let value): text += value
                case .number(let value): text += value == value.rounded() ? String(Int(value)) : String(value)
                default: return .unknown(literal.oneLine)
                }
            }
        }
        return .string(text)
    }

    // MARK: - Names

    func lookup(_ name: String) -> SourceValue {
        let frame = frames[frames.count - 1]
        if name == "self" { return frame.selfValue }
        if let local = frame.locals[name] { return local }
        if case .view(let view) = frame.selfValue {
            if view == 0, let value = ownMember(name) { return value }
            if let value = viewMember(view, name) { return value }
        }
        if let value = constant(name) { return value }
        if name.first?.isUppercase == true { return .type(name) }
        return .unknown(name)
    }

    /// A property or method of the scene's own type.
    func ownMember(_ name: String) -> SourceValue? {
        if type.properties[name] != nil || properties[name] != nil { return property(name) }
        if type.functions[name] != nil { return .function(name) }
        return nil
    }

    /// A stored property's value: its initializer read the first time it is used (as `lazy`
    /// and `let` properties are made before they are used).
    func property(_ name: String) -> SourceValue {
        if let value = properties[name] { return value }
        guard let binding = type.properties[name], !evaluating.contains(name) else { return .unknown(name) }
        evaluating.insert(name)
        defer { evaluating.remove(name) }
        if let initializer = binding.initializer {
            frames.append(Frame())
            let value = initialValue(initializer.value, annotation: binding.typeAnnotation)
            frames.removeLast()
            setProperty(name, value)
            return value
        }
        if case .getter(let body) = binding.accessorBlock?.accessors {
            frames.append(Frame())
            run(body)
            let value = frames.removeLast().returned
            if let value { return value }
            if body.count == 1, case .expr(let only) = body.first!.item { return evaluate(only) }
        }
        return .unknown(name)
    }

    /// A named constant of the file (`let margin: CGFloat = 16`, `Layout.margin`).
    func constant(_ name: String) -> SourceValue? {
        guard let expression = declarations.constants[name], !evaluating.contains("constant " + name) else {
            return nil
        }
        evaluating.insert("constant " + name)
        defer { evaluating.remove("constant " + name) }
        frames.append(Frame())
        let made = builder.views.count
        let value = evaluate(expression)
        frames.removeLast()
        // A constant is a number, a string, a font…: what makes views is not one.
        if builder.views.count > made || value.viewIndex != nil {
            for index in made..<builder.views.count where builder.views[index].parent == nil {
                builder.views[index].isDiscarded = true
            }
            return nil
        }
        return value
    }

    func member(_ access: MemberAccessExprSyntax) -> SourceValue {
        let name = access.declName.baseName.text
        guard let baseExpression = access.base else { return .member(name) }
        if baseExpression.is(SuperExprSyntax.self) { return .unknown(access.oneLine) }
        if let reference = baseExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "self",
            case .view(0) = frames[frames.count - 1].selfValue, let value = ownMember(name)
        {
            return value
        }
        let base = evaluate(baseExpression)
        switch base {
        case .view(let view):
            if view == 0, let value = ownMember(name) { return value }
            return viewMember(view, name) ?? .unknown(access.oneLine)
        case .guide(let item):
            if let attribute = Self.anchorAttributes[name] ?? (readsStevia ? Self.steviaAttributes[name] : nil) {
                return .anchor(item, attribute)
            }
            if name == "owningView", let owner = item.owner { return .view(owner) }
            if name == "snp" { return .snapKit(.item(item)) }
            return .unknown(access.oneLine)
        case .type(let typeName):
            if let value = constant(typeName + "." + name) { return value }
            if typeName == "UIFontMetrics", name == "default" { return .fontMetrics(FontScaling(textStyle: .body)) }
            if typeName == "UIStackView", name == "spacingUseSystem" { return .member(name) }
            if name.first?.isUppercase == true { return .type(typeName + "." + name) }
            return .member(name)
        case .array(let elements):
            switch name {
            case "count": return .number(Double(elements.count))
            case "first": return elements.first ?? .none
            case "last": return elements.last ?? .none
            default: return .unknown(access.oneLine)
            }
        case .dictionary(let pairs):
            switch name {
            case "values": return .array(pairs.map(\.value))
            case "keys": return .array(pairs.map { .string($0.key) })
            case "count": return .number(Double(pairs.count))
            default: return .unknown(access.oneLine)
            }
        case .snapKit(let snap):
            return snapKitMember(snap, name, at: access)
        case .unknown:
            if let value = constant(baseExpression.oneLine + "." + name) { return value }
            if Self.makesPlaceholder(name), case .view(let view) = placeholder(for: base, at: baseExpression) {
                return viewMember(view, name) ?? .unknown(access.oneLine)
            }
            return .unknown(access.oneLine)
        default:
            return .unknown(access.oneLine)
        }
    }

    // MARK: - Closures

    /// A closure called with `arguments` (`$0`, `$1`, or its named parameters): its result, or
    /// its only expression's value.
    func runClosure(_ closure: ClosureExprSyntax, arguments: [SourceValue]) -> SourceValue {
        guard frames.count < SwiftSourceLimits.maximumDepth else { return .unknown(closure.oneLine) }
        var frame = frames[frames.count - 1]
        frame.returned = nil
        var names: [String] = []
        switch closure.signature?.parameterClause {
        case .simpleInput(let list): names = list.map(\.name.text)
        case .parameterClause(let clause): names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: names = []
        }
        for (index, argument) in arguments.enumerated() {
            frame.locals["$\(index)"] = argument
            if index < names.count { frame.locals[names[index]] = argument }
        }
        frames.append(frame)
        let statements = closure.statements
        if statements.count == 1, case .expr(let only) = statements.first!.item,
            !only.is(IfExprSyntax.self), !only.is(SwitchExprSyntax.self),
            !(only.as(SequenceExprSyntax.self).map { isAssignment($0) || isEquation($0) } ?? false)
        {
            let value = evaluate(only)
            frames.removeLast()
            return value
        }
        run(statements)
        return frames.removeLast().returned ?? .none
    }

    // MARK: - Arithmetic

    func isAssignment(_ sequence: SequenceExprSyntax) -> Bool {
        let elements = Array(sequence.elements)
        guard elements.count >= 3 else { return false }
        if elements[1].is(AssignmentExprSyntax.self) { return true }
        if let op = elements[1].as(BinaryOperatorExprSyntax.self), ["+=", "-=", "*=", "/="].contains(op.operator.text) {
            return true
        }
        return false
    }

    /// `a + b * 2`, `x ?? 8`, `c ? a : b`, `0..<3`, `a == b`, `x as CGFloat`, strings joined with `+`.
    func arithmetic(_ elements: [ExprSyntax]) -> SourceValue {
        let text = elements.map(\.trimmedDescription).joined(separator: " ")
        if let ternary = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
            let marker = elements[ternary].as(UnresolvedTernaryExprSyntax.self)
        {
            let condition = arithmetic(Array(elements[..<ternary]))
            let otherwise = Array(elements[(ternary + 1)...])
            if case .bool(let holds) = condition {
                return holds ? evaluate(marker.thenExpression) : arithmetic(otherwise)
            }
            if let first = elements.first {
                noteAssumption(
                    "condition `\(elements[..<ternary].map(\.trimmedDescription).joined(separator: " "))`",
                    reason: "decided at run time: its first value is used", at: first)
            }
            return evaluate(marker.thenExpression)
        }
        // Casts leave the value as it is.
        var operands: [SourceValue] = []
        var operators: [String] = []
        var index = 0
        while index < elements.count {
            let element = elements[index]
            if element.is(UnresolvedAsExprSyntax.self) || element.is(UnresolvedIsExprSyntax.self) {
                index += 2
                continue
            }
            if let op = element.as(BinaryOperatorExprSyntax.self) {
                operators.append(op.operator.text)
            } else {
                operands.append(evaluate(element))
            }
            index += 1
        }
        guard operands.count == operators.count + 1 else { return .unknown(text) }
        return Self.fold(operands, operators) ?? .unknown(text)
    }

    /// Folds operands by Swift's precedence: `* /` before `+ -`, then ranges, comparisons,
    /// `&& ||`, `??`.
    static func fold(_ operands: [SourceValue], _ operators: [String]) -> SourceValue? {
        let levels: [Set<String>] = [
            ["*", "/", "%"], ["+", "-"], ["..<", "..."], ["==", "!=", "<", ">", "<=", ">="], ["&&"], ["||"], ["??"],
        ]
        var values = operands
        var ops = operators
        for level in levels {
            var index = 0
            while index < ops.count {
                guard level.contains(ops[index]) else {
                    index += 1
                    continue
                }
                guard let combined = combine(values[index], ops[index], values[index + 1]) else { return nil }
                values[index] = combined
                values.remove(at: index + 1)
                ops.remove(at: index)
            }
        }
        return values.count == 1 ? values[0] : nil
    }

    static func combine(_ left: SourceValue, _ op: String, _ right: SourceValue) -> SourceValue? {
        if op == "??" {
            switch left {
            case .unknown, .none: return right
            default: return left
            }
        }
        if case .string(let a) = left, case .string(let b) = right, op == "+" { return .string(a + b) }
        if case .array(let a) = left, case .array(let b) = right, op == "+" { return .array(a + b) }
        if case .bool(let a) = left, case .bool(let b) = right {
            switch op {
            case "&&": return .bool(a && b)
            case "||": return .bool(a || b)
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            default: return nil
            }
        }
        guard let a = numeric(left), let b = numeric(right) else { return nil }
        switch op {
        case "+": return .number(a + b)
        case "-": return .number(a - b)
        case "*": return .number(a * b)
        case "/": return b == 0 ? nil : .number(a / b)
        case "%": return b == 0 ? nil : .number(a.truncatingRemainder(dividingBy: b))
        case "==": return .bool(a == b)
        case "!=": return .bool(a != b)
        case "<": return .bool(a < b)
        case ">": return .bool(a > b)
        case "<=": return .bool(a <= b)
        case ">=": return .bool(a >= b)
        case "..<", "...":
            let end = op == "..<" ? b : b + 1
            guard a == a.rounded(), b == b.rounded(), end - a >= 0, end - a <= Double(SwiftSourceLimits.maximumUnrolled)
            else { return nil }
            return .array(stride(from: a, to: end, by: 1).map(SourceValue.number))
        default: return nil
        }
    }

    /// A number, or a named priority (`.defaultHigh + 1`).
    static func numeric(_ value: SourceValue) -> Double? {
        switch value {
        case .number(let number): return number
        case .member(let name): return LayoutPriorities.named[name]
        default: return nil
        }
    }
}

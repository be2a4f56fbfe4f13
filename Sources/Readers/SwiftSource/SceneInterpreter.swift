import SceneModel
import SwiftSyntax

/// Reads what one type's code builds, statement by statement, without running it: its
/// initializer and UIKit's lifecycle methods first (following the calls they make to the
/// type's own methods), then the methods nothing calls. Values it cannot know become
/// `unknown`; what uses them is assumed (`notes`) or warned about, never dropped silently.
final class SceneInterpreter {
    struct Frame {
        var locals: [String: SourceValue] = [:]
        var selfValue: SourceValue = .view(0)
        var returned: SourceValue?
        /// Inside a helper read from an extension: the call's position counts its constraints.
        var countedAt: AbsolutePosition?
    }

    let type: SceneType
    let declarations: SourceDeclarations
    let places: SourcePlaces
    var builder: SceneBuilder
    var frames: [Frame] = [Frame()]
    var properties: [String: SourceValue] = [:]
    var evaluating: Set<String> = []
    /// Views the code uses but does not make, by the source that names them (`Placeholders`).
    var placeholders: [String: Int] = [:]
    /// Methods without parameters or result run once (a second call would build a second copy).
    var ranOnce: Set<AbsolutePosition> = []
    var active: Set<AbsolutePosition> = []
    var steps = 0
    var depth = 0
    var stopped = false
    /// The branch to take at each condition the app decides at run time, by the condition's
    /// text (a variation's choices); a condition not in it takes its first branch.
    var branchChoices: [String: Int] = [:]
    /// The conditions the app decides that chose what is built, in the order met, each with
    /// the branch taken.
    var branchesMet: [BranchPoint] = []

    init(type: SceneType, declarations: SourceDeclarations, places: SourcePlaces) {
        self.type = type
        self.declarations = declarations
        self.places = places
        builder = SceneBuilder(rootClass: type.name, location: places.location(of: type.declaration))
    }

    /// The lifecycle methods UIKit calls while a screen is set up, in the order it calls them
    /// (the first layout pass included: constraints made there are active when it is shown).
    static let lifecycle = [
        "loadView", "viewDidLoad", "awakeFromNib", "didMoveToSuperview", "didMoveToWindow", "updateConstraints",
        "updateViewConstraints",
        "viewWillAppear", "viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews",
    ]

    /// UIKit's methods that run after the screen is set up (reuse, layout passes, appearance,
    /// touches, trait changes): what they change is not the screen as first shown.
    static let laterOverrides: Set<String> = [
        "prepareForReuse", "traitCollectionDidChange", "apply", "preferredLayoutAttributesFitting", "draw",
        "touchesBegan",
        "touchesMoved", "touchesEnded", "touchesCancelled", "sizeThatFits", "viewDidAppear", "viewWillDisappear",
        "viewDidDisappear", "hitTest", "point", "prepare", "setSelected", "setHighlighted", "didUpdateFocus",
        "viewWillTransition", "willTransition", "layoutMarginsDidChange", "safeAreaInsetsDidChange",
        "viewSafeAreaInsetsDidChange", "didReceiveMemoryWarning", "systemLayoutSizeFitting", "updateConfiguration",
        "observeValue", "scrollViewDidScroll", "tintColorDidChange", "willMove", "didMove",
    ]

    func run() {
        if let entry = entryInitializer() { runInitializer(entry) }
        for name in Self.lifecycle {
            for function in type.functions[name] ?? [] where !ranOnce.contains(function.position) {
                _ = call(function, arguments: [], selfValue: .view(0))
            }
        }
        // Methods no entry point calls (a `configure(with:)` its owner calls, a superclass's
        // `setupSubviews` hook) are read too, but not UIKit's other overrides and actions.
        for function in type.functionOrder where !ranOnce.contains(function.position) && !stopped {
            let isAction = function.attributes.contains {
                guard case .attribute(let attribute) = $0 else { return false }
                return ["objc", "IBAction"].contains(attribute.attributeName.trimmedDescription)
            }
            guard !Self.laterOverrides.contains(function.name.text), !isAction, function.body != nil else { continue }
            // A private method nothing in the file calls is never run: read for what it would
            // build, not drawn.
            let isPrivate = function.modifiers.contains {
                $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
            }
            if isPrivate {
                readOnly { _ = call(function, arguments: [], selfValue: .view(0)) }
            } else {
                _ = call(function, arguments: [], selfValue: .view(0))
            }
        }
        // A property's `didSet` runs when the app sets it: read once, its old value unknown.
        for (_, binding) in type.properties.sorted(by: { $0.value.position < $1.value.position }) where !stopped {
            guard case .accessors(let accessors) = binding.accessorBlock?.accessors else { continue }
            for accessor in accessors where accessor.accessorSpecifier.tokenKind == .keyword(.didSet) {
                guard let body = accessor.body, Self.mayBuildLayout(body) else { continue }
                frames.append(Frame(locals: ["oldValue": .unknown("oldValue")]))
                run(body.statements)
                frames.removeLast()
            }
        }
        placeUnattachedPlaceholders()
        // Lazily made properties nothing read.
        for (name, binding) in type.properties.sorted(by: { $0.value.position < $1.value.position })
        where properties[name] == nil && binding.initializer.map({ Self.mayBuildLayout($0) }) == true {
            _ = property(name)
        }
    }

    /// The designated initializer a scene is built by (not `init(coder:)`, which a code-built
    /// view never runs), else a convenience one, else the coder one.
    func entryInitializer() -> InitializerDeclSyntax? {
        func isCoder(_ initializer: InitializerDeclSyntax) -> Bool {
            initializer.signature.parameterClause.parameters.first?.firstName.text == "coder"
        }
        func isConvenience(_ initializer: InitializerDeclSyntax) -> Bool {
            initializer.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) }
        }
        let inits = type.initializers
        return inits.first { !isCoder($0) && !isConvenience($0) } ?? inits.first { !isCoder($0) } ?? inits.first
    }

    func runInitializer(_ initializer: InitializerDeclSyntax) {
        guard !ranOnce.contains(initializer.position), let body = initializer.body else { return }
        ranOnce.insert(initializer.position)
        var frame = Frame()
        for parameter in initializer.signature.parameterClause.parameters {
            let name = (parameter.secondName ?? parameter.firstName).text
            frame.locals[name] = .unknown(name)
        }
        frames.append(frame)
        run(body.statements)
        frames.removeLast()
    }

    /// A method of the type or a helper: its parameters bound to the arguments, its body read,
    /// its result returned. Recursion is not followed.
    func call(
        _ function: FunctionDeclSyntax, arguments: [(label: String?, value: SourceValue)], selfValue: SourceValue,
        countedAt: AbsolutePosition? = nil
    ) -> SourceValue {
        let parameters = function.signature.parameterClause.parameters
        let runsOnce = parameters.isEmpty && function.signature.returnClause == nil
        guard let body = function.body, !active.contains(function.position),
            !(runsOnce && ranOnce.contains(function.position)), frames.count < SwiftSourceLimits.maximumDepth
        else { return .unknown(function.name.text + "()") }
        if runsOnce { ranOnce.insert(function.position) }
        ranOnce.insert(function.position)
        var frame = Frame(selfValue: selfValue, countedAt: countedAt ?? frames.last?.countedAt)
        var remaining = arguments
        for parameter in parameters {
            let name = (parameter.secondName ?? parameter.firstName).text
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            if let index = remaining.firstIndex(where: { $0.label == label }) {
                frame.locals[name] = remaining.remove(at: index).value
            } else if let value = parameter.defaultValue?.value {
                frame.locals[name] = evaluate(value)
            } else {
                frame.locals[name] = .unknown(name)
            }
        }
        active.insert(function.position)
        frames.append(frame)
        run(body.statements)
        let result = frames.removeLast().returned ?? .none
        active.remove(function.position)
        return result
    }

    /// Whether code may build views or constraints (a cheap look at its text): what is read
    /// when nothing calls it.
    static func mayBuildLayout(_ node: some SyntaxProtocol) -> Bool {
        let text = node.description
        return [
            "addSubview", "addArrangedSubview", "insertSubview", "Anchor", "constraint", "Constraint", "snp",
            "arrangedSubviews", "addLayoutGuide",
        ].contains { text.contains($0) }
    }

    // MARK: - Statements

    func run(_ items: CodeBlockItemListSyntax) {
        for item in items {
            if stopped || frames[frames.count - 1].returned != nil { return }
            guard countStep(item) else { return }
            switch item.item {
            case .decl(let decl): declare(decl)
            case .stmt(let statement): execute(statement)
            case .expr(let expression): evaluateStatement(expression)
            }
        }
    }

    /// One more step of the budget; past it the rest of the code is not read (a warning says where).
    func countStep(_ node: some SyntaxProtocol) -> Bool {
        steps += 1
        if steps > SwiftSourceLimits.maximumSteps {
            if !stopped {
                builder.warn(
                    "the code takes more than \(SwiftSourceLimits.maximumSteps) steps to read: the rest is not read",
                    at: places.location(of: node))
            }
            stopped = true
        }
        return !stopped
    }

    func declare(_ decl: DeclSyntax) {
        // `#if`: its first clause, as built for the newest system (`#if swift(>=4.2)`, `#if os(iOS)`).
        if let conditional = decl.as(IfConfigDeclSyntax.self) {
            if case .statements(let items) = conditional.clauses.first?.elements { run(items) }
            return
        }
        if let function = decl.as(FunctionDeclSyntax.self) {
            return setLocal(function.name.text, .localFunction(function))
        }
        guard let variable = decl.as(VariableDeclSyntax.self) else { return }
        for binding in variable.bindings {
            let value = binding.initializer.map { initialValue($0.value, annotation: binding.typeAnnotation) } ?? .none
            bind(binding.pattern, to: value)
        }
    }

    /// A variable's value; `let x: UILabel = .init()` is made as its annotation says.
    func initialValue(_ expression: ExprSyntax, annotation: TypeAnnotationSyntax?) -> SourceValue {
        if let annotation, let call = expression.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.base == nil,
            callee.declName.baseName.text == "init"
        {
            var type = annotation.type
            while let wrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType
                ?? type.as(OptionalTypeSyntax.self)?.wrappedType
            {
                type = wrapped
            }
            return typeInitializer(SourceDeclarations.typeName(type), call)
        }
        return evaluate(expression)
    }

    /// Binds `x`, or each name of `(a, b)` to the elements of a pair.
    func bind(_ pattern: PatternSyntax, to value: SourceValue) {
        if let name = pattern.as(IdentifierPatternSyntax.self)?.identifier.text { return setLocal(name, value) }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            let values = value.elements
            for (index, element) in tuple.elements.enumerated() {
                bind(
                    element.pattern,
                    to: index < values.count && values.count == tuple.elements.count
                        ? values[index] : .unknown(element.pattern.trimmedDescription))
            }
        }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { bind(binding.pattern, to: value) }
    }

    func setLocal(_ name: String, _ value: SourceValue) {
        frames[frames.count - 1].locals[name] = value
        if let view = value.viewIndex, view != 0, frames.count < builder.views[view].localNameDepth {
            builder.views[view].localName = name
            builder.views[view].localNameDepth = frames.count
        }
    }

    func setProperty(_ name: String, _ value: SourceValue) {
        properties[name] = value
        if let view = value.viewIndex, view != 0, builder.views[view].propertyName == nil {
            builder.views[view].propertyName = name
        }
        if case .constraint(let index) = value, builder.constraints[index].propertyName == nil {
            builder.constraints[index].propertyName = name
        }
    }

    func execute(_ statement: StmtSyntax) {
        if let returned = statement.as(ReturnStmtSyntax.self) {
            frames[frames.count - 1].returned = returned.expression.map { evaluate($0) } ?? SourceValue.none
        } else if let expression = statement.as(ExpressionStmtSyntax.self) {
            evaluateStatement(expression.expression)
        } else if let guarded = statement.as(GuardStmtSyntax.self) {
            // The code after a guard runs when its conditions hold: their bindings are kept.
            _ = conditionsHold(guarded.conditions)
        } else if let loop = statement.as(ForStmtSyntax.self) {
            forLoop(loop)
        } else if let deferred = statement.as(DeferStmtSyntax.self) {
            run(deferred.body.statements)
        } else if let block = statement.as(DoStmtSyntax.self) {
            run(block.body.statements)
        } else if let loop = statement.as(WhileStmtSyntax.self) {
            unreadLoop(loop, body: loop.body)
        } else if let loop = statement.as(RepeatStmtSyntax.self) {
            unreadLoop(loop, body: loop.body)
        }
    }

    func unreadLoop(_ loop: some SyntaxProtocol, body: CodeBlockSyntax) {
        if Self.mayBuildLayout(body) {
            builder.warn("a while loop builds views or constraints: not read", at: places.location(of: loop))
        }
    }

    /// `for x in [a, b]` and `for i in 0..<3` are unrolled; a loop over run-time data is read
    /// once, with its element unknown (an assumption says so).
    func forLoop(_ loop: ForStmtSyntax) {
        var sequence = evaluate(loop.sequence)
        // A dictionary is looped over as its (key, value) pairs.
        if case .dictionary(let pairs) = sequence {
            sequence = .array(pairs.map { .array([.string($0.key), $0.value]) })
        }
        let saved = frames[frames.count - 1].locals
        if case .array(let elements) = sequence, elements.isEmpty, Self.mayBuildLayout(loop.body) {
            // Empty now, filled by the app later: what the body would build is read, not drawn.
            readOnly {
                bind(loop.pattern, to: .unknown(loop.pattern.trimmedDescription))
                run(loop.body.statements)
            }
        } else if case .array(let elements) = sequence, elements.count <= SwiftSourceLimits.maximumUnrolled {
            for element in elements where !stopped {
                bind(loop.pattern, to: element)
                run(loop.body.statements)
            }
        } else {
            if Self.mayBuildLayout(loop.body) {
                noteAssumption(
                    "loop over `\(loop.sequence.oneLine)`", reason: "run-time data: its body is read once",
                    at: loop)
            }
            bind(loop.pattern, to: .unknown(loop.pattern.trimmedDescription))
            run(loop.body.statements)
        }
        // Names the loop declared do not outlive it.
        let declared = Set(frames[frames.count - 1].locals.keys).subtracting(saved.keys)
        for key in declared { frames[frames.count - 1].locals[key] = nil }
    }

    /// Whether the conditions hold, as far as the code tells; `if let` bindings are made.
    /// Nil: the app decides at run time.
    func conditionsHold(_ conditions: ConditionElementListSyntax) -> Bool? {
        var result: Bool? = true
        for element in conditions {
            switch element.condition {
            case .availability: continue
            case .optionalBinding(let binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let value = binding.initializer.map { evaluate($0.value) } ?? lookup(name)
                if case .none = value { result = false }
                setLocal(name, value)
            case .expression(let expression):
                switch evaluate(expression) {
                case .bool(let value): if !value { result = false }
                default: if result == true { result = nil }
                }
            default:
                if result == true { result = nil }
            }
        }
        return result
    }

    /// Whether an `if let` binds a value the code does not give (a property set elsewhere, a
    /// call's result): only the running app knows whether it is there.
    func bindsRunTimeValue(_ conditions: ConditionElementListSyntax) -> Bool {
        conditions.contains { element in
            guard case .optionalBinding(let binding) = element.condition,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { return false }
            switch binding.initializer.map({ evaluate($0.value) }) ?? lookup(name) {
            case .unknown, .none: return true
            default: return false
            }
        }
    }

    /// An `if`: the branch the code can tell, else the one the variation takes (the first by
    /// default; an assumption names the condition); the other branch is read for what it would
    /// build, and not drawn.
    /// `chain`: the first condition of the `if … else if` chain it continues.
    func ifStatement(_ statement: IfExprSyntax, chain: String? = nil) {
        let bindsRunTimeValue = bindsRunTimeValue(statement.conditions)
        var decided = conditionsHold(statement.conditions)
        // `if let x … else …` on a value only the running app has: both branches are ways the
        // screen is built, as for any other condition it decides.
        if bindsRunTimeValue, decided != nil {
            let otherBuilds = statement.elseBody.map { Self.mayBuildLayout($0) } ?? false
            if otherBuilds || (decided == false && Self.mayBuildLayout(statement.body)) { decided = nil }
        }
        var holds = decided
        let chain = chain ?? BranchNames.ofIf(statement.conditions)[0]
        if decided == nil, Self.mayBuildLayout(statement) || Self.returns(statement.body) {
            holds = ifBranchHolds(statement.conditions, chain: chain)
            noteAssumption(
                "condition `\(statement.conditions.oneLine)`",
                reason: "decided at run time: assumed \(holds == true) (the other branch is read, not drawn)",
                at: statement.conditions)
        }
        func otherwise() {
            switch statement.elseBody {
            case .ifExpr(let next): ifStatement(next, chain: chain)
            case .codeBlock(let block): run(block.statements)
            case nil: break
            }
        }
        if holds != false {
            run(statement.body.statements)
            if decided == nil, let other = statement.elseBody, Self.mayBuildLayout(other) { readOnly(otherwise) }
        } else {
            if decided == nil, Self.mayBuildLayout(statement.body) { readOnly { run(statement.body.statements) } }
            otherwise()
        }
    }

    func switchStatement(_ statement: SwitchExprSyntax) {
        let cases = statement.cases.compactMap { element -> SwitchCaseSyntax? in
            if case .switchCase(let switchCase) = element { return switchCase }
            return nil
        }
        guard !cases.isEmpty else { return }
        var taken = 0
        if Self.mayBuildLayout(statement) {
            let subject = statement.subject.oneLine
            taken = branch(
                "switch " + subject, names: cases.map { BranchNames.ofCase($0, subject: subject) },
                at: statement.subject)
            noteAssumption(
                "switch over `\(subject)`",
                reason: "decided at run time: its case `\(cases[taken].label.oneLine)` is read "
                    + "(the others are read, not drawn)",
                at: statement.subject)
        }
        run(cases[taken].statements)
        for (index, other) in cases.enumerated() where index != taken && Self.mayBuildLayout(other) {
            readOnly { run(other.statements) }
        }
    }

    /// Reads code the screen as drawn does not run (the other branch of a condition the app
    /// decides): what it would build is counted and its problems reported, and nothing is kept.
    func readOnly(_ body: () -> Void) {
        let saved = (builder, properties, frames, placeholders, ranOnce, branchesMet)
        body()
        let statements = builder.constraintStatements
        let warnings = builder.warnings
        (builder, properties, frames, placeholders, ranOnce, branchesMet) = saved
        builder.constraintStatements = statements
        builder.warnings = warnings
    }

    /// An assumption about no view's size (a condition, a loop, a constant): listed in the report.
    func noteAssumption(_ subject: String, reason: String, at node: some SyntaxProtocol) {
        let place = places.location(of: node)
        builder.note(
            Assumption(
                view: ViewID("root"), subject: subject, axes: [],
                reason: "\(reason) (\(place.fileName):\(place.line):\(place.column))"))
    }

    /// Where a statement's constraints count from.
    func countConstraintStatement(_ node: some SyntaxProtocol) {
        let position = frames.last?.countedAt ?? node.positionAfterSkippingLeadingTrivia
        builder.constraintStatements.insert(position.utf8Offset)
    }
}

import SceneModel
import SwiftSyntax

/// Assignments: to locals and properties, and to what a view shows (text, font, lines,
/// alignment, image, colors, margins, a stack's arrangement, `translatesAutoresizingMaskIntoConstraints`).
extension SceneInterpreter {
    /// Whether the sequence was an assignment (and was read).
    func assign(_ sequence: SequenceExprSyntax) -> Bool {
        guard isAssignment(sequence) else { return false }
        let elements = Array(sequence.elements)
        let target = elements[0]
        var value = arithmetic(Array(elements[2...]))
        if let op = elements[1].as(BinaryOperatorExprSyntax.self) {
            let current = evaluate(target)
            value = Self.combine(current, String(op.operator.text.dropLast()), value) ?? .unknown(sequence.oneLine)
        }
        assign(value, to: target, at: sequence, source: elements.count == 3 ? elements[2] : nil)
        return true
    }

    func assign(_ value: SourceValue, to target: ExprSyntax, at node: some SyntaxProtocol, source: ExprSyntax?) {
        var target = target
        while true {
            if let unwrapped = target.as(OptionalChainingExprSyntax.self) {
                target = unwrapped.expression
            } else if let unwrapped = target.as(ForceUnwrapExprSyntax.self) {
                target = unwrapped.expression
            } else {
                break
            }
        }
        if replacesRootView(target, value) { return }
        if target.is(DeclReferenceExprSyntax.self) {
            let name = target.as(DeclReferenceExprSyntax.self)!.baseName.text
            let frame = frames[frames.count - 1]
            // An implicit `self` property of a view (`backgroundColor = .white` in a view's code).
            if frame.locals[name] == nil, type.properties[name] == nil, properties[name] == nil,
                case .view(let view) = frame.selfValue, Self.viewProperties.contains(name)
            {
                return setViewProperty(view, name, value, at: node, source: source)
            }
            return store(value, into: target)
        }
        // `views["title"] = label`, `items[0] = x`: the dictionary or array where it is kept changes.
        if let subscripted = target.as(SubscriptCallExprSyntax.self), let key = subscripted.arguments.first {
            let index = evaluate(key.expression)
            switch (evaluate(subscripted.calledExpression), index) {
            case (.dictionary(var pairs), .string(let name)):
                pairs.removeAll { $0.key == name }
                pairs.append((name, value))
                store(.dictionary(pairs), into: subscripted.calledExpression)
            case (.array(var elements), .number(let position))
            where Int(position) >= 0 && Int(position) < elements.count:
                elements[Int(position)] = value
                store(.array(elements), into: subscripted.calledExpression)
            default: break
            }
            return
        }
        guard let access = target.as(MemberAccessExprSyntax.self), let baseExpression = access.base else { return }
        let name = access.declName.baseName.text
        if let reference = baseExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "self",
            frames[frames.count - 1].selfValue.viewIndex == 0,
            type.properties[name] != nil || properties[name] != nil || !Self.viewProperties.contains(name)
        {
            return setProperty(name, value)
        }
        switch evaluate(baseExpression) {
        case .view(let view): setViewProperty(view, name, value, at: node, source: source)
        case .constraint(let index): setConstraintProperty(index, name, value, at: node)
        case .snapKit(let snap): snapKitAssignment(snap, name, value, at: node)
        default: break
        }
    }

    /// `view = ChatView()` (a controller's `loadView`): the view made is the scene's root.
    func replacesRootView(_ target: ExprSyntax, _ value: SourceValue) -> Bool {
        guard type.kind == .controller, type.properties["view"] == nil, case .view(let made) = value, made != 0 else {
            return false
        }
        let isView: Bool
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            isView = reference.baseName.text == "view" && frames[frames.count - 1].locals["view"] == nil
        } else if let access = target.as(MemberAccessExprSyntax.self),
            let base = access.base?.as(DeclReferenceExprSyntax.self)
        {
            isView = base.baseName.text == "self" && access.declName.baseName.text == "view"
        } else {
            isView = false
        }
        guard isView, builder.views[made].parent == nil, builder.views[made].children.isEmpty else { return false }
        builder.views[0].className = builder.views[made].className
        builder.views[0].spec.background = builder.views[made].spec.background ?? builder.views[0].spec.background
        builder.views[made].isDiscarded = true
        builder.assumptions.removeAll { $0.view == made }
        return true
    }

    static let viewProperties: Set<String> = [
        "text", "attributedText", "placeholder", "font", "numberOfLines", "textAlignment", "textColor",
        "backgroundColor", "tintColor", "image", "isHidden", "alpha", "contentMode", "layoutMargins",
        "directionalLayoutMargins", "preservesSuperviewLayoutMargins", "translatesAutoresizingMaskIntoConstraints",
        "accessibilityIdentifier", "axis", "spacing", "distribution", "alignment",
        "isLayoutMarginsRelativeArrangement", "isBaselineRelativeArrangement", "cornerRadius", "borderWidth",
        "borderColor", "insetsLayoutMarginsFromSafeArea", "adjustsFontForContentSizeCategory",
    ]

    func setViewProperty(
        _ view: Int, _ name: String, _ value: SourceValue, at node: some SyntaxProtocol, source: ExprSyntax?
    ) {
        var spec = builder.views[view].spec
        defer { builder.views[view].spec = spec }
        switch name {
        case "text", "attributedText", "placeholder":
            builder.views[view].spec = spec
            setText(
                view, key: name == "placeholder" ? "placeholder" : "text", value: value, expression: source, at: node)
            spec = builder.views[view].spec
        case "font":
            if case .font(let font) = value {
                spec.font = font
            } else {
                noteAssumption(
                    "font `\(source?.oneLine ?? node.oneLine)`",
                    reason: "computed at run time: UIKit's default font used", at: node)
            }
        case "numberOfLines":
            if let lines = Self.numeric(value) { spec.lines = Int(lines) }
        case "textAlignment":
            if case .member(let alignment) = value, let known = TextAlignment(rawValue: alignment) {
                spec.alignment = known
            }
        case "textColor": spec.textColor = ValueReading.namedColor(value) ?? spec.textColor
        case "backgroundColor": spec.background = ValueReading.namedColor(value) ?? spec.background
        case "tintColor": spec.tint = ValueReading.namedColor(value) ?? spec.tint
        case "borderColor": spec.borderColor = ValueReading.namedColor(value) ?? spec.borderColor
        case "cornerRadius": spec.cornerRadius = Self.numeric(value) ?? spec.cornerRadius
        case "borderWidth": spec.borderWidth = Self.numeric(value) ?? spec.borderWidth
        case "image":
            builder.views[view].spec = spec
            setImage(view, value, at: node)
            spec = builder.views[view].spec
        case "isHidden":
            if case .bool(let hidden) = value { spec.hidden = hidden }
        case "alpha": spec.alpha = Self.numeric(value) ?? spec.alpha
        case "contentMode":
            if case .member(let mode) = value, let known = ContentMode(rawValue: mode) { spec.contentMode = known }
        case "layoutMargins", "directionalLayoutMargins":
            if case .insets(let insets) = value { spec.margins = insets }
        case "preservesSuperviewLayoutMargins":
            if case .bool(let preserves) = value { spec.preservesSuperviewLayoutMargins = preserves }
        case "insetsLayoutMarginsFromSafeArea":
            if case .bool(let insets) = value { spec.insetsLayoutMarginsFromSafeArea = insets }
        case "translatesAutoresizingMaskIntoConstraints":
            if case .bool(let translates) = value { builder.views[view].translatesAutoresizingMask = translates }
        case "accessibilityLabel":
            if case .string(let label) = value { spec.accessibilityLabel = label }
        case "isAccessibilityElement":
            if case .bool(let isElement) = value { spec.isAccessibilityElement = isElement }
        case "accessibilityIdentifier":
            if case .string(let identifier) = value, !identifier.isEmpty { builder.views[view].identifier = identifier }
        case "axis":
            if case .member(let axis) = value { spec.stack?.axis = axis == "vertical" ? .vertical : .horizontal }
        case "spacing":
            if case .member("spacingUseSystem") = value {
                spec.stack?.spacing = .standard(multiple: 1)
            } else if let spacing = Self.numeric(value) {
                spec.stack?.spacing = .points(spacing)
            }
        case "distribution":
            if case .member(let distribution) = value, let known = StackSpec.Distribution(rawValue: distribution) {
                spec.stack?.distribution = known
            }
        case "alignment":
            if case .member(let alignment) = value, let known = StackSpec.Alignment(rawValue: alignment) {
                spec.stack?.alignment = known
            }
        case "isLayoutMarginsRelativeArrangement":
            if case .bool(let relative) = value { spec.stack?.isLayoutMarginsRelative = relative }
        case "isBaselineRelativeArrangement":
            if case .bool(let relative) = value { spec.stack?.isBaselineRelative = relative }
        default: break
        }
    }

    /// A text the code sets: a literal is shown; a run-time value is drawn as a placeholder
    /// (the name it comes from) and assumed.
    func setText(_ view: Int, key: String, value: SourceValue, expression: ExprSyntax?, at node: some SyntaxProtocol) {
        var text: String
        switch value {
        case .string(let literal): text = literal
        case .none: text = ""
        default:
            let source = expression?.oneLine ?? node.oneLine
            if let literal = expression?.as(StringLiteralExprSyntax.self) {
                text = Self.placeholder(literal)
            } else {
                text = Self.placeholderText(source)
            }
            let place = places.location(of: node)
            builder.assumptions.append(
                PendingAssumption(
                    view: view, subject: "\(key) `\(source)`", axes: [.horizontal, .vertical],
                    reason: "set at run time (\(place.fileName):\(place.line)): '\(text)' drawn"))
        }
        switch key {
        case "title": builder.views[view].spec.title = text
        case "placeholder": builder.views[view].spec.placeholder = text
        default:
            if builder.views[view].spec.type == .button {
                builder.views[view].spec.title = text
            } else {
                builder.views[view].spec.text = text
            }
        }
    }

    /// What stands for a run-time text: the string a localization call names, else the last
    /// name of the expression (`viewModel.title` → `title`).
    static func placeholderText(_ source: String) -> String {
        if let open = source.firstIndex(of: "\""), let close = source[source.index(after: open)...].firstIndex(of: "\"")
        {
            let literal = source[source.index(after: open)..<close]
            if !literal.isEmpty { return String(literal) }
        }
        let names = source.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        return names.last { $0.first?.isLetter == true }.map(String.init) ?? "Text"
    }

    /// An image view's or a button's image: its size is the image's, which the code does not
    /// give: assumed (an SF Symbol's at UIKit's default configuration).
    func setImage(_ view: Int, _ value: SourceValue, at node: some SyntaxProtocol) {
        builder.views[view].imageSet = true
        let described: String
        var size = SceneBuilder.assumedImageSize
        switch value {
        case .image(.named(let name)): described = "image '\(name)'"
        case .image(.system(let name)):
            described = "symbol '\(name)'"
            size = SceneBuilder.assumedSymbolSize
        case .none: return
        default: described = "image `\(node.oneLine)`"
        }
        if [.imageView, .button].contains(builder.views[view].spec.type) { builder.views[view].spec.imageSize = size }
        let place = places.location(of: node)
        builder.assumptions.append(
            PendingAssumption(
                view: view, subject: described, axes: [.horizontal, .vertical],
                reason:
                    "its size is the image's, not in the source (\(place.fileName):\(place.line)): "
                    + SceneBuilder.sizeText(size)))
    }
}
